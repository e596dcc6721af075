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

/** The bearer token of a request; the wishlist calls of the spec also pass it as ?token=. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (m && m[1] !== 'null' && m[1] !== 'undefined') return m[1];
  }
  const q = request.query as Record<string, unknown> | undefined;
  if (q && typeof q.token === 'string' && q.token.length > 0) return q.token;
  return null;
}

export async function userForToken(db: Queryable, token: string): Promise<AuthUser | null> {
  const r = await db.query<AuthUser>(
    `SELECT u.id, u.name, u.email, u.mobile, u.address, u.avatar, s.id AS "sessionId"
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [sha256(token)],
  );
  return r.rows[0] ?? null;
}

/** preHandler: the request must carry a live session; request.user is set. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenOf(request);
  const user = token ? await userForToken(request.server.db, token) : null;
  if (!user) throw unauthorized('Your session has ended or is not valid. Please log in again.');
  request.user = user;
}

/** preHandler: sets request.user when a valid session is present, never refuses. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  request.user = token ? await userForToken(request.server.db, token) : null;
}
