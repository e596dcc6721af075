// The URLs of the one server the e2e run shares (started by tests/e2e/global-setup.ts).
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

export function e2eUrls(): E2eUrls {
  const file = process.env[E2E_FILE_ENV];
  if (!file) throw new Error(`${E2E_FILE_ENV} is not set: run e2e tests through jest --selectProjects e2e (its global setup starts the server).`);
  return JSON.parse(readFileSync(file, 'utf8')) as E2eUrls;
}
