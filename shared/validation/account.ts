import './locale';
import { object, string } from 'yup';
import { TEXT_LIMITS as L, tooLong } from './limits';
import { ACCOUNT_MESSAGES as M, PASSWORD_MIN_LENGTH } from './messages';
import { EMAIL_SHAPE, MOBILE_SHAPE, NAME_SHAPE } from './rules';

// The shapes live in rules.ts (yup-free, shared with the lean validators widgets use).
export { EMAIL_SHAPE, MOBILE_SHAPE, NAME_SHAPE };

/**
 * Required text that is more than blanks. No .trim(): the server validates strictly (no casting,
 * so a number where text belongs is refused) and yup's trim would then demand pre-trimmed input.
 */
export const requiredText = (message: string) =>
  string()
    .required(message)
    .test('not-blank', message, (v) => v == null || v.trim().length > 0);

/** Optional text of at most `max` characters. */
export const optionalText = (label: string, max: number) => string().optional().nullable().max(max, tooLong(label, max));

/**
 * The one name rule (registration, the reservation's shipping address, update-profile; forms and
 * routes): required with the form's own message (by default the spec's 'Please enter fullname'),
 * letters, spaces and dots only ('Name should not contain special characters.'), at most
 * TEXT_LIMITS.name characters.
 */
export const fullNameRule = (requiredMessage: string = M.fullNameRequired) =>
  requiredText(requiredMessage).matches(NAME_SHAPE, M.fullNameCharacters).max(L.name, tooLong('Full name', L.name));
export const emailRule = (required: string = M.emailRequired) =>
  requiredText(required).matches(EMAIL_SHAPE, M.emailInvalid).max(L.email, tooLong('Email', L.email));
/**
 * The one mobile rule (registration, shipping, checkout, Flexi Pay, profile; forms and routes):
 * required with the form's own message (by default the spec's 'Please enter mobile number'),
 * then exactly ten digits, 'Please enter valid mobile number.'.
 */
export const mobileRule = (requiredMessage: string = M.mobileRequired) =>
  requiredText(requiredMessage).matches(MOBILE_SHAPE, M.mobileInvalid);
/** A required address of at most TEXT_LIMITS.address characters (shipping, checkout, Flexi Pay, profile). */
export const addressRule = (requiredMessage: string = M.addressRequired) =>
  requiredText(requiredMessage).max(L.address, tooLong('Address', L.address));
/** The optional note of a shipping or checkout form, at most TEXT_LIMITS.note characters. */
export const noteRule = () => optionalText('Note', L.note);
export const passwordRule = () =>
  string().required(M.passwordRequired).min(PASSWORD_MIN_LENGTH, M.passwordShort).max(L.password, tooLong('Password', L.password));

/**
 * A confirmation field: required first, then equal to its sibling. (yup's oneOf would run before
 * required and report a mismatch for an empty confirmation.)
 */
export const sameAs = (field: string, requiredMessage: string, mismatchMessage: string) =>
  string()
    .required(requiredMessage)
    .test('same-as', mismatchMessage, function (value) {
      return !value || value === this.parent[field];
    });

/** Registration form (part 1 §5); the payload keys are the form's own names. */
export const registerFormSchema = object({
  fullName: fullNameRule(),
  emailAddress: emailRule(),
  mobileNumber: mobileRule(),
  password: passwordRule(),
  confirmPassword: sameAs('password', M.confirmRequired, M.confirmMismatch),
});

/** What the register call carries (the form without its confirmation). */
export const registerPayloadSchema = registerFormSchema.omit(['confirmPassword']).shape({
  source: optionalText('source', L.tag),
  product: optionalText('product', L.tag),
  platform: optionalText('platform', L.tag),
});

export const loginSchema = object({
  email: requiredText(M.loginRequired).max(L.email, tooLong('Email', L.email)),
  password: requiredText(M.loginRequired).max(L.password, tooLong('Password', L.password)),
  source: optionalText('source', L.tag),
  product: optionalText('product', L.tag),
});

export const forgotEmailSchema = object({
  email: emailRule(M.forgotEmailRequired),
  source: optionalText('source', L.tag),
});

export const resetCodeSchema = object({
  code: requiredText(M.resetCodeRequired).max(L.code, tooLong('Reset code', L.code)),
});

export const newPasswordSchema = object({
  password: passwordRule(),
  confirmPassword: sameAs('password', M.confirmRequired, M.resetPasswordMismatch),
});

/** forgot-password-reset?token=…: the new password and the mailed code. */
export const resetPayloadSchema = object({
  password: passwordRule(),
  code: requiredText(M.resetCodeRequired).max(L.code, tooLong('Reset code', L.code)),
});

/** Shipping address of the reservation flow (part 1 §3, §5). */
export const shippingAddressSchema = object({
  full_name: fullNameRule(),
  email: emailRule(),
  phone: mobileRule(),
  province: string().required(M.provinceRequired),
  city: string().required(M.cityRequired),
  area: string().required(M.areaRequired),
  address: addressRule(),
  note: noteRule(),
});
