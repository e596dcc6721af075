/**
 * The jobs table (migration 018) as a queue every server process works from: a job is claimed
 * with FOR UPDATE SKIP LOCKED, so two processes never take the same one, and held by a lease,
 * so a job whose process died is taken again once locked_until has passed.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';

/** A claimed job. `lease` identifies this claim: only its holder can finish it. */
export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  /** Runs so far, this one included. */
  attempts: number;
  /** The period of a recurring job; null for a one-off. */
  everyMs: number | null;
  lease: string;
}

/** A one-off job is given up (failed_at) after this many failed runs. */
export const MAX_ATTEMPTS = 5;

/** Wait before running a failed job again: 5 s, 10 s, 20 s … at most 10 minutes (and, recurring, at most its period). */
export function retryDelayMs(attempts: number, everyMs: number | null): number {
  const backoff = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
  return everyMs === null ? backoff : Math.min(backoff, everyMs);
}

/** Adds a one-off job, due at once or after `delayMs`. */
export async function enqueue(db: Queryable, name: string, payload: unknown = {}, delayMs = 0): Promise<number> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO jobs (name, payload, run_at) VALUES ($1, $2::jsonb, now() + make_interval(secs => $3::double precision / 1000)) RETURNING id`,
    [name, JSON.stringify(payload), delayMs],
  );
  return Number(r.rows[0].id);
}

/**
 * Makes sure the recurring job `name` exists, due now when new; every process calls this at start,
 * the row is one. A shorter period than the row's brings the next run forward.
 */
export async function scheduleRecurring(db: Queryable, name: string, everyMs: number): Promise<void> {
  await db.query(
    `INSERT INTO jobs (name, key, every_ms) VALUES ($1, $1, $2)
     ON CONFLICT (key) DO UPDATE SET every_ms = excluded.every_ms, failed_at = NULL,
       run_at = least(jobs.run_at, now() + excluded.every_ms * interval '1 millisecond')`,
    [name, everyMs],
  );
}

/** Takes the next due job of one of `names` for leaseMs, or null when none is due. */
export async function claimJob(db: Queryable, names: readonly string[], leaseMs: number): Promise<ClaimedJob | null> {
  const lease = randomUUID();
  const r = await db.query<{ id: number; name: string; payload: unknown; attempts: number; every_ms: number | null }>(
    `UPDATE jobs SET locked_by = $2, locked_until = now() + make_interval(secs => $3::double precision / 1000), attempts = attempts + 1
      WHERE id = (
        SELECT id FROM jobs
         WHERE name = ANY($1::text[]) AND failed_at IS NULL AND run_at <= now()
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY run_at LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING id, name, payload, attempts, every_ms`,
    [names, lease, leaseMs],
  );
  const row = r.rows[0];
  if (!row) return null;
  const everyMs = row.every_ms === null ? null : Number(row.every_ms);
  return { id: Number(row.id), name: row.name, payload: row.payload, attempts: Number(row.attempts), everyMs, lease };
}

/**
 * The claim's work is done: a one-off job goes, a recurring one is due again every_ms from now.
 * False when the lease was lost (it ran out and another process took the job).
 */
export async function completeJob(db: Queryable, job: ClaimedJob): Promise<boolean> {
  const done = await db.query('DELETE FROM jobs WHERE id = $1 AND locked_by = $2 AND every_ms IS NULL', [job.id, job.lease]);
  if (done.rowCount) return true;
  const next = await db.query(
    `UPDATE jobs SET run_at = now() + every_ms * interval '1 millisecond', attempts = 0, locked_by = NULL, locked_until = NULL, last_error = NULL
      WHERE id = $1 AND locked_by = $2`,
    [job.id, job.lease],
  );
  return next.rowCount > 0;
}

/** The claim's work failed: run it again after retryDelayMs, or give a one-off job up after MAX_ATTEMPTS. */
export async function failJob(db: Queryable, job: ClaimedJob, error: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3,
            run_at = now() + make_interval(secs => $4::double precision / 1000),
            failed_at = CASE WHEN every_ms IS NULL AND attempts >= $5 THEN now() END
      WHERE id = $1 AND locked_by = $2`,
    [job.id, job.lease, error.slice(0, 2000), retryDelayMs(job.attempts, job.everyMs), MAX_ATTEMPTS],
  );
}
