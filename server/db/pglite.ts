import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './types';

const parsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
};

function wrap(q: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params);
      // PGlite reports affectedRows 0 for a SELECT; a statement that returns rows counts them.
      const rowCount = r.fields.length > 0 ? r.rows.length : (r.affectedRows ?? 0);
      return { rows: r.rows, rowCount };
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir, { parsers });
  const base = wrap(db);
  const database: Database = {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    // One embedded session: the database is its own dedicated connection.
    session: (fn) => fn(database),
    close: () => db.close(),
  };
  return database;
}
