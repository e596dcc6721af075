import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginPayload, RegisterPayload } from '../../../shared/api/account';

export interface FormRequestState {
  pending: boolean;
  /** The server's message when statusCode was not 200 (shown in red). */
  error: string | null;
}

/** The page's query travels with the request: it decides what happens after the session starts. */
export type LoginRequest = LoginPayload & { query?: string };
export type RegisterRequest = RegisterPayload & { query?: string };

/**
 * What followed a new session (redirects.ts, saga.ts): where to go (replacing the location),
 * or — when the query's add-to-cart or add-to-wishlist failed — the message to show (the shopper
 * stays logged in on the page; nothing navigates, spec part 2 §8).
 */
export interface AfterLogin {
  next: string | null;
  failure: string | null;
  /** The server's success message to carry to the next page (e.g. the wishlist add). */
  notice?: string | null;
}

const noFollowUp: AfterLogin = { next: null, failure: null, notice: null };

export interface AuthState {
  login: FormRequestState & AfterLogin;
  register: FormRequestState &
    AfterLogin & {
      /** Set when registration succeeded without a session: the message to carry to the login page. */
      completed: { message: string } | null;
    };
}

const idle: FormRequestState = { pending: false, error: null };
const initialState: AuthState = {
  login: { ...idle, ...noFollowUp },
  register: { ...idle, ...noFollowUp, completed: null },
};

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginSubmitted(state, _action: PayloadAction<LoginRequest>) {
      state.login = { pending: true, error: null, ...noFollowUp };
    },
    loginFailed(state, action: PayloadAction<string | null>) {
      state.login = { pending: false, error: action.payload, ...noFollowUp };
    },
    /** The session started and the query's follow-up ran. */
    loginSucceeded(state, action: PayloadAction<AfterLogin | undefined>) {
      state.login = { pending: false, error: null, ...noFollowUp, ...action.payload };
    },
    registerSubmitted(state, _action: PayloadAction<RegisterRequest>) {
      state.register = { pending: true, error: null, completed: null, ...noFollowUp };
    },
    registerFailed(state, action: PayloadAction<string | null>) {
      state.register = { pending: false, error: action.payload, completed: null, ...noFollowUp };
    },
    /** Registered without a session: `completed` carries the message to the login page. */
    registerSucceeded(state, action: PayloadAction<{ message: string } | null>) {
      state.register = { pending: false, error: null, completed: action.payload, ...noFollowUp };
    },
    /** Registered with a session: the query's follow-up ran, as after a login. */
    registerFollowedUp(state, action: PayloadAction<AfterLogin>) {
      state.register = { pending: false, error: null, completed: null, ...noFollowUp, ...action.payload };
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
  registerFollowedUp,
  authFormsReset,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
