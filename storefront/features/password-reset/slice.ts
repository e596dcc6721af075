import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the 'Forgot password?' popup is open. Its steps (email → reset code → new password →
 * 'Password changed') are the shared popup's own state: shared/ui/password-reset.
 */
export interface PasswordResetState {
  open: boolean;
}

export const initialPasswordResetState: PasswordResetState = { open: false };

const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState: initialPasswordResetState,
  reducers: {
    resetOpened() {
      return { open: true };
    },
    resetClosed() {
      return initialPasswordResetState;
    },
  },
});

export const { resetOpened, resetClosed } = passwordResetSlice.actions;
export const passwordResetReducer = passwordResetSlice.reducer;
