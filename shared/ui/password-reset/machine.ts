/**
 * The 'Forgot password?' popup as a state machine, framework-free: email → reset code → new
 * password → 'Password changed' (spec part 1 §4, §5). The reducer is pure; the three steps
 * call the API and answer with the event to apply. Storefront and widgets share both.
 */
import { isOk, type ApiClient, type ApiEnvelope } from '../../api/client';
import { forgotPassword, forgotPasswordReset, forgotPasswordVerify, type ForgotPasswordResponse } from '../../api/account';
import { RESET_TEXT } from './messages';

export type ResetStep = 'email' | 'code' | 'password' | 'done';

export interface PasswordResetState {
  step: ResetStep;
  email: string;
  rememberToken: string | null;
  /** Only a backend that sends the code to the browser answers with it; then it is checked here. */
  resetCode: string | null;
  /** The code the shopper entered and that was accepted; sent with the new password. */
  code: string;
  pending: boolean;
  /** Server message (non-200) or 'Invalid Reset Code'; null for none (network failures are only logged). */
  error: string | null;
  /** The server's confirmation message of the current step. */
  notice: string | null;
}

export const initialPasswordResetState: PasswordResetState = {
  step: 'email',
  email: '',
  rememberToken: null,
  resetCode: null,
  code: '',
  pending: false,
  error: null,
  notice: null,
};

export type ResetEvent =
  | { type: 'reset' }
  | { type: 'emailSubmitted'; email: string }
  | { type: 'codeSent'; rememberToken: string; resetCode: string | null; message: string | null }
  | { type: 'codeSubmitted' }
  | { type: 'codeAccepted'; code: string }
  | { type: 'passwordSubmitted' }
  | { type: 'passwordChanged'; message: string | null }
  | { type: 'failed'; message: string | null };

export function passwordResetReducer(state: PasswordResetState, event: ResetEvent): PasswordResetState {
  switch (event.type) {
    case 'reset':
      return initialPasswordResetState;
    case 'emailSubmitted':
      return { ...state, email: event.email.trim(), pending: true, error: null };
    case 'codeSent':
      return { ...state, step: 'code', pending: false, rememberToken: event.rememberToken, resetCode: event.resetCode, notice: event.message };
    case 'codeSubmitted':
    case 'passwordSubmitted':
      return { ...state, pending: true, error: null };
    case 'codeAccepted':
      return { ...state, step: 'password', pending: false, code: event.code, notice: null };
    case 'passwordChanged':
      return { ...state, step: 'done', pending: false, notice: event.message };
    case 'failed':
      return { ...state, pending: false, error: event.message };
    default:
      return state;
  }
}

const failureMessage = (response: ApiEnvelope | null): string | null =>
  response ? response.message || RESET_TEXT.fallbackError : null;

/** forgot-password: the remember token (and the code, when the backend hands it out). */
export async function requestResetCode(api: ApiClient, email: string, source?: string): Promise<ResetEvent> {
  const response: ForgotPasswordResponse | null = await forgotPassword(api, { email: email.trim(), source });
  if (!isOk(response) || !response.remember_token) {
    return { type: 'failed', message: isOk(response) ? RESET_TEXT.fallbackError : failureMessage(response) };
  }
  const resetCode = response.resetCode === undefined || response.resetCode === null ? null : String(response.resetCode);
  return { type: 'codeSent', rememberToken: response.remember_token, resetCode, message: response.message ?? null };
}

/** The entered code must equal the code the server returned ('Invalid Reset Code'); ours checks it itself. */
export async function checkResetCode(api: ApiClient, state: PasswordResetState, entered: string): Promise<ResetEvent> {
  const code = entered.trim();
  if (state.resetCode !== null) {
    return state.resetCode.trim() === code ? { type: 'codeAccepted', code } : { type: 'failed', message: RESET_TEXT.resetCodeInvalid };
  }
  if (!state.rememberToken) return { type: 'failed', message: RESET_TEXT.resetCodeInvalid };
  const response = await forgotPasswordVerify(api, state.rememberToken, { code });
  return isOk(response) ? { type: 'codeAccepted', code } : { type: 'failed', message: failureMessage(response) };
}

/** forgot-password-reset?token=…: the new password with the accepted code. */
export async function changeForgottenPassword(api: ApiClient, state: PasswordResetState, password: string): Promise<ResetEvent> {
  if (!state.rememberToken) return { type: 'failed', message: RESET_TEXT.resetCodeInvalid };
  const response = await forgotPasswordReset(api, state.rememberToken, { password, code: state.code });
  return isOk(response) ? { type: 'passwordChanged', message: response.message ?? null } : { type: 'failed', message: failureMessage(response) };
}
