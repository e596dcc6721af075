/**
 * PATCH /api/admin/staff/{id} {role?, active?} (issue 32, owner only): a member's role changed, or
 * the account switched off (active: false: every session of theirs ends at once, login answers
 * that the account is switched off) or on again. The shop always keeps one active owner: the last
 * one can neither switch themselves off nor give up the role (422). One transaction, one audit row.
 */
import type { FastifyInstance } from 'fastify';
import { staffPatchSchema } from '../../../shared/validation/staff';
import { notFound, unprocessable } from '../../http/errors';
import { parseId, parseInput } from '../../http/validate';
import { requireStaff, revokeStaffSessions } from '../staff';
import { audit } from '../staff-audit';
import { STAFF_MESSAGES as M } from '../staff-messages';
import { STAFF_ROLES, type StaffRole } from '../../../shared/domain/staff-roles';

interface MemberView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totp: boolean;
  active: boolean;
}

export default async function staffChangeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.patch('/staff/:id', { preHandler: requireStaff('staff') }, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'staff account');
    const body = await parseInput(staffPatchSchema(STAFF_ROLES), request.body);
    return db.transaction(async (tx) => {
      // The active owners locked first, in id order: two owners demoting each other at once wait
      // in turn, and the second sees the first's change, so the shop is never left without one.
      const owners = (await tx.query<{ id: number }>(
        `SELECT id::int AS id FROM staff WHERE role = 'owner' AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
      )).rows.map((o) => o.id);
      const before = (await tx.query<MemberView>(
        `SELECT id::int AS id, email, name, role, totp_secret IS NOT NULL AS totp, disabled_at IS NULL AS active FROM staff WHERE id = $1 FOR UPDATE`,
        [id],
      )).rows[0];
      if (!before) throw notFound(M.noStaff(id));
      const after: MemberView = { ...before, role: (body.role as StaffRole | undefined) ?? before.role, active: body.active ?? before.active };
      if (after.role === before.role && after.active === before.active) return { statusCode: 200, staff: before };
      const staysOwner = after.role === 'owner' && after.active;
      if (owners.includes(id) && !staysOwner && owners.length === 1) throw unprocessable(M.lastOwner);
      await tx.query(
        `UPDATE staff SET role = $2, disabled_at = CASE WHEN $3::boolean THEN NULL ELSE COALESCE(disabled_at, now()) END, updated_at = now() WHERE id = $1`,
        [id, after.role, after.active],
      );
      if (!after.active) await revokeStaffSessions(tx, id);
      await audit(tx, request.staff, {
        action: 'staff.changed', entity: 'staff', entityId: id,
        before: { role: before.role, active: before.active }, after: { role: after.role, active: after.active },
      });
      return { statusCode: 200, staff: after };
    });
  });
}
