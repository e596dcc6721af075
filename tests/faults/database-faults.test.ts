/**
 * Issue 30's routine database faults, with REAL server processes (A: WORKERS=2, B: one process)
 * on the PostgreSQL run's primary and its streaming replica, under a small load of shoppers
 * placing Cash On Delivery orders:
 * - backends terminated (idle in transaction, then all) and a fast restart of PostgreSQL: no
 *   process dies, answers come back within seconds, no 5xx once they do, every order the client
 *   saw placed is in the database;
 * - the replica stopped: catalogue reads and searches still answer, and a server starts without it;
 * - the database frozen (SIGSTOP): requests answer 503 within the timeout, /api/health answers at
 *   once, and an add-to-cart the client gave up on is not applied after the thaw.
 * Each fault's figures are printed as one `FAULT …` line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { addLine, api, cartOf, product, shopper, type Place } from '../contract/checkout-support';
import { startBuiltServer, type RunningServer } from '../support/server-process.cjs';
import { waitFor } from '../support/wait-for';
import { canConnect } from '../support/scratch-database';
import { FAULT_TIMEOUTS, failIfDied, replicaLog, runs, useFaultStores, workerExits, type FaultStores } from './fault-stores';
import { describeFigures, isFailure, OrderLoad, type FaultFigures } from './order-load';
import { postgres } from './postgres-control';

/** Answers must come back this soon after a fault ends. */
const RECOVERY_MS = 10_000;
/** The slowest a request in flight or started after a fault ends may take. */
const SLOWEST_AFTER_MS = 15_000;
/** A request to a frozen database must be answered 503 within the servers' request timeout (and a little for the answer to travel). */
const FROZEN_ANSWER_MS = FAULT_TIMEOUTS.requestMs + 2_000;
/** How long PostgreSQL stays down once A's replacement worker is forked (the fault's length, not a wait for a condition). */
const DB_DOWN_MS = 6_000;
/** The readiness answer probes each database for 0.8 s at most. */
const READY_ANSWER_MS = 2_000;

let stores: FaultStores;
let valley: Place;
let admin: pg.Client | null = null;

// Before the stores close (afterAll hooks run in this order): a primary left frozen by a failed test is thawed.
afterAll(async () => {
  postgres('primary').thaw();
  await admin?.end().catch(() => undefined);
});

useFaultStores((s, v) => {
  stores = s;
  valley = v;
});

/** A connection to the primary's `postgres` database: it terminates the scratch database's backends without being one. */
async function adminClient(): Promise<pg.Client> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = '/postgres';
  const c = new pg.Client({ connectionString: url.toString() });
  c.on('error', () => undefined);
  await c.connect();
  return c;
}

/** A's worker exits before this test (a test that saw one failed for it). */
let exitsBefore = 0;
beforeEach(() => {
  exitsBefore = workerExits(stores.a).length;
});

function expectNoProcessDied() {
  expect({ a: runs(stores.a), b: runs(stores.b), workerExits: workerExits(stores.a).slice(exitsBefore) }).toEqual({ a: true, b: true, workerExits: [] });
}

