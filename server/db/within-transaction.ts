import type { Database, Queryable } from './types';

/**
 * The open transaction `tx` as a Database whose transactions are that same transaction: lets code
 * written for a Database (a service that opens its own transaction) run inside a caller's larger one,
 * as the demo seed does (everything in one transaction, all or nothing).
 */
export function withinTransaction(tx: Queryable, kind: Database['kind']): Database {
  const db: Database = {
    kind,
    query: (sql, params, options) => tx.query(sql, params, options),
    transaction: (fn) => fn(tx),
    exec: async (sql) => {
      await tx.query(sql);
    },
    session: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}
