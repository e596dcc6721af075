import { Field, Form } from 'react-final-form';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { firstErrors } from '../../../shared/validation/form';
import { loginSchema } from '../../../shared/validation/account';
import { AUTH_TEXT as T } from './messages';

export interface LoginValues {
  email: string;
  password: string;
}

interface Props {
  pending: boolean;
  /** The server's message when login answered with a statusCode other than 200. */
  serverError: string | null;
  onSubmit: (values: LoginValues) => void;
  onForgotPassword: () => void;
}

/** Email and password; 'Please enter email and password!' when either is empty. */
export function LoginForm({ pending, serverError, onSubmit, onForgotPassword }: Props) {
  return (
    <Form<LoginValues>
      validate={(values) => firstErrors(loginSchema, values)}
      onSubmit={(values) => onSubmit({ email: values.email.trim(), password: values.password })}
      render={({ handleSubmit, submitFailed, hasValidationErrors }) => {
        const missing = submitFailed && hasValidationErrors;
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={T.loginTitle}>
            {missing ? (
              <Alert tone="danger" className="cg-auth__alert">
                {T.loginRequired}
              </Alert>
            ) : serverError ? (
              <Alert tone="danger" className="cg-auth__alert">
                {serverError}
              </Alert>
            ) : null}
            <Field<string> name="email">
              {({ input, meta }) => (
                <FormField
                  label={T.email}
                  type="email"
                  autoComplete="email"
                  {...input}
                  aria-invalid={meta.submitFailed && meta.error ? true : undefined}
                />
              )}
            </Field>
            <Field<string> name="password">
              {({ input, meta }) => (
                <FormField
                  label={T.password}
                  type="password"
                  autoComplete="current-password"
                  {...input}
                  aria-invalid={meta.submitFailed && meta.error ? true : undefined}
                />
              )}
            </Field>
            <p className="cg-auth__forgot">
              <button type="button" className="cg-link-button" onClick={onForgotPassword}>
                {T.forgotPassword}
              </button>
            </p>
            <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={pending}>
              {T.loginButton}
            </button>
          </form>
        );
      }}
    />
  );
}
