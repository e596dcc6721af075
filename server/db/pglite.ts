import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

export interface EmbeddedDatabase extends Database {
  /** The whole data directory as a tarball, for `loadDataDir` of a later one. */
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteOptions {
  /** Start from this dump (dumpDataDir) instead of a new, empty cluster. */
  loadDataDir?: Blob;
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string, { loadDataDir }: PgliteOptions = {}): Promise<EmbeddedDatabase> {
  // pg_trgm: search's typo tolerance (migration 019).
  const db = await PGlite.create(dataDir, { parsers, extensions: { pg_trgm }, loadDataDir });
  const base = wrap(db);
  const database: EmbeddedDatabase = {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    // One embedded session: the database is its own dedicated connection.
    session: (fn) => fn(database),
    close: () => db.close(),
    // In the process itself: it answers whenever the process does.
    pools: () => [{ name: 'primary', role: 'primary', up: true, total: 1, idle: 1, waiting: 0 }],
    check: async () => [{ name: 'primary', role: 'primary', up: true, ms: 0 }],
    dumpDataDir: () => db.dumpDataDir('none'),
  };
  return database;
}
