/**
 * Liveness and readiness while the database cannot serve (issue 30): with one connection per pool
 * and that connection stuck behind a lock another session holds, /api/health still answers at
 * once (a supervisor must not kill processes for the database's fault) and /api/health/ready
 * answers 503 within a second. PostgreSQL only (a lock held by another session).
 */
import pg from 'pg';
import { createTestApp, type TestApp } from '../support/contract-app';
import { useProcessEnv } from '../support/process-env';
import { waitFor } from '../support/wait-for';
import { api } from './checkout-support';
import { get } from './http';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('health while every connection waits on a lock', () => {
  useProcessEnv({ PG_POOL_SIZE: '1' });
  let t: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 30, env: { JOB_POLL_MS: '0' } });
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query('ROLLBACK').catch(() => undefined);
    await admin?.end();
    await t?.close();
  });

  const timed = async <T>(path: string) => {
    const started = Date.now();
    const r = await get<T>(api(t), path);
    return { ...r, ms: Date.now() - started };
  };

  it('liveness answers at once, readiness 503 within a second, and both recover when the lock goes', async () => {
    const id = (await t.db.query<{ id: number }>('SELECT max(id) AS id FROM products WHERE status')).rows[0].id;
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const stuck = get(api(t), `/view-product?product=${id}`);
    const dbName = new URL(t.databaseUrl!).pathname.slice(1);
    await waitFor(
      async () => (await admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [dbName])).rows.length > 0,
      'the page read to wait on the lock',
    );

    const live = await timed<{ statusCode: number }>('/health');
    expect(live.status).toBe(200);
    expect(live.ms).toBeLessThan(1_000);

    const ready = await timed<{ statusCode: number; status: string; databases: { name: string; up: boolean }[] }>('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(1_500);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.body.status).toBe('unavailable');
    expect(ready.body.databases).toEqual([expect.objectContaining({ name: 'primary', up: false })]);

    await admin.query('ROLLBACK');
    expect((await stuck).status).toBe(200);
    const after = await timed<{ status: string }>('/health/ready');
    expect(after.status).toBe(200);
    expect(after.body.status).toBe('ready');
  });
});
