import { ACCOUNT_MESSAGES } from '../../../shared/validation/messages';

/** Texts of the login and registration screens. Validation messages are the spec's, verbatim. */
export const AUTH_TEXT = {
  ...ACCOUNT_MESSAGES,
  loginTitle: 'Login',
  loginIntro: 'Welcome back. Log in to see your orders, wishlist and CG|Coins.',
  loginButton: 'Login',
  forgotPassword: 'Forgot password?',
  newToStore: 'New to CG Digital?',
  createAccount: 'Create Account',
  registerTitle: 'Create Account',
  registerIntro: 'Register to shop faster, track your orders and collect CG|Coins on every purchase.',
  registerButton: 'Create Account',
  haveAccount: 'Already have an account?',
  loginLink: 'Login',
  fullName: 'Full name',
  email: 'Email',
  mobileNumber: 'Mobile number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  mobileHint: '10 digits, e.g. 98XXXXXXXX',
  passwordHint: 'At least 6 characters.',
  // After a login with ?cart= or ?wishlist= whose add failed (the shopper is logged in).
  followUpTitle: 'You are logged in',
  followUpIntro: 'We could not finish what you started before logging in.',
  backToProduct: 'Back to the product',
  continueShopping: 'Continue Shopping',
} as const;
