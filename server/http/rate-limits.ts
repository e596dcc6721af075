/**
 * Rate limits: fixed-window counters behind one small store interface (CounterStore), kept in
 * PostgreSQL (table rate_limits, migration 011) so every API process behind a load balancer
 * shares them. Swapping the storage is this file alone.
 *
 * Three kinds of limit (DESIGN §3 security):
 * - per address, a generous ceiling (shoppers in Nepal often share one carrier-grade-NAT address):
 *   AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_MS on each login/register/reset route;
 * - per account, the precise one: ACCOUNT_RATE_LIMIT failed logins and wrong reset codes per
 *   account and address (http/failure-limits.ts: failures by others never lock the owner out),
 *   password changes per account, per ACCOUNT_RATE_WINDOW_MS;
 * - coupon guessing: every /api request that carries a coupon (query or body), whatever the route,
 *   COUPON_RATE_LIMIT per account and ten times that per address per COUPON_RATE_WINDOW_MS
 *   (couponGuard, added to every API route by app.ts);
 * - search, per address: SEARCH_RATE_LIMIT searches (web-search calls and search pages) per
 *   SEARCH_RATE_WINDOW_MS, far above what shoppers typing behind one address ask for (searchLimit;
 *   counted in the process and added to the shared counter in batches, so a search writes nothing).
 * The address is request.ip, which believes X-Forwarded-For only as far as TRUST_PROXY says.
 * The form routes' @fastify/rate-limit uses the same store through fastifyRateLimitStore().
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/types';
import { sha256 } from '../accounts/tokens';
import { HttpError } from './errors';

export interface Count {
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Where the counters live. */
export interface CounterStore {
  /** Adds `by` (default one) to `key` in its current window (a new window of windowMs when the last one ended). */
  hit(key: string, windowMs: number, by?: number): Promise<Count>;
  /** The current count without adding (0 when the window ended). */
  peek(key: string): Promise<Count>;
  /** Forgets `key`. */
  clear(key: string): Promise<void>;
}

