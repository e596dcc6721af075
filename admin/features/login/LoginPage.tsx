import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Alert } from '../../../shared/ui/Alert';
import { shownError } from '../../../shared/ui/final-form';
import { FormField } from '../../../shared/ui/FormField';
import { firstErrors } from '../../../shared/validation/form';
import { staffLoginSchema } from '../../../shared/validation/staff';
import { api, ApiError } from '../../app/api';
import { useSession, type StaffMember } from '../../app/session';

interface LoginValues {
  email: string;
  password: string;
  code?: string;
}

interface LoginAnswer {
  token: string;
  staff: StaffMember;
  require_totp: boolean;
}

/**
 * Staff sign-in: email and password, then the 6-digit code from the authenticator app when the
 * account has a second factor (the server says so with code_required).
 */
export function LoginPage() {
  const session = useSession();
  const [needsCode, setNeedsCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <main className="ad-login" id="main">
      <div className="ad-login__card">
        <p className="ad-login__brand" aria-hidden="true">
          CG
        </p>
        <h1 className="ad-login__title">Back office sign-in</h1>
        {session.ended && !failure ? <Alert tone="danger">{session.ended}</Alert> : null}
        <Form<LoginValues>
          validate={(values) => firstErrors(staffLoginSchema, values)}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              const answer = await api<LoginAnswer>('login', { method: 'POST', body: needsCode ? values : { email: values.email, password: values.password } });
              session.signedIn(answer.token, answer);
            } catch (err) {
              if (err instanceof ApiError && err.body?.code_required) {
                setNeedsCode(true);
                return;
              }
              setFailure(err instanceof Error ? err.message : String(err));
            }
          }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Back office sign-in">
              <Field<string> name="email">
                {({ input, meta }) => <FormField label="Email" type="email" autoComplete="username" {...input} error={shownError(meta)} />}
              </Field>
              <Field<string> name="password">
                {({ input, meta }) => <FormField label="Password" type="password" autoComplete="current-password" {...input} error={shownError(meta)} />}
              </Field>
              {needsCode ? (
                <Field<string> name="code">
                  {({ input, meta }) => (
                    <FormField
                      label="Authenticator code"
                      hint="The 6-digit code your authenticator app shows now."
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      autoFocus
                      {...input}
                      error={shownError(meta)}
                    />
                  )}
                </Field>
              ) : null}
              {failure ? <Alert tone="danger">{failure}</Alert> : null}
              <button type="submit" className="ad-button ad-button--primary ad-button--wide" disabled={submitting}>
                {submitting ? 'Signing in…' : 'Sign in'}
              </button>
            </form>
          )}
        />
      </div>
    </main>
  );
}
