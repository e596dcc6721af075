import type { ApiClient, ApiEnvelope } from './client';

export const SOURCE_OLA = 'ola';

/** The user as the login answer gives it and as it is stored locally under `user`. */
export interface SessionUser {
  name: string;
  avatar: string | null;
  token: string;
  loyality: number;
  mobile: string;
  email: string;
  address: string;
  product?: string | null;
  source?: string | null;
}

export interface LoginPayload {
  email: string;
  password: string;
  source?: string;
  product?: string;
}
export type LoginResponse = ApiEnvelope<SessionUser>;

export interface RegisterPayload {
  fullName: string;
  emailAddress: string;
  mobileNumber: string;
  password: string;
  source?: string;
  product?: string;
  platform?: string;
}

export interface ForgotPasswordResponse extends ApiEnvelope {
  remember_token?: string;
  /** Only a backend that sends the code to the browser answers with it; ours mails it. */
  resetCode?: string | number;
}

export interface LoyaltyResponse extends ApiEnvelope<{ loyality: number } | null> {}

/** POST login */
export const login = (api: ApiClient, payload: LoginPayload) => api.post<LoginResponse>('login', payload);

/** POST register */
export const register = (api: ApiClient, payload: RegisterPayload) => api.post<ApiEnvelope>('register', payload);

/** POST forgot-password */
export const forgotPassword = (api: ApiClient, payload: { email: string; source?: string }) =>
  api.post<ForgotPasswordResponse>('forgot-password', payload);

/** POST forgot-password-reset?token={remember_token}; `code` lets our server check the mailed code. */
export const forgotPasswordReset = (
  api: ApiClient,
  rememberToken: string,
  payload: { password: string; code?: string },
) => api.post<ApiEnvelope>('forgot-password-reset', payload, { query: { token: rememberToken } });

/** POST logout (revokes the session on our server). */
export const logout = (api: ApiClient) => api.post<ApiEnvelope>('logout', {}, { auth: true });

/** GET get-loyalty-point (authenticated) */
export const getLoyaltyPoint = (api: ApiClient) => api.get<LoyaltyResponse>('get-loyalty-point', { auth: true });

/** POST forgot-password-verify?token={remember_token}: checks the mailed code without using it up. */
export const forgotPasswordVerify = (api: ApiClient, rememberToken: string, payload: { code: string }) =>
  api.post<ApiEnvelope>('forgot-password-verify', payload, { query: { token: rememberToken } });
