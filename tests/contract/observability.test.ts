/**
 * Logs and metrics as an operator sees them (issue 30, docs/deploy.md "Logs and metrics"): the
 * store's own logger writing into a stream the test reads, the Prometheus endpoint scraped over
 * HTTP. Without a line per request: errors with their stack and request id, every 5xx, job
 * failures; never a secret from a URL; the metrics only with the token or on their own port.
 */
import { PRUNE_EXPIRED } from '../../server/jobs';
import type { PoolState } from '../../server/db/types';
import { METRICS_REFUSED } from '../../server/observability/http-metrics';
import { startMetricsServer } from '../../server/observability/metrics-server';
import { capturedLog } from '../support/captured-log';
import { createTestApp, type TestApp } from '../support/contract-app';

const TOKEN = 'metrics-token-for-the-test-0123';
const SCRAPE = { headers: { authorization: `Bearer ${TOKEN}` } };

/** The store as deployed: info level, no line per request, metrics behind the token, counts read afresh. */
const log = capturedLog('info');
let t: TestApp;
/** The same with LOG_REQUESTS=1 and no token. */
const verboseLog = capturedLog('info');
let verbose: TestApp;

beforeAll(async () => {
  const env = { LOG_LEVEL: 'info', METRICS_CACHE_MS: '0', JOB_POLL_MS: '3600000' };
  t = await createTestApp({ logger: log.logger, seedProducts: 20, env: { ...env, LOG_REQUESTS: '', METRICS_TOKEN: TOKEN } });
  verbose = await createTestApp({ logger: verboseLog.logger, seedProducts: 0, env: { ...env, LOG_REQUESTS: '1', METRICS_TOKEN: '' } });
});
afterAll(async () => {
  await t?.close();
  await verbose?.close();
});

/** Lines written for requests (job runs carry a `job-…` id). */
const requestLines = (lines: Record<string, unknown>[]) => lines.filter((l) => typeof l.reqId === 'string' && !l.reqId.startsWith('job-'));

