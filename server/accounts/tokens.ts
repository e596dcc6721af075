import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token (256 bits). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Six random digits, the password-reset code mailed to the user. */
export const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
