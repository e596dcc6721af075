/**
 * The job queue and runner (server/jobs, docs/adr/0014) on the database of the run: a due job is
 * claimed by one process only, a claim whose process died is taken again once its lease ends,
 * failures are retried later, and stop() waits for the job under way.
 */
import { openDatabase, type Database } from '../../server/db';
import { PRUNE_EXPIRED } from '../../server/jobs';
import { claimJob, completeJob, enqueue, failJob, MAX_ATTEMPTS, scheduleRecurring } from '../../server/jobs/queue';
import { startJobRunner, type JobHandler, type JobRunner } from '../../server/jobs/runner';
import { createTestApp, type TestApp } from '../support/contract-app';
import { shopper } from './checkout-support';

let t: TestApp;
/** The database as other processes see it: their own connections on PostgreSQL, the one session on PGlite. */
let others: Database[];
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0 });
  others = t.databaseUrl ? await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: t.databaseUrl }))) : [t.db, t.db, t.db];
});
afterAll(async () => {
  if (t.databaseUrl) await Promise.all(others.map((db) => db.close()));
  await t.close();
});

let seq = 0;
const jobName = () => `test-job-${++seq}`;
const silent = { error: () => undefined };
const jobRow = async (id: number) =>
  (await t.db.query<{ attempts: number; last_error: string | null; failed_at: string | null; locked_by: string | null; due: boolean }>(
    'SELECT attempts, last_error, failed_at, locked_by, run_at <= now() AS due FROM jobs WHERE id = $1',
    [id],
  )).rows[0];

/** A runner as a process starts it (it drains once at start), not ticking again during the test. */
const runner = (db: Database, handlers: Record<string, JobHandler>): JobRunner =>
  startJobRunner({ db, handlers, pollMs: 3_600_000, leaseMs: 60_000, log: silent });

it('three processes draining at once run a due job once, and it is gone', async () => {
  const name = jobName();
  const runs: unknown[] = [];
  const id = await enqueue(t.db, name, { order: 7 });
  const rs = others.map((db) => runner(db, { [name]: async (_db, payload) => void runs.push(payload) }));
  try {
    await Promise.all(rs.map((r) => r.runDue()));
  } finally {
    await Promise.all(rs.map((r) => r.stop()));
  }
  expect(runs).toEqual([{ order: 7 }]);
  expect(await jobRow(id)).toBeUndefined();
});

it('twenty claims at once of five due jobs take each job once', async () => {
  const name = jobName();
  const ids = await Promise.all([1, 2, 3, 4, 5].map(() => enqueue(t.db, name)));
  const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimJob(others[i % others.length], [name], 60_000)));
  const taken = claims.filter((c) => c !== null).map((c) => c!.id);
  expect(taken.sort()).toEqual([...ids].sort());
});

it('a job whose process died is taken again when its lease ends, and only the new claim can finish it', async () => {
  const name = jobName();
  const id = await enqueue(t.db, name);
  const dead = await claimJob(others[0], [name], 60_000);
  expect(dead).toMatchObject({ id, attempts: 1 });
  // The first process dies without finishing: while its lease lasts nobody else takes the job …
  expect(await claimJob(others[1], [name], 60_000)).toBeNull();
  // … and once it ended (moved back in SQL, no waiting), the next one does.
  await t.db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [id]);
  const retry = await claimJob(others[1], [name], 60_000);
  expect(retry).toMatchObject({ id, attempts: 2 });
  expect(await completeJob(others[0], dead!)).toBe(false);
  expect(await completeJob(others[1], retry!)).toBe(true);
  expect(await jobRow(id)).toBeUndefined();
});

it('a failed run is retried later; a one-off job is given up after MAX_ATTEMPTS', async () => {
  const name = jobName();
  let calls = 0;
  const id = await enqueue(t.db, name);
  const r = runner(t.db, { [name]: async () => {
    calls += 1;
    if (calls === 1) throw new Error('gateway timed out');
  } });
  try {
    await r.runDue();
    expect(await jobRow(id)).toMatchObject({ attempts: 1, last_error: 'gateway timed out', locked_by: null, due: false, failed_at: null });
    await t.db.query('UPDATE jobs SET run_at = now() WHERE id = $1', [id]);
    expect(await r.runDue()).toBe(1);
    expect(calls).toBe(2);
    expect(await jobRow(id)).toBeUndefined();
  } finally {
    await r.stop();
  }

  const doomed = await enqueue(t.db, name);
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    await t.db.query('UPDATE jobs SET run_at = now() WHERE id = $1', [doomed]);
    await failJob(t.db, (await claimJob(t.db, [name], 60_000))!, 'still down');
  }
  expect(await jobRow(doomed)).toMatchObject({ attempts: MAX_ATTEMPTS, failed_at: expect.anything() });
  await t.db.query('UPDATE jobs SET run_at = now() WHERE id = $1', [doomed]);
  expect(await claimJob(t.db, [name], 60_000)).toBeNull();
});

it('a recurring job is one row whoever schedules it, due again its period after each run', async () => {
  const name = jobName();
  await Promise.all(others.map((db) => scheduleRecurring(db, name, 3_600_000)));
  const rows = await t.db.query<{ id: number }>('SELECT id FROM jobs WHERE key = $1', [name]);
  expect(rows.rows).toHaveLength(1);
  const job = await claimJob(t.db, [name], 60_000);
  expect(await completeJob(t.db, job!)).toBe(true);
  const next = await t.db.query<{ later: boolean }>(
    "SELECT run_at BETWEEN now() + interval '59 minutes' AND now() + interval '61 minutes' AS later FROM jobs WHERE id = $1",
    [rows.rows[0].id],
  );
  expect(next.rows[0].later).toBe(true);
});

it('stop() waits for the job under way', async () => {
  const name = jobName();
  await enqueue(t.db, name);
  let finished = false;
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const r = runner(t.db, { [name]: async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, 200));
    finished = true;
  } });
  void r.runDue();
  await running;
  await r.stop();
  expect(finished).toBe(true);
});

it('the hourly prune job deletes ended rate-limit windows and expired or revoked sessions, nothing live', async () => {
  await t.db.query(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES ('prune:old', 3, now() - interval '2 days'), ('prune:live', 3, now() + interval '1 minute')`,
  );
  const [expired, revoked, live] = [await shopper(t), await shopper(t), await shopper(t)];
  await t.db.query(`UPDATE sessions SET last_used_at = now() - interval '31 days' WHERE user_id = $1`, [expired.id]);
  await t.db.query(`UPDATE sessions SET revoked_at = now() - interval '2 days' WHERE user_id = $1`, [revoked.id]);
  await t.db.query('UPDATE jobs SET run_at = now() WHERE key = $1', [PRUNE_EXPIRED]);
  await t.app.jobs!.runDue();
  const keys = await t.db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'prune:%'");
  expect(keys.rows.map((r) => r.key)).toEqual(['prune:live']);
  const users = await t.db.query<{ user_id: number }>('SELECT user_id FROM sessions WHERE user_id = ANY($1::bigint[])', [[expired.id, revoked.id, live.id]]);
  expect(users.rows.map((r) => Number(r.user_id))).toEqual([live.id]);
});
