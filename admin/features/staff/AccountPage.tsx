import { useState, type FormEvent } from 'react';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { firstErrors } from '../../../shared/validation/form';
import { totpCodeSchema } from '../../../shared/validation/staff';
import { api } from '../../app/api';
import { useSession } from '../../app/session';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { refusal } from '../../ui/StatusChange';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export const MUST_SET_UP = 'The owner requires a second factor for every staff account. Set up your authenticator app before you go on.';

/** The member's own account: who they are, and their second factor (an authenticator app's 6-digit codes). */
export function AccountPage({ mustSetUp = false }: { mustSetUp?: boolean }) {
  const session = useSession();
  const staff = session.staff!;
  const [secret, setSecret] = useState<{ secret: string; otpauth_uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const start = async () => {
    setNotice(null);
    try {
      setSecret(await api<{ secret: string; otpauth_uri: string }>('totp/setup', { method: 'POST' }));
    } catch (err) {
      setNotice({ tone: 'danger', text: refusal(err) });
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await firstErrors(totpCodeSchema, { code: code.trim() });
    setCodeError(errors.code ?? null);
    if (errors.code) return;
    try {
      const answer = await api<{ message: string }>('totp/confirm', { method: 'POST', body: { code: code.trim() } });
      setSecret(null);
      setCode('');
      setNotice({ tone: 'success', text: answer.message });
      await session.refresh();
    } catch (err) {
      setCodeError(refusal(err));
    }
  };

  return (
    <Page title="My account">
      {mustSetUp ? <Alert tone="danger">{MUST_SET_UP}</Alert> : null}
      <NoticeBox notice={notice} />
      <section className="ad-card" aria-labelledby="ad-me">
        <h2 id="ad-me" className="ad-card__title">
          {staff.name}
        </h2>
        <dl className="ad-facts ad-facts--inline">
          <div>
            <dt>Email</dt>
            <dd>{staff.email}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{staff.role}</dd>
          </div>
          <div>
            <dt>Second factor</dt>
            <dd>{staff.totp ? 'On' : 'Off'}</dd>
          </div>
        </dl>
      </section>
      {!staff.totp ? (
        <section className="ad-card" aria-labelledby="ad-totp">
          <h2 id="ad-totp" className="ad-card__title">
            Set up your authenticator app
          </h2>
          {!secret ? (
            <>
              <p>Each sign-in will then ask for the 6-digit code your app shows, so a stolen password alone cannot open the back office.</p>
              <button type="button" className="ad-button ad-button--primary" onClick={() => void start()}>
                Start set-up
              </button>
            </>
          ) : (
            <form className="ad-form" onSubmit={(e) => void confirm(e)} noValidate aria-labelledby="ad-totp">
              <p>In your authenticator app, add an account with this key (time-based, 6 digits, 30 seconds):</p>
              <p className="ad-secret" data-secret={secret.secret}>
                {grouped(secret.secret)}
              </p>
              <p className="ad-hint">
                Or open this link on the phone that has the app: <a href={secret.otpauth_uri}>add to authenticator</a>
              </p>
              <FormField
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={codeError}
              />
              <button type="submit" className="ad-button ad-button--primary">
                Turn on
              </button>
            </form>
          )}
        </section>
      ) : null}
    </Page>
  );
}
