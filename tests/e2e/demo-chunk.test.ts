/**
 * The BUILT server keeps the demo code (server/demo: seed catalogue, drawn media, sandbox gateways)
 * in a file of its own, server/demo.cjs, which a start with demo mode and the sandbox off never
 * reads: a copy of the built server without that file starts and serves with DEMO_MODE=off, and
 * fails at once with demo mode on. The e2e suite's own server (demo mode on) serves both.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBuiltServer, type RunningServer } from '../support/server-process.cjs';
import { e2eUrls } from '../support/e2e-env';

jest.setTimeout(240_000);

const ROOT = resolve(__dirname, '../..');
const DIST = process.env.DIST_DIR || 'dist';
const BUILT = resolve(ROOT, DIST, 'server');

describe('the built server without its demo file', () => {
  let copy: string;
  let server: RunningServer | undefined;

  beforeAll(() => {
    expect(existsSync(join(BUILT, 'demo.cjs'))).toBe(true);
    // <copy>/<DIST_DIR>/server, as startBuiltServer looks for it under rootDir; its packages come
    // from this project's node_modules (NODE_PATH below).
    copy = mkdtempSync(join(tmpdir(), 'cg-no-demo-'));
    cpSync(BUILT, join(copy, DIST, 'server'), { recursive: true, filter: (src) => !/[\\/]demo\.cjs(\.map)?$/.test(src) });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  const start = (env: Record<string, string>) =>
    startBuiltServer({ rootDir: copy, databaseUrl: null, env: { NODE_PATH: join(ROOT, 'node_modules'), ...env } });

  it('starts in production with DEMO_MODE=off and serves the API, no sandbox and no drawn pictures', async () => {
    server = await start({ NODE_ENV: 'production', DEMO_MODE: 'off' });
    expect(server.output()).toContain('Demo mode:          off (DEMO_MODE)');
    // No seeding said or done (the JSON start-up line states `"seeded":false`, which is the point).
    expect(server.output()).not.toMatch(/seeding|seeded the|"seeded":true/i);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/get-provinces`)).status).toBe(200);
    expect((await fetch(`${server.url}/sandbox/sandbox.css`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/brand/lg.svg`)).status).toBe(404);
    await server.stop();
    server = undefined;
  });

  it('cannot start in demo mode: the demo code is that file', async () => {
    await expect(start({ NODE_ENV: 'test' })).rejects.toThrow(/Cannot find module '\.\/demo\.cjs'/);
  });
});

describe('the e2e server (demo mode on)', () => {
  it('serves the sandbox gateways and the drawn pictures', async () => {
    const { url } = e2eUrls();
    expect((await fetch(`${url}/sandbox/sandbox.css`)).status).toBe(200);
    const logo = await fetch(`${url}/media/brand/lg.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
