/**
 * Issue 17: several API processes over one PostgreSQL database. Each "process" is an app with its
 * own connection pool on the same database (on PGlite, which has one session, they share it).
 */
import { openDatabase, prepareDatabase, type Database } from '../../server/db';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { seedDatabase } from '../../server/seed';
import { readdirSync } from 'node:fs';
import { createScratchDatabase, createSiblingApp, createTestApp, type TestApp } from '../support/contract-app';
import { get, post } from './http';

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

  it('14 wrong passwords for one account, alternating between two processes: 401 ten times, then 429', async () => {
    const email = `two-procs-${Date.now()}@example.com`;
    const reg = await post(`${a.baseUrl}/api`, '/register', { fullName: 'Sita Thapa', emailAddress: email, mobileNumber: '9801234567', password: 'right-pass' });
    expect(reg.status).toBe(200);
    const answers = [];
    for (let i = 0; i < 14; i++) answers.push(await post(`${(i % 2 ? b : a).baseUrl}/api`, '/login', { email, password: 'wrong-pass' }));
    expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    expect(answers[13].body.message).toMatch(/^Too many failed logins for this account\. Please wait 15 minutes and try again, or reset your password\.$/);
  });
});
