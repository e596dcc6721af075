import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended floor. */
export const hashPassword = (password: string) => hash(password);

/** A hash of nothing, verified when an email is unknown so both paths take the same time. */
let decoy: Promise<string> | null = null;

export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
