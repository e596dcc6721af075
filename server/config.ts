import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  demoPort: number;
  host: string;
  /** Folder of the embedded database. */
  dataDir: string;
  /** When set, PostgreSQL at this URL instead of the embedded database. */
  databaseUrl?: string;
  /** Where the built storefront, widgets and server live. */
  distDir: string;
  /** Project root (demo pages, public assets). */
  rootDir: string;
  /** API base the served storefront is told to use; default is this server's /api/. */
  apiBase: string;
  /** Public origin of this server, used in gateway return URLs. */
  publicUrl: string;
  production: boolean;
  seedProducts: number;
  /** Requests allowed per window on login, register and password reset. */
  authRateLimit: number;
  authRateWindowMs: number;
  /** Requests allowed per window and IP on each form endpoint (reviews, enquiries, newsletter, …). */
  formRateLimit: number;
  formRateWindowMs: number;
  /** New product reviews are published at once (true) or wait for moderation as 'pending'. */
  reviewAutoApprove: boolean;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
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
    distDir: resolve(rootDir, env.DIST_DIR || 'dist'),
    rootDir,
    apiBase: env.API_BASE || '/api/',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    seedProducts: int(env.SEED_PRODUCTS, 2000, 'SEED_PRODUCTS'),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
    authRateWindowMs: int(env.AUTH_RATE_WINDOW_MS, 60_000, 'AUTH_RATE_WINDOW_MS'),
    formRateLimit: int(env.FORM_RATE_LIMIT, 10, 'FORM_RATE_LIMIT'),
    formRateWindowMs: int(env.FORM_RATE_WINDOW_MS, 60_000, 'FORM_RATE_WINDOW_MS'),
    reviewAutoApprove: env.REVIEW_MODERATION !== '1',
  };
}
