// `npm install` on a machine that reaches only the npm registry: puppeteer's install script must
// not try to download a browser (the tests drive the system Chromium). The project's
// .puppeteerrc.cjs says so; no environment variable is needed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

test('puppeteer is a direct development dependency (not puppeteer-core plus a peer that downloads)', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  expect(pkg.devDependencies.puppeteer).toMatch(/^\^24\./);
  expect(pkg.devDependencies['puppeteer-core']).toBeUndefined();
});

test("puppeteer's install script skips the browser download with no PUPPETEER_* variable set", () => {
  const home = mkdtempSync(join(tmpdir(), 'pptr-home-'));
  try {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home };
    // npm runs install scripts in the package's own folder; puppeteer looks for its configuration upwards from there.
    const r = spawnSync(process.execPath, ['install.mjs'], { cwd: join(ROOT, 'node_modules/puppeteer'), env, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).not.toMatch(/Failed to set up/);
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/Skipping/i);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});
