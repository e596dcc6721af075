import { rmSync } from 'node:fs';
import { E2E_FILE_ENV } from '../support/e2e-env';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__CG_E2E_SERVER__;
  globalThis.__CG_E2E_SERVER__ = undefined;
  if (server) await server.stop();
  const file = process.env[E2E_FILE_ENV];
  if (file) rmSync(file, { force: true });
}
