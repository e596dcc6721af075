/**
 * The in-process job runner every server process starts: every pollMs it claims the due jobs it
 * has handlers for, one at a time, until none is due. Its timer is unref'd (it never keeps a
 * process alive) and stop() waits for the job under way.
 */
import type { Database } from '../db/types';
import { NEVER_ABORTED, runInScope } from '../http/request-scope';
import { claimJob, completeJob, failJob, type ClaimedJob } from './queue';

/** The work of one kind of job. It may run again after a crash part way: it must be safe to repeat. */
export type JobHandler = (db: Database, payload: unknown) => Promise<void>;

/** Where job runs are reported (the server's logger): each run's start (debug), end with its time (info), failure with its error (error). */
export interface JobLog {
  error(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

/**
 * The id of one run of a job, carried by every log line written while it runs (its scope's id,
 * as a request's is): `job-<row id>-<attempt>`.
 */
export const jobRunId = (job: Pick<ClaimedJob, 'id' | 'attempts'>): string => `job-${job.id}-${job.attempts}`;

export interface JobRunnerOptions {
  db: Database;
  handlers: Readonly<Record<string, JobHandler>>;
  pollMs: number;
  /** How long a claim lasts: longer than the longest run, or a second process may start the job again. */
  leaseMs: number;
  log: JobLog;
}

export interface JobRunner {
  /** Runs every due job now, as each timer tick does; answers how many ran. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/** A tick stops after this many jobs, so a flood of due jobs cannot hold up stop(). */
const MAX_PER_TICK = 50;

export function startJobRunner({ db, handlers, pollMs, leaseMs, log }: JobRunnerOptions): JobRunner {
  const names = Object.keys(handlers);
  let stopped = false;
  let under: Promise<number> | null = null;

  const runOne = (job: ClaimedJob): Promise<void> =>
    runInScope({ id: jobRunId(job), signal: NEVER_ABORTED }, async () => {
      const facts = { job: job.name, jobId: job.id, attempt: job.attempts };
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      log.debug?.(facts, `Job ${job.name} started`);
      try {
        await handlers[job.name](db, job.payload);
        await completeJob(db, job);
        log.debug?.({ ...facts, durationMs: ms() }, `Job ${job.name} done`);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.error({ ...facts, durationMs: ms(), err }, `Job ${job.name} failed: ${message}`);
        await failJob(db, job, message);
      }
    });

  const drain = async (): Promise<number> => {
    let ran = 0;
    while (!stopped && ran < MAX_PER_TICK) {
      const job = await claimJob(db, names, leaseMs);
      if (!job) break;
      await runOne(job);
      ran += 1;
    }
    return ran;
  };

  const startDrain = (): Promise<number> => (under = drain().finally(() => (under = null)));

  /** Waits for a drain under way (it may have looked before a job came due), then drains again. */
  const runDue = async (): Promise<number> => {
    await under?.catch(() => undefined);
    return under ?? startDrain();
  };

  /** A tick while a drain is under way has nothing to add. */
  const tick = () => {
    if (stopped || under) return;
    startDrain().catch((err: unknown) => log.error({ err }, 'The job runner could not reach the jobs table'));
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  setImmediate(tick).unref();

  return {
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await under?.catch(() => undefined);
    },
  };
}