/** Runs `inject` under the order load and checks and prints what the client saw. */
async function underLoad(fault: string, inject: () => Promise<void>): Promise<FaultFigures> {
  const shoppers = await Promise.all([1, 2, 3, 4].map(() => shopper(stores.storeA)));
  const p = await product(stores.storeA, { pricePaisa: 500_00, stock: 1_000_000 });
  const targets = [stores.storeA, stores.storeB].map((s, i) => ({ name: i ? 'B' : 'A', api: api(s) }));
  const load = new OrderLoad(targets, shoppers.map((s) => s.token), p.id, valley);
  const startedAt = Date.now();
  load.start();
  let faultEnd = 0;
  let recoveredAt = 0;
  try {
    await waitFor(async () => load.placedOrders().length >= 6, 'the load to place its first 6 orders', 30_000);
    await inject();
    faultEnd = Date.now();
    // Recovered when a checkout started after the fault succeeded on each of A and B.
    const recovered = () =>
      ['A', 'B'].map((name) => load.since(faultEnd).filter((o) => o.store === name && o.what === 'checkout' && o.status === 200)[0]);
    await waitFor(async () => (failIfDied(stores, `after the fault (${fault})`), recovered().every(Boolean)), `a checkout placed through each of A and B after the fault (${fault})`, 60_000);
    recoveredAt = Math.max(...recovered().map((o) => o!.endedAt));
    await waitFor(async () => load.since(recoveredAt).length >= 30, '30 more requests after the recovery', 60_000);
  } finally {
    await load.stop();
  }
  const placed = load.placedOrders();
  const inDb = (await stores.pool.query<{ id: number }>('SELECT id FROM orders WHERE id = ANY($1::int[])', [placed])).rows.map((r) => Number(r.id));
  const after = load.outcomes.filter((o) => o.startedAt >= recoveredAt);
  const figures: FaultFigures = {
    fault,
    requests: load.outcomes.length,
    failuresDuring: load.outcomes.filter((o) => isFailure(o) && o.startedAt < recoveredAt && o.endedAt > startedAt).length,
    failuresAfter: after.filter(isFailure).length,
    recoveryMs: recoveredAt - faultEnd,
    slowestAfterMs: Math.max(0, ...load.outcomes.filter((o) => o.endedAt >= faultEnd).map((o) => o.endedAt - Math.max(o.startedAt, faultEnd))),
    ordersSeen: placed.length,
    ordersMissing: placed.filter((id) => !inDb.includes(id)).length,
  };
  console.log(describeFigures(figures));
  expectNoProcessDied();
  expect(after.filter(isFailure)).toEqual([]);
  // What the fault cut short said so: a 503 with Retry-After, never a 500 (the servers stayed up, so every request got an answer).
  const answeredFailures = load.outcomes.filter(isFailure).map((o) => ({ status: o.status, retryAfter: Boolean(o.retryAfter), error: o.error }));
  expect(answeredFailures.filter((o) => o.status !== 503 || !o.retryAfter)).toEqual([]);
  expect(figures.recoveryMs).toBeLessThanOrEqual(RECOVERY_MS);
  expect(figures.slowestAfterMs).toBeLessThanOrEqual(SLOWEST_AFTER_MS);
  expect(placed.filter((id) => !inDb.includes(id))).toEqual([]);
  return figures;
}

describe('the primary loses its connections under an order load', () => {
  it('idle-in-transaction backends terminated: no process dies, answers come back, every order seen placed is stored', async () => {
    await underLoad('idle in transaction terminated', async () => {
      admin = await adminClient();
      let terminated = 0;
      const until = Date.now() + 20_000;
      while (terminated < 3 && Date.now() < until) {
        const r = await admin.query<{ n: number }>(
          `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'`,
          [stores.dbName],
        );
        terminated += r.rows[0].n;
      }
      if (terminated === 0) throw new Error('No backend was caught idle in transaction in 20 s: the load does not reach the database, or its transactions changed shape');
      await admin.end();
      admin = null;
    });
  }, 180_000);

  it('every backend of the database terminated at once: the same', async () => {
    await underLoad('all backends terminated', async () => {
      admin = await adminClient();
      const r = await admin.query<{ n: number }>(
        'SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [stores.dbName],
      );
      expect(r.rows[0].n).toBeGreaterThan(0);
      await admin.end();
      admin = null;
    });
  }, 180_000);

  it('PostgreSQL restarted (pg_ctl restart -m fast): the same', async () => {
    await underLoad('pg_ctl restart -m fast', () => postgres('primary').restartFast());
  }, 180_000);
});

