/**
 * Issue 17 with REAL server processes: two server starts on two ports, as two machines behind a
 * load balancer, at the same moment on one empty PostgreSQL database: A with WORKERS=2 (node:cluster,
 * two worker processes sharing its port), B a single process. Catalogue reads go to the streaming
 * replica that the PostgreSQL run starts beside the primary (tests/support/with-postgres.mjs,
 * pg_basebackup -R). Requests alternate between A and B; the test reads the database through a
 * connection of its own. multi-process.test.ts checks the same logic faster,
 * with app instances inside the test's process.
 *
 * How the processes run: from the sources (node -r tests/support/typescript-hook.cjs
 * server/index.ts, compiled as they load by @swc/core, which jest already uses), not the built
 * dist/server. npm test runs this contract run before the e2e run builds dist/, a build would add
 * a minute or more, and a stale dist/ would test other code than the checkout's; the e2e suite
 * covers the built bundle. node:cluster's workers inherit the compiling hook. Each start is awaited
 * on the server's ready line or /api/health (no fixed sleep), and afterAll stops each start by its
 * PID (SIGTERM, passed on to A's workers; SIGKILL after 15 s) even when a test failed.
 *
 * Only the PostgreSQL run (npm run test:contract:pg) has a database several processes can
 * share; the PGlite run skips this file (PGlite belongs to one process).
 */
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { canConnect, createScratchDatabase } from '../support/scratch-database';
import { startSourceServer, type RunningServer } from '../support/server-process.cjs';
import { waitFor } from '../support/wait-for';
import { loginLimitAcross, noOversellAcross, paymentReplayAcross, tokenAndCartAcross, uploadAcross } from './across-processes';
import { addLine, api, cartOf, checkout, orderPayload, orderState, place, product, shopper, stockOf, type Place, type Store } from './checkout-support';
import { get } from './http';

const onPostgres = process.env.DATABASE_URL && process.env.DATABASE_REPLICA_URL ? describe : describe.skip;
const START_MS = 120_000;
/** The pools' application_name on the replica tells A's connections from B's. */
const NAMES = ['cg-server-a', 'cg-server-b'];

