import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ResetStep = 'email' | 'code' | 'password' | 'done';

/** The 'Forgot password?' popup: email → reset code → new password → 'Password changed'. */
export interface PasswordResetState {
  open: boolean;
  step: ResetStep;
  email: string;
  rememberToken: string | null;
  /** Only a backend that sends the code to the browser answers with it; then it is checked here. */
  resetCode: string | null;
  /** The code the shopper entered and that was accepted; sent with the new password. */
  code: string;
  pending: boolean;
  /** Server message (non-200) or 'Invalid Reset Code'. */
  error: string | null;
  /** The server's confirmation message of the current step. */
  notice: string | null;
}

export const initialPasswordResetState: PasswordResetState = {
  open: false,
  step: 'email',
  email: '',
  rememberToken: null,
  resetCode: null,
  code: '',
  pending: false,
  error: null,
  notice: null,
};

const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState: initialPasswordResetState,
  reducers: {
    resetOpened() {
      return { ...initialPasswordResetState, open: true };
    },
    resetClosed() {
      return initialPasswordResetState;
    },
    /** Back to the first step (e.g. to use another email). */
    resetRestarted() {
      return { ...initialPasswordResetState, open: true };
    },
    emailSubmitted(state, action: PayloadAction<{ email: string; source?: string }>) {
      state.email = action.payload.email.trim();
      state.pending = true;
      state.error = null;
    },
    codeSent(state, action: PayloadAction<{ rememberToken: string; resetCode: string | null; message: string | null }>) {
      if (!state.open) return;
      state.step = 'code';
      state.pending = false;
      state.rememberToken = action.payload.rememberToken;
      state.resetCode = action.payload.resetCode;
      state.notice = action.payload.message;
    },
    codeSubmitted(state, _action: PayloadAction<{ code: string }>) {
      state.pending = true;
      state.error = null;
    },
    codeAccepted(state, action: PayloadAction<{ code: string }>) {
      if (!state.open) return;
      state.step = 'password';
      state.pending = false;
      state.code = action.payload.code;
      state.notice = null;
    },
    passwordSubmitted(state, _action: PayloadAction<{ password: string }>) {
      state.pending = true;
      state.error = null;
    },
    passwordChanged(state, action: PayloadAction<{ message: string | null }>) {
      if (!state.open) return;
      state.step = 'done';
      state.pending = false;
      state.notice = action.payload.message;
    },
    /** A step failed: the message in red, or null for a network failure (no message). */
    resetFailed(state, action: PayloadAction<string | null>) {
      state.pending = false;
      state.error = action.payload;
    },
  },
});

export const {
  resetOpened,
  resetClosed,
  resetRestarted,
  emailSubmitted,
  codeSent,
  codeSubmitted,
  codeAccepted,
  passwordSubmitted,
  passwordChanged,
  resetFailed,
} = passwordResetSlice.actions;
export const passwordResetReducer = passwordResetSlice.reducer;
