/**
 * The support inbox's messages that a person answers (issue 32): product enquiries, contact
 * messages and store consultations. Each kind gets, under /api/admin/:
 *   GET /{path}?status=open|answered&page=   20 a page, newest first (open when no status)
 *   POST /{path}/{id} {status: 'answered', note?}   once (422 after), one transaction + audit row
 *   GET /{path}.csv?status=                  every row (of that status), newest first
 * The table keeps its own status words (`stored`); the API speaks open and answered.
 */
import type { FastifyInstance } from 'fastify';
import { mixed, object } from 'yup';
import { inboxAnswerSchema } from '../../../shared/validation/staff';
import { requireStaff } from '../../accounts/staff';
import { audit, type AuditEntry } from '../../accounts/staff-audit';
import { STAFF_MESSAGES as M } from '../../accounts/staff-messages';
import { notFound, unprocessable } from '../../http/errors';
import { inboxPage, pageParam } from '../../http/inbox-moderation';
import { parseId, parseInput } from '../../http/validate';
import { csvText, nepalTime, sendCsv } from '../../http/csv';

export interface AnswerKind {
  /** The route under /api/admin/ and the CSV file's name. */
  path: string;
  /** The audit entity, and the key of the item in the answer. */
  entity: AuditEntry['entity'];
  /** Singular, for messages. */
  noun: string;
  table: string;
  /** Which rows of the table are this kind's (alias `x`). */
  where: string;
  /** The table's status word for open and for answered. */
  stored: { open: string; answered: string };
  /** The kind's own columns the list and the item show (status and who answered are added). */
  columns: string;
  /** The CSV's columns after id and received_at: header and SQL expression. */
  csv: readonly (readonly [string, string])[];
}

const STATUSES = ['open', 'answered'] as const;
const status = mixed<(typeof STATUSES)[number]>().oneOf([...STATUSES], 'status is one of: open, answered.');
const listQuery = object({ status, page: pageParam });
const csvQuery = object({ status });

export function answerRoutes(kind: AnswerKind) {
  const columns = `${kind.columns},
    CASE WHEN x.status = '${kind.stored.open}' THEN 'open' ELSE 'answered' END AS status,
    x.answered_at, x.answered_by::int AS answered_by, (SELECT m.email FROM staff m WHERE m.id = x.answered_by) AS answered_by_email,
    x.answer_note`;
  const csvHeaders = ['id', 'received_at', 'status', ...kind.csv.map(([h]) => h), 'answered_at', 'answered_by', 'answer_note'];
  const csvColumns = [
    'x.id::int', nepalTime('x.created_at'), `CASE WHEN x.status = '${kind.stored.open}' THEN 'open' ELSE 'answered' END`,
    ...kind.csv.map(([, sql]) => sql),
    nepalTime('x.answered_at'), '(SELECT m.email FROM staff m WHERE m.id = x.answered_by)', 'x.answer_note',
  ];
  const storedOf = (status: (typeof STATUSES)[number] | undefined) => (status === 'answered' ? kind.stored.answered : kind.stored.open);

  return async (app: FastifyInstance): Promise<void> => {
    const { db } = app;
    const support = { preHandler: requireStaff('support') };

    app.get(`/${kind.path}`, support, async (request) => {
      const q = await parseInput(listQuery, request.query, 'query');
      const page = q.page ? Number(q.page) : 1;
      return inboxPage(db, {
        table: kind.table, columns, where: `${kind.where} AND x.status = $1`, params: [storedOf(q.status)], orderBy: 'x.created_at DESC, x.id DESC',
      }, page);
    });

    app.get(`/${kind.path}.csv`, support, async (request, reply) => {
      const q = await parseInput(csvQuery, request.query, 'query');
      const r = await db.query<Record<string, unknown>>(
        `SELECT ${csvColumns.map((sql, i) => `${sql} AS c${i}`).join(', ')} FROM ${kind.table} x
          WHERE ${kind.where} AND ($1::text IS NULL OR x.status = $1) ORDER BY x.created_at DESC, x.id DESC`,
        [q.status ? storedOf(q.status) : null],
      );
      return sendCsv(reply, kind.path, csvText(csvHeaders, r.rows.map((row) => csvColumns.map((_, i) => row[`c${i}`]))));
    });

    app.post(`/${kind.path}/:id`, support, async (request) => {
      const id = parseId((request.params as { id: string }).id, kind.noun);
      const body = await parseInput(inboxAnswerSchema, request.body);
      const read = `SELECT ${columns} FROM ${kind.table} x WHERE ${kind.where} AND x.id = $1`;
      return db.transaction(async (tx) => {
        const before = (await tx.query<{ status: string }>(`${read} FOR UPDATE`, [id])).rows[0];
        if (!before) throw notFound(`There is no ${kind.noun} ${id}.`);
        if (before.status !== 'open') throw unprocessable(M.answeredAlready(kind.noun));
        await tx.query(
          `UPDATE ${kind.table} SET status = $2, answered_at = now(), answered_by = $3, answer_note = $4 WHERE id = $1`,
          [id, kind.stored.answered, request.staff!.id, body.note ?? null],
        );
        await audit(tx, request.staff, { action: `${kind.entity}.answered`, entity: kind.entity, entityId: id, before: { status: 'open' }, after: { status: 'answered' }, note: body.note ?? null });
        const after = (await tx.query(read, [id])).rows[0];
        return { statusCode: 200, [kind.entity]: after };
      });
    });
  };
}
