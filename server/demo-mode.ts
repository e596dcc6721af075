import type { ServerConfig } from './config';
import type { Database } from './db/types';
import { sandboxEnabled } from './payments/config';

/** server/demo: the demo catalogue's seed, the drawn pictures and the sandbox gateways. */
export type DemoCode = typeof import('./demo');

/**
 * The demo code, or null when neither demo mode (DEMO_MODE) nor the sandbox gateways
 * (PAYMENT_SANDBOX) are on. Nothing outside server/demo imports it statically (server/demo/boundary.test.ts),
 * so the server build keeps it in a chunk of its own (demo.cjs) that a start without them never reads.
 */
export async function loadDemoCode(config: Pick<ServerConfig, 'demoMode' | 'production'>): Promise<DemoCode | null> {
  return config.demoMode || sandboxEnabled(config.production) ? import('./demo') : null;
}

/**
 * A start's work after the migrations, under the start-up lock (db/prepare.ts): in demo mode the
 * demo seed, which fills an empty database and costs one query on a seeded one, and the demo
 * owner of the back office; otherwise none.
 */
export function demoFirstRun(
  config: Pick<ServerConfig, 'demoMode' | 'seedProducts'>,
  demo: DemoCode | null,
  log?: (line: string) => void,
): (db: Database) => Promise<{ seeded: boolean }> {
  if (!demo || !config.demoMode) return async () => ({ seeded: false });
  return async (db) => {
    const seeded = await demo.seedDatabase(db, { products: config.seedProducts, log });
    await demo.ensureDemoStaff(db);
    return seeded;
  };
}
