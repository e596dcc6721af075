import { ACCOUNT_MESSAGES } from '../../validation/messages';

/** Texts of the 'Forgot password?' popup; validation messages are the spec's, verbatim. */
export const RESET_TEXT = {
  ...ACCOUNT_MESSAGES,
  title: 'Forgot password',
  emailIntro: 'Enter the email address of your account and we will send you a reset code.',
  email: 'Email',
  sendCode: 'Send Reset Code',
  codeIntro: 'Enter the reset code we sent to',
  code: 'Reset code',
  verifyCode: 'Verify Code',
  otherEmail: 'Use a different email',
  passwordIntro: 'Choose a new password for your account.',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  changePassword: 'Change Password',
  doneIntro: 'You can now log in with your new password.',
  backToLogin: 'Back to login',
  fallbackError: 'Something went wrong. Please try again.',
} as const;
