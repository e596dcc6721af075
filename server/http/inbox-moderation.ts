/**
 * The support inbox's one shape (issue 32): a list of items by status, and an item approved or
 * rejected once, in one transaction with its audit row. Reviews and warranty registrations use it;
 * enquiries, consultations and contact messages (answered once: content/admin/inbox-answers.ts)
 * share its page of a list.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';
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

export const INBOX_PAGE = 20;
export const pageParam = string().matches(/^[1-9]\d{0,5}$/, 'page is a whole number from 1.');

export interface InboxPage {
  statusCode: 200;
  data: Record<string, unknown>[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * One page (20 rows) of `SELECT columns FROM table x WHERE where ORDER BY orderBy`, with the count
 * of all rows matching: the answer every inbox list gives.
 */
export async function inboxPage(
  db: Queryable,
  q: { table: string; columns: string; where: string; params: unknown[]; orderBy: string },
  page: number,
): Promise<InboxPage> {
  const n = q.params.length;
  const r = await db.query<Record<string, unknown> & { total: number }>(
    `SELECT ${q.columns}, count(*) OVER ()::int AS total FROM ${q.table} x WHERE ${q.where}
      ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, INBOX_PAGE, (page - 1) * INBOX_PAGE],
  );
  return { statusCode: 200, data: r.rows.map(({ total: _t, ...row }) => row), total: r.rows[0]?.total ?? 0, page, per_page: INBOX_PAGE };
}

export function inboxRoutes(kind: InboxKind) {
  const statusValues = Object.values(kind.statuses);
  const listQuery = object({
    status: string().oneOf(statusValues, `status is one of: ${statusValues.join(', ')}.`),
    page: pageParam,
  });
  return async (app: FastifyInstance): Promise<void> => {
    const { db } = app;
    const support = { preHandler: requireStaff('support') };

    app.get(`/${kind.path}`, support, async (request) => {
      const q = await parseInput(listQuery, request.query, 'query');
      const page = q.page ? Number(q.page) : 1;
      return inboxPage(db, { table: kind.table, columns: kind.columns, where: 'x.status = $1', params: [q.status ?? kind.statuses.waiting], orderBy: kind.orderBy }, page);
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
