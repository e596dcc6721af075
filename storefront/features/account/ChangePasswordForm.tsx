import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { changePassword, type ChangePasswordPayload } from '../../../shared/api/account-area';
import { isOk } from '../../../shared/api/client';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { changePasswordSchema } from '../../../shared/validation/checkout';
import { firstErrors } from '../../../shared/validation/form';
import { useAppDeps } from '../../app/deps';
import { shownError } from '../../../shared/ui/final-form';
import { FormRestart } from './FormRestart';
import { ACCOUNT_TEXT as T } from './messages';

type Message = { tone: 'success' | 'danger'; text: string } | null;

/**
 * Change Password (spec part 3 §2, §4, §5): Old Password, New Password, Confirm Password, all
 * required. A differing confirmation shows 'Confirm Password Doesnot Match' and nothing is sent;
 * a non-200 answer shows the server's message in red beside the confirm field. Success shows the
 * server's message and empties the fields.
 */
export function ChangePasswordForm() {
  const { api } = useAppDeps();
  const [message, setMessage] = useState<Message>(null);
  const [restart, setRestart] = useState(0);

  return (
    <section className="cg-account-card" aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="cg-account-card__title">
        {T.passwordTitle}
      </h2>
      <Form<ChangePasswordPayload>
        validate={(values) => firstErrors(changePasswordSchema, values)}
        onSubmit={async (values) => {
          setMessage(null);
          const response = await changePassword(api, {
            old_password: values.old_password,
            password: values.password,
            new_password: values.new_password,
          });
          if (!response) return; // network failure: only logged
          const text = response.message || '';
          if (isOk(response)) {
            setMessage({ tone: 'success', text });
            setRestart((n) => n + 1);
          } else {
            setMessage({ tone: 'danger', text });
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="account-password-title" className="cg-account-form cg-account-form--single">
            <FormRestart token={restart} />
            {message?.tone === 'success' && message.text ? (
              <Alert tone="success" className="cg-account-form__alert">
                {message.text}
              </Alert>
            ) : null}
            <Field<string> name="old_password">
              {({ input, meta }) => (
                <FormField label={T.oldPassword} type="password" autoComplete="current-password" {...input} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="password">
              {({ input, meta }) => (
                <FormField label={T.newPassword} type="password" autoComplete="new-password" {...input} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="new_password">
              {({ input, meta }) => (
                <FormField label={T.confirmPassword} type="password" autoComplete="new-password" {...input} error={shownError(meta)} />
              )}
            </Field>
            {message?.tone === 'danger' && message.text ? (
              <Alert tone="danger" className="cg-account-form__alert cg-account-form__alert--below">
                {message.text}
              </Alert>
            ) : null}
            <div className="cg-account-form__actions">
              <button type="submit" className="cg-button cg-button--primary" disabled={submitting}>
                {T.changePassword}
              </button>
            </div>
          </form>
        )}
      />
    </section>
  );
}
