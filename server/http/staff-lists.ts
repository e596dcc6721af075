/** What the staff lists share: the page, the search over id, name, phone and email, and the answers (a long list counted up to a cap, a short one exactly). */
import { escapeLike } from '../db/sql-params';
import { object, string } from 'yup';
import type { Queryable } from '../db';
import { inRupees } from './staff-answers';

export const PAGE_SIZE = 20;

export const listQuerySchema = object({
  q: string().max(100, 'Search for at most 100 characters.'),
  page: string().matches(/^[1-9]\d{0,5}$/, 'page is a whole number from 1.'),
});

export const listPage = (page: string | undefined) => {
  const n = page ? Number(page) : 1;
  return { number: n, size: PAGE_SIZE, offset: (n - 1) * PAGE_SIZE };
};


/**
 * The search condition over alias `a` (orders or bookings): a number is an id or the start of a
 * phone number; other text is part of the name or the email, read through one trigram index over
 * both joined by a line break (migration 029; control characters are refused before any route),
 * so a search never spans the two. Appends its parameters to `params`; `byText` says which it is.
 */
function searchCondition(a: string, q: string, params: unknown[]): { sql: string; byText: boolean } {
  const text = q.trim();
  if (/^\d+$/.test(text)) {
    params.push(Number(text) <= 2_147_483_647 ? Number(text) : 0, `${escapeLike(text)}%`);
    return { sql: `(${a}.id = $${params.length - 1} OR ${a}.shipping_mobile LIKE $${params.length})`, byText: false };
  }
  params.push(`%${escapeLike(text.toLowerCase())}%`);
  return { sql: `lower(${a}.shipping_name || E'\\n' || ${a}.shipping_email) LIKE $${params.length}`, byText: true };
}

/** Counting stops here: a list says "1,000+" rather than count 200,000 rows for every page (the dashboard counts what needs a person exactly). */
export const COUNT_CAP = 1_000;

/**
 * A text search first looks among the newest rows only: when they hold a whole page of matches,
 * that page is the answer (every older row comes after them). A broad search ("@example", a
 * common surname) is answered from this many rows read through the newest-first index.
 */
export const NEWEST_PROBE = 5_000;

/** How far a search whose matches are dense among the newest rows walks them to count to COUNT_CAP. */
export const NEWEST_WALK = 25_000;

export interface ListSpec {
  /** The table and its alias (`orders o`). */
  from: string;
  columns: string;
  /** Conditions joined by AND, over `params` ($1…). */
  where: string[];
  params: unknown[];
  /** Newest first over the alias: the probe reads the table's newest rows in this order. */
  orderBy: string;
  page: ReturnType<typeof listPage>;
  /**
   * The staff's search (q) over the alias's id, phone, name and email. A search by text is
   * answered from the newest rows when they hold the page (NEWEST_PROBE); a rare one is found
   * through its trigram index first and then sorted, instead of walking the newest-first index
   * until 20 match, which reads every row when few or none do (a name never seen with that status).
   */
  search?: string;
}

/**
 * One page of a staff list and how many rows match (counted up to COUNT_CAP: `total_capped` says
 * there are more), money in rupees: `{statusCode, data, total, total_capped, page, per_page}`.
 */
export async function listAnswer(db: Queryable, { from, columns, where: filters, params: filterParams, orderBy, page, search }: ListSpec) {
  const alias = from.split(' ').pop()!;
  const where = [...filters];
  const params = [...filterParams];
  const condition = search ? searchCondition(alias, search, params) : null;
  if (condition) where.push(condition.sql);
  const searching = condition?.byText ?? false;
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const n = params.length;
  const pageOf = (source: string, cte = '', extra = '') =>
    db.query<Record<string, unknown>>(`${cte}SELECT ${columns}${extra} FROM ${source} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, page.size, page.offset]);
  const countOf = async (source: string, cte = '') =>
    Number((await db.query<{ n: number }>(`${cte}SELECT count(*)::int AS n FROM (SELECT 1 FROM ${source} LIMIT ${COUNT_CAP + 1}) x`, params)).rows[0]?.n ?? 0);
  if (!searching) {
    const [rows, counted] = await Promise.all([pageOf(`${from} ${filter}`), countOf(`${from} ${filter}`)]);
    return answer(rows.rows, counted, page);
  }
  // The newest rows first, counting their matches on the way: a broad search is answered, count
  // included, from them alone.
  const probe = await pageOf(`(SELECT * FROM ${from} ORDER BY ${orderBy} LIMIT ${NEWEST_PROBE}) ${alias} ${filter}`, '', ', count(*) OVER () AS newest_matches');
  const inNewest = Number(probe.rows[0]?.newest_matches ?? 0);
  const probeRows = probe.rows.map(({ newest_matches: _, ...row }) => row);
  // Otherwise all matches: a materialized CTE is planned for all its rows (through the trigram
  // index when they are few, never a whole-table walk hoping a LIMIT stops it early) and is still
  // read only as far as needed.
  const matches = `WITH matches AS MATERIALIZED (SELECT * FROM ${from} ${filter}) `;
  const countAll = () => countOf(`matches ${alias}`, matches);
  // A common word (a surname) whose matches are dense among the newest rows: walking the newest
  // rows until COUNT_CAP + 1 match reads fewer rows than its whole trigram bitmap holds.
  const dense = inNewest * (NEWEST_WALK / NEWEST_PROBE) >= 2 * (COUNT_CAP + 1 - inNewest);
  const countDense = async () => {
    const walked = await countOf(`(SELECT * FROM ${from} ORDER BY ${orderBy} LIMIT ${NEWEST_WALK}) ${alias} ${filter}`);
    return walked > COUNT_CAP ? walked : countAll();
  };
  const [rows, counted] = await Promise.all([
    probeRows.length === page.size ? probeRows : pageOf(`matches ${alias}`, matches).then((r) => r.rows),
    inNewest > COUNT_CAP ? inNewest : dense ? countDense() : countAll(),
  ]);
  return answer(rows, counted, page);
}

function answer(rows: Record<string, unknown>[], counted: number, page: ReturnType<typeof listPage>) {
  return {
    statusCode: 200,
    data: rows.map(inRupees),
    total: Math.min(counted, COUNT_CAP),
    total_capped: counted > COUNT_CAP,
    page: page.number,
    per_page: page.size,
  };
}

export interface ShortListSpec {
  /** The page's query up to its WHERE (`SELECT … FROM coupons c`), and the table the count reads (`coupons c`). */
  select: string;
  countFrom: string;
  /** `WHERE …` over `params`, or ''. */
  filter: string;
  params: unknown[];
  orderBy: string;
  page: ReturnType<typeof listPage>;
}

/** A page of a short staff list (coupons, flash sales, products), counted exactly: `{statusCode, data, total, page, per_page}`. */
export async function shortListAnswer<R>(db: Queryable, { select, countFrom, filter, params, orderBy, page }: ShortListSpec, view: (row: R) => unknown) {
  const n = params.length;
  const [count, rows] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${countFrom} ${filter}`, params),
    db.query<R & Record<string, unknown>>(`${select} ${filter} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, page.size, page.offset]),
  ]);
  return { statusCode: 200, data: rows.rows.map(view), total: count.rows[0]?.total ?? 0, page: page.number, per_page: page.size };
}
