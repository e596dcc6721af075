export interface StartOptions {
  /** postgres://… for the PostgreSQL driver; undefined inherits DATABASE_URL from the environment, null removes it. */
  databaseUrl?: string | null;
  /** SEED_PRODUCTS for the first start. */
  seedProducts?: number;
  /** Extra environment, applied last. */
  env?: Record<string, string>;
  /** DATA_DIR to use (kept afterwards unless keepDataDir is false); default: a fresh temp folder, removed by stop(). */
  dataDir?: string;
  keepDataDir?: boolean;
  /** How long to wait for the ready line or /api/health; default 120 s. */
  timeoutMs?: number;
  stopTimeoutMs?: number;
  /** Echo the server's output to stderr (also with SERVER_LOG=1). */
  echo?: boolean;
  /** Project root holding dist/; default this repository. */
  rootDir?: string;
}

export interface RunningServer {
  /** http://127.0.0.1:PORT — storefront origin, no trailing slash. */
  url: string;
  /** `${url}/api/` — with the trailing slash, so `${apiUrl}get-provinces` works. */
  apiUrl: string;
  /** The demo partner site, another origin. */
  demoUrl: string;
  port: number;
  demoPort: number;
  pid: number | undefined;
  dataDir: string;
  startupMs: number;
  /** The last few hundred lines the server printed. */
  output(): string;
  /** How the process ended, or null while it runs. */
  exitState(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Kills exactly this child (SIGTERM, then SIGKILL) and removes its temp DATA_DIR. */
  stop(): Promise<void>;
}

export function startBuiltServer(opts?: StartOptions): Promise<RunningServer>;
/** The server from this checkout's sources (server/index.ts, compiled as it loads by typescript-hook.cjs). */
export function startSourceServer(opts?: StartOptions): Promise<RunningServer>;
/** The server as `npm start` runs it: node scripts/start.mjs (builds what is stale, then serves in its own process). */
export function startViaStartScript(opts?: StartOptions): Promise<RunningServer>;
export function freePort(): Promise<number>;
export const ROOT: string;
