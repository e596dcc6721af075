/**
 * The profile (spec part 3 §2, §5): read, update (name, mobile, address; email is read-only; our
 * country_code for the Country select), and change password (the old one checked, every other
 * session of the user revoked).
 */
import { string } from 'yup';
import type { Database, Queryable } from '../db';
import { notFound, unprocessable } from '../http/errors';
import { parseInput } from '../http/validate';
import type { Profile } from '../../shared/api/account-area';
import { changePasswordSchema, passwordRule, profileSchema } from '../../shared/validation';
import { PROFILE_MESSAGES as M } from './account-area-messages';
import { checkPassword, hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

export type ProfileData = Profile & { country_code: string };

export async function profileOf(db: Queryable, userId: number): Promise<ProfileData> {
  const r = await db.query<ProfileData>('SELECT name, email, mobile, address, country_code FROM users WHERE id = $1', [userId]);
  if (!r.rows[0]) throw notFound('There is no such user.');
  return r.rows[0];
}

/** The profile form's schema (the mobile: ten digits, as everywhere) plus our country_code. */
const updateSchema = profileSchema.shape({
  country_code: string().optional().nullable(),
});

/** POST update-profile {name, mobile, address[, country_code]}. */
export async function updateProfile(db: Queryable, userId: number, body: unknown): Promise<ProfileData> {
  const input = await parseInput(updateSchema, body);
  let country: string | null = null;
  if (input.country_code != null && input.country_code !== '') {
    const c = await db.query<{ code: string }>('SELECT code FROM countries WHERE code = upper($1)', [input.country_code.trim().slice(0, 3)]);
    if (!c.rows[0]) throw unprocessable(M.unknownCountry);
    country = c.rows[0].code;
  }
  const r = await db.query<ProfileData>(
    `UPDATE users SET name = $2, mobile = $3, address = $4, country_code = COALESCE($5, country_code), updated_at = now()
      WHERE id = $1 RETURNING name, email, mobile, address, country_code`,
    [userId, input.name.trim(), input.mobile.trim(), input.address.trim(), country],
  );
  if (!r.rows[0]) throw notFound('There is no such user.');
  return r.rows[0];
}

const passwordSchema = changePasswordSchema.shape({ password: passwordRule() });

/** POST user/change-password {old_password, password, new_password (the confirmation)}. */
export async function changePassword(db: Database, userId: number, sessionId: number, body: unknown): Promise<void> {
  const input = await parseInput(passwordSchema, body);
  const r = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  const ok = await checkPassword(r.rows[0]?.password_hash ?? null, input.old_password);
  if (!ok) throw unprocessable(M.oldPasswordWrong);
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, hash]);
    await revokeOtherSessions(tx, userId, sessionId);
  });
}
