import { useState } from 'react';
import { login, type SessionUser } from '../api/account';
import { isOk } from '../api/client';
import { Alert } from '../ui/Alert';
import { FormField } from '../ui/FormField';
import { ForgotPasswordDialog } from '../ui/password-reset/ForgotPasswordDialog';
import { useForm } from '../ui/useForm';
import { loginChecks, validate } from '../validation/rules';
import { useHost } from './host';
import { FlowLink, Redirect, reportFailure } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import { afterLoginPath, RESERVATION_PATHS } from './paths';
import { Shell } from './Shell';

const hasSession = (data: unknown): data is SessionUser =>
  !!data && typeof data === 'object' && typeof (data as SessionUser).token === 'string' && !!(data as SessionUser).token;

/**
 * /user/login: email and password ('Please enter email and password!' when either is empty),
 * the 'Forgot password?' popup and the way to registration. A logged-in user goes on at once;
 * login success stores the user, clears the saved shipping address and goes to the shipping
 * address when the answer carries a product, else to the reservations (spec part 1 §2, §4).
 */
export function LoginScreen() {
  const host = useHost();
  const { navigator, session, api } = host;
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const notice = (navigator.state as { notice?: unknown } | null | undefined)?.notice;

  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: (values) => validate(loginChecks, values),
    onSubmit: async (values) => {
      setPending(true);
      setServerError(null);
      const response = await login(api, {
        email: values.email.trim(),
        password: values.password,
        source: host.source,
        product: host.product ?? undefined,
      });
      setPending(false);
      if (!isOk(response) || !hasSession(response.data)) {
        setServerError(reportFailure(host, 'login-failed', response));
        return;
      }
      session.login(response.data);
      navigator.replace(afterLoginPath(response.data.product));
    },
  });

  if (session.user) return <Redirect to={afterLoginPath(host.product)} />;

  const missing = form.submitFailed && Object.keys(form.errors).length > 0;
  const invalid = (name: 'email' | 'password') => (form.submitFailed && form.errors[name] ? true : undefined);

  return (
    <Shell title={T.loginTitle} intro={T.loginIntro}>
      <form onSubmit={form.handleSubmit} noValidate aria-label={T.loginTitle} className="cg-res-form">
        {typeof notice === 'string' && notice && !missing && !serverError ? (
          <Alert tone="success" className="cg-res__alert">
            {notice}
          </Alert>
        ) : null}
        {missing ? (
          <Alert tone="danger" className="cg-res__alert">
            {T.loginRequired}
          </Alert>
        ) : serverError ? (
          <Alert tone="danger" className="cg-res__alert">
            {serverError}
          </Alert>
        ) : null}
        <FormField label={T.email} type="email" autoComplete="email" {...form.field('email')} aria-invalid={invalid('email')} />
        <FormField
          label={T.password}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
          aria-invalid={invalid('password')}
        />
        <p className="cg-res-form__forgot">
          <button type="button" className="cg-link-button" onClick={() => setForgotOpen(true)} aria-haspopup="dialog">
            {T.forgotPassword}
          </button>
        </p>
        <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={pending} part="primary-button">
          {T.loginButton}
        </button>
      </form>
      <div className="cg-res-form__switch">
        <p>{T.noAccount}</p>
        <FlowLink to={RESERVATION_PATHS.register} className="cg-button cg-button--secondary cg-button--block" part="secondary-button">
          {T.signUp}
        </FlowLink>
      </div>
      <ForgotPasswordDialog
        api={api}
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        source={host.source}
        lockScroll={host.variant === 'page'}
      />
    </Shell>
  );
}
