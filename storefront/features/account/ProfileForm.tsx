import { useEffect, useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { getProfile, updateProfile, type Profile, type UpdateProfilePayload } from '../../../shared/api/account-area';
import type { SessionUser } from '../../../shared/api/account';
import { isOk } from '../../../shared/api/client';
import { getCountries, type Country } from '../../../shared/api/locations';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { SelectField } from '../../../shared/ui/SelectField';
import { profileSchema } from '../../../shared/validation/checkout';
import { firstErrors } from '../../../shared/validation/form';
import { TEXT_LIMITS as L } from '../../../shared/validation/limits';
import { useAppDeps } from '../../app/deps';
import { shownError } from '../../../shared/ui/final-form';
import { useAppDispatch } from '../../app/hooks';
import { sessionSynced } from '../session/slice';
import { ACCOUNT_TEXT as T } from './messages';

/** Nepal, the Country select's default (and its only entry until the world list arrives). */
export const NEPAL: Country = { name: 'Nepal', dial_code: '+977', code: 'NP' };

export interface ProfileValues {
  name: string;
  country: string;
  mobile: string;
  address: string;
}

type Message = { tone: 'success' | 'danger'; text: string } | null;

/** The world list for the Country select (get-countries); Nepal alone until it comes. */
function useCountries(): Country[] {
  const { api } = useAppDeps();
  const [countries, setCountries] = useState<Country[]>([NEPAL]);
  useEffect(() => {
    let alive = true;
    void getCountries(api).then((response) => {
      if (!alive || !isOk(response) || !Array.isArray(response.data) || !response.data.length) return;
      const list = response.data.filter((c) => c && c.code && c.name);
      setCountries(list.some((c) => c.code === NEPAL.code) ? list : [NEPAL, ...list]);
    });
    return () => {
      alive = false;
    };
  }, [api]);
  return countries;
}

/** get-profile may carry the saved country (our server does); a backend without it leaves Nepal. */
type ProfileAnswer = Profile & { country_code?: string | null };

/** The saved profile (get-profile), or null until it answers (the stored user fills in meanwhile). */
function useSavedProfile(): ProfileAnswer | null {
  const { api } = useAppDeps();
  const [profile, setProfile] = useState<ProfileAnswer | null>(null);
  useEffect(() => {
    let alive = true;
    void getProfile(api).then((response) => {
      if (alive && isOk(response) && response.data && typeof response.data === 'object') setProfile(response.data as ProfileAnswer);
    });
    return () => {
      alive = false;
    };
  }, [api]);
  return profile;
}

/**
 * My Profile (spec part 3 §2, §4, §5): read-only Email; Full Name, Country (Nepal by default)
 * with its dial code, Mobile Phone and Address. Name, mobile and address are required and are
 * what update-profile receives; a 200 answer shows the server's message and updates the
 * stored user (the header shows the new name).
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { api, storage } = useAppDeps();
  const dispatch = useAppDispatch();
  const countries = useCountries();
  const saved = useSavedProfile();
  const [message, setMessage] = useState<Message>(null);
  const initialValues = useMemo<ProfileValues>(
    () => ({
      name: saved?.name ?? user.name ?? '',
      country: saved?.country_code || NEPAL.code,
      mobile: saved?.mobile ?? user.mobile ?? '',
      address: saved?.address ?? user.address ?? '',
    }),
    [saved, user.name, user.mobile, user.address],
  );

  const submit = async (values: ProfileValues) => {
    setMessage(null);
    const payload = { name: values.name.trim(), mobile: values.mobile.trim(), address: values.address.trim() };
    // The spec's payload plus the chosen country (our server keeps it; others may ignore it).
    const body: UpdateProfilePayload & { country_code: string } = { ...payload, country_code: values.country };
    const response = await updateProfile(api, body);
    if (!response) return; // network failure: only logged
    const text = response.message || '';
    if (isOk(response)) {
      setMessage({ tone: 'success', text });
      const current = storage.get('user');
      const updated: SessionUser = { ...(current ?? user), ...payload };
      storage.set('user', updated);
      dispatch(sessionSynced(updated));
    } else {
      setMessage({ tone: 'danger', text });
    }
  };

  return (
    <section className="cg-account-card" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className="cg-account-card__title">
        {T.profileTitle}
      </h2>
      <Form<ProfileValues>
        initialValues={initialValues}
        keepDirtyOnReinitialize
        validate={(values) => firstErrors(profileSchema, values)}
        onSubmit={submit}
        render={({ handleSubmit, submitting, values }) => {
          const dial = countries.find((c) => c.code === values.country)?.dial_code ?? '';
          return (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="account-profile-title" className="cg-account-form">
              {message?.text ? (
                <Alert tone={message.tone} className="cg-account-form__alert">
                  {message.text}
                </Alert>
              ) : null}
              <FormField label={T.email} type="email" value={saved?.email || user.email || ''} readOnly autoComplete="email" />
              <Field<string> name="name">
                {({ input, meta }) => (
                  <FormField label={T.fullName} autoComplete="name" maxLength={L.name} {...input} error={shownError(meta)} />
                )}
              </Field>
              <Field<string> name="country">
                {({ input }) => (
                  <SelectField
                    label={T.country}
                    autoComplete="country"
                    options={countries.map((c) => ({ value: c.code, label: `${c.name} (${c.dial_code})` }))}
                    {...input}
                  />
                )}
              </Field>
              <FormField label={T.countryCode} value={dial} readOnly />
              <Field<string> name="mobile">
                {({ input, meta }) => (
                  <FormField
                    label={T.mobile}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    {...input}
                    error={shownError(meta)}
                  />
                )}
              </Field>
              <Field<string> name="address">
                {({ input, meta }) => (
                  <FormField
                    label={T.address}
                    autoComplete="street-address"
                    maxLength={L.address}
                    {...input}
                    error={shownError(meta)}
                  />
                )}
              </Field>
              <div className="cg-account-form__actions">
                <button type="submit" className="cg-button cg-button--primary" disabled={submitting}>
                  {T.update}
                </button>
              </div>
            </form>
          );
        }}
      />
    </section>
  );
}
