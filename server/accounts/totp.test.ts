import { base32Decode, base32Encode, hotp, newTotpSecret, otpauthUri, totpAt, totpMatches } from './totp';

// RFC 6238 appendix B: the SHA-1 seed '12345678901234567890', 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC test vectors', () => {
    const secret = Buffer.from('12345678901234567890');
    expect(hotp(secret, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(secret, Math.floor(1111111109 / 30), 8)).toBe('07081804');
    expect(hotp(secret, Math.floor(1234567890 / 30), 8)).toBe('89005924');
    expect(hotp(secret, Math.floor(20000000000 / 30), 8)).toBe('65353130');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the code of now and of the neighbouring steps, nothing else', () => {
    const now = 1_800_000_000_000;
    expect(totpMatches(RFC_SECRET, totpAt(RFC_SECRET, now), now)).toBe(true);
    expect(totpMatches(RFC_SECRET, totpAt(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(totpMatches(RFC_SECRET, totpAt(RFC_SECRET, now + 30_000), now)).toBe(true);
    expect(totpMatches(RFC_SECRET, totpAt(RFC_SECRET, now - 90_000), now)).toBe(false);
    expect(totpMatches(RFC_SECRET, '12345', now)).toBe(false);
    expect(totpMatches(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('writes the otpauth URI apps scan', () => {
    expect(otpauthUri('ABC', 'owner@example.com')).toBe(
      'otpauth://totp/CG%20Digital%20staff%3Aowner%40example.com?secret=ABC&issuer=CG%20Digital%20staff&algorithm=SHA1&digits=6&period=30',
    );
  });
});
