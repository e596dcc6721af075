/**
 * How long the store waits for PostgreSQL, per pool (the primary and each replica). Every wait on
 * the request path is bounded: a frozen or unreachable database answers the shopper 503 within
 * these times instead of holding the request for as long as the fault lasts.
 */
export interface PoolSettings {
  /** Connections per pool (PG_POOL_SIZE). */
  size: number;
  /** Waiting for a connection: opening one, or a free one from a full pool (PG_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /**
   * PostgreSQL's statement_timeout (PG_STATEMENT_TIMEOUT_MS); the driver gives up waiting for an
   * answer QUERY_GRACE_MS later (a frozen server cannot cancel its own statement) and discards
   * the connection. 0: none.
   */
  statementTimeoutMs: number;
  /** idle_in_transaction_session_timeout: a transaction left open by a stuck process ends (PG_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  idleInTransactionTimeoutMs: number;
  /**
   * client_connection_check_interval (PostgreSQL 14+): a statement still running after this
   * process dropped its connection (a timeout here) is stopped within this time (PG_CLIENT_CHECK_MS). 0: off.
   */
  clientCheckMs: number;
  /** TCP keepalive: a connection whose server vanished (a failover, a cable) is noticed. */
  keepAliveInitialDelayMs: number;
}

/** The driver's own wait beyond statement_timeout, so the server's clean cancel (57014) usually comes first. */
export const QUERY_GRACE_MS = 2_000;

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  size: 10,
  connectTimeoutMs: 5_000,
  // Above the slowest legitimate statement: rebuilding the search vocabulary of 100 000 products
  // takes 10-15 s on a busy machine (search/search-typos.ts).
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
  clientCheckMs: 2_000,
  keepAliveInitialDelayMs: 10_000,
};

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return n;
}

/** The settings from PG_* variables, each defaulting to DEFAULT_POOL_SETTINGS. */
export function poolSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PoolSettings {
  const d = DEFAULT_POOL_SETTINGS;
  return {
    size: whole(env, 'PG_POOL_SIZE', d.size, 1),
    connectTimeoutMs: whole(env, 'PG_CONNECT_TIMEOUT_MS', d.connectTimeoutMs, 1),
    statementTimeoutMs: whole(env, 'PG_STATEMENT_TIMEOUT_MS', d.statementTimeoutMs),
    idleInTransactionTimeoutMs: whole(env, 'PG_IDLE_IN_TRANSACTION_TIMEOUT_MS', d.idleInTransactionTimeoutMs),
    clientCheckMs: whole(env, 'PG_CLIENT_CHECK_MS', d.clientCheckMs),
    keepAliveInitialDelayMs: d.keepAliveInitialDelayMs,
  };
}
