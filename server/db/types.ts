export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * PostgreSQL: send the statement named, so each connection parses and plans it once and keeps
   * the plan (db/prepared.ts, statementName). PGlite ignores it.
   */
  name?: string;
}

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; any throw rolls the whole thing back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). No parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn on one dedicated connection, given as a Database of its own: what needs a session
   * (a pg_advisory_lock held while other work is done) happens there. PGlite has one session.
   */
  session<T>(fn: (db: Database) => Promise<T>, options?: SessionOptions): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL: the state of each connection pool behind this handle (the primary's, or each replica's). */
  pools?(): PoolState[];
  /** PostgreSQL: asks each pool behind this handle `SELECT 1`, each answer awaited at most timeoutMs. */
  check?(timeoutMs: number): Promise<PoolCheck[]>;
}

export interface SessionOptions {
  /**
   * Start-up work (migrations, the demo seed of 100 000 products): no statement or
   * idle-in-transaction timeout on this session. Never on the request path.
   */
  unbounded?: boolean;
}

/** One pool's answer to a readiness probe. */
export interface PoolCheck {
  name: string;
  role: 'primary' | 'replica';
  up: boolean;
  /** How long the answer took (or how long was waited for none). */
  ms: number;
  /** Why it did not answer, for the operator. */
  error?: string;
}

/** One connection pool's state, for the readiness answer and the metrics (issue 30). */
export interface PoolState {
  /** 'primary', or 'replica 1', 'replica 2' … in DATABASE_READ_URL's order. */
  name: string;
  role: 'primary' | 'replica';
  /** False while the pool cannot reach its server (a replica marked down, a primary that refuses). */
  up: boolean;
  /** Connections open, idle, and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

/** Where the database layer reports what it decided (a lost connection, a replica marked down): the server's logger. */
export interface DbLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
