import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitFor } from '../tests/support/wait-for';
import { workerIdentity, workerPlan } from './cluster';
import { backoffMs, DEFAULT_RESTART_POLICY, WorkerRestarts } from './worker-restarts';

describe('workerPlan (WORKERS)', () => {
  it('is one process when WORKERS is unset or 1', () => {
    expect(workerPlan({})).toEqual({ count: 1 });
    expect(workerPlan({ WORKERS: '1', DATABASE_URL: 'postgres://db/app' })).toEqual({ count: 1 });
  });

  it('forks N processes over PostgreSQL', () => {
    expect(workerPlan({ WORKERS: '4', DATABASE_URL: 'postgres://db/app' })).toEqual({ count: 4 });
  });

  it('stays one process on PGlite and says why', () => {
    expect(workerPlan({ WORKERS: '2' })).toEqual({
      count: 1,
      note: 'WORKERS=2 ignored: the embedded PGlite database belongs to one process; set DATABASE_URL to run 2 processes',
    });
  });

  it('refuses what is not a count', () => {
    expect(() => workerPlan({ WORKERS: 'two' })).toThrow('WORKERS must be a whole number of at least 1, got "two"');
    expect(() => workerPlan({ WORKERS: '0' })).toThrow('WORKERS must be a whole number of at least 1, got "0"');
  });
});

describe('workerIdentity (WORKER_SLOT, WORKER_GENERATION)', () => {
  it('reads the slot and generation the primary gave the worker', () => {
    expect(workerIdentity({ WORKER_SLOT: '2', WORKER_GENERATION: '5' })).toEqual({ slot: 2, generation: 5 });
  });

  it('is null outside a cluster or for what is not a count', () => {
    expect(workerIdentity({})).toBeNull();
    expect(workerIdentity({ WORKER_SLOT: '0', WORKER_GENERATION: '1' })).toBeNull();
    expect(workerIdentity({ WORKER_SLOT: '1', WORKER_GENERATION: 'x' })).toBeNull();
  });
});

describe('restart backoff', () => {
  it('doubles from 1 s per young death in a row and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map((n) => backoffMs(n, DEFAULT_RESTART_POLICY))).toEqual([
      0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('counts young deaths per slot, restarts a healthy worker at once and resets its backoff', () => {
    const r = new WorkerRestarts(2);
    expect(r.exited(0, 500)).toEqual({ delayMs: 1_000, youngDeaths: 1, nextGeneration: 2, restarts: 1 });
    expect(r.exited(0, 200)).toEqual({ delayMs: 2_000, youngDeaths: 2, nextGeneration: 3, restarts: 2 });
    // The other slot has its own backoff.
    expect(r.exited(1, 100)).toEqual({ delayMs: 1_000, youngDeaths: 1, nextGeneration: 2, restarts: 3 });
    // A worker that served for an hour is replaced at once, and the next young death starts again at 1 s.
    expect(r.exited(0, 3_600_000)).toEqual({ delayMs: 0, youngDeaths: 0, nextGeneration: 4, restarts: 4 });
    expect(r.exited(0, 100)).toMatchObject({ delayMs: 1_000, youngDeaths: 1 });
    expect([r.generationOf(0), r.generationOf(1), r.restarts]).toEqual([5, 2, 5]);
  });

  it('never gives up: a thousand deaths in a row still get a replacement, 30 s apart', () => {
    const r = new WorkerRestarts(1);
    let last = r.exited(0, 0);
    for (let i = 0; i < 999; i++) last = r.exited(0, 0);
    expect(last).toEqual({ delayMs: 30_000, youngDeaths: 1000, nextGeneration: 1001, restarts: 1000 });
  });
});

describe('runWorkers with real worker processes (tests/faults/fixtures/cluster-primary.ts)', () => {
  const ROOT = resolve(__dirname, '..');
  let dir: string;
  let primary: ChildProcess | undefined;
  let output = '';
  let exit: Promise<number | null>;

  const start = (env: Record<string, string>) => {
    output = '';
    primary = spawn(process.execPath, ['-r', join(ROOT, 'tests/support/typescript-hook.cjs'), join(ROOT, 'tests/faults/fixtures/cluster-primary.ts')], {
      cwd: ROOT,
      env: { ...process.env, READY_FILE: join(dir, 'ready'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    primary.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    exit = new Promise((r) => primary!.on('exit', (code) => r(code)));
  };
  const lines = (re: RegExp) => output.split('\n').filter((l) => re.test(l));
  const alive = () => primary!.exitCode === null && primary!.signalCode === null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cg-cluster-'));
  });
  afterEach(async () => {
    if (primary && alive()) {
      primary.kill('SIGTERM');
      await exit;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps replacing workers that die as they start, with growing delays, and serves again once they can start', async () => {
    start({ COUNT: '2', FAILING_SLOTS: '1,2' });
    // Far past the old limit (3 failed starts stopped everything): both slots reach the 0.4 s cap twice.
    await waitFor(async () => lines(/\(worker 2\).*in 0\.4 s/).length >= 2 && lines(/\(worker 1\).*in 0\.4 s/).length >= 2, 'the backoff to reach its cap', 20_000);
    expect(alive()).toBe(true);
    const delays = lines(/\(worker 1\) exited/).map((l) => /starting its replacement .* in ([\d.]+) s/.exec(l)?.[1]);
    expect(delays.slice(0, 4)).toEqual(['0.1', '0.2', '0.4', '0.4']);
    expect(lines(/\(worker 1\) exited/)[0]).toMatch(/exited \(code 1\) after [\d.]+ s; starting its replacement \(generation 2, restart \d+\) in 0\.1 s \(1 in a row died within 60 s of starting\)/);

    writeFileSync(join(dir, 'ready'), '');
    await waitFor(async () => lines(/slot=1 .* serving/).length === 1 && lines(/slot=2 .* serving/).length === 1, 'both slots to serve', 10_000);
    const generations = lines(/serving/).map((l) => Number(/generation=(\d+)/.exec(l)![1]));
    for (const g of generations) expect(g).toBeGreaterThanOrEqual(4);
    expect(alive()).toBe(true);

    primary!.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output).toContain('SIGTERM: stopping 2 server process(es)');
  }, 40_000);

  it('a worker that keeps failing never stops its healthy sibling', async () => {
    start({ COUNT: '2', FAILING_SLOTS: '2' });
    await waitFor(async () => lines(/\(worker 2\) exited/).length >= 4, 'worker 2 to fail four times', 20_000);
    const healthy = lines(/slot=1 .* serving/);
    expect(healthy).toHaveLength(1);
    const pid = Number(/pid=(\d+)/.exec(healthy[0])![1]);
    expect(() => process.kill(pid, 0)).not.toThrow();
    expect(lines(/\(worker 1\) exited/)).toEqual([]);
    expect(alive()).toBe(true);
  }, 40_000);

  it('SIGTERM during a backoff wait stops the primary without forking again', async () => {
    start({ COUNT: '1', FAILING_SLOTS: '1' });
    await waitFor(async () => lines(/\(worker 1\) exited/).length >= 3, 'three failed starts', 20_000);
    primary!.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 40_000);
});
