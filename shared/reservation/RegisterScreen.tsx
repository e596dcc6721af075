import { useState } from 'react';
import { register, type LoginResponse, type SessionUser } from '../api/account';
import { isOk } from '../api/client';
import { Alert } from '../ui/Alert';
import { FormField, type FormFieldProps } from '../ui/FormField';
import { useForm } from '../ui/useForm';
import { TEXT_LIMITS as L } from '../validation/limits';
import { registerChecks, validate, type RegisterValues } from '../validation/rules';
import { useHost } from './host';
import { FlowLink, reportFailure } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import { afterLoginPath, RESERVATION_PATHS, RESERVATION_PLATFORM } from './paths';
import { Shell } from './Shell';

type FieldSpec = { name: keyof RegisterValues; label: string } & Pick<FormFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'hint' | 'maxLength'>;

const FIELDS: FieldSpec[] = [
  { name: 'fullName', label: T.fullName, type: 'text', autoComplete: 'name', maxLength: L.name },
  { name: 'emailAddress', label: T.email, type: 'email', autoComplete: 'email', maxLength: L.email },
  { name: 'mobileNumber', label: T.mobileNumber, type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', hint: T.mobileHint },
  { name: 'password', label: T.password, type: 'password', autoComplete: 'new-password', hint: T.passwordHint, maxLength: L.password },
  { name: 'confirmPassword', label: T.confirmPassword, type: 'password', autoComplete: 'new-password', maxLength: L.password },
];

const hasSession = (data: unknown): data is SessionUser =>
  !!data && typeof data === 'object' && typeof (data as SessionUser).token === 'string' && !!(data as SessionUser).token;

/**
 * /user/register: the registration form, checked on submit and on change (spec part 1 §5),
 * sent with source, product and platform 'ola'. An answer with a session logs the user in and
 * continues like a login; otherwise the login page shows the server's message.
 */
export function RegisterScreen() {
  const host = useHost();
  const { navigator, api, session } = host;
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<RegisterValues & Record<string, string>>({
    initialValues: { fullName: '', emailAddress: '', mobileNumber: '', password: '', confirmPassword: '' },
    validate: (values) => validate(registerChecks, values),
    validateOnChange: true,
    onSubmit: async (values) => {
      setPending(true);
      setServerError(null);
      const response = (await register(api, {
        fullName: values.fullName.trim(),
        emailAddress: values.emailAddress.trim(),
        mobileNumber: values.mobileNumber.trim(),
        password: values.password,
        source: host.source,
        product: host.product ?? undefined,
        platform: RESERVATION_PLATFORM,
      })) as LoginResponse | null;
      setPending(false);
      if (!isOk(response)) {
        setServerError(reportFailure(host, 'register-failed', response));
        return;
      }
      if (hasSession(response.data)) {
        session.login(response.data);
        navigator.replace(afterLoginPath(response.data.product ?? host.product));
        return;
      }
      navigator.go(RESERVATION_PATHS.login, { notice: response.message || T.registered });
    },
  });

  return (
    <Shell title={T.registerTitle} intro={T.registerIntro}>
      <form onSubmit={form.handleSubmit} noValidate aria-label={T.registerTitle} className="cg-res-form">
        {serverError ? (
          <Alert tone="danger" className="cg-res__alert">
            {serverError}
          </Alert>
        ) : null}
        {FIELDS.map(({ name, label, ...rest }) => (
          <FormField key={name} label={label} {...rest} {...form.field(name)} error={form.error(name)} />
        ))}
        <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={pending} part="primary-button">
          {T.registerButton}
        </button>
      </form>
      <p className="cg-res-form__switch-text">
        {T.haveAccount}{' '}
        <FlowLink to={RESERVATION_PATHS.login} className="cg-res-form__inline-link">
          {T.loginLink}
        </FlowLink>
      </p>
    </Shell>
  );
}
