import { Field, Form } from 'react-final-form';
import { Alert } from '../../../shared/ui/Alert';
import { FormField, type FormFieldProps } from '../../../shared/ui/FormField';
import { firstErrors } from '../../../shared/validation/form';
import { registerFormSchema } from '../../../shared/validation/account';
import { TEXT_LIMITS as L } from '../../../shared/validation/limits';
import { shownError } from '../../../shared/ui/final-form';
import { AUTH_TEXT as T } from './messages';

export interface RegisterValues {
  fullName: string;
  emailAddress: string;
  mobileNumber: string;
  password: string;
  confirmPassword: string;
}

interface Props {
  pending: boolean;
  serverError: string | null;
  onSubmit: (values: RegisterValues) => void;
}

type FieldSpec = { name: keyof RegisterValues; label: string } & Pick<
  FormFieldProps,
  'type' | 'autoComplete' | 'inputMode' | 'hint' | 'maxLength'
>;

const FIELDS: FieldSpec[] = [
  { name: 'fullName', label: T.fullName, type: 'text', autoComplete: 'name', maxLength: L.name },
  { name: 'emailAddress', label: T.email, type: 'email', autoComplete: 'email', maxLength: L.email },
  { name: 'mobileNumber', label: T.mobileNumber, type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', hint: T.mobileHint },
  { name: 'password', label: T.password, type: 'password', autoComplete: 'new-password', hint: T.passwordHint, maxLength: L.password },
  { name: 'confirmPassword', label: T.confirmPassword, type: 'password', autoComplete: 'new-password', maxLength: L.password },
];

/** Registration (spec part 1 §5): checked on submit and on change, with the spec's messages. */
export function RegisterForm({ pending, serverError, onSubmit }: Props) {
  return (
    <Form<RegisterValues>
      validate={(values) => firstErrors(registerFormSchema, values)}
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={T.registerTitle}>
          {serverError ? (
            <Alert tone="danger" className="cg-auth__alert">
              {serverError}
            </Alert>
          ) : null}
          {FIELDS.map(({ name, label, ...rest }) => (
            <Field<string> key={name} name={name}>
              {({ input, meta }) => <FormField label={label} {...rest} {...input} error={shownError(meta, true)} />}
            </Field>
          ))}
          <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={pending}>
            {T.registerButton}
          </button>
        </form>
      )}
    />
  );
}
