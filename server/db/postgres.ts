import pg from 'pg';
import { currentScope } from '../http/request-scope';
import { consoleDbLog, describeUrl, errorText } from './log';
import { DEFAULT_POOL_SETTINGS, QUERY_GRACE_MS, type PoolSettings } from './pool-settings';
import type { Database, DbLog, PoolCheck, PoolState, Queryable, QueryOptions, QueryResult, SessionOptions } from './types';
import { ClientGoneError, databaseUnavailable } from './unavailable';
import { waitUntilAnswers } from './wait-until-answers';

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** setTimeout's longest delay: "no client-side limit" for start-up sessions (pg treats 0 as "use the pool's"). */
const NO_QUERY_TIMEOUT = 2 ** 31 - 1;

export interface PostgresOptions {
  /** 'primary' or 'replica N': log lines and PoolState. */
  name?: string;
  role?: 'primary' | 'replica';
  settings?: PoolSettings;
  log?: DbLog;
  /** Told when the pool starts or stops answering (default: a log line). */
  onStateChange?: (up: boolean, err?: unknown) => void;
}

/** One pool as a Database, with what the replicas and the health answer need to know about it. */
export interface PostgresPool extends Database {
  readonly name: string;
  isUp(): boolean;
  pools(): PoolState[];
  check(timeoutMs: number): Promise<PoolCheck[]>;
}

/** A connection that answered "I cannot": down, not a statement's own fault. 57014 is the server answering, so not down. */
const marksDown = (err: unknown) => {
  const kind = databaseUnavailable(err);
  return kind === 'unreachable' || (kind === 'timeout' && (err as { code?: unknown }).code !== '57014');
};

function wrap(client: pg.Pool | pg.PoolClient, queryTimeout?: number, signal?: AbortSignal): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      // Inside a transaction whose client left: stop at the next statement (it will be rolled back).
      if (signal?.aborted) throw new ClientGoneError();
      const r = await client.query({ text: sql, values: params, name: options.name, query_timeout: queryTimeout } as pg.QueryConfig);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
  };
}

/**
 * BEGIN … COMMIT on one connection; any throw rolls back. When the request this work is for has
 * lost its client (request-scope), it is rolled back instead of committed: nobody will see the
 * answer, and a shopper told "failed" must not find it applied later.
 */