onPostgres('server processes on one PostgreSQL database and its streaming replica', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dbName: string;
  const servers: RunningServer[] = [];
  let db: Database;
  let a: Store;
  let b: Store;
  let valley: Place;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    dbName = new URL(scratch.url).pathname.slice(1);
    const replicaUrl = new URL(process.env.DATABASE_REPLICA_URL!);
    replicaUrl.pathname = `/${dbName}`;
    await waitFor(() => canConnect(replicaUrl.toString()), 'the replica to have the new database', 30_000);
    const env = (i: number): Record<string, string> => ({
      ...(i === 0 ? { WORKERS: '2' } : {}),
      SEED_PRODUCTS: '30',
      // Jobs polled often, so that an expired hold is released within the test's patience.
      JOB_POLL_MS: '200',
      PAYMENT_HOLD_SWEEP_MS: '500',
      DATABASE_READ_URL: `${replicaUrl}?application_name=${NAMES[i]}`,
    });
    const started = await throughOneGate(scratch.url, 3, () =>
      [0, 1].map((i) => startSourceServer({ databaseUrl: scratch.url, env: env(i), timeoutMs: START_MS })),
    );
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    db = await openDatabase({ databaseUrl: scratch.url });
    [a, b] = servers.map((s) => ({ baseUrl: s.url, apiUrl: s.apiUrl, db }));
    valley = await place(a, 'valley');
  }, 2 * START_MS);

  afterAll(async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await db?.close();
    await scratch?.drop();
  });

  it('three processes started at the same moment on the empty database: one migrated and seeded, the others waited, none died', async () => {
    const output = () => servers.map((s) => s.output()).join('\n');
    expect(servers[0].output()).toContain('Starting 2 server processes (WORKERS=2');
    // Each process prints this once its database is ready (after the migrations and the seed); A's first worker's banner made A ready.
    await waitFor(async () => output().match(/^Catalogue reads: 1 replica/gm)?.length === 3, "A's second worker to be past its start", 30_000);
    expect(output().match(/^Applied migrations:/gm)).toHaveLength(1);
    expect(output().match(/^Seeded the demo catalogue/gm)).toHaveLength(1);
    expect(output()).not.toMatch(/exited|duplicate key|Error/);
    const migrations = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
    expect((await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name)).toEqual(migrations);
    expect((await db.query('SELECT name FROM seed_state')).rows).toHaveLength(1);
    for (const s of [a, b]) expect((await get(api(s), '/health')).status).toBe(200);
  });

  it('a token from one works on the other, and a cart line written on one is read on the other at once', () => tokenAndCartAcross(a, b));

  it('rate limits count across processes: 14 wrong passwords alternating between them, 401 ten times, then 429', () => loginLimitAcross(a, b));

  it('stock is never oversold with checkouts spread over both: 3 units, 16 shoppers at once, 3 orders', () => noOversellAcross(a, b, valley));

  it('a payment return replayed 12 times over both processes at once records one payment', () => paymentReplayAcross(a, b, valley));

  it('a warranty proof and a staff product photo uploaded through one are served by the other', () => uploadAcross(a, b));

  it('an expired hold is released by a job in one of them, with no request arriving', async () => {
    const p = await product(a, { pricePaisa: 2_000_00, stock: 1 });
    const s = await shopper(a);
    await addLine(a, s.token, p.id, 1);
    const held = await checkout(a, s.token, orderPayload(valley, 'Nabil Card'));
    expect(held.status).toBe(200);
    expect(await stockOf(a, p.id)).toBe(0);
    // Unpaid for 16 minutes, past PAYMENT_HOLD_MINUTES (15); from here on the test only reads the database.
    await db.query("UPDATE orders SET created_at = now() - interval '16 minutes' WHERE id = $1", [held.body.order_id]);
    await waitFor(async () => (await orderState(a, held.body.order_id)).order_status === 'Cancelled', 'the expired hold to be released');
    expect(await orderState(a, held.body.order_id)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'expired unpaid' });
    expect(await stockOf(a, p.id)).toBe(1);
  });

  describe('with the streaming replica as DATABASE_READ_URL', () => {
    /** The replica's own `postgres` database: its statistics and sessions, without adding to this database's. */
    let admin: pg.Client;
    beforeAll(async () => {
      const adminUrl = new URL(process.env.DATABASE_REPLICA_URL!);
      adminUrl.pathname = '/postgres';
      admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
    });
    afterAll(() => admin?.end());

    const replicaCommits = async () =>
      Number((await admin.query('SELECT xact_commit FROM pg_stat_database WHERE datname = $1', [dbName])).rows[0]?.xact_commit ?? 0);
    const replicaNow = async () => (await admin.query<{ now: Date }>('SELECT now()')).rows[0].now;
    /** The application names of the replica sessions on this database that started a query or began after `since`. */
    const replicaSessionsSince = async (since: Date) =>
      (
        await admin.query<{ application_name: string }>(
          `SELECT DISTINCT application_name FROM pg_stat_activity
            WHERE datname = $1 AND (query_start > $2 OR backend_start > $2) ORDER BY application_name`,
          [dbName, since],
        )
      ).rows.map((r) => r.application_name);

    it('catalogue reads through both processes reach the replica: its pg_stat_database counters move', async () => {
      const [first, other] = (await db.query<{ id: number }>('SELECT id FROM products WHERE status ORDER BY id LIMIT 2')).rows.map((r) => r.id);
      // The primary's seed must have reached the replica before it can answer for it.
      await waitFor(async () => (await get(api(a), `/view-product?product=${first}`)).status === 200, 'the replica to have the seed', 30_000);
      const since = await replicaNow();
      const before = await replicaCommits();
      for (const s of [a, b]) {
        // A product neither process has shown yet: no answer kept in a process can stand in for the replica's.
        expect((await get(api(s), `/view-product?product=${other}`)).status).toBe(200);
        expect((await get(api(s), '/get-home-data')).status).toBe(200);
      }
      expect(await replicaSessionsSince(since)).toEqual(NAMES);
      // A backend reports its counters up to 10 s after its transactions (PGSTAT_IDLE_INTERVAL).
      await waitFor(async () => (await replicaCommits()) > before, "the replica's xact_commit to move", 20_000);
    });

    it('cart reads and writes through both processes do not reach the replica', async () => {
      const p = await product(a, { pricePaisa: 1_500_00, stock: 5 });
      const s = await shopper(a);
      const since = await replicaNow();
      expect((await addLine(a, s.token, p.id, 2)).status).toBe(200);
      for (const x of [a, b]) {
        expect((await cartOf(x, s.token)).body.data.cart_items).toEqual([expect.objectContaining({ product_id: p.id, qty: 2 })]);
        expect((await get(api(x), '/get-checkout?platform=W', s.token)).status).toBe(200);
      }
      // pg_stat_activity shows each query as it starts; pg_stat_database's counters would lag (above).
      expect(await replicaSessionsSince(since)).toEqual([]);
    });
  });
});

/**
 * Starts the servers with the empty database's first step closed: this test creates the table
 * the migration runner creates first, in a transaction it leaves open, until all `processes` are
 * waiting on a lock in that database (behind the table or behind one another's start-up lock),
 * then rolls back. Started otherwise, one process could finish its migrations before another has
 * compiled its code, and the two would never meet.
 */
async function throughOneGate(url: string, processes: number, start: () => Promise<RunningServer>[]) {
  const name = new URL(url).pathname.slice(1);
  const gate = new pg.Client({ connectionString: url });
  const watch = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await gate.connect();
  await watch.connect();
  let starts: Promise<RunningServer>[] = [];
  try {
    await gate.query('BEGIN');
    await gate.query('CREATE TABLE schema_migrations (name text PRIMARY KEY)');
    starts = start();
    const waiting = async () =>
      Number(
        (await watch.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [name])).rows[0].n,
      );
    let died = false;
    for (const p of starts) p.catch(() => (died = true));
    await waitFor(async () => died || (await waiting()) === processes, `${processes} processes at the gate`, START_MS);
  } finally {
    await gate.query('ROLLBACK').catch(() => undefined);
    await Promise.all([gate.end(), watch.end()]);
  }
  return Promise.allSettled(starts);
}

