/**
 * Demo mode (DEMO_MODE, server/config.ts) decides whether a start loads the demo code
 * (server/demo: seed catalogue, drawn media, sandbox gateways) and does seed work:
 * - off: the demo module is never loaded, /media/ and /sandbox/ answer 404, and a start sends no
 *   seed query at all (migrations only);
 * - on (the default): an empty database is seeded, /media/ and /sandbox/ are served, and a start
 *   over a seeded database asks one question (is it seeded?) and writes nothing.
 * Each start is the one `npm start` makes (server/index.ts): loadDemoCode (once), prepareDatabase
 * with demoFirstRun, buildApp with the demo code loaded.
 */
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { openDatabase, prepareDatabase, type Database } from '../../server/db';
import type { Queryable } from '../../server/db/types';
import { demoFirstRun, loadDemoCode } from '../../server/demo-mode';
import { useProcessEnv } from '../support/process-env';
import { createScratchDatabase } from '../support/scratch-database';

jest.setTimeout(180_000);

// Counts the loads of the demo code's one entry (nothing else reaches server/demo: boundary.test.ts).
let mockDemoLoads = 0;
jest.mock('../../server/demo', () => {
  mockDemoLoads += 1;
  return jest.requireActual('../../server/demo');
});

const ROOT = resolve(__dirname, '../..');

/** The statements a start sends, through every handle it is given. */
function recording(db: Database, sql: string[]): Database {
  const tap = (q: Queryable): Queryable => ({ query: (text, params) => (sql.push(text), q.query(text, params)) });
  return {
    kind: db.kind,
    query: (text, params) => (sql.push(text), db.query(text, params)),
    exec: (text) => (sql.push(text), db.exec(text)),
    transaction: (fn) => db.transaction((tx) => fn(tap(tx))),
    session: (fn) => db.session((s) => fn(recording(s, sql))),
    close: () => db.close(),
  };
}

/** DEMO_MODE as given and PAYMENT_SANDBOX unset in process.env (the sandbox's settings are read there). */
const useDemoEnv = (demoMode: string) => useProcessEnv({ DEMO_MODE: demoMode, PAYMENT_SANDBOX: '' });

const configFor = (demoMode: string): ServerConfig =>
  loadConfig({ ...process.env, NODE_ENV: 'test', CG_ROOT: ROOT, PORT: '0', DEMO_MODE: demoMode, SEED_PRODUCTS: '30', PAYMENT_SANDBOX: '' });

/** One start as server/index.ts makes it, on `db`; the statements it sent, and the app listening. */
async function start(db: Database, config: ServerConfig) {
  const sql: string[] = [];
  const demo = await loadDemoCode(config);
  const { result } = await prepareDatabase(recording(db, sql), demoFirstRun(config, demo));
  const app = await buildApp({ db, config, demo });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { sql, demo, seeded: result.seeded, app, baseUrl };
}

/** The routes of the demo code (demoRoutes in server/demo) that `app` serves. */
const demoRoutes = (app: FastifyInstance) => app.routeList.filter((r) => /^\/(sandbox|media)\//.test(r.url));
const seedWork = (sql: string[]) => sql.filter((q) => /seed_state|INSERT|VACUUM/i.test(q));
const count = async (db: Database, table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

let db: Database;
let drop: (() => Promise<void>) | undefined;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  db = await openDatabase({ databaseUrl: scratch?.url });
  drop = scratch?.drop;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
  await drop?.();
});

describe('demo mode off', () => {
  useDemoEnv('off');
  let first: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    first = await start(db, configFor('off'));
    apps.push(first.app);
  });

  it('does not load the demo code', () => {
    expect(first.demo).toBeNull();
    expect(mockDemoLoads).toBe(0);
  });

  it('serves neither the sandbox gateways nor drawn pictures, and the API answers', async () => {
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${first.baseUrl}/sandbox/sandbox.css`)).status).toBe(404);
    expect((await fetch(`${first.baseUrl}/sandbox/esewa/epay/main`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${first.baseUrl}/media/brand/lg.svg`)).status).toBe(404);
    expect(demoRoutes(first.app)).toEqual([]);
  });

  it('migrates an empty database and seeds nothing', async () => {
    expect(first.seeded).toBe(false);
    expect(await count(db, 'seed_state')).toBe(0);
    expect(await count(db, 'products')).toBe(0);
  });

  it('sends no seed query on the next start', async () => {
    const again = await start(db, configFor('off'));
    apps.push(again.app);
    expect(again.sql.length).toBeGreaterThan(0);
    expect(seedWork(again.sql)).toEqual([]);
    expect(mockDemoLoads).toBe(0);
  });
});

describe('demo mode on (the default)', () => {
  useDemoEnv('');
  let first: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    first = await start(db, configFor(''));
    apps.push(first.app);
  });

  it('loads the demo code and seeds the empty database', async () => {
    expect(first.demo).not.toBeNull();
    expect(mockDemoLoads).toBe(1);
    expect(first.seeded).toBe(true);
    expect(await count(db, 'seed_state')).toBe(1);
    expect(await count(db, 'products')).toBeGreaterThanOrEqual(30);
  });

  it('serves the sandbox gateways and the drawn pictures', async () => {
    const css = await fetch(`${first.baseUrl}/sandbox/sandbox.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const logo = await fetch(`${first.baseUrl}/media/brand/lg.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('serves only the demo code the start gives it: buildApp loads none itself', async () => {
    const app = await buildApp({ db, config: configFor(''), demo: null });
    apps.push(app);
    expect(demoRoutes(app)).toEqual([]);
    expect(demoRoutes(first.app)).not.toEqual([]);
  });

  it('over a seeded database asks only whether it is seeded, and writes nothing', async () => {
    const again = await start(db, configFor(''));
    apps.push(again.app);
    expect(again.seeded).toBe(false);
    expect(seedWork(again.sql)).toEqual(['SELECT 1 FROM seed_state WHERE name = $1']);
  });

  it('turned off over the seeded database, a start sends no seed query and serves no demo route', async () => {
    process.env.DEMO_MODE = 'off';
    const off = await start(db, configFor('off'));
    apps.push(off.app);
    expect(off.demo).toBeNull();
    expect(seedWork(off.sql)).toEqual([]);
    expect((await fetch(`${off.baseUrl}/sandbox/sandbox.css`)).status).toBe(404);
    expect((await fetch(`${off.baseUrl}/media/brand/lg.svg`)).status).toBe(404);
  });
});

describe('DEMO_MODE=off with PAYMENT_SANDBOX=on', () => {
  useDemoEnv('off');

  it('serves the sandbox gateways (the demo code is loaded for them) but seeds nothing and draws no pictures', async () => {
    process.env.PAYMENT_SANDBOX = 'on';
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', CG_ROOT: ROOT, PORT: '0', DEMO_MODE: 'off' });
    const s = await start(db, config);
    apps.push(s.app);
    expect(s.demo).not.toBeNull();
    expect(seedWork(s.sql)).toEqual([]);
    expect((await fetch(`${s.baseUrl}/sandbox/sandbox.css`)).status).toBe(200);
    expect((await fetch(`${s.baseUrl}/media/brand/lg.svg`)).status).toBe(404);
  });
});

describe('DEMO_MODE', () => {
  it("takes 'on' or 'off' and refuses anything else", () => {
    expect(configFor('on').demoMode).toBe(true);
    expect(configFor('OFF').demoMode).toBe(false);
    expect(() => configFor('maybe')).toThrow(`DEMO_MODE must be 'on' or 'off', got "maybe"`);
  });
});
