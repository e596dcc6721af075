import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import type { AuthUser } from '../http/context';
import { unauthorized } from '../http/errors';
import { newToken, sha256 } from './tokens';

export async function createSession(
  db: Queryable,
  userId: number,
  meta: { source?: string | null; product?: string | null } = {},
): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (user_id, token_hash, source, product) VALUES ($1, $2, $3, $4)', [
    userId,
    sha256(token),
    meta.source ?? null,
    meta.product ?? null,
  ]);
  return token;
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Revokes every session of a user but the one given (after a password change or reset). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId: number | null): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2', [
    userId,
    keepSessionId ?? 0,
  ]);
}

/**
 * The bearer token of a request (Authorization: Bearer …). Only the wishlist calls, whose contract
 * passes it as ?token= (spec parts 2 and 3), accept the query too (`allowQuery`): a token in a URL
 * ends up in logs, histories and Referer headers.
 */
export function tokenOf(request: FastifyRequest, { allowQuery = false }: { allowQuery?: boolean } = {}): string | null {
  const header = request.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (m && m[1] !== 'null' && m[1] !== 'undefined') return m[1];
  }
  if (!allowQuery) return null;
  const q = request.query as Record<string, unknown> | undefined;
  if (q && typeof q.token === 'string' && q.token.length > 0) return q.token;
  return null;
}

/**
 * The one rule of a live session, as SQL over the sessions row `alias`: not revoked and used within
 * the lifetime (`daysParam`, the SQL parameter holding SESSION_TTL_DAYS). Every statement that
 * accepts a token uses it, the cart's one-statement fast path included.
 */
export const liveSessionSql = (alias: string, daysParam: string): string =>
  `${alias}.revoked_at IS NULL AND ${alias}.last_used_at > now() - make_interval(days => ${daysParam})`;

/** A use renews last_used_at at most this often (the lifetime slides without a write per request). */
const RENEW_AFTER_SECONDS = 60;

/** The column a live-session lookup selects to know whether this use renews the session ($3: RENEW_AFTER_SECONDS). */
export const RENEW_COLUMN = 's.last_used_at < now() - make_interval(secs => $3) AS renew';

/**
 * A live session's row (a shopper's or a staff member's): `select` reads it by $1 (the token's
 * hash) and $2 (the lifetime) and selects RENEW_COLUMN; the session's last use is moved on, at most
 * once a minute, in `table`. Null for an unknown, revoked or expired token.
 */
export async function liveSessionRow<T extends { sessionId: number }>(
  db: Queryable,
  token: string,
  lifetime: number,
  select: string,
  table: 'sessions' | 'staff_sessions',
): Promise<T | null> {
  const r = await db.query<T & { renew: boolean }>(select, [sha256(token), lifetime, RENEW_AFTER_SECONDS]);
  const row = r.rows[0];
  if (!row) return null;
  const { renew, ...rest } = row;
  if (renew) await db.query(`UPDATE ${table} SET last_used_at = now() WHERE id = $1`, [rest.sessionId]);
  return rest as unknown as T;
}

/**
 * The user of a live session: not revoked and used within the last `ttlDays` (SESSION_TTL_DAYS,
 * sliding: each use renews it). An expired token is treated like an unknown one.
 */
export function userForToken(db: Queryable, token: string, ttlDays = 30): Promise<AuthUser | null> {
  return liveSessionRow<AuthUser>(
    db,
    token,
    ttlDays,
    `SELECT u.id, u.name, u.email, u.mobile, u.address, u.avatar, s.id AS "sessionId", ${RENEW_COLUMN}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND ${liveSessionSql('s', '$2')}`,
    'sessions',
  );
}

async function sessionUserOf(request: FastifyRequest, allowQuery: boolean): Promise<AuthUser | null> {
  const token = tokenOf(request, { allowQuery });
  return token ? userForToken(request.server.db, token, request.server.config.sessionTtlDays) : null;
}

const SESSION_ENDED = 'Your session has ended or is not valid. Please log in again.';

/** preHandler: the request must carry a live session in the bearer header; request.user is set. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await sessionUserOf(request, false);
  if (!user) throw unauthorized(SESSION_ENDED);
  request.user = user;
}

/** preHandler of the wishlist calls: like requireUser, but the token may also come as ?token=. */
export async function requireUserHeaderOrQuery(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await sessionUserOf(request, true);
  if (!user) throw unauthorized(SESSION_ENDED);
  request.user = user;
}

/** preHandler: sets request.user when a valid session is present, never refuses. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  request.user = await sessionUserOf(request, false);
}
