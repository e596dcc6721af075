/** Account-access messages of spec part 1 §5, verbatim (typos included). */
export const ACCOUNT_MESSAGES = {
  fullNameRequired: 'Please enter fullname',
  fullNameCharacters: 'Name should not contain special characters.',
  emailRequired: 'Please enter email',
  emailInvalid: 'Please enter valid email address.',
  mobileRequired: 'Please enter mobile number',
  mobileInvalid: 'Please enter valid mobile number.',
  passwordRequired: 'Please enter password',
  passwordShort: 'Password should be minumum of 6 characters.',
  confirmRequired: 'Please re enter password',
  confirmMismatch: 'Your Password doesnot match!',
  loginRequired: 'Please enter email and password!',
  forgotEmailRequired: 'Please enter your email.',
  resetCodeRequired: 'Enter Reset Code',
  resetCodeInvalid: 'Invalid Reset Code',
  resetPasswordMismatch: 'Password does not match',
  passwordChanged: 'Password changed',
  provinceRequired: 'Please select province.',
  cityRequired: 'Please select city.',
  areaRequired: 'Please select area.',
  addressRequired: 'Please enter address.',
} as const;

export const MOBILE_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 6;
