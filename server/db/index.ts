import { mkdirSync } from 'node:fs';
import { consoleDbLog } from './log';
import { openPglite } from './pglite';
import { poolSettingsFromEnv, type PoolSettings } from './pool-settings';
import { openPostgres } from './postgres';
import { openReplicas } from './replicas';
import type { Database, DbLog } from './types';

export type { Database, DbLog, PoolCheck, PoolState, Queryable, QueryResult } from './types';
export { migrate } from './migrate';
export { prepareDatabase } from './prepare';
export { checkDatabases, poolStates } from './health';

export interface DatabaseOptions {
  /** postgres://… connection string; when set the PostgreSQL driver is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined keeps it in memory. */
  dataDir?: string;
  /** Where lost connections, replicas marked down and start-up waits are logged (default: the console). */
  log?: DbLog;
  /** Pool sizes and timeouts (default: the PG_* variables, pool-settings.ts). */
  settings?: PoolSettings;
  /** Stops the start-up wait for PostgreSQL (a shutdown before it ever answered). */
  signal?: AbortSignal;
}

/** The primary. With DATABASE_URL this waits, with backoff and a log line per attempt, until PostgreSQL answers. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    return openPostgres(opts.databaseUrl, { log: opts.log, settings: opts.settings ?? poolSettingsFromEnv(), signal: opts.signal });
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  return openPglite(opts.dataDir);
}

export interface ReadDatabaseOptions {
  log?: DbLog;
  settings?: PoolSettings;
  /** Longest wait between probes of a replica marked down. */
  probeMs?: number;
}

/**
 * The handle for catalogue and content reads (app.readDb): the replicas of DATABASE_READ_URL
 * when there are any, else the primary itself. Everything that writes, or must see what the
 * caller just wrote (carts, checkout, accounts, payments, stock), uses the primary (app.db).
 * Does not wait for the replicas: a replica that does not answer is skipped (replicas.ts).
 */
export async function openReadDatabase(primary: Database, readUrls: readonly string[], opts: ReadDatabaseOptions = {}): Promise<Database> {
  if (!readUrls.length) return primary;
  return openReplicas(readUrls, primary, {
    log: opts.log ?? consoleDbLog,
    settings: opts.settings ?? poolSettingsFromEnv(),
    probeMs: opts.probeMs ?? replicaProbeMsFromEnv(),
  });
}

function replicaProbeMsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.PG_REPLICA_PROBE_MS;
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100) throw new Error(`PG_REPLICA_PROBE_MS must be a whole number of milliseconds, at least 100, got "${raw}"`);
  return n;
}
