/**
 * One staff editing engine for the content tables (issue 32): list, read, create, edit from a
 * version, switch on or off (an edit of `status`), and move up or down within the row's group.
 * Each kind says its table, its columns and its schemas; every write is one transaction with its
 * audit row, and a stale version answers 409 with the row as it is now. The tables' statement
 * triggers (migration 012) move the catalogue version inside that transaction, so shoppers' kept
 * pages and answers follow at once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObject, ObjectSchema } from 'yup';
import { moveSchema } from '../../../shared/validation/content';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit, auditOf, staleEdit, type AuditEntry } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { parseId, parseInput } from '../../http/validate';

export type Row = Record<string, unknown> & { id: number; version: number };

export interface ContentKind {
  /** Path segment under /content/ ('faqs'). */
  path: string;
  table: string;
  entity: AuditEntry['entity'];
  /** How a message names one row ('FAQ'). */
  what: string;
  /** The columns staff edit, by their API names (booleans answered as 1 / 0). */
  columns: readonly string[];
  booleans?: readonly string[];
  /** SQL conditions every row of this kind meets (over the bare table). */
  where?: string;
  /** The column grouping rows for ordering (stores by type); null: one group. Omitted: no order. */
  group?: string | null;
  /** Columns read through SQL of their own (a banner's target_id from its link type's column). */
  selectAs?: Record<string, string>;
  /** Extra columns of the answer, as SQL over the bare table (aliased), e.g. a resolved target. */
  extra?: string;
  create: ObjectSchema<AnyObject>;
  patch: ObjectSchema<AnyObject>;
  /** Defaults of a new row, before the request's fields. */
  defaults?: Record<string, unknown>;
  /** API values → column values (a banner's target_id goes to its link type's column). */
  toColumns?(values: Record<string, unknown>): Record<string, unknown>;
  /** Checks that need the database (a unique address, a target that exists); throws 422. */
  check?(tx: Queryable, values: Record<string, unknown>, id: number | null): Promise<void>;
  /** Set on every change (pages' updated_at). */
  touch?: string;
  /** Work an edit brings along, in its transaction (a renamed brand's products' search text). */
  afterEdit?(tx: Queryable, before: Row, after: Row): Promise<void>;
}

const boolOf = (kind: ContentKind, column: string) => kind.booleans?.includes(column) ?? false;

/** The row as the staff API shows it: booleans as 1 / 0. */
export function viewOf(kind: ContentKind, row: Record<string, unknown>): Row {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  return out as Row;
}

const selectList = (kind: ContentKind) =>
  ['id::int AS id', ...(kind.group !== undefined ? ['position'] : []), 'version', ...kind.columns.map((c) => (kind.selectAs?.[c] ? `${kind.selectAs[c]} AS ${c}` : c)), ...(kind.extra ? [kind.extra] : [])].join(', ');

const whereOf = (kind: ContentKind) => (kind.where ? ` AND ${kind.where}` : '');

export async function readRow(db: Queryable, kind: ContentKind, id: number, lock = false): Promise<Row | null> {
  const r = await db.query(`SELECT ${selectList(kind)} FROM ${kind.table} WHERE id = $1${whereOf(kind)}${lock ? ' FOR UPDATE' : ''}`, [id]);
  return r.rows[0] ? viewOf(kind, r.rows[0] as Record<string, unknown>) : null;
}

export async function listRows(db: Queryable, kind: ContentKind, extraWhere = '', params: unknown[] = []): Promise<Row[]> {
  const order = kind.group !== undefined ? `${kind.group ? `${kind.group}, ` : ''}position, id` : 'id DESC';
  const r = await db.query(`SELECT ${selectList(kind)} FROM ${kind.table} WHERE true${whereOf(kind)}${extraWhere} ORDER BY ${order}`, params);
  return r.rows.map((row) => viewOf(kind, row as Record<string, unknown>));
}

/** Column values of an API row (1 / 0 → booleans), through the kind's own mapping; only the kind's columns. */
function columnsOf(kind: ContentKind, values: Record<string, unknown>): Record<string, unknown> {
  const own = Object.fromEntries(kind.columns.filter((c) => values[c] !== undefined).map((c) => [c, values[c]]));
  const mapped = kind.toColumns ? kind.toColumns(own) : own;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(mapped)) out[k] = boolOf(kind, k) ? v === 1 || v === true : v;
  return out;
}

/** The API fields of a row (what the create schema checks a merged edit against). */
function fieldsOf(kind: ContentKind, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of kind.columns) if (row[c] !== undefined) out[c] = row[c];
  return out;
}

/** Inserts a row of `kind` (at the end of its group), audited; the new row. */
export async function createRow(tx: Queryable, request: FastifyRequest, kind: ContentKind, input: Record<string, unknown>, fixed: Record<string, unknown> = {}): Promise<Row> {
  const values = { ...kind.defaults, ...input };
  await kind.check?.(tx, values, null);
  const columns = { ...columnsOf(kind, values), ...fixed };
  if (kind.group !== undefined) {
    const group = kind.group ? ` AND ${kind.group} IS NOT DISTINCT FROM $1` : '';
    const r = await tx.query<{ next: number }>(
      `SELECT COALESCE(max(position), 0)::int + 1 AS next FROM ${kind.table} WHERE true${whereOf(kind)}${group}`,
      kind.group ? [columns[kind.group] ?? null] : [],
    );
    columns.position = r.rows[0]?.next ?? 1;
  }
  const names = Object.keys(columns);
  const r = await tx.query<{ id: number }>(
    `INSERT INTO ${kind.table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::int AS id`,
    names.map((n) => columns[n]),
  );
  const row = (await readRow(tx, kind, r.rows[0].id))!;
  await audit(tx, request.staff, { action: `${kind.entity}.created`, entity: kind.entity, entityId: row.id, before: null, after: row });
  return row;
}

