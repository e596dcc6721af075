import { useEffect, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { Modal } from '../../../shared/ui/Modal';
import { firstErrors } from '../../../shared/validation/form';
import { forgotEmailSchema, newPasswordSchema, resetCodeSchema } from '../../../shared/validation/account';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { shownError } from '../../app/forms';
import { RESET_TEXT as T } from './messages';
import { selectPasswordReset } from './selectors';
import {
  codeSubmitted,
  emailSubmitted,
  passwordSubmitted,
  resetClosed,
  resetRestarted,
  type PasswordResetState,
} from './slice';
import './ForgotPasswordDialog.css';

interface Props {
  /** The page's `source` query value, passed on to forgot-password. */
  source?: string;
}

/** The 'Forgot password?' popup with its three steps and the 'Password changed' confirmation. */
export function ForgotPasswordDialog({ source }: Props) {
  const state = useAppSelector(selectPasswordReset);
  const dispatch = useAppDispatch();
  const close = () => dispatch(resetClosed());
  return (
    <Modal open={state.open} title={T.title} onClose={close} description={describe(state)} className="cg-reset">
      {state.error ? (
        <Alert tone="danger" className="cg-reset__alert">
          {state.error}
        </Alert>
      ) : null}
      {state.step === 'email' ? (
        <EmailStep
          pending={state.pending}
          initialEmail={state.email}
          onSubmit={(email) => dispatch(emailSubmitted({ email, source }))}
        />
      ) : null}
      {state.step === 'code' ? (
        <CodeStep
          pending={state.pending}
          onSubmit={(code) => dispatch(codeSubmitted({ code }))}
          onOtherEmail={() => dispatch(resetRestarted())}
        />
      ) : null}
      {state.step === 'password' ? (
        <PasswordStep pending={state.pending} onSubmit={(password) => dispatch(passwordSubmitted({ password }))} />
      ) : null}
      {state.step === 'done' ? <DoneStep message={state.notice} onClose={close} /> : null}
    </Modal>
  );
}

function describe(state: PasswordResetState): string | undefined {
  switch (state.step) {
    case 'email':
      return T.emailIntro;
    case 'code':
      return state.notice ? `${state.notice} (${state.email})` : `${T.codeIntro} ${state.email}.`;
    case 'password':
      return T.passwordIntro;
    default:
      return undefined;
  }
}

/** Puts focus on the step's first field when the step appears. */
function useFocusOnMount() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  return ref;
}

function EmailStep(props: { pending: boolean; initialEmail: string; onSubmit: (email: string) => void }) {
  const ref = useFocusOnMount();
  return (
    <Form<{ email: string }>
      initialValues={{ email: props.initialEmail }}
      validate={(values) => firstErrors(forgotEmailSchema, values)}
      onSubmit={(values) => props.onSubmit(values.email)}
      render={({ handleSubmit }) => (
        <form ref={ref} onSubmit={handleSubmit} noValidate>
          <Field<string> name="email">
            {({ input, meta }) => (
              <FormField label={T.email} type="email" autoComplete="email" {...input} error={shownError(meta)} />
            )}
          </Field>
          <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={props.pending}>
            {T.sendCode}
          </button>
        </form>
      )}
    />
  );
}

function CodeStep(props: { pending: boolean; onSubmit: (code: string) => void; onOtherEmail: () => void }) {
  const ref = useFocusOnMount();
  return (
    <Form<{ code: string }>
      validate={(values) => firstErrors(resetCodeSchema, values)}
      onSubmit={(values) => props.onSubmit(values.code)}
      render={({ handleSubmit }) => (
        <form ref={ref} onSubmit={handleSubmit} noValidate>
          <Field<string> name="code">
            {({ input, meta }) => (
              <FormField
                label={T.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                className="cg-reset__code"
                {...input}
                error={shownError(meta)}
              />
            )}
          </Field>
          <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={props.pending}>
            {T.verifyCode}
          </button>
          <p className="cg-reset__secondary">
            <button type="button" className="cg-link-button" onClick={props.onOtherEmail}>
              {T.otherEmail}
            </button>
          </p>
        </form>
      )}
    />
  );
}

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

function PasswordStep(props: { pending: boolean; onSubmit: (password: string) => void }) {
  const ref = useFocusOnMount();
  return (
    <Form<PasswordValues>
      validate={(values) => firstErrors(newPasswordSchema, values)}
      onSubmit={(values) => props.onSubmit(values.password)}
      render={({ handleSubmit }) => (
        <form ref={ref} onSubmit={handleSubmit} noValidate>
          <Field<string> name="password">
            {({ input, meta }) => (
              <FormField
                label={T.newPassword}
                type="password"
                autoComplete="new-password"
                {...input}
                error={shownError(meta)}
              />
            )}
          </Field>
          <Field<string> name="confirmPassword">
            {({ input, meta }) => (
              <FormField
                label={T.confirmPassword}
                type="password"
                autoComplete="new-password"
                {...input}
                error={shownError(meta)}
              />
            )}
          </Field>
          <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={props.pending}>
            {T.changePassword}
          </button>
        </form>
      )}
    />
  );
}

function DoneStep({ message, onClose }: { message: string | null; onClose: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="cg-reset__done">
      <Alert tone="success">
        <strong>{T.passwordChanged}</strong>
      </Alert>
      <p className="cg-reset__done-text">{message || T.doneIntro}</p>
      <button ref={ref} type="button" className="cg-button cg-button--primary cg-button--block" onClick={onClose}>
        {T.backToLogin}
      </button>
    </div>
  );
}
