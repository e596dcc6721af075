/**
 * `WORKERS=N npm start`: N server processes on one machine (node:cluster), sharing the ports and
 * one PostgreSQL database. The embedded PGlite database belongs to one process, so without
 * DATABASE_URL the server stays a single process and says why.
 */
import cluster from 'node:cluster';

export interface WorkerPlan {
  /** Processes to fork; 1 means: serve from this process. */
  count: number;
  /** Why WORKERS was not followed, when it was not. */
  note?: string;
}

const STARTUP_MS = 30_000;

/** Whether this process prints the start-up banner (the first worker does, for all of them). */
export const printsBanner = (): boolean => !cluster.worker || cluster.worker.id === 1;

export function workerPlan(env: NodeJS.ProcessEnv): WorkerPlan {
  const raw = (env.WORKERS ?? '').trim();
  if (raw === '') return { count: 1 };
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`WORKERS must be a whole number of at least 1, got "${raw}"`);
  if (n > 1 && !env.DATABASE_URL) {
    return { count: 1, note: `WORKERS=${n} ignored: the embedded PGlite database belongs to one process; set DATABASE_URL to run ${n} processes` };
  }
  return { count: n };
}

/**
 * In the primary process: forks `count` workers, forks a new one when one dies (unless shutting
 * down), and on SIGINT/SIGTERM passes the signal on and leaves when all have exited.
 */
export function runWorkers(count: number): void {
  let stopping = false;
  // Workers that die within STARTUP_MS of their start, in a row: past `count`, starting is failing.
  let failedStarts = 0;
  const forkedAt = new Map<number, number>();
  const fork = () => {
    const w = cluster.fork();
    forkedAt.set(w.id, Date.now());
  };
  for (let i = 0; i < count; i++) fork();
  console.log(`Starting ${count} server processes (WORKERS=${count}, primary pid ${process.pid})`);
  cluster.on('listening', () => (failedStarts = 0));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (Date.now() - (forkedAt.get(worker.id) ?? 0) < STARTUP_MS && ++failedStarts > count) {
      console.error('Server processes keep failing as they start: stopping');
      process.exit(1);
    }
    console.error(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
