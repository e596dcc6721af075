import type { AuthState } from './slice';

type WithAuth = { auth: AuthState };

export const selectLoginState = (state: WithAuth) => state.auth.login;
export const selectRegisterState = (state: WithAuth) => state.auth.register;
