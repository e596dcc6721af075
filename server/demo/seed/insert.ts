import type { Queryable } from '../../db/types';

/** PostgreSQL array element types the bulk insert casts its columns to. */
export type ColumnType = 'text' | 'int' | 'bigint' | 'smallint' | 'bool' | 'numeric' | 'timestamptz' | 'date' | 'jsonb';

export type Columns = Record<string, ColumnType>;
export type Row = Record<string, unknown>;

/**
 * Inserts rows in batches of `batch` with one array parameter per column
 * (INSERT … SELECT * FROM unnest($1::text[], $2::bigint[], …)): a handful of parameters per
 * statement however many rows, on PGlite and on PostgreSQL alike.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: Columns,
  rows: readonly Row[],
  batch = 1000,
): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0 || rows.length === 0) return;
  const casts = names.map((n, i) => `$${i + 1}::${columns[n] === 'jsonb' ? 'text' : columns[n]}[]`).join(', ');
  const select = names
    .map((n) => (columns[n] === 'jsonb' ? `u.${quote(n)}::jsonb` : `u.${quote(n)}`))
    .join(', ');
  const sql =
    `INSERT INTO ${table} (${names.map(quote).join(', ')}) ` +
    `SELECT ${select} FROM unnest(${casts}) AS u(${names.map(quote).join(', ')})`;
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const params = names.map((n) =>
      chunk.map((r) => {
        const v = r[n];
        if (v === undefined || v === null) return null;
        if (columns[n] === 'jsonb') return JSON.stringify(v);
        if (v instanceof Date) return v.toISOString();
        return v;
      }),
    );
    await db.query(sql, params);
  }
}

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** After inserting explicit ids: move the table's id sequence past them. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1), (SELECT max(id) IS NOT NULL FROM ${table}))`,
  );
}
