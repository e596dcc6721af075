/**
 * The account-access rules of spec part 1 §5 without yup: the shapes and limits the yup schemas
 * in account.ts are built from, and lean validators that give the same first message per field
 * as `firstErrors(<yup schema>, values)`. Widgets use these (yup alone would be a third of the
 * widget's download budget); rules.test.ts checks that both agree on a table of inputs.
 *
 * Import this file directly (not the validation index, which pulls in yup).
 */
import { TEXT_LIMITS as L, tooLong } from './limits';
import { ACCOUNT_MESSAGES as M, MOBILE_LENGTH, PASSWORD_MIN_LENGTH } from './messages';

/** Shape x@y.z: something, an @, something, a dot, something; no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (any script), spaces and dots. */
export const NAME_SHAPE = /^[\p{L}\p{M} .]+$/u;
/**
 * A mobile number: exactly ten digits 0-9 (spec part 1 §5, §9: 'exactly 10 characters'), nothing
 * else (no letters, blanks, dashes or +977). The one mobile rule of every form and route.
 */
export const MOBILE_SHAPE = new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`);

/** One check of one field: the message when it fails, else null. */
export type Check<V> = (value: string, values: V) => string | null;
/** The checks of a form, field by field, in the order their messages take precedence. */
export type Checks<V> = { readonly [K in keyof V]?: readonly Check<V>[] };
/** The first message of each failing field ({} when valid). */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

const asText = (value: unknown): string => (value == null ? '' : String(value));

/** Missing or empty (yup's string().required()). */
export const required =
  <V>(message: string): Check<V> =>
  (v) =>
    v === '' ? message : null;

/** Missing, empty or only blanks (account.ts requiredText()). */
export const requiredText =
  <V>(message: string): Check<V> =>
  (v) =>
    v.trim() === '' ? message : null;

/** Present values must match the pattern. */
export const matches =
  <V>(pattern: RegExp, message: string): Check<V> =>
  (v) =>
    v === '' || pattern.test(v) ? null : message;

export const minLength =
  <V>(length: number, message: string): Check<V> =>
  (v) =>
    v === '' || v.length >= length ? null : message;

/** At most `length` characters ('Full name should not be more than 100 characters.'). */
export const maxLength =
  <V>(length: number, label: string): Check<V> =>
  (v) =>
    v.length <= length ? null : tooLong(label, length);

/** Present values must equal the sibling field. */
export const sameAs =
  <V>(field: keyof V, message: string): Check<V> =>
  (v, values) =>
    v === '' || v === asText(values[field]) ? null : message;

/** Runs the checks; each field reports its first failing message. */
export function validate<V>(checks: Checks<V>, values: Partial<V> | null | undefined): FieldErrors<V> {
  const all = (values ?? {}) as V;
  const out: FieldErrors<V> = {};
  for (const name of Object.keys(checks) as (keyof V & string)[]) {
    const value = asText(all[name]);
    for (const check of checks[name] ?? []) {
      const message = check(value, all);
      if (message) {
        out[name] = message;
        break;
      }
    }
  }
  return out;
}

export const fullNameChecks = <V>(): Check<V>[] => [
  requiredText(M.fullNameRequired),
  matches(NAME_SHAPE, M.fullNameCharacters),
  maxLength(L.name, 'Full name'),
];
export const emailChecks = <V>(requiredMessage: string = M.emailRequired): Check<V>[] => [
  requiredText(requiredMessage),
  matches(EMAIL_SHAPE, M.emailInvalid),
  maxLength(L.email, 'Email'),
];
/** Mobile number: required (the form's own message, by default the spec's), then ten digits. */
export const mobileChecks = <V>(requiredMessage: string = M.mobileRequired): Check<V>[] => [
  requiredText(requiredMessage),
  matches(MOBILE_SHAPE, M.mobileInvalid),
];
export const passwordChecks = <V>(): Check<V>[] => [
  required(M.passwordRequired),
  minLength(PASSWORD_MIN_LENGTH, M.passwordShort),
  maxLength(L.password, 'Password'),
];

export interface LoginValues {
  email: string;
  password: string;
}
export interface RegisterValues {
  fullName: string;
  emailAddress: string;
  mobileNumber: string;
  password: string;
  confirmPassword: string;
}
export interface ShippingAddressValues {
  full_name: string;
  phone: string;
  email: string;
  province: string;
  city: string;
  area: string;
  address: string;
  note: string;
}
export interface ForgotEmailValues {
  email: string;
}
export interface ResetCodeValues {
  code: string;
}
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** loginSchema: both fields required, one message. */
export const loginChecks: Checks<LoginValues> = {
  email: [requiredText(M.loginRequired), maxLength(L.email, 'Email')],
  password: [requiredText(M.loginRequired), maxLength(L.password, 'Password')],
};

/** registerFormSchema. */
export const registerChecks: Checks<RegisterValues> = {
  fullName: fullNameChecks(),
  emailAddress: emailChecks(),
  mobileNumber: mobileChecks(),
  password: passwordChecks(),
  confirmPassword: [required(M.confirmRequired), sameAs('password', M.confirmMismatch)],
};

/** shippingAddressSchema: name, email and mobile as registration; the selects and the address required. */
export const shippingAddressChecks: Checks<ShippingAddressValues> = {
  full_name: fullNameChecks(),
  email: emailChecks(),
  phone: mobileChecks(),
  province: [required(M.provinceRequired)],
  city: [required(M.cityRequired)],
  area: [required(M.areaRequired)],
  address: [requiredText(M.addressRequired), maxLength(L.address, 'Address')],
  note: [maxLength(L.note, 'Note')],
};

/** forgotEmailSchema. */
export const forgotEmailChecks: Checks<ForgotEmailValues> = { email: emailChecks(M.forgotEmailRequired) };

/** resetCodeSchema. */
export const resetCodeChecks: Checks<ResetCodeValues> = { code: [requiredText(M.resetCodeRequired), maxLength(L.code, 'Reset code')] };

/** newPasswordSchema. */
export const newPasswordChecks: Checks<NewPasswordValues> = {
  password: passwordChecks(),
  confirmPassword: [required(M.confirmRequired), sameAs('password', M.resetPasswordMismatch)],
};
