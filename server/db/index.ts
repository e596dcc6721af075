import { mkdirSync } from 'node:fs';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { openReplicas } from './replicas';
import type { Database } from './types';

export type { Database, Queryable, QueryResult } from './types';
export { migrate } from './migrate';
export { prepareDatabase } from './prepare';

export interface DatabaseOptions {
  /** postgres://… connection string; when set the PostgreSQL driver is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined keeps it in memory. */
  dataDir?: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  return openPglite(opts.dataDir);
}

/**
 * The handle for catalogue and content reads (app.readDb): the replicas of DATABASE_READ_URL
 * when there are any, else the primary itself. Everything that writes, or must see what the
 * caller just wrote (carts, checkout, accounts, payments, stock), uses the primary (app.db).
 */
export async function openReadDatabase(primary: Database, readUrls: readonly string[]): Promise<Database> {
  return readUrls.length ? openReplicas(readUrls) : primary;
}
