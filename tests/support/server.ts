// Starts the built server (node dist/server/index.cjs) for a test: fresh temp DATA_DIR, free ports.
import { startBuiltServer, type RunningServer, type StartOptions } from './server-process.cjs';

export type { RunningServer, StartOptions };

export interface ServerOptions {
  /** PostgreSQL URL; default: inherit DATABASE_URL, else the embedded database in the temp DATA_DIR. */
  databaseUrl?: string;
  seedProducts?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}

export interface TestServer {
  url: string;
  apiUrl: string;
  demoUrl: string;
  pid: number | undefined;
  output(): string;
  stop(): Promise<void>;
}

export async function startServer(opts: ServerOptions = {}): Promise<TestServer> {
  const server = await startBuiltServer({
    databaseUrl: opts.databaseUrl,
    seedProducts: opts.seedProducts,
    env: opts.env,
    timeoutMs: opts.timeoutMs,
  });
  return {
    url: server.url,
    apiUrl: server.apiUrl,
    demoUrl: server.demoUrl,
    pid: server.pid,
    output: server.output,
    stop: server.stop,
  };
}
