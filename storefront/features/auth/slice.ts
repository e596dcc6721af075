import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginPayload, RegisterPayload } from '../../../shared/api/account';

export interface FormRequestState {
  pending: boolean;
  /** The server's message when statusCode was not 200 (shown in red). */
  error: string | null;
}

export interface AuthState {
  login: FormRequestState;
  register: FormRequestState & {
    /** Set when registration succeeded without a session: the message to carry to the login page. */
    completed: { message: string } | null;
  };
}

const idle: FormRequestState = { pending: false, error: null };
const initialState: AuthState = { login: { ...idle }, register: { ...idle, completed: null } };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginSubmitted(state, _action: PayloadAction<LoginPayload>) {
      state.login = { pending: true, error: null };
    },
    loginFailed(state, action: PayloadAction<string | null>) {
      state.login = { pending: false, error: action.payload };
    },
    loginSucceeded(state) {
      state.login = { pending: false, error: null };
    },
    registerSubmitted(state, _action: PayloadAction<RegisterPayload>) {
      state.register = { pending: true, error: null, completed: null };
    },
    registerFailed(state, action: PayloadAction<string | null>) {
      state.register = { pending: false, error: action.payload, completed: null };
    },
    registerSucceeded(state, action: PayloadAction<{ message: string } | null>) {
      state.register = { pending: false, error: null, completed: action.payload };
    },
    /** Leaving or opening a form starts it clean. */
    authFormsReset() {
      return initialState;
    },
  },
});

export const {
  loginSubmitted,
  loginFailed,
  loginSucceeded,
  registerSubmitted,
  registerFailed,
  registerSucceeded,
  authFormsReset,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
