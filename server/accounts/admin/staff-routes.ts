/**
 * The staff's own calls under /api/admin/ (issue 32): login with an optional TOTP second factor,
 * logout, who am I, setting up a second factor; for the owner, the staff accounts and the rule
 * that every account needs a second factor.
 *   POST /login {email, password[, code]} → {token, staff}
 *   POST /logout · GET /me · POST /totp/setup → {secret, otpauth_uri} · POST /totp/confirm {code}
 *   GET /staff · POST /staff {email, name, role, password} · POST /settings {require_totp}
 *   PATCH /staff/{id} {role?, active?} (staff-changes.ts)
 */
import type { FastifyInstance } from 'fastify';
import { requireTotpSchema, staffCreateSchema, staffLoginSchema, totpCodeSchema } from '../../../shared/validation/staff';
import { conflict, forbidden, HttpError, unauthorized, unprocessable } from '../../http/errors';
import { loginGuard } from '../../http/failure-limits';
import { addressLimit } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import { checkPassword } from '../passwords';
import { createStaff, createStaffSession, findStaffByEmail, requireStaff, revokeStaffSessions, totpRequiredForAll } from '../staff';
import { audit } from '../staff-audit';
import { STAFF_MESSAGES as M } from '../staff-messages';
import { STAFF_ROLES, type StaffRole } from '../../../shared/domain/staff-roles';
import { newTotpSecret, otpauthUri, totpMatches } from '../totp';

const staffView = (s: { id: number; email: string; name: string; role: string; totp: boolean }) => ({ id: Number(s.id), email: s.email, name: s.name, role: s.role, totp: s.totp });

export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.post('/login', { preHandler: addressLimit }, async (request) => {
    const body = await parseInput(staffLoginSchema, request.body);
    const guard = loginGuard(request, body.email, 'staff-login');
    await guard.check();
    const member = await findStaffByEmail(db, body.email);
    const ok = await checkPassword(member?.password_hash ?? null, body.password);
    if (!member || !ok) {
      await guard.failed();
      throw unauthorized(M.loginFailed);
    }
    // Said only to whoever knows the password: the owner switched this account off.
    if (member.disabled_at) throw forbidden(M.disabled);
    if (member.totp_secret) {
      const code = body.code?.trim() ?? '';
      if (!code) throw new HttpError(401, M.codeRequired, {}, { code_required: true });
      if (!totpMatches(member.totp_secret, code)) {
        await guard.failed();
        throw unauthorized(M.codeWrong);
      }
    }
    await guard.succeeded();
    const token = await createStaffSession(db, member.id, request.ip);
    return { statusCode: 200, token, staff: staffView({ ...member, totp: member.totp_secret !== null }), require_totp: await totpRequiredForAll(db) };
  });

  app.post('/logout', { preHandler: requireStaff(null) }, async (request) => {
    await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE id = $1', [request.staff!.sessionId]);
    return { statusCode: 200, message: 'You are logged out.' };
  });

  app.get('/me', { preHandler: requireStaff(null) }, async (request) => ({
    statusCode: 200,
    staff: staffView(request.staff!),
    require_totp: await totpRequiredForAll(db),
  }));

  app.post('/totp/setup', { preHandler: requireStaff(null) }, async (request) => {
    const member = request.staff!;
    const secret = newTotpSecret();
    await db.query('UPDATE staff SET totp_pending = $2, updated_at = now() WHERE id = $1', [member.id, secret]);
    return { statusCode: 200, secret, otpauth_uri: otpauthUri(secret, member.email) };
  });

  app.post('/totp/confirm', { preHandler: requireStaff(null) }, async (request) => {
    const { code } = await parseInput(totpCodeSchema, request.body);
    const member = request.staff!;
    return db.transaction(async (tx) => {
      const r = await tx.query<{ totp_pending: string | null }>('SELECT totp_pending FROM staff WHERE id = $1 FOR UPDATE', [member.id]);
      const pending = r.rows[0]?.totp_pending;
      if (!pending) throw unprocessable('Start the set-up first: ask for a new secret.');
      if (!totpMatches(pending, code)) throw unprocessable(M.codeWrong);
      await tx.query('UPDATE staff SET totp_secret = totp_pending, totp_pending = NULL, updated_at = now() WHERE id = $1', [member.id]);
      // Other sessions were made without the second factor: they end.
      await revokeStaffSessions(tx, member.id, member.sessionId);
      await audit(tx, member, { action: 'totp.enabled', entity: 'staff', entityId: member.id, before: { totp: member.totp }, after: { totp: true } });
      return { statusCode: 200, message: 'Your second factor is on. You will be asked for a code at each login.' };
    });
  });

  app.get('/staff', { preHandler: requireStaff('staff') }, async () => {
    const r = await db.query<{ id: number; email: string; name: string; role: string; totp: boolean; disabled: boolean; active: boolean; created_at: string }>(
      `SELECT id::int AS id, email, name, role, totp_secret IS NOT NULL AS totp, disabled_at IS NOT NULL AS disabled, disabled_at IS NULL AS active, created_at
         FROM staff ORDER BY id`,
    );
    return { statusCode: 200, data: r.rows };
  });

  app.post('/staff', { preHandler: requireStaff('staff') }, async (request, reply) => {
    const body = await parseInput(staffCreateSchema(STAFF_ROLES), request.body);
    const created = await db.transaction(async (tx) => {
      if (await findStaffByEmail(tx, body.email)) throw conflict(M.emailTaken);
      const row = await createStaff(tx, { ...body, role: body.role as StaffRole });
      const view = staffView({ ...row, totp: false });
      await audit(tx, request.staff, { action: 'staff.created', entity: 'staff', entityId: row.id, before: null, after: view });
      return view;
    });
    reply.code(201);
    return { statusCode: 201, staff: created };
  });

  app.post('/settings', { preHandler: requireStaff('staff') }, async (request) => {
    const { require_totp } = await parseInput(requireTotpSchema, request.body);
    // Otherwise the owner would lock themselves out of this very setting.
    if (require_totp && !request.staff!.totp) throw unprocessable(M.ownTotpFirst);
    return db.transaction(async (tx) => {
      const before = (await tx.query<{ require_totp: boolean }>('SELECT require_totp FROM staff_settings FOR UPDATE')).rows[0];
      await tx.query('UPDATE staff_settings SET require_totp = $1', [require_totp]);
      await audit(tx, request.staff, { action: 'settings.changed', entity: 'settings', entityId: 'staff', before, after: { require_totp } });
      return { statusCode: 200, require_totp };
    });
  });
}
