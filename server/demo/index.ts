/**
 * The demo store, loaded only by server/demo-mode.ts (import()) when demo mode (DEMO_MODE) or the
 * sandbox gateways (PAYMENT_SANDBOX) are on: the seed of the demo catalogue, its pictures drawn
 * under /media/, and the sandbox payment gateways under /sandbox/.
 */
import type { FastifyInstance } from 'fastify';
import { paymentSettings } from '../payments/config';
import mediaRoutes from './media/route';
import sandboxGateways from './sandbox';

export { DEMO_ACCOUNTS, DEMO_STAFF, ensureDemoStaff, seedDatabase } from './seed';

/** /media/ in demo mode, /sandbox/ when the sandbox is on (payments/config.ts sandboxEnabled). */
export async function demoRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.demoMode) await app.register(mediaRoutes);
  if (paymentSettings(app.config).sandboxEnabled) await app.register(sandboxGateways, { prefix: '/sandbox' });
}
