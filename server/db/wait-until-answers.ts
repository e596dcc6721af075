import { errorText } from './log';
import type { DbLog, Queryable } from './types';

/** Waits between start-up attempts: 0.5 s, 1 s, 2 s … at most 10 s. */
export const startupBackoffMs = (attempt: number): number => Math.min(10_000, 500 * 2 ** Math.max(0, attempt - 1));

export interface WaitOptions {
  /** "PostgreSQL primary at host:5432/app": what the log lines name. */
  what: string;
  log: DbLog;
  /** Stops waiting (a shutdown signal while the database is still away). */
  signal?: AbortSignal;
  backoffMs?: (attempt: number) => number;
}

/**
 * Start-up: asks `SELECT 1` until the database answers, logging each failed attempt and the
 * wait before the next, and keeps trying for as long as it takes (a supervisor's restart loop
 * is not needed, and a database that comes up a minute after the servers is fine).
 */
export async function waitUntilAnswers(db: Queryable, opts: WaitOptions): Promise<void> {
  const backoff = opts.backoffMs ?? startupBackoffMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.query('SELECT 1');
      if (attempt > 1) opts.log.info({ attempt }, `${opts.what} answers: starting`);
      return;
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      const waitMs = backoff(attempt);
      opts.log.warn(
        { attempt, err: errorText(err), retryInMs: waitMs },
        `${opts.what} does not answer yet (${errorText(err)}); trying again in ${Math.round(waitMs / 100) / 10} s. ` +
          'Check that PostgreSQL is running and that the URL, user and password are right.',
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        opts.signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
      if (opts.signal?.aborted) throw new Error(`Stopped waiting for ${opts.what}: the server is shutting down.`);
    }
  }
}
