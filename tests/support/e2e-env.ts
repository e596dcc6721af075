// The URLs of the servers the e2e run shares (started by tests/e2e/global-setup.ts): one per jest
// worker, so files running side by side never see each other's orders, layouts or flash sales.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface E2eUrls {
  /** Storefront origin, no trailing slash: `${url}/` is the home page. */
  url: string;
  /** API base with a trailing slash: `${apiUrl}get-provinces`. */
  apiUrl: string;
  /** The demo partner site (another origin). */
  demoUrl: string;
}

/** Set by global-setup; the file name carries the jest process id so parallel runs don't clash. */
export const E2E_FILE_ENV = 'CG_E2E_FILE';

export function e2eFilePath(pid: number = process.pid): string {
  return join(tmpdir(), `cg-e2e-${pid}.json`);
}

/** This jest worker's server (workers are numbered from 1; in band there is one). */
export function e2eUrls(): E2eUrls {
  const file = process.env[E2E_FILE_ENV];
  if (!file) throw new Error(`${E2E_FILE_ENV} is not set: run e2e tests through jest --selectProjects e2e (its global setup starts the servers).`);
  const servers = JSON.parse(readFileSync(file, 'utf8')) as E2eUrls[];
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID) || 1);
  return servers[(worker - 1) % servers.length];
}
