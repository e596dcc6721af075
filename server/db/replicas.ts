import { consoleDbLog, describeUrl, errorText } from './log';
import type { PoolSettings } from './pool-settings';
import { createPostgresPool, type PostgresPool } from './postgres';
import type { Database, DbLog, PoolCheck } from './types';

export interface ReplicaOptions {
  settings?: PoolSettings;
  log?: DbLog;
  /** Longest wait between two probes of a replica marked down (PG_REPLICA_PROBE_MS); the first comes after 1/8 of it. */
  probeMs?: number;
  /** How long a probe waits for `SELECT 1`. */
  probeTimeoutMs?: number;
}

export const DEFAULT_REPLICA_PROBE_MS = 4_000;

/** 40001 on a standby: a statement cancelled by a conflict with recovery. The primary can answer it; the replica is fine. */
const isRecoveryConflict = (err: unknown) => (err as { code?: unknown } | null)?.code === '40001';

interface Replica {
  pool: PostgresPool;
  probing: NodeJS.Timeout | null;
}

/**
 * DATABASE_READ_URL's replicas as one Database: each call goes to the next replica that is up (a
 * transaction or session stays on the one it started on). Only for reads that may lag the
 * primary a moment (docs/adr/0014): a replica refuses writes.
 *
 * Replicas are an optimisation, never a single point of failure: a replica that fails as a
 * connection (refused, reset, terminated, timed out) is marked down at once and the read is sent
 * to another replica or to the primary; a background probe asks the replica every few seconds
 * and sends reads to it again once it answers. A server starts without its replicas.
 */
export function openReplicas(urls: readonly string[], primary: Database, opts: ReplicaOptions = {}): Database {
  const log = opts.log ?? consoleDbLog;
  const probeMs = opts.probeMs ?? DEFAULT_REPLICA_PROBE_MS;
  const probeTimeoutMs = opts.probeTimeoutMs ?? 1_000;
  let closed = false;
  const replicas: Replica[] = [];

  const probe = (r: Replica, delayMs: number) => {
    if (closed || r.probing) return;
    r.probing = setTimeout(async () => {
      r.probing = null;
      const [answer] = await r.pool.check(probeTimeoutMs);
      // check() marks the pool up when it answers (onStateChange below logs it); else ask again, later.
      if (!answer.up) probe(r, Math.min(probeMs, delayMs * 2));
    }, delayMs);
    r.probing.unref();
  };

  urls.forEach((url, i) => {
    const name = `replica ${i + 1}`;
    const where = describeUrl(url);
    const replica: Replica = {
      probing: null,
      pool: createPostgresPool(url, {
        name,
        role: 'replica',
        settings: opts.settings,
        log,
        onStateChange: (up, err) => {
          if (up) {
            log.info({ database: name, where }, `PostgreSQL ${name} answers again: catalogue reads go to it again`);
          } else {
            log.warn(
              { database: name, where, err: errorText(err) },
              `PostgreSQL ${name} is down (${errorText(err)}): its reads go to ${urls.length > 1 ? 'the other replicas or ' : ''}the primary until it answers`,
            );
            probe(replica, Math.max(250, Math.round(probeMs / 8)));
          }
        },
      }),
    };
    replicas.push(replica);
  });

  let next = 0;
  /** The replicas that are up, starting from the next in turn. */
  const inTurn = (): PostgresPool[] => {
    const start = next++ % replicas.length;
    const order = [...replicas.slice(start), ...replicas.slice(0, start)];
    return order.filter((r) => r.pool.isUp()).map((r) => r.pool);
  };

  /**
   * Runs a read on a replica that is up; when that replica turns out down (the failure marked
   * it), on the next one, and last on the primary. Reads are safe to repeat.
   */
  const read = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    for (const pool of inTurn()) {
      try {
        return await work(pool);
      } catch (err) {
        if (isRecoveryConflict(err)) break;
        if (pool.isUp()) throw err;
      }
    }
    return work(primary);
  };

  // A replica already down at start is found out now, not by the first shopper's read.
  for (const r of replicas) void r.pool.check(probeTimeoutMs);

  return {
    kind: 'postgres',
    query: (sql, params, options) => read((db) => db.query(sql, params, options)),
    transaction: (fn) => read((db) => db.transaction(fn)),
    exec: (sql) => read((db) => db.exec(sql)),
    session: (fn, options) => read((db) => db.session(fn, options)),
    close: async () => {
      closed = true;
      for (const r of replicas) if (r.probing) clearTimeout(r.probing);
      await Promise.all(replicas.map((r) => r.pool.close()));
    },
    pools: () => replicas.flatMap((r) => r.pool.pools()),
    check: async (timeoutMs): Promise<PoolCheck[]> => (await Promise.all(replicas.map((r) => r.pool.check(timeoutMs)))).flat(),
  };
}
