/**
 * The process survives the database (issue 30): on a real PostgreSQL (the PGlite run skips it, a
 * fault cannot be injected into the embedded database), with the store's own pools, request
 * scope and error handler behind a small HTTP server whose routes hold a transaction open at a
 * point the test chooses. A connection terminated inside a transaction, a statement past its
 * timeout, a client that leaves before COMMIT, a full pool.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db';
import { DEFAULT_POOL_SETTINGS, type PoolSettings } from '../../server/db/pool-settings';
import type { DbLog } from '../../server/db/types';
import { errorHandler, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGES } from '../../server/http/errors';
import { currentScope, registerRequestScope } from '../../server/http/request-scope';
import { createScratchDatabase } from '../support/contract-app';
import { tcpProxy } from '../support/tcp-proxy';
import { waitFor } from '../support/wait-for';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** A gate a route waits at until the test opens it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

interface Logged {
  level: 'info' | 'warn' | 'error';
  msg: string;
}

onPostgres('the database layer under faults (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let admin: pg.Client;
  const apps: FastifyInstance[] = [];
  const dbs: Database[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query('CREATE TABLE marks (id serial PRIMARY KEY, label text NOT NULL)');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close().catch(() => undefined);
    await admin?.end();
    await scratch?.drop();
  });

  /** A server over the store's pool for this database; `name` marks its connections (application_name). */
  async function serve(name: string, settings: Partial<PoolSettings> = {}) {
    const url = new URL(scratch.url);
    url.searchParams.set('application_name', name);
    const logged: Logged[] = [];
    const log: DbLog = {
      info: (_o, msg) => logged.push({ level: 'info', msg }),
      warn: (_o, msg) => logged.push({ level: 'warn', msg }),
      error: (_o, msg) => logged.push({ level: 'error', msg }),
    };
    const db = await openDatabase({ databaseUrl: url.toString(), settings: { ...DEFAULT_POOL_SETTINGS, ...settings }, log });
    dbs.push(db);
    const app = Fastify();
    registerRequestScope(app);
    app.setErrorHandler(errorHandler);
    const gates = new Map<string, ReturnType<typeof gate>>();
    /** Each /mark request's scope signal: the test waits until the server has seen its client leave. */
    const signals = new Map<string, AbortSignal>();
    const gateFor = (label: string) => gates.get(label) ?? (gates.set(label, gate()), gates.get(label)!);
    // Writes two marks, then waits at the gate inside the transaction: COMMIT comes next.
    app.post<{ Querystring: { label: string } }>('/mark', async (request) => {
      const { label } = request.query;
      const signal = currentScope()?.signal;
      if (signal) signals.set(label, signal);
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO marks (label) VALUES ($1)', [label]);
        await tx.query('INSERT INTO marks (label) VALUES ($1)', [`${label} again`]);
        await gateFor(label).opened;
      });
      return { statusCode: 200, label };
    });
    // One mark, the gate, a second mark, COMMIT: the second statement is sent after the gate opens.
    app.post<{ Querystring: { label: string } }>('/mark-late', async (request) => {
      const { label } = request.query;
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO marks (label) VALUES ($1)', [label]);
        await gateFor(label).opened;
        await tx.query('INSERT INTO marks (label) VALUES ($1)', [`${label} again`]);
      });
      return { statusCode: 200, label };
    });
    app.get<{ Querystring: { seconds: string } }>('/sleep', async (request) => {
      await db.query('SELECT pg_sleep($1)', [Number(request.query.seconds)]);
      return { statusCode: 200 };
    });
    app.get('/count', async () => ({ statusCode: 200, count: (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM marks')).rows[0].n }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const sawLeave = (label: string) => waitFor(async () => signals.get(label)?.aborted === true, `the server to see the client of ${label} leave`);
    return { app, db, base, logged, gateFor, sawLeave };
  }

  const marks = async (label: string) =>
    Number((await admin.query('SELECT count(*) AS n FROM marks WHERE label LIKE $1', [`${label}%`])).rows[0].n);
  /** The backends of a server (by application_name) in a state. */
  const backends = async (name: string, state: string) =>
    (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND state = $2', [name, state])).rows;

  it('a connection terminated inside a transaction: the process lives, the request answers 503 with Retry-After, the next one works', async () => {
    const s = await serve('faults-terminate');
    const label = 'terminated';
    const answer = fetch(`${s.base}/mark?label=${label}`, { method: 'POST' });
    await waitFor(async () => (await backends('faults-terminate', 'idle in transaction')).length === 1, 'the transaction to wait at its gate');
    const [{ pid }] = await backends('faults-terminate', 'idle in transaction');
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    // The lost connection is reported (before this change: an unhandled 'error' event ended the process).
    await waitFor(async () => s.logged.some((l) => l.level === 'warn' && l.msg.includes('a connection was lost')), 'the lost connection to be logged');
    s.gateFor(label).open();
    const res = await answer;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await res.json()).toEqual({ statusCode: 503, message: UNAVAILABLE_MESSAGES.unreachable });
    expect(await marks(label)).toBe(0);

    const next = `${label}-next`;
    s.gateFor(next).open();
    const ok = await fetch(`${s.base}/mark?label=${next}`, { method: 'POST' });
    expect(ok.status).toBe(200);
    expect(await marks(next)).toBe(2);
  });

  it('connections terminated between requests are replaced: the next requests answer', async () => {
    const s = await serve('faults-idle');
    for (const label of ['idle-1', 'idle-2', 'idle-3']) s.gateFor(label).open();
    await Promise.all(['idle-1', 'idle-2', 'idle-3'].map((l) => fetch(`${s.base}/mark?label=${l}`, { method: 'POST' })));
    await waitFor(async () => (await backends('faults-idle', 'idle')).length >= 1, 'idle connections in the pool');
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'faults-idle'");
    await waitFor(async () => (await backends('faults-idle', 'idle')).length === 0, 'the connections to end');
    for (let i = 0; i < 5; i++) expect((await fetch(`${s.base}/count`)).status).toBe(200);
  });

  it('a statement past PG_STATEMENT_TIMEOUT_MS answers 503 with Retry-After, and the pool serves on', async () => {
    const s = await serve('faults-statement', { statementTimeoutMs: 300 });
    const started = Date.now();
    const res = await fetch(`${s.base}/sleep?seconds=5`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await res.json()).toEqual({ statusCode: 503, message: UNAVAILABLE_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect((await fetch(`${s.base}/count`)).status).toBe(200);
  });

  it('a database that stops answering mid-statement (its backend frozen by a lock) answers 503 within the timeout', async () => {
    const s = await serve('faults-frozen', { statementTimeoutMs: 500 });
    await admin.query('BEGIN');
    try {
      await admin.query('LOCK TABLE marks IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const res = await fetch(`${s.base}/count`);
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await admin.query('ROLLBACK');
    }
    expect((await fetch(`${s.base}/count`)).status).toBe(200);
  });

  it('a full pool answers 503 after PG_CONNECT_TIMEOUT_MS instead of waiting for as long as the fault lasts', async () => {
    const s = await serve('faults-full', { size: 1, connectTimeoutMs: 300 });
    const holder = fetch(`${s.base}/mark?label=full-holder`, { method: 'POST' });
    await waitFor(async () => (await backends('faults-full', 'idle in transaction')).length === 1, 'the only connection to be held');
    const res = await fetch(`${s.base}/count`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ statusCode: 503, message: UNAVAILABLE_MESSAGES.timeout });
    s.gateFor('full-holder').open();
    expect((await holder).status).toBe(200);
    expect((await fetch(`${s.base}/count`)).status).toBe(200);
  });

  /** Sends POST path and destroys the connection once `left` says so; resolves when the socket is gone. */
  function leaveEarly(base: string, path: string) {
    const url = new URL(path, base);
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST' });
    req.on('error', () => undefined);
    req.end();
    return {
      leave: () =>
        new Promise<void>((resolve) => {
          req.on('close', () => resolve());
          req.destroy();
        }),
    };
  }

  it('a client that leaves before COMMIT: the transaction is rolled back, nothing of it is written', async () => {
    const s = await serve('faults-gone');
    const label = 'gone-before-commit';
    const client = leaveEarly(s.base, `/mark?label=${label}`);
    await waitFor(async () => (await backends('faults-gone', 'idle in transaction')).length === 1, 'the transaction to wait at its gate');
    await client.leave();
    await s.sawLeave(label);
    s.gateFor(label).open();
    await waitFor(async () => (await backends('faults-gone', 'idle in transaction')).length === 0, 'the transaction to end');
    expect(await marks(label)).toBe(0);

    // The same work whose client stays is committed (what the rollback above is told apart from).
    const stays = 'client-stays';
    s.gateFor(stays).open();
    expect((await fetch(`${s.base}/mark?label=${stays}`, { method: 'POST' })).status).toBe(200);
    expect(await marks(stays)).toBe(2);
  });

  it('a client that leaves while its request waits for a connection: the work never starts', async () => {
    const s = await serve('faults-gone-waiting', { size: 1 });
    const holder = fetch(`${s.base}/mark?label=waiting-holder`, { method: 'POST' });
    await waitFor(async () => (await backends('faults-gone-waiting', 'idle in transaction')).length === 1, 'the only connection to be held');
    const label = 'gone-while-waiting';
    s.gateFor(label).open();
    const client = leaveEarly(s.base, `/mark?label=${label}`);
    await waitFor(async () => s.db.pools?.()[0].waiting === 1, 'the request to wait for the connection');
    await client.leave();
    await s.sawLeave(label);
    s.gateFor('waiting-holder').open();
    expect((await holder).status).toBe(200);
    // The connection is free again and the request that left wrote nothing.
    expect((await fetch(`${s.base}/count`)).status).toBe(200);
    expect(await marks(label)).toBe(0);
  });

  it('start-up waits for a database that is not there yet, logging each attempt, and opens once it answers', async () => {
    const server = new URL(scratch.url);
    const proxy = await tcpProxy(server.hostname, Number(server.port || 5432));
    await proxy.stop();
    const logged: Logged[] = [];
    const log: DbLog = {
      info: (_o, msg) => logged.push({ level: 'info', msg }),
      warn: (_o, msg) => logged.push({ level: 'warn', msg }),
      error: (_o, msg) => logged.push({ level: 'error', msg }),
    };
    let opened: Database | undefined;
    const giveUp = new AbortController();
    const opening = openDatabase({ databaseUrl: proxy.urlFor(scratch.url), log, signal: giveUp.signal }).then((db) => (opened = db));
    try {
      const attempts = () => logged.filter((l) => l.level === 'warn' && l.msg.includes('does not answer yet')).length;
      await waitFor(async () => attempts() >= 2, 'two failed attempts to be logged');
      expect(opened).toBeUndefined();
      expect(logged[0].msg).toMatch(/^PostgreSQL primary at 127\.0\.0\.1:\d+\/t_\w+ does not answer yet \(.+\); trying again in 0\.5 s\. Check that PostgreSQL is running/);
      await proxy.start();
      await opening;
      expect((await opened!.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(logged.at(-1)).toEqual({ level: 'info', msg: expect.stringContaining('answers: starting') });
    } finally {
      giveUp.abort();
      await opening.catch(() => undefined);
      await opened?.close();
      await proxy.stop();
    }
  });

  it('a frozen backend (SIGSTOP): the request answers 503 within the statement bound and nothing is written when it thaws', async () => {
    const s = await serve('faults-sigstop', { statementTimeoutMs: 300 });
    const label = 'frozen-backend';
    const answer = fetch(`${s.base}/mark-late?label=${label}`, { method: 'POST' });
    await waitFor(async () => (await backends('faults-sigstop', 'idle in transaction')).length === 1, 'the transaction to wait at its gate');
    const [{ pid }] = await backends('faults-sigstop', 'idle in transaction');
    try {
      process.kill(pid, 'SIGSTOP');
    } catch {
      // Only the postgres user or root may stop a backend: nothing to test as anyone else.
      s.gateFor(label).open();
      await answer;
      return;
    }
    let frozen = true;
    try {
      const started = Date.now();
      s.gateFor(label).open();
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      // statement_timeout cannot fire in a stopped backend: the driver's own bound (300 + 2 000 ms) does.
      expect(Date.now() - started).toBeLessThan(6_000);
      process.kill(pid, 'SIGCONT');
      frozen = false;
      await waitFor(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rows.length === 0, 'the thawed backend to end');
      expect(await marks(label)).toBe(0);
      expect((await fetch(`${s.base}/count`)).status).toBe(200);
    } finally {
      if (frozen) process.kill(pid, 'SIGCONT');
    }
  });
});
