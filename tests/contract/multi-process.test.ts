/**
 * Issue 17: several API processes over one PostgreSQL database. Each "process" is an app with its
 * own connection pool on the same database (on PGlite, which has one session, they share it).
 * The checks across two processes are in across-processes.ts; server-processes.test.ts makes them
 * with real server processes on PostgreSQL.
 */
import { openDatabase, prepareDatabase, type Database } from '../../server/db';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { seedDatabase } from '../../server/demo/seed';
import { readdirSync } from 'node:fs';
import { createScratchDatabase, createSiblingApp, createTestApp, type TestApp } from '../support/contract-app';
import { loginLimitAcross, noOversellAcross, paymentReplayAcross, tokenAndCartAcross, uploadAcross } from './across-processes';
import { checkoutApp, type Place } from './checkout-support';
import { get } from './http';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f));

onPostgres('processes started at the same moment on an empty database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeEach(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
  });
  afterEach(() => scratch.drop());

  it('all come up: one applies the migrations and seeds, the others wait and find it done', async () => {
    const dbs: Database[] = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })));
    try {
      const starts = await Promise.all(dbs.map((db) => prepareDatabase(db, (s) => seedDatabase(s, { products: 30 }))));
      expect(starts.map((s) => s.applied.length).sort()).toEqual([0, 0, migrationFiles.length]);
      expect(starts.map((s) => s.result.seeded).sort()).toEqual([false, false, true]);
      const applied = await dbs[0].query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.rows.map((r) => r.name)).toEqual([...migrationFiles].sort());
      expect((await dbs[0].query('SELECT name FROM seed_state')).rows).toHaveLength(1);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });

  it('two servers started together both serve', async () => {
    const apps = await Promise.all([1, 2].map(() => createTestApp({ seedProducts: 30, databaseUrl: scratch.url })));
    try {
      for (const a of apps) expect((await get(a.apiUrl, 'health')).status).toBe(200);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });
});

describe('rate limits count across processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ seedProducts: 0 });
    b = await createSiblingApp(a, { seedProducts: 0 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('14 wrong passwords for one account, alternating between two processes: 401 ten times, then 429', () => loginLimitAcross(a, b));
});

describe('two processes behind a load balancer', () => {
  let a: TestApp;
  let b: TestApp;
  let valley: Place;
  beforeAll(async () => {
    ({ t: a, valley } = await checkoutApp());
    b = await createSiblingApp(a, { seedProducts: 30 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a token from one works on the other, and a cart line written on one is read on the other at once', () => tokenAndCartAcross(a, b));

  it('a warranty proof and a staff product photo uploaded through one are served by the other', () => uploadAcross(a, b));

  it('stock is never oversold with checkouts spread over both: 3 units, 16 shoppers, 3 orders', () => noOversellAcross(a, b, valley));

  it('a payment return replayed over both processes at once records one payment', () => paymentReplayAcross(a, b, valley));
});