describe('PostgreSQL down while a worker is replaced', () => {
  const primary = postgres('primary');
  afterAll(async () => {
    if (!existsSync(join(process.env.DATABASE_PGDATA!, 'postmaster.pid'))) await primary.start();
  });

  it("A's primary keeps re-forking the worker that cannot reach the database, keeps its healthy worker, and serves on both once PostgreSQL is back", async () => {
    const workersBefore = childPids(stores.a.pid!);
    expect(workersBefore).toHaveLength(2);
    const [killed, healthy] = workersBefore;
    await primary.stop();
    process.kill(killed, 'SIGKILL');
    // Its replacement is forked while the database refuses connections (the old primary stopped everything after 3 such starts).
    await waitFor(async () => childPids(stores.a.pid!).some((p) => !workersBefore.includes(p)), "A's replacement worker to be forked", 20_000);
    // The outage lasts a while after that: long enough for many failed starts where a worker exits without its database.
    await new Promise((r) => setTimeout(r, DB_DOWN_MS));
    const downFor = Date.now();
    await primary.start();
    const s = await shopper(stores.storeA);
    const p = await product(stores.storeA, { pricePaisa: 700_00, stock: 100 });
    // Served by A again: as many answers in a row as it has workers, so both must serve (connections are spread over them).
    let inARow = 0;
    await waitFor(
      async () => {
        failIfDied(stores, 'while PostgreSQL was down');
        const r = await fetch(`${api(stores.storeA)}/add-to-cart`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${s.token}`, Connection: 'close' },
          body: JSON.stringify({ product_id: p.id, qty: 1 }),
          signal: AbortSignal.timeout(5_000),
        }).catch(() => null);
        inARow = r?.status === 200 ? inARow + 1 : 0;
        return inARow >= 6;
      },
      'A to answer 6 add-to-carts in a row after PostgreSQL started again',
      45_000,
    );
    const workersAfter = childPids(stores.a.pid!);
    console.log(
      `FAULT PostgreSQL down while a worker is replaced: A served again ${Date.now() - downFor} ms after PostgreSQL started; ` +
        `${workerExits(stores.a).slice(exitsBefore).length} worker exit(s) logged by its primary`,
    );
    expect(runs(stores.a)).toBe(true);
    expect(workersAfter).toHaveLength(2);
    expect(workersAfter).toContain(healthy);
    expect(workersAfter).not.toContain(killed);
    // Only the killed worker (and replacements that found the database down) exited, never the healthy one.
    expect(workerExits(stores.a).filter((l) => l.includes(`process ${healthy} `))).toEqual([]);
  }, 120_000);
});

describe('the replica stops', () => {
  const replica = postgres('replica');
  afterAll(async () => {
    if (!existsSync(join(process.env.DATABASE_REPLICA_PGDATA!, 'postmaster.pid'))) await replica.start();
    await waitFor(() => canConnect(replicaDatabaseUrl()), 'the replica to answer again', 30_000).catch((err: Error) => {
      throw new Error(`${err.message}. The end of the replica's log:\n${replicaLog()}`);
    });
  });

  it('catalogue reads through A and B still answer, and a server starts without its replica', async () => {
    const ids = (await stores.pool.query<{ id: number }>('SELECT id FROM products WHERE status ORDER BY id LIMIT 12')).rows.map((r) => Number(r.id));
    for (const s of [stores.storeA, stores.storeB]) expect((await timed(`${api(s)}/get-home-data`)).status).toBe(200);
    await replica.stop();
    const reads: { url: string; status: number; ms: number }[] = [];
    // Products neither process has shown yet and searches not made yet: no answer kept in a process can stand in for the database's.
    const words = ['samsung', 'television', 'refrigerater', 'washing machine', 'inverter ac', 'laptop', 'fridge', 'speaker', 'led tv', 'sam'];
    for (const [i, id] of ids.slice(0, 10).entries()) {
      const s = i % 2 ? stores.storeB : stores.storeA;
      reads.push(await timed(`${api(s)}/view-product?product=${id}`));
      reads.push(await timed(`${api(s)}/get-home-data`));
      reads.push(await timed(`${api(s)}/web-search?keywords=${encodeURIComponent(words[i])}`));
    }
    console.log(`FAULT replica stopped: ${reads.length} catalogue reads, ${reads.filter((r) => r.status !== 200).length} failed, slowest ${Math.max(...reads.map((r) => r.ms))} ms`);
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    expect(Math.max(...reads.map((r) => r.ms))).toBeLessThanOrEqual(5_000);
    // Readiness says so: serving, degraded.
    for (const x of [stores.a, stores.b]) {
      const ready = await timed(`${x.apiUrl}health/ready`, undefined, 5_000);
      expect({ status: ready.status, body: ready.body?.status }).toEqual({ status: 200, body: 'degraded' });
    }

    let c: RunningServer | undefined;
    try {
      c = await startBuiltServer({
        databaseUrl: stores.databaseUrl,
        env: { DATABASE_READ_URL: replicaDatabaseUrl(), SEED_PRODUCTS: '30' },
        timeoutMs: 60_000,
      }).catch((err: Error) => {
        throw new Error(`A server did not start while its replica is down: ${err.message}`);
      });
      expect((await timed(`${c.apiUrl}view-product?product=${ids[11]}`)).status).toBe(200);
    } finally {
      await c?.stop();
    }
    expectNoProcessDied();
  }, 180_000);
});

describe('the primary freezes (SIGSTOP of the postmaster and its backends)', () => {
  const primary = postgres('primary');
  afterEach(() => primary.thaw());

  it('a request answers 503 within the timeout, /api/health answers at once, and an add-to-cart the client gave up on is not applied', async () => {
    const s = await shopper(stores.storeA);
    const [kept, abandoned] = await Promise.all([1, 2].map(() => product(stores.storeA, { pricePaisa: 900_00, stock: 50 })));
    expect((await addLine(stores.storeB, s.token, kept.id, 1)).status).toBe(200);

    const frozen = primary.freeze();
    expect(frozen).toBeGreaterThan(1);
    // The shopper gives up on this add-to-cart after a second.
    const abandonedAdd = fetch(`${api(stores.storeB)}/add-to-cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${s.token}` },
      body: JSON.stringify({ product_id: abandoned.id, qty: 1 }),
      signal: AbortSignal.timeout(1_000),
    }).then((res) => res.status, () => 'gave up' as const);
    const cart = timed(`${api(stores.storeA)}/get-cart?platform=W`, s.token, FROZEN_ANSWER_MS + 10_000);
    const health = await Promise.all([stores.a, stores.b].map((x) => timed(`${x.apiUrl}health`, undefined, 5_000)));
    const ready = await timed(`${stores.b.apiUrl}health/ready`, undefined, 10_000);
    const [answered, add] = await Promise.all([cart, abandonedAdd]);
    primary.thaw();
    const thawedAt = Date.now();
    console.log(
      `FAULT database frozen: get-cart answered ${answered.status} after ${answered.ms} ms, the abandoned add-to-cart: ${add}, ` +
        `/api/health ${health.map((h) => `${h.status} in ${h.ms} ms`).join(' and ')}, /api/health/ready ${ready.status} in ${ready.ms} ms`,
    );
    expect(add).not.toBe(200);
    expect(health.map((h) => h.status)).toEqual([200, 200]);
    expect(Math.max(...health.map((h) => h.ms))).toBeLessThanOrEqual(1_000);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThanOrEqual(READY_ANSWER_MS);
    expect(answered.status).toBe(503);
    expect(answered.retryAfter).not.toBeNull();
    expect(answered.body?.message ?? '').toMatch(/\w{3}/);
    expect(answered.ms).toBeLessThanOrEqual(FROZEN_ANSWER_MS);

    // After the thaw: the servers answer again, and once the database has nothing of theirs left to run, the cart has only the kept line.
    await waitFor(async () => (await cartOf(stores.storeB, s.token).catch(() => null))?.status === 200, 'the cart to answer after the thaw', RECOVERY_MS);
    console.log(`FAULT database frozen: served again ${Date.now() - thawedAt} ms after the thaw`);
    await waitFor(async () => (await busyBackends()) === 0, 'the database to finish the work queued during the freeze', 20_000);
    const lines = (await cartOf(stores.storeA, s.token)).body.data.cart_items.map((l) => Number(l.product_id));
    expect(lines).toEqual([kept.id]);
    expectNoProcessDied();
  }, 120_000);
});

/** The processes `pid` forked (a cluster primary's workers). */
function childPids(pid: number): number[] {
  const r = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return r.stdout.split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
}

/** Backends of the scratch database running a statement or inside a transaction, other than the test's. */
async function busyBackends(): Promise<number> {
  const r = await stores.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction')`,
    [stores.dbName],
  );
  return r.rows[0].n;
}

function replicaDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_REPLICA_URL!);
  url.pathname = `/${stores.dbName}`;
  return url.toString();
}

interface Timed {
  url: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  /** The JSON answer, when it was one. */
  body?: { status?: string; message?: string };
}

/** GET with the time it took; status 0 when no answer came within `timeoutMs`. */
async function timed(url: string, token?: string, timeoutMs = 10_000): Promise<Timed> {
  const started = Date.now();
  try {
    const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: Timed['body'];
    try {
      body = JSON.parse(text) as Timed['body'];
    } catch {
      body = undefined;
    }
    return { url, status: res.status, ms: Date.now() - started, retryAfter: res.headers.get('retry-after'), body };
  } catch {
    return { url, status: 0, ms: Date.now() - started, retryAfter: null };
  }
}
