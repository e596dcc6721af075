// A scratch PostgreSQL database for a test (DATABASE_URL names the server: npm run test:contract:pg).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a database on the server of `url` (a copy of the database of `copyOf`, which nobody may
 * be connected to, when given) and returns its URL.
 */
export async function createScratchDatabase(url: string, copyOf?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = copyOf ? ` TEMPLATE ${new URL(copyOf).pathname.slice(1)}` : '';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template}`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Whether a PostgreSQL server answers a connection to `url` (within 2 s). */
export async function canConnect(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}
