/**
 * How long the HTTP server waits, so no request holds a connection (and the work behind it) for
 * as long as a fault or a slow client lasts. Above the database's own bounds (db/pool-settings.ts:
 * a connection within 5 s, a statement within 30 s), which answer 503 first with a better message.
 */
export interface HttpTimeouts {
  /** From routing to the answer, body included (Fastify handlerTimeout): then 503 (HTTP_REQUEST_TIMEOUT_MS). */
  requestMs: number;
  /**
   * The whole request, headers and body, must have arrived within this (Node's requestTimeout):
   * a body trickling in is cut off. Sized for a 5 MB warranty proof on a slow mobile line (HTTP_BODY_TIMEOUT_MS).
   */
  bodyMs: number;
  /** The request's headers must have arrived within this (Node's headersTimeout; at most bodyMs) (HTTP_HEADERS_TIMEOUT_MS). */
  headersMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { requestMs: 90_000, bodyMs: 60_000, headersMs: 20_000 };

function ms(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100) throw new Error(`${name} must be a whole number of milliseconds, at least 100, got "${raw}"`);
  return n;
}

export function httpTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpTimeouts {
  const d = DEFAULT_HTTP_TIMEOUTS;
  const bodyMs = ms(env, 'HTTP_BODY_TIMEOUT_MS', d.bodyMs);
  return {
    requestMs: ms(env, 'HTTP_REQUEST_TIMEOUT_MS', d.requestMs),
    bodyMs,
    headersMs: Math.min(bodyMs, ms(env, 'HTTP_HEADERS_TIMEOUT_MS', d.headersMs)),
  };
}

/** Fastify's options for these timeouts. Node checks the header and body deadlines every connectionsCheckingInterval (default 30 s). */
export function fastifyTimeoutOptions(t: HttpTimeouts) {
  return {
    handlerTimeout: t.requestMs,
    requestTimeout: t.bodyMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: Math.min(1_000, Math.max(100, Math.round(t.headersMs / 4))) },
  };
}
