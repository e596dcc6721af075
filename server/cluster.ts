/**
 * `WORKERS=N npm start`: N server processes on one machine (node:cluster), sharing the ports and
 * one PostgreSQL database. The embedded PGlite database belongs to one process, so without
 * DATABASE_URL the server stays a single process and says why.
 *
 * The primary only forks and watches: a worker that exits is replaced (with backoff when workers
 * keep dying young, server/worker-restarts.ts), and the primary leaves only on SIGINT/SIGTERM, so
 * a database outage never stops the healthy workers nor keeps the port closed after it ends.
 */
import cluster, { type Worker } from 'node:cluster';
import { DEFAULT_RESTART_POLICY, WorkerRestarts, type RestartPolicy } from './worker-restarts';

export interface WorkerPlan {
  /** Processes to fork; 1 means: serve from this process. */
  count: number;
  /** Why WORKERS was not followed, when it was not. */
  note?: string;
}

/** What a worker learns of its place in the cluster from its environment (for logs and metrics). */
export interface WorkerIdentity {
  /** 1 … WORKERS: which of the cluster's processes this is. */
  slot: number;
  /** 1 for a slot's first process, +1 for each replacement: generation - 1 restarts of this slot. */
  generation: number;
}

/** The worker's slot and generation (WORKER_SLOT, WORKER_GENERATION), or null outside a cluster. */
export function workerIdentity(env: NodeJS.ProcessEnv = process.env): WorkerIdentity | null {
  const slot = Number(env.WORKER_SLOT);
  const generation = Number(env.WORKER_GENERATION);
  if (!Number.isInteger(slot) || slot < 1 || !Number.isInteger(generation) || generation < 1) return null;
  return { slot, generation };
}

/** Whether this process prints the start-up banner (each process of the first slot does, for all of them). */
export const printsBanner = (): boolean => !cluster.worker || workerIdentity()?.slot === 1;

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

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/**
 * In the primary process: forks `count` workers and replaces each one that exits (unless shutting
 * down); on SIGINT/SIGTERM passes the signal on and leaves when all have exited.
 */
export function runWorkers(count: number, policy: RestartPolicy = DEFAULT_RESTART_POLICY): void {
  let stopping = false;
  const restarts = new WorkerRestarts(count, policy);
  const slotOf = new Map<Worker, { slot: number; forkedAt: number }>();
  const pending = new Set<NodeJS.Timeout>();

  const fork = (slot: number) => {
    const generation = restarts.generationOf(slot);
    const worker = cluster.fork({ WORKER_SLOT: String(slot + 1), WORKER_GENERATION: String(generation) });
    slotOf.set(worker, { slot, forkedAt: Date.now() });
  };
  for (let i = 0; i < count; i++) fork(i);
  console.log(`Starting ${count} server processes (WORKERS=${count}, primary pid ${process.pid})`);

  cluster.on('exit', (worker, code, signal) => {
    const place = slotOf.get(worker);
    slotOf.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!place) return;
    const lived = Date.now() - place.forkedAt;
    const d = restarts.exited(place.slot, lived);
    const why = signal ? `signal ${signal}` : `code ${code}`;
    const when = d.delayMs === 0 ? 'now' : `in ${seconds(d.delayMs)} (${d.youngDeaths} in a row died within ${seconds(policy.healthyAfterMs)} of starting)`;
    console.error(
      `Server process ${worker.process.pid} (worker ${place.slot + 1}) exited (${why}) after ${seconds(lived)}; ` +
        `starting its replacement (generation ${d.nextGeneration}, restart ${d.restarts}) ${when}`,
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!stopping) fork(place.slot);
    }, d.delayMs);
    pending.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const t of pending) clearTimeout(t);
    pending.clear();
    const workers = Object.values(cluster.workers ?? {});
    console.log(`${signal}: stopping ${workers.length} server process(es)`);
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
