import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isLogLevel, LOG_LEVELS, type LogLevel } from './observability/log-levels';
import { httpTimeoutsFromEnv, type HttpTimeouts } from './http/timeouts';

export interface ServerConfig {
  port: number;
  demoPort: number;
  host: string;
  /** Folder of the embedded database. */
  dataDir: string;
  /** When set, PostgreSQL at this URL instead of the embedded database. */
  databaseUrl?: string;
  /** DATABASE_READ_URL: replicas for catalogue and content reads (comma-separated); needs databaseUrl. */
  databaseReadUrls: string[];
  /** Where the built storefront, widgets and server live. */
  distDir: string;
  /** Project root (demo pages, public assets). */
  rootDir: string;
  /** API base the served storefront is told to use; default is this server's /api/. */
  apiBase: string;
  /** Public origin of this server, used in gateway return URLs. */
  publicUrl: string;
  /** PUBLIC_URL was set: gateway returns always go there (else to the loopback address the shopper used, http/public-origin.ts). */
  publicUrlFromEnv?: boolean;
  /** SERVE_SOURCE_MAPS=1: serve *.map files in production too (always served outside production). */
  serveSourceMaps?: boolean;
  production: boolean;
  /**
   * DEMO_MODE (default on): the demo store's code (server/demo) seeds the demo catalogue into an
   * empty database and draws its pictures under /media/; off, none of it is loaded.
   */
  demoMode: boolean;
  /** Products the demo seeds into an empty database (demo mode only). */
  seedProducts: number;
  /** Requests allowed per window, address and route on login, register and password reset (a ceiling that fits shared NAT addresses). */
  authRateLimit: number;
  authRateWindowMs: number;
  /** Failed logins, password changes and wrong reset codes allowed per account and window. */
  accountRateLimit: number;
  accountRateWindowMs: number;
  /** Coupon tries allowed per account (and, ten times as many, per address) and window, on every route that checks a coupon. */
  couponRateLimit: number;
  couponRateWindowMs: number;
  /** Searches (web-search and search pages) allowed per address and window (SEARCH_RATE_LIMIT, SEARCH_RATE_WINDOW_MS). */
  searchRateLimit: number;
  searchRateWindowMs: number;
  /** TRUST_PROXY: which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy); default false: none. */
  trustProxy: boolean | number | string[];
  /** Days a session stays valid after its last use (sliding). */
  sessionTtlDays: number;
  /** Hours a staff session lives unused (STAFF_SESSION_HOURS); each use renews it. */
  staffSessionHours: number;
  /** Requests allowed per window and IP on each form endpoint (reviews, enquiries, newsletter, …). */
  formRateLimit: number;
  formRateWindowMs: number;
  /** New product reviews are published at once (true) or wait for moderation as 'pending'. */
  reviewAutoApprove: boolean;
  /** Anonymous reviews of one product allowed per address a day (REVIEW_ANON_PER_PRODUCT). */
  reviewAnonPerProduct: number;
  /** Anonymous reviews of one product within an hour past which new ones wait for moderation (REVIEW_BURST). */
  reviewBurst: number;
  /** How often this process looks for due jobs (server/jobs); 0: it runs none. */
  jobPollMs: number;
  /** How often the job releasing expired payment holds runs. */
  holdSweepMs: number;
  /** LOG_LEVEL: the logger's level (observability/logger.ts); info by default, silent under NODE_ENV=test. */
  logLevel: LogLevel;
  /** LOG_REQUESTS=1: a line for every request (as at LOG_LEVEL=debug). */
  logRequests: boolean;
  /** METRICS_PORT: the Prometheus endpoint on its own port (0 or unset: none). */
  metricsPort: number;
  /** METRICS_HOST: the interface of METRICS_PORT; loopback by default. */
  metricsHost: string;
  /** METRICS_TOKEN: /metrics on the store's port answers a request bearing this token (and METRICS_PORT asks for it too). */
  metricsToken?: string;
  /** How long counts read from the database at a scrape (orders, payments) are reused. */
  metricsCacheMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS, HTTP_BODY_TIMEOUT_MS, HTTP_HEADERS_TIMEOUT_MS (http/timeouts.ts). */
  httpTimeouts: HttpTimeouts;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/**
 * TRUST_PROXY: unset, '', 'false', 'off' or '0' → no proxy is trusted (the socket address is the
 * client); 'true' → every hop (only behind a proxy that overwrites X-Forwarded-For); a number → that
 * many hops; otherwise a comma-separated list of proxy addresses/CIDRs (or 'loopback', 'linklocal', 'uniquelocal').
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || /^(false|off|no|0)$/i.test(v)) return false;
  if (/^true$/i.test(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  for (const item of list) {
    const [address, bits] = item.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(item);
    if (!named && (isIP(address) === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits)))) {
      throw new Error(`TRUST_PROXY: "${item}" is not a hop count, an IP address or a CIDR`);
    }
  }
  return list;
}

/** DEMO_MODE: 'on' (the default) or 'off'. The sandbox gateways' default follows it (payments/config.ts). */
export function demoModeOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = (env.DEMO_MODE ?? '').trim().toLowerCase();
  if (v === '' || v === 'on') return true;
  if (v === 'off') return false;
  throw new Error(`DEMO_MODE must be 'on' or 'off', got "${env.DEMO_MODE}"`);
}

