/**
 * What must never reach a log line: passwords, tokens, reset codes and OTPs, cookies,
 * Authorization headers, API keys and secrets, wherever they sit in a logged object, and the
 * same names in the query string of a logged URL (`?token=…` → `token=[redacted]`).
 * The logger (logger.ts) runs every line's object through redactSecrets and every message
 * string through redactUrlSecrets.
 */

export const REDACTED = '[redacted]';

/** Key names (lower case, `-` and `_` ignored) whose values are secrets whatever they hold. */
const SECRET_KEY = /pass(wd|phrase)?$|password|token|secret|^otp|otp$|otpcode|cookie|authori[sz]ation|apikey|privatekey|credential|signature|^pin$|^code$|resetcode|verificationcode|codehash/;

/**
 * A machine code (ECONNREFUSED, FST_ERR_BAD_URL, SQLSTATE 57P01) under a `code` key stays
 * readable: operators need it. A reset code or OTP is digits only, and is never kept.
 */
const MACHINE_CODE = /^(?=.*[A-Z])[A-Z0-9_]{3,64}$/;

const normalise = (key: string): string => key.toLowerCase().replace(/[-_\s]/g, '');

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(normalise(key));
}

const keepsValue = (key: string, value: unknown): boolean =>
  normalise(key) === 'code' && typeof value === 'string' && MACHINE_CODE.test(value);

/** `name=value` pairs in a query string or form body whose name is a secret's. */
const SECRET_PAIR = /([?&;]|^)([^=&;#?\s]+)=([^&;#\s]*)/g;

/** The URL (or any text carrying one) with the values of secret query parameters replaced. */
export function redactUrlSecrets(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(SECRET_PAIR, (pair, lead: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      /* a broken escape: judge the name as written */
    }
    return isSecretKey(decoded) ? `${lead}${name}=${REDACTED}` : pair;
  });
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Deeper than this, an object is logged as it is (a log line is not a place for deep trees). */
const MAX_DEPTH = 8;

/**
 * A copy of value with every secret replaced: values under secret keys, secret query parameters
 * in strings. Only plain objects and arrays are walked; anything else (an Error, a request) is
 * left to its serializer, which redacts what it writes (logger.ts). Unchanged input is returned
 * as it is, so a line without secrets costs no copy.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactUrlSecrets(value) as T;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item: unknown) => {
      const next = redactSecrets(item, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? out : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const next = isSecretKey(key) && item !== undefined && item !== null && !keepsValue(key, item) ? REDACTED : redactSecrets(item, depth + 1);
    if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}
