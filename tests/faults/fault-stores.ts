/**
 * The fault suite's stores: REAL server processes from the build (dist/server/index.cjs) on a
 * scratch database of the PostgreSQL run's primary, catalogue reads on its streaming replica, as
 * an operator runs them: A with WORKERS=2 (node:cluster) and B a single process. The suite reads
 * and writes the database through a pool of its own that survives the faults it injects.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../server/db';
import { canConnect, createScratchDatabase } from '../support/scratch-database';
import { startBuiltServer, type RunningServer } from '../support/server-process.cjs';
import { waitFor } from '../support/wait-for';
import { place, type Place, type Store } from '../contract/checkout-support';
import { missingControl } from './postgres-control';

export const START_MS = 120_000;

/** The servers' statement and request timeouts in the suite (PG_STATEMENT_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS). */
export const FAULT_TIMEOUTS = { statementMs: 5_000, requestMs: 10_000 };

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
  /**
   * Starts afresh (new ports) a server that died in an earlier test, so that each test checks its
   * own fault; answers what had died, with the end of its output, for the test's report.
   */
  revive(): Promise<string[]>;
  close(): Promise<void>;
}

/** What checkout-support's helpers need of a database (they only query), over the test's own pool. */
export function poolAsDatabase(pool: pg.Pool): Database {
  const queryable = { query: (sql: string, params?: unknown[]) => pool.query(sql, params) };
  return queryable as unknown as Database;
}


/** The replica's URL for a database of the primary, once the replica has it. */
export async function replicaUrlFor(dbName: string): Promise<string> {
  const url = new URL(process.env.DATABASE_REPLICA_URL!);
  url.pathname = `/${dbName}`;
  await waitFor(() => canConnect(url.toString()), 'the replica to have the new database', 30_000).catch((err: Error) => {
    throw new Error(`${err.message}. The end of the replica's log:\n${replicaLog()}`);
  });
  return url.toString();
}

/** The last lines of the replica's server log (tests/faults/postgres-control.ts starts it with this log). */
export function replicaLog(): string {
  try {
    return readFileSync(join(process.env.DATABASE_REPLICA_PGDATA!, '..', 'server.log'), 'utf8').split('\n').slice(-15).join('\n');
  } catch (err) {
    return String(err);
  }
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
    const common = {
      SEED_PRODUCTS: '30', JOB_POLL_MS: '200', PAYMENT_HOLD_SWEEP_MS: '500', DATABASE_READ_URL: replicaUrl, AUTH_RATE_LIMIT: '100000',
      // Bounds short enough for a frozen database to be answered within the suite's patience (FAULT_TIMEOUTS).
      PG_STATEMENT_TIMEOUT_MS: String(FAULT_TIMEOUTS.statementMs), HTTP_REQUEST_TIMEOUT_MS: String(FAULT_TIMEOUTS.requestMs),
      ...env,
    };
    const envs = [{ ...common, WORKERS: '2' }, common];
    const start = async (i: number) => {
      const s = await startBuiltServer({ databaseUrl: scratch.url, env: envs[i], timeoutMs: START_MS });
      servers[i] = s;
      // Both of A's workers serve before any fault: each prints this line once past its start.
      if (i === 0) {
        await waitFor(async () => (s.output().match(/^Catalogue reads: /gm)?.length ?? 0) >= 2, "A's second worker to be past its start", 60_000);
        if (workerExits(s).length) console.log(`A's workers exited while it started (the primary replaced them). Its output:\n${s.output()}`);
      }
      return s;
    };
    // A first: it migrates and seeds; B then finds the database ready.
    await start(0);
    await start(1);
    const db = poolAsDatabase(pool);
    const stores: FaultStores = {
      pool, dbName, close, databaseUrl: scratch.url,
      get a() {
        return servers[0];
      },
      get b() {
        return servers[1];
      },
      get storeA() {
        return { baseUrl: servers[0].url, apiUrl: servers[0].apiUrl, db };
      },
      get storeB() {
        return { baseUrl: servers[1].url, apiUrl: servers[1].apiUrl, db };
      },
      async revive() {
        const died: string[] = [];
        for (const i of [0, 1]) {
          if (runs(servers[i])) continue;
          died.push(`server ${'AB'[i]} (pid ${servers[i].pid}) had died (${JSON.stringify(servers[i].exitState())}); its last lines:\n${lastLines(servers[i])}`);
          await servers[i].stop();
          await start(i);
        }
        return died;
      },
    };
    return stores;
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

/** The end of a server's output, for a failure message. */
export const lastLines = (s: RunningServer, n = 12): string => s.output().split('\n').slice(-n).join('\n');

/** Throws, with the end of its output, when a server process has died. */
export function failIfDied(stores: FaultStores, when: string): void {
  for (const [name, s] of [['A', stores.a], ['B', stores.b]] as const) {
    if (!runs(s)) throw new Error(`Server ${name} (pid ${s.pid}) died ${when} (${JSON.stringify(s.exitState())}). Its last lines:\n${lastLines(s)}`);
  }
}

/** Lines in A's output where the cluster primary says a worker exited. */
export const workerExits = (s: RunningServer): string[] => s.output().split('\n').filter((l) => /^Server process \d+ .*exited/.test(l));

/**
 * A fault test file's stores: started (with the valley delivery place) before its tests, a server
 * that died in an earlier test started afresh before each (that test failed for it), closed after.
 */
export function useFaultStores(ready: (stores: FaultStores, valley: Place) => void): void {
  let stores: FaultStores | undefined;
  beforeAll(async () => {
    const missing = missingControl();
    if (missing) throw new Error(missing);
    stores = await startFaultStores();
    ready(stores, await place(stores.storeA, 'valley'));
  }, 3 * START_MS);
  beforeEach(async () => {
    for (const line of (await stores?.revive()) ?? []) console.log(`Started again for this test: ${line}`);
  });
  afterAll(() => stores?.close());
}
