import { rmSync } from 'node:fs';
import { E2E_FILE_ENV } from '../support/e2e-env';

export default async function globalTeardown(): Promise<void> {
  const servers = globalThis.__CG_E2E_SERVERS__ ?? [];
  globalThis.__CG_E2E_SERVERS__ = undefined;
  await Promise.all(servers.map((s) => s.stop()));
  const file = process.env[E2E_FILE_ENV];
  if (file) rmSync(file, { force: true });
}
