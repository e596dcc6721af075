/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), the second
 * factor of staff accounts. Any authenticator app reads the otpauth:// URI. A code of the step
 * before or after is accepted too (a phone clock a little off, a code typed as it turned).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const STEP_SECONDS = 30;
const DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits, base32 (what authenticator apps expect). */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The code of one time step (RFC 4226 HOTP over the step counter). */
export function hotp(secret: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpAt = (secretBase32: string, unixMs: number): string => hotp(base32Decode(secretBase32), Math.floor(unixMs / 1000 / STEP_SECONDS));

/** Whether `code` is the code of now, or of the step just before or after. */
export function totpMatches(secretBase32: string, code: string, unixMs = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = base32Decode(secretBase32);
  const step = Math.floor(unixMs / 1000 / STEP_SECONDS);
  let ok = false;
  for (const s of [step - 1, step, step + 1]) {
    ok = timingSafeEqual(Buffer.from(hotp(secret, s)), Buffer.from(code)) || ok;
  }
  return ok;
}

/** What an authenticator app scans: otpauth://totp/{issuer}:{account}?secret=…&issuer=… */
export function otpauthUri(secretBase32: string, account: string, issuer = 'CG Digital staff'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
}