async function transactionOn<T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>, queryTimeout?: number): Promise<T> {
  const signal = currentScope()?.signal;
  if (signal?.aborted) throw new ClientGoneError();
  const send = (sql: string) => client.query({ text: sql, query_timeout: queryTimeout } as pg.QueryConfig);
  await send('BEGIN');
  try {
    const result = await fn(wrap(client, queryTimeout, signal));
    if (signal?.aborted) throw new ClientGoneError();
    await send('COMMIT');
    return result;
  } catch (err) {
    // A broken connection cannot roll back (and one still busy would make ROLLBACK wait its turn):
    // it is destroyed on release, and PostgreSQL rolls back what it had when the connection ends.
    if (!databaseUnavailable(err)) await send('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/** One checked-out connection as a Database (Database.session); the caller releases it. */
function onConnection(client: pg.PoolClient, queryTimeout?: number): Database {
  const db: Database = {
    kind: 'postgres',
    query: wrap(client, queryTimeout).query,
    transaction: (fn) => transactionOn(client, fn, queryTimeout),
    async exec(sql) {
      await client.query({ text: sql, query_timeout: queryTimeout } as pg.QueryConfig);
    },
    session: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}

/** pool.connect(), given up (and the connection returned when it comes) once the request's client has left. */
function connectFor(pool: pg.Pool, signal: AbortSignal | undefined): Promise<pg.PoolClient> {
  if (!signal) return pool.connect();
  if (signal.aborted) return Promise.reject(new ClientGoneError());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ClientGoneError());
    signal.addEventListener('abort', onAbort, { once: true });
    pool.connect().then(
      (client) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) client.release();
        else resolve(client);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/**
 * A pool on a PostgreSQL server, not yet connected (a replica may be down when the server starts).
 * Every connection has an error listener for its whole life: a connection the server drops
 * (pg_terminate_backend, a restart, a failover) while checked out is logged and destroyed on
 * release, never an unhandled 'error' event that ends the process.
 */
export function createPostgresPool(connectionString: string, opts: PostgresOptions = {}): PostgresPool {
  /** Connections the server dropped while they were checked out: destroyed, not reused, on release. */
  const broken = new WeakMap<pg.ClientBase, Error>();
  const name = opts.name ?? 'primary';
  const role = opts.role ?? 'primary';
  const s = opts.settings ?? DEFAULT_POOL_SETTINGS;
  const log = opts.log ?? consoleDbLog;
  const where = describeUrl(connectionString);
  const pool = new pg.Pool({
    connectionString,
    max: s.size,
    connectionTimeoutMillis: s.connectTimeoutMs,
    statement_timeout: s.statementTimeoutMs || undefined,
    query_timeout: s.statementTimeoutMs ? s.statementTimeoutMs + QUERY_GRACE_MS : undefined,
    idle_in_transaction_session_timeout: s.idleInTransactionTimeoutMs || undefined,
    keepAlive: true,
    keepAliveInitialDelayMillis: s.keepAliveInitialDelayMs,
    // Each new connection, before its first use.
    onConnect: async (client: pg.ClientBase) => {
      client.on('error', (err) => {
        broken.set(client, err);
        log.warn(
          { database: name, where, err: errorText(err), code: (err as { code?: unknown }).code },
          `PostgreSQL ${name}: a connection was lost; it is discarded and the next request opens another`,
        );
      });
      // PostgreSQL 14+: a statement still running after we dropped its connection stops. An older
      // server refuses the setting (42704): no matter. A server that does not answer fails the connect.
      if (s.clientCheckMs) {
        await client
          .query({ text: `SET client_connection_check_interval = ${s.clientCheckMs}`, query_timeout: s.connectTimeoutMs } as pg.QueryConfig)
          .catch((err: unknown) => {
            if (databaseUnavailable(err)) throw err;
          });
      }
    },
  });
  // The per-connection listener above has logged it; the pool's own event only needs a listener.
  pool.on('error', () => undefined);

  // A primary is neither up nor down until its first answer (start-up logs its own waits); a
  // replica counts as up until it fails, so its first failure is logged and starts the probe.
  let up: boolean | null = role === 'primary' ? null : true;
  const onStateChange =
    opts.onStateChange ??
    ((nowUp: boolean, err?: unknown) =>
      nowUp
        ? log.info({ database: name, where }, `PostgreSQL ${name} answers again`)
        : log.error({ database: name, where, err: errorText(err) }, `PostgreSQL ${name} does not answer: requests that need it answer 503 until it does`));
  const setUp = (nowUp: boolean, err?: unknown) => {
    if (nowUp === up) return;
    const first = up === null;
    up = nowUp;
    if (!first) onStateChange(nowUp, err);
  };
  /** Follows each piece of work: a failure that means "unreachable" marks the pool down, any success up. */
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      setUp(true);
      return result;
    } catch (err) {
      if (marksDown(err)) setUp(false, err);
      throw err;
    }
  };

  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>, unbounded = false): Promise<T> => {
    const client = await connectFor(pool, unbounded ? undefined : currentScope()?.signal);
    let failure: unknown;
    try {
      return await fn(client);
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      // Destroyed when the server dropped it or it failed as a connection (a timed-out statement may still be running on it).
      const lost = broken.get(client) ?? (databaseUnavailable(failure) ? (failure as Error) : undefined);
      client.release(unbounded ? true : lost);
    }
  };

  const checkOnce = async (timeoutMs: number): Promise<PoolCheck> => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const answer = track(() => pool.query('SELECT 1'));
    answer.catch(() => undefined);
    try {
      await Promise.race([answer, late]);
      return { name, role, up: true, ms: Date.now() - started };
    } catch (err) {
      return { name, role, up: false, ms: Date.now() - started, error: errorText(err) };
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    kind: 'postgres',
    name,
    // A statement on its own is not sent once the request it is for has lost its client (nor after
    // waiting for a connection): a route of several statements stops at the next one, and what the
    // shopper was told failed is not done afterwards (a frozen database queues it all until it thaws).
    query: (sql, params, options) =>
      track(() => {
        const signal = currentScope()?.signal;
        if (!signal) return wrap(pool).query(sql, params, options);
        return withClient((client) => wrap(client, undefined, signal).query(sql, params, options));
      }),
    transaction: (fn) => track(() => withClient((client) => transactionOn(client, fn))),
    exec: (sql) => track(async () => void (await pool.query(sql))),
    session: (fn, options: SessionOptions = {}) =>
      track(() =>
        withClient(async (client) => {
          if (!options.unbounded) return fn(onConnection(client));
          await client.query('SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0');
          return fn(onConnection(client, NO_QUERY_TIMEOUT));
        }, options.unbounded),
      ),
    close: () => pool.end(),
    isUp: () => up !== false,
    pools: () => [{ name, role, up: up === true, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }],
    check: async (timeoutMs) => [await checkOnce(timeoutMs)],
  };
}

/** The primary named by DATABASE_URL, once it answers: start-up waits for it (with backoff) rather than exiting. */
export async function openPostgres(connectionString: string, opts: PostgresOptions & { signal?: AbortSignal } = {}): Promise<PostgresPool> {
  const db = createPostgresPool(connectionString, opts);
  try {
    await waitUntilAnswers(db, { what: `PostgreSQL ${db.name} at ${describeUrl(connectionString)}`, log: opts.log ?? consoleDbLog, signal: opts.signal });
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}