export interface ContentRouteOptions {
  /** The list answer's rows (GET /content/{path}); default: every row of the kind. */
  list?(db: Queryable, request: FastifyRequest): Promise<Row[]>;
  /** No POST /content/{path} (banners are created inside their block). */
  noCreate?: boolean;
  /** More of GET /content/{path}/{id}'s answer. */
  more?(db: Queryable, row: Row): Promise<Record<string, unknown>>;
}

/** GET, POST, PATCH and move of one kind under /content/{path}. */
export function contentRoutes(app: FastifyInstance, kind: ContentKind, options: ContentRouteOptions = {}): void {
  const { db } = app;
  const catalogue = { preHandler: requireStaff('catalogue') };
  const base = `/content/${kind.path}`;
  const missing = (id: number) => notFound(`There is no ${kind.what} ${id}.`);

  app.get(base, catalogue, async (request) => ({ statusCode: 200, data: await (options.list ? options.list(db, request) : listRows(db, kind)) }));

  app.get(`${base}/:id`, catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, kind.what);
    const row = await readRow(db, kind, id);
    if (!row) throw missing(id);
    return { statusCode: 200, data: row, ...(options.more ? await options.more(db, row) : {}), timeline: await auditOf(db, kind.entity, id) };
  });

  if (!options.noCreate) {
    app.post(base, catalogue, async (request, reply) => {
      const input = await parseInput(kind.create, request.body);
      const row = await db.transaction((tx) => createRow(tx, request, kind, input));
      return reply.code(201).send({ statusCode: 201, data: row });
    });
  }

  app.patch(`${base}/:id`, catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, kind.what);
    const { version, ...change } = await parseInput(kind.patch, request.body);
    return db.transaction(async (tx) => {
      const before = await readRow(tx, kind, id, true);
      if (!before) throw missing(id);
      if (before.version !== version) throw await staleEdit(tx, `${kind.what} ${id}`, kind.entity, id, version as number, before.version, before);
      // The row as it would be, checked by the create schema: the rules between fields hold after every edit.
      const merged = await parseInput(kind.create, { ...fieldsOf(kind, before), ...change });
      await kind.check?.(tx, merged, id);
      const columns = columnsOf(kind, merged);
      const names = Object.keys(columns);
      await tx.query(
        `UPDATE ${kind.table} SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')}${kind.touch ? `, ${kind.touch} = now()` : ''} WHERE id = $1`,
        [id, ...names.map((n) => columns[n])],
      );
      const after = (await readRow(tx, kind, id))!;
      await kind.afterEdit?.(tx, before, after);
      const action = Object.keys(change).length === 1 && 'status' in change ? (change.status === 1 ? 'switched_on' : 'switched_off') : 'changed';
      await audit(tx, request.staff, { action: `${kind.entity}.${action}`, entity: kind.entity, entityId: id, before, after });
      return { statusCode: 200, data: after };
    });
  });

  if (kind.group === undefined) return;
  const group = kind.group;
  app.post(`${base}/:id/move`, catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, kind.what);
    const { direction } = await parseInput(moveSchema, request.body);
    return db.transaction(async (tx) => {
      const row = await readRow(tx, kind, id, true);
      if (!row) throw missing(id);
      // The whole group, locked in order: two moves at once take turns.
      const scope = group ? ` AND ${group} IS NOT DISTINCT FROM $1` : '';
      const groupValue = group ? (await tx.query(`SELECT ${group} AS g FROM ${kind.table} WHERE id = $1`, [id])).rows[0] : null;
      const siblings = await tx.query<{ id: number; position: number }>(
        `SELECT id::int AS id, position FROM ${kind.table} WHERE true${whereOf(kind)}${scope} ORDER BY position, id FOR UPDATE`,
        group ? [(groupValue as { g: unknown }).g] : [],
      );
      const ids = siblings.rows.map((s) => s.id);
      const at = ids.indexOf(id);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= ids.length) throw unprocessable(`${kind.what} ${id} is already ${direction === 'up' ? 'first' : 'last'}.`);
      [ids[at], ids[to]] = [ids[to], ids[at]];
      // Positions 1…n in the new order; only rows whose position changes are written.
      for (let i = 0; i < ids.length; i++) {
        const old = siblings.rows.find((s) => s.id === ids[i])!;
        if (old.position !== i + 1) await tx.query(`UPDATE ${kind.table} SET position = $2 WHERE id = $1`, [ids[i], i + 1]);
      }
      const after = (await readRow(tx, kind, id))!;
      await audit(tx, request.staff, { action: `${kind.entity}.moved_${direction}`, entity: kind.entity, entityId: id, before: { position: row.position }, after: { position: after.position } });
      return { statusCode: 200, data: after };
    });
  });
}
