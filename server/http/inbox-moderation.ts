/**
 * The support inbox's one shape (issue 32): a list of items by status, and an item approved or
 * rejected once, in one transaction with its audit row. Reviews and warranty registrations use it.
 */
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { moderationSchema } from '../../shared/validation/staff';
import { requireStaff } from '../accounts/staff';
import { audit, type AuditEntry } from '../accounts/staff-audit';
import { notFound, unprocessable } from './errors';
import { parseId, parseInput } from './validate';

export interface InboxKind {
  /** The route under /api/admin/ and the audit entity. */
  path: string;
  entity: AuditEntry['entity'];
  /** Singular, for messages. */
  noun: string;
  table: string;
  /** The columns the list and the item show (the table's alias is `x`). */
  columns: string;
  /** The table's status values: waiting, approved, rejected. */
  statuses: { waiting: string; approve: string; reject: string };
  orderBy: string;
}

const PAGE = 20;

export function inboxRoutes(kind: InboxKind) {
  const statusValues = Object.values(kind.statuses);
  const listQuery = object({
    status: string().oneOf(statusValues, `status is one of: ${statusValues.join(', ')}.`),
    page: string().matches(/^[1-9]\d{0,5}$/, 'page is a whole number from 1.'),
  });
  return async (app: FastifyInstance): Promise<void> => {
    const { db } = app;
    const support = { preHandler: requireStaff('support') };

    app.get(`/${kind.path}`, support, async (request) => {
      const q = await parseInput(listQuery, request.query, 'query');
      const page = q.page ? Number(q.page) : 1;
      const r = await db.query<Record<string, unknown> & { total: number }>(
        `SELECT ${kind.columns}, count(*) OVER ()::int AS total FROM ${kind.table} x WHERE x.status = $1
          ORDER BY ${kind.orderBy} LIMIT $2 OFFSET $3`,
        [q.status ?? kind.statuses.waiting, PAGE, (page - 1) * PAGE],
      );
      return { statusCode: 200, data: r.rows.map(({ total: _t, ...row }) => row), total: r.rows[0]?.total ?? 0, page, per_page: PAGE };
    });

    app.post(`/${kind.path}/:id`, support, async (request) => {
      const id = parseId((request.params as { id: string }).id, kind.noun);
      const body = await parseInput(moderationSchema, request.body);
      return db.transaction(async (tx) => {
        const before = (await tx.query<{ status: string }>(`SELECT ${kind.columns} FROM ${kind.table} x WHERE x.id = $1 FOR UPDATE`, [id])).rows[0];
        if (!before) throw notFound(`There is no ${kind.noun} ${id}.`);
        if (before.status !== kind.statuses.waiting) throw unprocessable(`This ${kind.noun} was decided already (${before.status}).`);
        const to = kind.statuses[body.decision];
        await tx.query(`UPDATE ${kind.table} SET status = $2 WHERE id = $1`, [id, to]);
        await audit(tx, request.staff, { action: `${kind.entity}.${body.decision}`, entity: kind.entity, entityId: id, before: { status: before.status }, after: { status: to }, note: body.note ?? null });
        return { statusCode: 200, [kind.entity]: { ...before, status: to } };
      });
    });
  };
}
