/**
 * The fault suite's stores: REAL server processes from the build (dist/server/index.cjs) on a
 * scratch database of the PostgreSQL run's primary, catalogue reads on its streaming replica, as
 * an operator runs them: A with WORKERS=2 (node:cluster) and B a single process. The suite reads
 * and writes the database through a pool of its own that survives the faults it injects.
 */
import pg from 'pg';
import type { Database } from '../../server/db';
import { createScratchDatabase } from '../support/scratch-database';
import { startBuiltServer, type RunningServer } from '../support/server-process.cjs';
import { waitFor } from '../support/wait-for';
import type { Store } from '../contract/checkout-support';

export const START_MS = 120_000;

export interface FaultStores {
  /** The test's own pool on the scratch database (errors of broken connections are ignored: the faults cause them). */
  pool: pg.Pool;
  /** A: WORKERS=2; B: one process. */
  a: RunningServer;
  b: RunningServer;
  storeA: Store;
  storeB: Store;
  dbName: string;
  /** The scratch database's URL on the primary. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** What checkout-support's helpers need of a database (they only query), over the test's own pool. */
export function poolAsDatabase(pool: pg.Pool): Database {
  const queryable = { query: (sql: string, params?: unknown[]) => pool.query(sql, params) };
  return queryable as unknown as Database;
}

export async function canConnect(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** The replica's URL for a database of the primary, once the replica has it. */
export async function replicaUrlFor(dbName: string): Promise<string> {
  const url = new URL(process.env.DATABASE_REPLICA_URL!);
  url.pathname = `/${dbName}`;
  await waitFor(() => canConnect(url.toString()), 'the replica to have the new database', 30_000);
  return url.toString();
}

export async function startFaultStores(env: Record<string, string> = {}): Promise<FaultStores> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
  const dbName = new URL(scratch.url).pathname.slice(1);
  const servers: RunningServer[] = [];
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => undefined);
  const close = async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await pool.end().catch(() => undefined);
    await scratch.drop();
  };
  try {
    const replicaUrl = await replicaUrlFor(dbName);
    const common = { SEED_PRODUCTS: '30', JOB_POLL_MS: '200', PAYMENT_HOLD_SWEEP_MS: '500', DATABASE_READ_URL: replicaUrl, AUTH_RATE_LIMIT: '100000', ...env };
    // A first: it migrates and seeds; B then finds the database ready.
    servers.push(await startBuiltServer({ databaseUrl: scratch.url, env: { ...common, WORKERS: '2' }, timeoutMs: START_MS }));
    servers.push(await startBuiltServer({ databaseUrl: scratch.url, env: common, timeoutMs: START_MS }));
    const [a, b] = servers;
    // Both of A's workers serve before any fault: each prints this line once past its start.
    await waitFor(async () => (a.output().match(/^Catalogue reads: /gm)?.length ?? 0) >= 2, "A's second worker to be past its start", 60_000);
    const db = poolAsDatabase(pool);
    return {
      pool, a, b, dbName, close, databaseUrl: scratch.url,
      storeA: { baseUrl: a.url, apiUrl: a.apiUrl, db },
      storeB: { baseUrl: b.url, apiUrl: b.apiUrl, db },
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Whether a server process still runs (its PID answers signal 0 and it has not exited). */
export function runs(s: RunningServer): boolean {
  if (s.exitState() !== null || !s.pid) return false;
  try {
    process.kill(s.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Lines in A's output where the cluster primary says a worker exited. */
export const workerExits = (s: RunningServer): string[] => s.output().split('\n').filter((l) => /^Server process \d+ .*exited/.test(l));
