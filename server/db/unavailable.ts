/**
 * Which database errors mean "the database cannot be reached or did not answer in time" (the
 * request answers 503 with Retry-After, a replica is skipped) as opposed to a fault of ours (a
 * 5xx) or a value the database refused (a 4xx). Pure: the driver's errors as they arrive.
 */

/** Why a statement failed for reasons outside the request: the server is unreachable, or too slow. */
export type UnavailableKind = 'unreachable' | 'timeout';

/** The client of the request left before the work was done: it was rolled back, nobody is waiting for the answer. */
export class ClientGoneError extends Error {
  readonly code = 'CLIENT_GONE';
  constructor() {
    super('The client closed the connection before the answer was ready; the work was rolled back.');
    this.name = 'ClientGoneError';
  }
}

/** No pool can serve this read (every replica down and the primary too). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(message: string, readonly kind: UnavailableKind = 'unreachable') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs: 57P01 admin shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash shutdown,
 * 57P03 cannot connect now (starting up, shutting down, recovering), 57P05 idle session timeout,
 * 53300 too many connections, 25P03 idle-in-transaction timeout, class 08 connection exceptions.
 */
const UNREACHABLE_SQLSTATE = /^(57P0[1235]|53300|25P03|08[0-9A-Z]{3})$/;
/** 57014: statement_timeout (or a cancel request). */
const TIMEOUT_SQLSTATE = '57014';
const UNREACHABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
]);
/** node-postgres reports these without a code (pg/lib/client.js, pg-pool/index.js). */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
const TIMEOUT_MESSAGES = ['Query read timeout', 'timeout exceeded when trying to connect', 'timeout expired'];
const TIMEOUT_ERRNO = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT']);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function kindOf(e: ErrorLike): UnavailableKind | null {
  if (e instanceof DatabaseUnavailableError) return e.kind;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (code === TIMEOUT_SQLSTATE || TIMEOUT_ERRNO.has(code)) return 'timeout';
  if (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_ERRNO.has(code)) return 'unreachable';
  // "Connection terminated due to connection timeout" is a timeout; its cause says why.
  if (message.includes('connection timeout') || TIMEOUT_MESSAGES.some((m) => message.startsWith(m))) return 'timeout';
  if (UNREACHABLE_MESSAGES.some((m) => message.startsWith(m))) return 'unreachable';
  return null;
}

/**
 * 'unreachable' or 'timeout' when `error` (or its cause, or one of an AggregateError's errors:
 * Node's connect to a name with several addresses) says the database could not do the work;
 * null for anything else (bad SQL, a constraint, a bug).
 */
export function databaseUnavailable(error: unknown, depth = 0): UnavailableKind | null {
  if (error === null || typeof error !== 'object' || depth > 4) return null;
  const e = error as ErrorLike;
  const own = kindOf(e);
  if (own) return own;
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const kind = databaseUnavailable(inner, depth + 1);
      if (kind) return kind;
    }
  }
  return e.cause === undefined ? null : databaseUnavailable(e.cause, depth + 1);
}

export const isClientGone = (error: unknown): error is ClientGoneError =>
  error instanceof ClientGoneError || (error as ErrorLike | null)?.code === 'CLIENT_GONE';
