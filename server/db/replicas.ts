import { openPostgres } from './postgres';
import type { Database } from './types';

/**
 * DATABASE_READ_URL's replicas as one Database: each call goes to the next replica in turn (a
 * transaction or session stays on the one it started on). Only for reads that may lag the
 * primary a moment (docs/adr/0014): a replica refuses writes.
 */
export async function openReplicas(urls: readonly string[]): Promise<Database> {
  const pools = await Promise.all(urls.map((url) => openPostgres(url)));
  let next = 0;
  const pick = () => pools[next++ % pools.length];
  return {
    kind: 'postgres',
    query: (sql, params, options) => pick().query(sql, params, options),
    transaction: (fn) => pick().transaction(fn),
    exec: (sql) => pick().exec(sql),
    session: (fn) => pick().session(fn),
    close: async () => {
      await Promise.all(pools.map((p) => p.close()));
    },
  };
}
