import type { PasswordResetState } from './slice';

export const selectPasswordReset = (state: { passwordReset: PasswordResetState }): PasswordResetState =>
  state.passwordReset;
