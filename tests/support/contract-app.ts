// A real server for contract tests, in the test's own process: migrated and seeded database,
// buildApp(), listening on 127.0.0.1 and a free port. Tests talk to it with fetch over HTTP.
//
// Database: in-memory PGlite by default; when DATABASE_URL is set (npm run test:contract:pg runs
// jest inside tests/support/with-postgres.mjs) a fresh database `t_<random>` is created on that
// server for each test app and dropped again by close().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { openDatabase, openReadDatabase, prepareDatabase, type Database } from '../../server/db';
import { loadDemoCode } from '../../server/demo-mode';
import { createLogger, type Logger } from '../../server/observability/logger';
import { seedDatabase } from '../../server/demo/seed';
import { openMigratedPglite } from './migrated-pglite';
import { createScratchDatabase } from './scratch-database';

export { createScratchDatabase };

const ROOT = resolve(__dirname, '../..');

export interface TestAppOptions {
  /** Products the seed creates; default 50 (categories, brands, locations etc. are always seeded). */
  seedProducts?: number;
  /** Environment for loadConfig(), on top of process.env (e.g. AUTH_RATE_LIMIT). */
  env?: Record<string, string>;
  /** Direct overrides of the loaded configuration. */
  config?: Partial<ServerConfig>;
  /** Another process's database: this PostgreSQL database (kept on close) … */
  databaseUrl?: string;
  /** … or this open embedded one (PGlite has one session: processes are simulated by sharing it). */
  db?: Database;
  /** The app's logger (a test that reads the log lines passes one writing to a stream it keeps); default silent unless LOG_LEVEL is set. */
  logger?: Logger;
}

export interface TestApp {
  /** http://127.0.0.1:PORT — no trailing slash. */
  baseUrl: string;
  /** `${baseUrl}/api/` — with the trailing slash: fetch(`${apiUrl}get-provinces`). */
  apiUrl: string;
  db: Database;
  /** The PostgreSQL database the app runs on (undefined on PGlite). */
  databaseUrl?: string;
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cg-contract-'));
  const serverUrl = process.env.DATABASE_URL;
  const shared = opts.databaseUrl !== undefined || opts.db !== undefined;
  const scratch = serverUrl && !shared ? await createScratchDatabase(serverUrl) : null;
  const databaseUrl = opts.databaseUrl ?? scratch?.url;

  const cleanups: Array<() => Promise<void> | void> = [];
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (scratch) cleanups.push(() => scratch.drop());
  const runCleanups = async (): Promise<void> => {
    const errors: unknown[] = [];
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (err) {
        errors.push(err);
      }
    }
    if (errors.length) throw errors[0];
  };

  try {
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      CG_ROOT: ROOT,
      PORT: '0',
      DATA_DIR: dataDir,
      ...opts.env,
      DATABASE_URL: databaseUrl ?? '',
    });
    Object.assign(config, opts.config);

    // The scratch database on PostgreSQL; on PGlite one in memory, migrated already.
    const db = opts.db ?? (databaseUrl ? await openDatabase({ databaseUrl }) : await openMigratedPglite());
    if (!opts.db) cleanups.push(() => db.close());
    await prepareDatabase(db, (s) => seedDatabase(s, { products: opts.seedProducts ?? 50 }));

    const readDb = await openReadDatabase(db, config.databaseReadUrls);
    if (readDb !== db) cleanups.push(() => readDb.close());
    const app = await buildApp({ db, readDb, config, demo: await loadDemoCode(config), logger: opts.logger ?? createLogger({ level: process.env.LOG_LEVEL ? config.logLevel : 'silent' }) });
    cleanups.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    // Gateway return URLs and the like must point at where the test app really listens.
    config.port = port;
    if (!opts.config?.publicUrl) config.publicUrl = baseUrl;

    return { baseUrl, apiUrl: `${baseUrl}/api/`, db, databaseUrl, app, config, close: runCleanups };
  } catch (err) {
    await runCleanups().catch(() => undefined);
    throw err;
  }
}

/** A second server process on `t`'s database (its own connections on PostgreSQL), as a load balancer sees it. */
export const createSiblingApp = (t: TestApp, opts: TestAppOptions = {}): Promise<TestApp> =>
  createTestApp({ ...opts, ...(t.databaseUrl ? { databaseUrl: t.databaseUrl } : { db: t.db }) });
