/**
 * `npm start` (scripts/start.mjs) killed with SIGKILL, as a supervisor or the OOM killer does:
 * nothing of the server stays behind, the port is free within seconds, and a restart on the same
 * port serves (before issue 30 the server was a child that stayed running, orphaned, and the
 * supervisor's restart failed with EADDRINUSE). With WORKERS=2 the cluster's workers go too.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { createScratchDatabase } from '../support/scratch-database';
import { startViaStartScript } from '../support/server-process.cjs';
import { waitFor } from '../support/wait-for';
import { missingControl } from './postgres-control';

const FREED_MS = 5_000;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
beforeAll(async () => {
  const missing = missingControl();
  if (missing) throw new Error(missing);
  scratch = await createScratchDatabase(process.env.DATABASE_URL!);
});
afterAll(() => scratch?.drop());

const descendantsOf = (pid: number): number[] => {
  const r = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  const children = r.stdout.split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
  return children.flatMap((c) => [c, ...descendantsOf(c)]);
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

describe.each([
  ['one process', {}],
  ['WORKERS=2', { WORKERS: '2' }],
])('scripts/start.mjs killed with SIGKILL (%s)', (_name, env: Record<string, string>) => {
  it('leaves no server process behind: the port is free within seconds, and a restart on it serves', async () => {
    const first = await startViaStartScript({ databaseUrl: scratch.url, seedProducts: 10, env, timeoutMs: 180_000 });
    let second: Awaited<ReturnType<typeof startViaStartScript>> | undefined;
    const pid = first.pid!;
    const family = descendantsOf(pid);
    try {
      if (env.WORKERS) expect(family.length).toBeGreaterThanOrEqual(2);
      process.kill(pid, 'SIGKILL');
      const killedAt = Date.now();
      await waitFor(async () => (await portFree(first.port)) && (await portFree(first.demoPort)), `ports ${first.port} and ${first.demoPort} to be free after the SIGKILL`, FREED_MS).catch(
        (err: Error) => {
          throw new Error(`${err.message}; still running: ${family.filter(alive).join(', ') || 'none'}`);
        },
      );
      await waitFor(async () => family.every((p) => !alive(p)), `the start script's processes ${family.join(', ')} to be gone`, FREED_MS);
      console.log(`FAULT start script SIGKILL (${_name}): ports free ${Date.now() - killedAt} ms after it, ${family.length} descendant(s) gone`);
      // The supervisor's restart, on the same ports.
      second = await startViaStartScript({
        databaseUrl: scratch.url,
        env: { ...env, PORT: String(first.port), DEMO_PORT: String(first.demoPort), PUBLIC_URL: first.url },
        timeoutMs: 180_000,
      });
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      // Orphans (what this test exists to catch) are this test's to end, by PID.
      for (const p of family.filter(alive)) process.kill(p, 'SIGKILL');
      await Promise.allSettled([first.stop(), second?.stop()]);
    }
  }, 400_000);
});
