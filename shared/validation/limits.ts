/**
 * Length limits of the text fields, shared by the yup schemas (forms and server) and the lean
 * widget validators, and the limits and messages of the server's input guard
 * (server/http/validate.ts). Yup-free: widgets import it.
 */

/** Longest text each kind of field takes. */
export const TEXT_LIMITS = {
  name: 100,
  /** RFC 5321's longest path. */
  email: 254,
  phone: 20,
  password: 200,
  address: 300,
  note: 500,
  organization: 150,
  summary: 150,
  review: 2000,
  contactEnquiry: 2000,
  code: 50,
  /** Tracking fields such as source, product (a slug) and platform. */
  tag: 200,
  modelNumber: 100,
  serialNumber: 100,
  placeOfPurchase: 200,
} as const;

/** The most units of one product a cart line takes (add-to-cart's qty, the wishlist's quantity). */
export const MAX_QTY_PER_LINE = 100;

/** `Name should not be more than 100 characters.` */
export const tooLong = (label: string, max: number) => `${label} should not be more than ${max} characters.`;

/** What no field of any route accepts (the server's input guard). */
export const INPUT_LIMITS = {
  /** No single text of any field is longer (the longest field, a review, takes 2,000). */
  textMax: 5000,
  keyMax: 100,
  keysMax: 200,
  listMax: 500,
  depthMax: 8,
} as const;

const thousands = (n: number) => n.toLocaleString('en-US');

export const INPUT_MESSAGES = {
  controlCharacters: (where: string) =>
    `${where} contains a control character (such as a NUL byte); please send plain text.`,
  tooLongAny: (where: string, max: number) =>
    `${where} is too long: no field takes more than ${thousands(max)} characters.`,
  badNumber: (where: string) => `${where} must be a finite number.`,
  tooDeep: 'The request nests objects too deeply; send the fields this route documents.',
  tooManyItems: (where: string, max: number) => `${where} has too many items (at most ${max}).`,
  tooManyFields: (max: number) => `The request has too many fields (at most ${max}).`,
  badFieldName: 'A field name is too long or contains a control character.',
  badId: (what: string) => `${what} id must be a positive whole number.`,
  idTooLarge: (what: string) => `${what} id must be a positive whole number no larger than 2147483647.`,
  dataException:
    'Some of the values sent cannot be stored (a number out of range, an impossible date or a character that is not allowed). Please check them and try again.',
} as const;

/** A real calendar date written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 and 2024-02-31 no). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= days;
}