/** Runs fn while `table` is renamed away: every statement reading it fails as a real fault would. */
async function withoutTable<T>(app: TestApp, table: string, fn: () => Promise<T>): Promise<T> {
  await app.db.query(`ALTER TABLE ${table} RENAME TO ${table}_gone`);
  try {
    return await fn();
  } finally {
    await app.db.query(`ALTER TABLE ${table}_gone RENAME TO ${table}`);
  }
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer. */
function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

const find = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

async function scrape(app: TestApp): Promise<Sample[]> {
  const res = await fetch(`${app.baseUrl}/metrics`, SCRAPE);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(await res.text());
}

describe('logs', () => {
  it('an answer that went well writes no line; an unhandled error is logged with its stack and request id, and its 5xx', async () => {
    const from = log.lines.length;
    expect((await fetch(`${t.apiUrl}get-provinces`)).status).toBe(200);
    expect(requestLines(log.lines.slice(from))).toEqual([]);

    const res = await withoutTable(t, 'provinces', () => fetch(`${t.apiUrl}get-provinces?token=secret-in-the-url`));
    expect(res.status).toBe(500);
    const lines = requestLines(log.lines.slice(from));
    const error = lines.find((l) => l.msg === 'unhandled error');
    expect(error).toMatchObject({ level: 50, reqId: expect.any(String) });
    const err = error!.err as { message: string; stack: string };
    expect(err.message).toMatch(/provinces/);
    expect(err.stack).toMatch(/provinces[\s\S]*\n\s+at /);
    const answered = lines.find((l) => l.msg === 'answered 500');
    expect(answered).toMatchObject({ level: 40, reqId: error!.reqId, res: { statusCode: 500 } });
    expect(answered!.req).toMatchObject({ method: 'GET', url: '/api/get-provinces?token=[redacted]', route: '/api/get-provinces' });
    expect(log.raw.join('\n')).not.toContain('secret-in-the-url');
  });

  it('with LOG_REQUESTS=1 every request has its lines, and a token in the query string is never written', async () => {
    const from = verboseLog.lines.length;
    await fetch(`${verbose.apiUrl}get-wishlist?token=secret-wishlist-token`);
    await fetch(`${verbose.apiUrl}get-provinces?page=1&access_token=secret-access&code=424242`);
    const lines = requestLines(verboseLog.lines.slice(from));
    const urls = lines.filter((l) => l.msg === 'incoming request').map((l) => (l.req as { url: string }).url);
    expect(urls).toEqual(['/api/get-wishlist?token=[redacted]', '/api/get-provinces?page=1&access_token=[redacted]&code=[redacted]']);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(2);
    expect(verboseLog.raw.join('\n')).not.toMatch(/secret-wishlist-token|secret-access|424242/);
  });

  it('a job that fails is logged with its error, its run id on every line of the run', async () => {
    const from = log.lines.length;
    await t.db.query('UPDATE jobs SET run_at = now() WHERE name = $1', [PRUNE_EXPIRED]);
    await withoutTable(t, 'rate_limits', () => t.app.jobs!.runDue());
    const failure = log.lines.slice(from).find((l) => typeof l.msg === 'string' && l.msg.startsWith(`Job ${PRUNE_EXPIRED} failed`));
    expect(failure).toMatchObject({ level: 50, job: PRUNE_EXPIRED, reqId: expect.stringMatching(/^job-\d+-\d+$/), durationMs: expect.any(Number) });
    expect((failure!.err as { stack: string }).stack).toMatch(/rate_limits[\s\S]*\n\s+at /);
  });
});

describe('metrics', () => {
  it('are refused without the token, and are not on the store port when no token is set', async () => {
    const none = await fetch(`${t.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ statusCode: 401, message: METRICS_REFUSED });
    expect((await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-the-same-size' } })).status).toBe(401);

    const open = await fetch(`${verbose.baseUrl}/metrics`);
    // Whatever the store answers for a path it does not serve (the built site's not-found page, or 503 without a build).
    expect(open.status).not.toBe(200);
    expect(await open.text()).not.toContain('cg_http_request_duration_seconds');
  });

  it('count requests by route pattern and status class', async () => {
    await fetch(`${t.apiUrl}get-cities-via-province/3`);
    await fetch(`${t.apiUrl}get-cities-via-province/999999`);
    await fetch(`${t.apiUrl}no-such-route`);
    await fetch(`${t.baseUrl}/no-such-page`, { method: 'DELETE' });
    const all = await scrape(t);
    const route = '/api/get-cities-via-province/:province';
    const count = (labels: Record<string, string>) => find(all, 'cg_http_request_duration_seconds_count', labels)[0]?.value;
    expect(count({ method: 'GET', route, status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'GET', route, status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'GET', route: '/api/*', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'DELETE', route: '(unmatched)', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(find(all, 'cg_http_request_duration_seconds_bucket', { route, le: '+Inf' })).not.toHaveLength(0);
    // One series per route, never one per URL.
    expect(all.some((s) => s.labels.route?.includes('999999') || s.labels.route?.includes('no-such-route'))).toBe(false);
  });

  it('show the pools, the job queue and the process', async () => {
    const all = await scrape(t);
    const pools = (t.db as { pools?(): PoolState[] }).pools?.() ?? [];
    for (const p of pools) {
      expect(find(all, 'cg_db_pool_connections', { database: p.name, role: p.role })).toHaveLength(1);
      expect(find(all, 'cg_db_up', { database: p.name })[0]?.value).toBe(p.up ? 1 : 0);
    }
    const jobs = (await t.db.query<{ name: string }>('SELECT DISTINCT name FROM jobs')).rows.map((r) => r.name);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(find(all, 'cg_jobs_due', { job })).toHaveLength(1);
      expect(find(all, 'cg_jobs_lag_seconds', { job })[0]?.value).toBeGreaterThanOrEqual(0);
    }
    expect(find(all, 'cg_worker_generation')[0]?.value).toBe(1);
    expect(find(all, 'process_start_time_seconds')).toHaveLength(1);
  });

  it('count orders placed and payments by state as the tables say at the scrape', async () => {
    const byStatus = async () =>
      new Map((await t.db.query<{ s: string; n: number }>('SELECT payment_status AS s, count(*)::int AS n FROM orders GROUP BY 1')).rows.map((r) => [r.s, r.n]));
    const states = await byStatus();
    expect(states.size).toBeGreaterThan(0);
    let all = await scrape(t);
    for (const [status, n] of states) expect(find(all, 'cg_payments', { record: 'order', status })[0]?.value).toBe(n);
    const placed = find(all, 'cg_orders_placed_total').reduce((sum, s) => sum + s.value, 0);
    expect(placed).toBe([...states.values()].reduce((a, b) => a + b, 0));

    const paid = (await t.db.query<{ id: number }>("SELECT id FROM orders WHERE payment_status = 'Paid' LIMIT 1")).rows[0];
    await t.db.query("UPDATE orders SET payment_status = 'Refund Due' WHERE id = $1", [paid.id]);
    try {
      all = await scrape(t);
      expect(find(all, 'cg_payments', { record: 'order', status: 'Refund Due' })[0]?.value).toBe((states.get('Refund Due') ?? 0) + 1);
      expect(find(all, 'cg_payments', { record: 'order', status: 'Paid' })[0]?.value).toBe(states.get('Paid')! - 1);
    } finally {
      await t.db.query("UPDATE orders SET payment_status = 'Paid' WHERE id = $1", [paid.id]);
    }
    expect(find(all, 'cg_gateway_payments').length).toBeGreaterThan(0);
  });

  it('on their own port: loopback, GET /metrics only, the token asked for when set', async () => {
    const registry = verbose.app.metrics.registry;
    const port = await startMetricsServer({
      host: verbose.config.metricsHost,
      port: 0,
      contentType: registry.contentType,
      scrape: () => registry.metrics(),
      log: verbose.app.log,
    });
    const guarded = await startMetricsServer({ host: '127.0.0.1', port: 0, token: TOKEN, contentType: registry.contentType, scrape: () => registry.metrics(), log: verbose.app.log });
    try {
      expect(verbose.config.metricsHost).toBe('127.0.0.1');
      await fetch(`${verbose.apiUrl}get-provinces`);
      const res = await fetch(`http://127.0.0.1:${port.port}/metrics`);
      expect(res.status).toBe(200);
      const all = samples(await res.text());
      expect(find(all, 'cg_http_request_duration_seconds_count', { route: '/api/get-provinces', status_class: '2xx' })[0]?.value).toBeGreaterThanOrEqual(1);
      expect((await fetch(`http://127.0.0.1:${port.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`, SCRAPE)).status).toBe(200);
    } finally {
      await port.close();
      await guarded.close();
    }
  });
});
