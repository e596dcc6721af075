import { useEffect, useReducer, useRef } from 'react';
import type { ApiClient } from '../../api/client';
import { forgotEmailChecks, newPasswordChecks, resetCodeChecks, validate } from '../../validation/rules';
import { Alert } from '../Alert';
import { FormField } from '../FormField';
import { Modal } from '../Modal';
import { useForm } from '../useForm';
import {
  changeForgottenPassword,
  checkResetCode,
  initialPasswordResetState,
  passwordResetReducer,
  requestResetCode,
  type PasswordResetState,
  type ResetEvent,
} from './machine';
import { RESET_TEXT as T } from './messages';
import './ForgotPasswordDialog.css';

export interface ForgotPasswordDialogProps {
  api: ApiClient;
  open: boolean;
  onClose: () => void;
  /** The page's `source` query value, passed on to forgot-password. */
  source?: string;
  /** Lock page scrolling while open (widgets on a partner page turn this off). */
  lockScroll?: boolean;
}

/**
 * The 'Forgot password?' popup with its three steps and the 'Password changed' confirmation.
 * Closing it forgets everything; an answer that arrives after a close, a restart or a newer
 * step is ignored.
 */
export function ForgotPasswordDialog({ api, open, onClose, source, lockScroll }: ForgotPasswordDialogProps) {
  const [state, dispatch] = useReducer(passwordResetReducer, initialPasswordResetState);
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (open) return;
    generation.current++;
    dispatch({ type: 'reset' });
  }, [open]);

  const run = (start: ResetEvent, work: (current: PasswordResetState) => Promise<ResetEvent>) => {
    const mine = ++generation.current;
    const current = stateRef.current;
    dispatch(start);
    void work(current).then((event) => {
      if (mine === generation.current) dispatch(event);
    });
  };

  const restart = () => {
    generation.current++;
    dispatch({ type: 'reset' });
  };

  return (
    <Modal open={open} title={T.title} onClose={onClose} description={describe(state)} className="cg-reset" lockScroll={lockScroll}>
      {state.error ? (
        <Alert tone="danger" className="cg-reset__alert">
          {state.error}
        </Alert>
      ) : null}
      {state.step === 'email' ? (
        <EmailStep
          pending={state.pending}
          initialEmail={state.email}
          onSubmit={(email) => run({ type: 'emailSubmitted', email }, () => requestResetCode(api, email, source))}
        />
      ) : null}
      {state.step === 'code' ? (
        <CodeStep
          pending={state.pending}
          onSubmit={(code) => run({ type: 'codeSubmitted' }, (current) => checkResetCode(api, current, code))}
          onOtherEmail={restart}
        />
      ) : null}
      {state.step === 'password' ? (
        <PasswordStep
          pending={state.pending}
          onSubmit={(password) => run({ type: 'passwordSubmitted' }, (current) => changeForgottenPassword(api, current, password))}
        />
      ) : null}
      {state.step === 'done' ? <DoneStep message={state.notice} onClose={onClose} /> : null}
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

const SUBMIT = 'cg-button cg-button--primary cg-button--block';

function EmailStep(props: { pending: boolean; initialEmail: string; onSubmit: (email: string) => void }) {
  const ref = useFocusOnMount();
  const form = useForm({
    initialValues: { email: props.initialEmail },
    validate: (values) => validate(forgotEmailChecks, values),
    onSubmit: (values) => props.onSubmit(values.email),
  });
  return (
    <form ref={ref} onSubmit={form.handleSubmit} noValidate>
      <FormField label={T.email} type="email" autoComplete="email" {...form.field('email')} error={form.error('email')} />
      <button type="submit" className={SUBMIT} disabled={props.pending}>
        {T.sendCode}
      </button>
    </form>
  );
}

function CodeStep(props: { pending: boolean; onSubmit: (code: string) => void; onOtherEmail: () => void }) {
  const ref = useFocusOnMount();
  const form = useForm({
    initialValues: { code: '' },
    validate: (values) => validate(resetCodeChecks, values),
    onSubmit: (values) => props.onSubmit(values.code),
  });
  return (
    <form ref={ref} onSubmit={form.handleSubmit} noValidate>
      <FormField
        label={T.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="cg-reset__code"
        {...form.field('code')}
        error={form.error('code')}
      />
      <button type="submit" className={SUBMIT} disabled={props.pending}>
        {T.verifyCode}
      </button>
      <p className="cg-reset__secondary">
        <button type="button" className="cg-link-button" onClick={props.onOtherEmail}>
          {T.otherEmail}
        </button>
      </p>
    </form>
  );
}

function PasswordStep(props: { pending: boolean; onSubmit: (password: string) => void }) {
  const ref = useFocusOnMount();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => validate(newPasswordChecks, values),
    onSubmit: (values) => props.onSubmit(values.password),
  });
  return (
    <form ref={ref} onSubmit={form.handleSubmit} noValidate>
      <FormField
        label={T.newPassword}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        error={form.error('password')}
      />
      <FormField
        label={T.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
        error={form.error('confirmPassword')}
      />
      <button type="submit" className={SUBMIT} disabled={props.pending}>
        {T.changePassword}
      </button>
    </form>
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
      <button ref={ref} type="button" className={SUBMIT} onClick={onClose}>
        {T.backToLogin}
      </button>
    </div>
  );
}
