/**
 * Hot read statements as session-level prepared statements on the embedded database.
 *
 * Every parameterised query is parsed and planned again; for a statement as large as the product
 * page's (a dozen scalar subqueries) that costs PGlite several times more than running it
 * (measured at 100 000 products: about 7 ms planned each time against about 1.5 ms as EXECUTE of a
 * prepared statement). PGlite is one session per database, so `PREPARE name AS …` once and
 * `EXECUTE name(…)` afterwards is safe. PostgreSQL (a pool of sessions) gets the plain query: it
 * plans natively and fast, and a session-level statement would need every pooled connection —
 * except the faceted listing (statementName below), whose parsing and planning were a quarter of
 * its cost there.
 *
 * Arguments are written into EXECUTE as literals, so only whole numbers (and arrays of them, and
 * NULL) are accepted.
 */
import { createHash } from 'node:crypto';
import type { Queryable, QueryResult } from './types';

export type PreparedArg = number | readonly number[] | null;

const preparedBy = new WeakMap<Queryable, Map<string, Promise<void>>>();

function wholeNumber(n: number): string {
  if (!Number.isSafeInteger(n)) throw new TypeError(`prepared statement arguments must be whole numbers, got ${n}`);
  return String(n);
}

function literal(arg: PreparedArg, type: string): string {
  if (arg === null) return `NULL::${type}`;
  if (Array.isArray(arg)) return `ARRAY[${arg.map(wholeNumber).join(',')}]::${type}`;
  return `${wholeNumber(arg as number)}::${type}`;
}

const isEmbedded = (db: Queryable): boolean => (db as { kind?: string }).kind === 'pglite';

/**
 * Runs `sql` (with $1…$n of the given SQL `types`) with `args`: through a prepared statement named
 * `name` on PGlite, as a plain parameterised query elsewhere (and inside transactions).
 */
export async function queryPrepared<T>(
  db: Queryable,
  name: string,
  types: readonly string[],
  sql: string,
  args: readonly PreparedArg[],
): Promise<QueryResult<T>> {
  if (!isEmbedded(db)) return db.query<T>(sql, [...args]);
  let prepared = preparedBy.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedBy.set(db, prepared);
  }
  let ready = prepared.get(name);
  if (!ready) {
    const statements = prepared;
    ready = db
      .query(`PREPARE ${name}(${types.join(', ')}) AS ${sql}`)
      .then(() => undefined)
      .catch((err: { code?: string }) => {
        if (err.code === '42P05') return; // already prepared in this session
        statements.delete(name);
        throw err;
      });
    prepared.set(name, ready);
  }
  await ready;
  return db.query<T>(`EXECUTE ${name}(${args.map((a, i) => literal(a, types[i])).join(', ')})`);
}

/** At most this many statement texts are named per process: each connection keeps ~0.3 MB per plan. */
const MAX_NAMED = 24;
const names = new Map<string, string>();

/**
 * A name for `sql` as a PostgreSQL named statement (QueryOptions.name): each pooled connection
 * parses and plans it once, and after five runs PostgreSQL keeps one plan for all parameters when
 * that plan is estimated no dearer than planning afresh. For statements whose text repeats with
 * other parameters (the faceted listing: one text per scope kind, filters applied and order) and
 * whose plan does not hinge on the values; undefined once MAX_NAMED texts have names (the rest are
 * planned each time, as before).
 */
export function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (!name && names.size < MAX_NAMED) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}