/** Counters in the rate_limits table; `now` is the clock (tests may move it). Ended windows are pruned by a job (server/jobs). */
export function pgCounterStore(db: Queryable, now: () => number = Date.now): CounterStore {
  const ttl = (resetAt: Date | string) => Math.max(0, new Date(resetAt).getTime() - now());
  return {
    async hit(key, windowMs, by = 1) {
      const at = new Date(now());
      const r = await db.query<{ count: number; reset_at: Date | string }>(
        `INSERT INTO rate_limits AS l (key, count, reset_at) VALUES ($1, $4::int, $2::timestamptz + make_interval(secs => $3::double precision / 1000))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN l.reset_at <= $2::timestamptz THEN $4::int ELSE l.count + $4::int END,
           reset_at = CASE WHEN l.reset_at <= $2::timestamptz THEN excluded.reset_at ELSE l.reset_at END
         RETURNING count, reset_at`,
        [key, at.toISOString(), windowMs, by],
      );
      return { count: Number(r.rows[0].count), ttlMs: ttl(r.rows[0].reset_at) };
    },
    async peek(key) {
      const r = await db.query<{ count: number; reset_at: Date | string }>(
        'SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2::timestamptz',
        [key, new Date(now()).toISOString()],
      );
      const row = r.rows[0];
      return row ? { count: Number(row.count), ttlMs: ttl(row.reset_at) } : { count: 0, ttlMs: 0 };
    },
    async clear(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}

export interface LimitRule {
  max: number;
  windowMs: number;
  /** The 429 message, given the seconds to wait. */
  message: (seconds: number) => string;
}

const waitText = (seconds: number) =>
  seconds > 5400 ? `${Math.ceil(seconds / 3600)} hours` : seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;

export const LIMIT_MESSAGES = {
  address: (s: number) => `Too many attempts. Please wait ${s} seconds and try again.`,
  login: (s: number) =>
    `Too many failed logins for this account. Please wait ${waitText(s)} and try again, or reset your password.`,
  loginAddress: (s: number) =>
    `Too many failed logins from your network. Please wait ${waitText(s)} and try again, or reset your password.`,
  loginAccount: (s: number) =>
    `Too many failed logins for this account from many places. Please wait ${waitText(s)} and try again from a device you have logged in with before, or reset your password.`,
  password: (s: number) => `Too many password changes for this account. Please wait ${waitText(s)} and try again.`,
  resetCode: (s: number) => `Too many wrong reset codes for this account. Please wait ${waitText(s)} and ask for a new code.`,
  forgot: (s: number) => `Too many reset codes were asked for this email. Please wait ${waitText(s)} and try again.`,
  coupon: (s: number) => `Too many coupon attempts. Please wait ${s} seconds and try again.`,
  anonymousReview: (s: number) =>
    `A review of this product was already posted from your network. Please wait ${waitText(s)} before posting another, or log in to post yours.`,
  search: (s: number) => `Too many searches from your network. Please wait ${waitText(s)} and search again.`,
};

export interface RateLimits {
  store: CounterStore;
  /** Per address and route on the account routes. */
  address: LimitRule;
  login: LimitRule;
  password: LimitRule;
  resetCode: LimitRule;
  forgot: LimitRule;
  couponAccount: LimitRule;
  couponAddress: LimitRule;
  /** Searches per address (searchLimit). */
  search: LimitRule;
  /** Anonymous reviews per product and address, a day. */
  anonymousReview: LimitRule;
}

export function rateLimits(config: ServerConfig, store: CounterStore): RateLimits {
  const account = (message: LimitRule['message']): LimitRule => ({ max: config.accountRateLimit, windowMs: config.accountRateWindowMs, message });
  const coupon = { windowMs: config.couponRateWindowMs, message: LIMIT_MESSAGES.coupon };
  return {
    store,
    address: { max: config.authRateLimit, windowMs: config.authRateWindowMs, message: LIMIT_MESSAGES.address },
    login: account(LIMIT_MESSAGES.login),
    password: account(LIMIT_MESSAGES.password),
    resetCode: account(LIMIT_MESSAGES.resetCode),
    forgot: account(LIMIT_MESSAGES.forgot),
    couponAccount: { ...coupon, max: config.couponRateLimit },
    couponAddress: { ...coupon, max: config.couponRateLimit * 10 },
    search: { max: config.searchRateLimit, windowMs: config.searchRateWindowMs, message: LIMIT_MESSAGES.search },
    anonymousReview: { max: config.reviewAnonPerProduct, windowMs: 86_400_000, message: LIMIT_MESSAGES.anonymousReview },
  };
}

function tooMany(rule: LimitRule, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(429, rule.message(seconds), { 'Retry-After': String(seconds) });
}

/** Counts one request against `key`; 429 once the window's count passes rule.max. */
export async function consume(store: CounterStore, key: string, rule: LimitRule): Promise<void> {
  const c = await store.hit(key, rule.windowMs);
  if (c.count > rule.max) throw tooMany(rule, c.ttlMs);
}

/** 429 when `key` already reached rule.max (failures are counted with recordFailure). */
export async function ensureUnder(store: CounterStore, key: string, rule: LimitRule): Promise<void> {
  const c = await store.peek(key);
  if (c.count >= rule.max) throw tooMany(rule, c.ttlMs);
}

export async function recordFailure(store: CounterStore, key: string, rule: LimitRule): Promise<void> {
  await store.hit(key, rule.windowMs);
}

/** Keys a process counts on its own before it prunes the ones whose window ended (at most once a second). */
const LOCAL_KEYS = 10_000;

/**
 * A limit for a hot read route: hits are counted in the process and added to the shared counter
 * `batch` at a time (default a twentieth of the limit, at most 20), so most requests write
 * nothing; each process may let through up to batch-1 more than the shared count says.
 */
export function batchedLimit(store: CounterStore, rule: LimitRule, batch = Math.max(1, Math.min(20, Math.floor(rule.max / 20)))): (key: string) => Promise<void> {
  const local = new Map<string, { pending: number; shared: number; endsAt: number }>();
  let prunedAt = 0;
  return async (key) => {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.endsAt <= now) {
      if (local.size >= LOCAL_KEYS && now - prunedAt > 1000) {
        prunedAt = now;
        for (const [k, e] of local) if (e.endsAt <= now) local.delete(k);
      }
      entry = { pending: 0, shared: 0, endsAt: now + rule.windowMs };
      local.set(key, entry);
    }
    entry.pending += 1;
    if (entry.pending >= batch) {
      const added = entry.pending;
      entry.pending = 0;
      const c = await store.hit(key, rule.windowMs, added);
      entry.shared = c.count;
      entry.endsAt = now + c.ttlMs;
    }
    if (entry.shared + entry.pending > rule.max) throw tooMany(rule, entry.endsAt - now);
  };
}

/** preHandler: the per-address ceiling of an account route (one bucket per address and route). */
export async function addressLimit(request: FastifyRequest): Promise<void> {
  const limits = request.server.rateLimits;
  await consume(limits.store, `auth:ip:${request.ip}:${request.routeOptions.url}`, limits.address);
}

const COUPON_KEYS = ['coupon', 'coupon_code', 'couponCode'];

function carriesCoupon(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return COUPON_KEYS.some((k) => {
    const v = record[k];
    return Array.isArray(v) ? v.some((x) => String(x).trim() !== '') : v !== undefined && v !== null && String(v).trim() !== '';
  });
}

/**
 * preHandler on every API route (after the route's own, so request.user is known): a request that
 * tries a coupon counts against its account (or, logged out, its bearer token) and its address.
 */
export async function couponGuard(request: FastifyRequest): Promise<void> {
  if (!carriesCoupon(request.query) && !carriesCoupon(request.body)) return;
  const limits = request.server.rateLimits;
  const auth = request.headers.authorization ?? '';
  const who = request.user ? `u${request.user.id}` : auth ? `t${sha256(auth)}` : `ip${request.ip}`;
  await consume(limits.store, `coupon:acct:${who}`, limits.couponAccount);
  await consume(limits.store, `coupon:ip:${request.ip}`, limits.couponAddress);
}

/** onRoute: appends couponGuard to every /api route's preHandlers. */
export function withCouponGuard(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
  route.preHandler = [...existing, couponGuard] as RouteOptions['preHandler'];
}

/** A store class for @fastify/rate-limit's `store` option, over the same counters. */
export function fastifyRateLimitStore(store: CounterStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private windowMs = 60_000;
    constructor(options?: { timeWindow?: unknown }) {
      if (typeof options?.timeWindow === 'number') this.windowMs = options.timeWindow;
    }
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      store.hit(`form:${key}`, typeof timeWindow === 'number' ? timeWindow : this.windowMs).then(
        (c) => cb(null, { current: c.count, ttl: c.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    /** @fastify/rate-limit hands the route's merged limit options (timeWindow, max, …). */
    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedStore(routeOptions as { timeWindow?: unknown });
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The per-address search limit (rule rateLimits.search), for web-search and the search pages. A
 * request the server makes to itself while rendering a page (Fastify's inject) is not counted: the
 * page it renders was.
 */
export function searchLimit(limits: RateLimits): (request: FastifyRequest) => Promise<void> {
  const count = batchedLimit(limits.store, limits.search);
  return async (request) => {
    if ('_lightMyRequest' in request.raw) return;
    await count(`search:ip:${request.ip}`);
  };
}

/** Decorates app.rateLimits (the store and the rules from the configuration). */
export function registerRateLimits(app: FastifyInstance, config: ServerConfig, store: CounterStore): void {
  app.decorate('rateLimits', rateLimits(config, store));
}
