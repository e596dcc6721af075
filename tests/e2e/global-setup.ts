// Builds what is missing and starts one server per jest worker for the whole e2e run
// (SEED_PRODUCTS=300 each). E2E_BASE_URL (and E2E_DEMO_URL) point the tests at an already running
// server instead.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_FILE_ENV, e2eFilePath, type E2eUrls } from '../support/e2e-env';
import { startServer, type TestServer } from '../support/server';

const ROOT = resolve(__dirname, '../..');

declare global {
  // eslint-disable-next-line no-var
  var __CG_E2E_SERVERS__: TestServer[] | undefined;
}

function ensureBuild(): void {
  const script = join(ROOT, 'scripts', 'ensure-build.mjs');
  if (existsSync(script)) {
    const r = spawnSync(process.execPath, [script], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`scripts/ensure-build.mjs failed (exit ${r.status})`);
  } else if (!existsSync(join(ROOT, 'dist', 'server', 'index.cjs'))) {
    throw new Error('dist/server/index.cjs is missing and there is no scripts/ensure-build.mjs: run `npm run build`.');
  }
}

export default async function globalSetup(globalConfig: { maxWorkers?: number }): Promise<void> {
  const file = e2eFilePath();
  let servers: E2eUrls[];
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (external) {
    servers = [{ url: external, apiUrl: `${external}/api/`, demoUrl: process.env.E2E_DEMO_URL ?? '' }];
  } else {
    ensureBuild();
    // Every test logs in and posts forms from 127.0.0.1: the rate limits (tested by the contract
    // suites) are raised so they never decide an e2e test.
    const env = { AUTH_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000', COUPON_RATE_LIMIT: '1000' };
    const count = Math.max(1, globalConfig.maxWorkers ?? 1);
    const started = await Promise.allSettled(Array.from({ length: count }, () => startServer({ seedProducts: 300, timeoutMs: 300_000, env })));
    const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    globalThis.__CG_E2E_SERVERS__ = running;
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) {
      await Promise.all(running.map((s) => s.stop()));
      throw failed.reason;
    }
    servers = running.map((s) => ({ url: s.url, apiUrl: s.apiUrl, demoUrl: s.demoUrl }));
    for (const s of running) process.stdout.write(`\ne2e server (pid ${s.pid}) at ${s.url}, demo at ${s.demoUrl}`);
    process.stdout.write('\n');
  }
  writeFileSync(file, JSON.stringify(servers));
  process.env[E2E_FILE_ENV] = file;
}
