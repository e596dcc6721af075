// A real server for contract tests, in the test's own process: migrated and seeded database,
// buildApp(), listening on 127.0.0.1 and a free port. Tests talk to it with fetch over HTTP.
//
// Database: in-memory PGlite by default; when DATABASE_URL is set (npm run test:contract:pg runs
// jest inside tests/support/with-postgres.mjs) a fresh database `t_<random>` is created on that
// server for each test app and dropped again by close().
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { seedDatabase } from '../../server/seed';

const ROOT = resolve(__dirname, '../..');

export interface TestAppOptions {
  /** Products the seed creates; default 50 (categories, brands, locations etc. are always seeded). */
  seedProducts?: number;
  /** Environment for loadConfig(), on top of process.env (e.g. AUTH_RATE_LIMIT). */
  env?: Record<string, string>;
  /** Direct overrides of the loaded configuration. */
  config?: Partial<ServerConfig>;
}

export interface TestApp {
  /** http://127.0.0.1:PORT — no trailing slash. */
  baseUrl: string;
  /** `${baseUrl}/api/` — with the trailing slash: fetch(`${apiUrl}get-provinces`). */
  apiUrl: string;
  db: Database;
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

/** Creates database `name` on the server of `url` and returns the URL of the new database. */
async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cg-contract-'));
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;

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
      DATABASE_URL: scratch?.url ?? '',
    });
    Object.assign(config, opts.config);

    // In memory for PGlite (no dataDir), the scratch database for PostgreSQL.
    const db = await openDatabase({ databaseUrl: scratch?.url });
    cleanups.push(() => db.close());
    await migrate(db);
    await seedDatabase(db, { products: opts.seedProducts ?? 50 });

    const app = await buildApp({ db, config });
    cleanups.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    // Gateway return URLs and the like must point at where the test app really listens.
    config.port = port;
    if (!opts.config?.publicUrl) config.publicUrl = baseUrl;

    return { baseUrl, apiUrl: `${baseUrl}/api/`, db, app, config, close: runCleanups };
  } catch (err) {
    await runCleanups().catch(() => undefined);
    throw err;
  }
}
