import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult } from './types';

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      const r = options.name ? await client.query({ name: options.name, text: sql, values: params }) : await client.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
  };
}

/** BEGIN … COMMIT on one connection; any throw rolls back. */
async function transactionOn<T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await fn(wrap(client));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/** One checked-out connection as a Database (Database.session); the caller releases it. */
function onConnection(client: pg.PoolClient): Database {
  const db: Database = {
    kind: 'postgres',
    query: wrap(client).query,
    transaction: (fn) => transactionOn(client, fn),
    async exec(sql) {
      await client.query(sql);
    },
    session: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}

/** A PostgreSQL server named by a connection string (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  await pool.query('select 1');
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    transaction: (fn) => withClient((client) => transactionOn(client, fn)),
    async exec(sql) {
      await pool.query(sql);
    },
    session: (fn) => withClient((client) => fn(onConnection(client))),
    close: () => pool.end(),
  };
}
