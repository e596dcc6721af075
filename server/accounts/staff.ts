/**
 * Staff accounts and their sessions (issue 32): apart from shoppers' (own tables, own login
 * counters), argon2id passwords, random tokens stored hashed, sliding lifetime
 * (STAFF_SESSION_HOURS), revocable; a TOTP second factor each member may set up and the owner
 * may require for everyone.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import type { StaffMember } from '../http/context';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { hashPassword } from './passwords';
import { liveSessionRow, RENEW_COLUMN, tokenOf } from './sessions';
import { STAFF_MESSAGES as M } from './staff-messages';
import { mayUse, type StaffArea, type StaffRole } from '../../shared/domain/staff-roles';
import { newToken, sha256 } from './tokens';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string | null;
  totp_pending: string | null;
  disabled_at: string | null;
}

export const normaliseStaffEmail = (email: string): string => email.trim().toLowerCase();

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | null> {
  const r = await db.query<StaffRow>('SELECT * FROM staff WHERE email = $1', [normaliseStaffEmail(email)]);
  return r.rows[0] ?? null;
}

/** A new staff account; the caller checks the email is free (unique index as the last word). */
export async function createStaff(db: Queryable, s: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffRow> {
  const r = await db.query<StaffRow>(
    'INSERT INTO staff (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING *',
    [normaliseStaffEmail(s.email), s.name.trim(), s.role, await hashPassword(s.password)],
  );
  return r.rows[0];
}

export async function totpRequiredForAll(db: Queryable): Promise<boolean> {
  const r = await db.query<{ require_totp: boolean }>('SELECT require_totp FROM staff_settings');
  return r.rows[0]?.require_totp === true;
}

export async function createStaffSession(db: Queryable, staffId: number, address: string): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO staff_sessions (staff_id, token_hash, address) VALUES ($1, $2, $3)', [staffId, sha256(token), address]);
  return token;
}

export async function revokeStaffSessions(db: Queryable, staffId: number, keepSessionId = 0): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL AND id <> $2', [staffId, keepSessionId]);
}

/** The member of a live staff session (not revoked, used within `ttlHours`, account not switched off). */
export function staffForToken(db: Queryable, token: string, ttlHours: number): Promise<StaffMember | null> {
  return liveSessionRow<StaffMember>(
    db,
    token,
    ttlHours,
    `SELECT m.id::int AS id, m.email, m.name, m.role, s.id::int AS "sessionId", m.totp_secret IS NOT NULL AS totp, ${RENEW_COLUMN}
       FROM staff_sessions s JOIN staff m ON m.id = s.staff_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND m.disabled_at IS NULL
        AND s.last_used_at > now() - make_interval(hours => $2)`,
    'staff_sessions',
  );
}

/** Whether `token` was a session of a member since switched off (its session ended with it). */
async function switchedOff(db: Queryable, token: string): Promise<boolean> {
  const r = await db.query('SELECT 1 FROM staff_sessions s JOIN staff m ON m.id = s.staff_id WHERE s.token_hash = $1 AND m.disabled_at IS NOT NULL', [sha256(token)]);
  return r.rows.length > 0;
}

/** 403 while the owner requires a second factor this member has not set up (only its set-up is open). */
export class SecondFactorNeeded extends HttpError {
  constructor() {
    super(403, M.totpRequiredSetUp);
  }
}

/**
 * preHandler of staff routes: a live staff session (401 otherwise; for a member switched off, with
 * that message) whose role may use `area`
 * (403 otherwise). `area` null: any signed-in member (their own account, the set-up of a second
 * factor). Staff tokens come in the Authorization header only.
 */
export function requireStaff(area: StaffArea | null) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = tokenOf(request);
    const member = token ? await staffForToken(request.server.db, token, request.server.config.staffSessionHours) : null;
    if (!member) throw unauthorized(token && (await switchedOff(request.server.db, token)) ? M.disabled : M.sessionEnded);
    request.staff = member;
    if (area === null) return;
    if (!member.totp && (await totpRequiredForAll(request.server.db))) throw new SecondFactorNeeded();
    if (!mayUse(member.role, area)) throw forbidden(M.forbidden(AREA_NAMES[area]));
  };
}

const AREA_NAMES: Record<StaffArea, string> = {
  operations: 'orders, bookings and payments',
  catalogue: 'the catalogue and content',
  support: 'the inbox',
  staff: 'staff accounts and settings',
  dashboard: 'the dashboard',
};