function readUrls(env: NodeJS.ProcessEnv): string[] {
  const urls = (env.DATABASE_READ_URL ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (urls.length && !env.DATABASE_URL) throw new Error('DATABASE_READ_URL names replicas of DATABASE_URL: set DATABASE_URL too');
  return urls;
}

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const raw = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (raw === '') return env.NODE_ENV === 'test' ? 'silent' : 'info';
  if (!isLogLevel(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw;
}

function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = (env.METRICS_TOKEN ?? '').trim();
  if (token === '') return undefined;
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (a random string, e.g. `openssl rand -hex 24`)');
  return token;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rootDir = resolve(env.CG_ROOT ?? process.cwd());
  const port = int(env.PORT, 3000, 'PORT');
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    demoPort: int(env.DEMO_PORT, 3100, 'DEMO_PORT'),
    host,
    dataDir: resolve(rootDir, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrls: readUrls(env),
    distDir: resolve(rootDir, env.DIST_DIR || 'dist'),
    rootDir,
    apiBase: env.API_BASE || '/api/',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlFromEnv: !!env.PUBLIC_URL,
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    production: env.NODE_ENV === 'production',
    demoMode: demoModeOn(env),
    seedProducts: int(env.SEED_PRODUCTS, 2000, 'SEED_PRODUCTS'),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 60, 'AUTH_RATE_LIMIT'),
    authRateWindowMs: int(env.AUTH_RATE_WINDOW_MS, 60_000, 'AUTH_RATE_WINDOW_MS'),
    accountRateLimit: int(env.ACCOUNT_RATE_LIMIT, 10, 'ACCOUNT_RATE_LIMIT'),
    accountRateWindowMs: int(env.ACCOUNT_RATE_WINDOW_MS, 15 * 60_000, 'ACCOUNT_RATE_WINDOW_MS'),
    couponRateLimit: int(env.COUPON_RATE_LIMIT, 30, 'COUPON_RATE_LIMIT'),
    couponRateWindowMs: int(env.COUPON_RATE_WINDOW_MS, 60_000, 'COUPON_RATE_WINDOW_MS'),
    searchRateLimit: int(env.SEARCH_RATE_LIMIT, 1200, 'SEARCH_RATE_LIMIT'),
    searchRateWindowMs: int(env.SEARCH_RATE_WINDOW_MS, 60_000, 'SEARCH_RATE_WINDOW_MS'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionTtlDays: int(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS') || 30,
    staffSessionHours: int(env.STAFF_SESSION_HOURS, 12, 'STAFF_SESSION_HOURS') || 12,
    formRateLimit: int(env.FORM_RATE_LIMIT, 10, 'FORM_RATE_LIMIT'),
    formRateWindowMs: int(env.FORM_RATE_WINDOW_MS, 60_000, 'FORM_RATE_WINDOW_MS'),
    reviewAutoApprove: env.REVIEW_MODERATION !== '1',
    reviewAnonPerProduct: int(env.REVIEW_ANON_PER_PRODUCT, 2, 'REVIEW_ANON_PER_PRODUCT'),
    reviewBurst: int(env.REVIEW_BURST, 5, 'REVIEW_BURST'),
    jobPollMs: int(env.JOB_POLL_MS, 5_000, 'JOB_POLL_MS'),
    holdSweepMs: int(env.PAYMENT_HOLD_SWEEP_MS, 60_000, 'PAYMENT_HOLD_SWEEP_MS') || 60_000,
    logLevel: logLevel(env),
    logRequests: env.LOG_REQUESTS === '1',
    metricsPort: int(env.METRICS_PORT, 0, 'METRICS_PORT'),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: metricsToken(env),
    metricsCacheMs: int(env.METRICS_CACHE_MS, 30_000, 'METRICS_CACHE_MS'),
    httpTimeouts: httpTimeoutsFromEnv(env),
  };
}
