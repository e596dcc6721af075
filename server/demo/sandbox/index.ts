/**
 * Sandbox payment gateways, served under /sandbox/ (registered by ../index.ts demoRoutes): each
 * speaks its real gateway's protocol, shows the payer a page to pay or cancel, and answers
 * verification honestly. The payment adapters (server/payments/) point here unless a real gateway
 * is configured. Outside production PAYMENT_SANDBOX=off (or DEMO_MODE=off) leaves them out; in
 * production they are left out unless PAYMENT_SANDBOX=on (payments/config.ts sandboxEnabled). They
 * redirect only to this server's own origin (page.ts foreignReturnProblem).
 */
import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../../http/form-body';
import sandboxCgPay from './cg-pay';
import sandboxCheckout from './checkout';
import sandboxConnectIps from './connect-ips';
import sandboxEsewa from './esewa';
import sandboxImePay from './imepay';
import sandboxKhalti from './khalti';
import sandboxNabilCard from './nabil-card';
import { SANDBOX_CSS } from './page';

export default async function sandboxGateways(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app);
  app.get('/sandbox.css', async (_request, reply) =>
    reply.header('Content-Type', 'text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(SANDBOX_CSS),
  );
  await app.register(sandboxCheckout);
  await app.register(sandboxEsewa, { prefix: '/esewa' });
  await app.register(sandboxConnectIps, { prefix: '/connect-ips' });
  await app.register(sandboxNabilCard, { prefix: '/nabil-card' });
  await app.register(sandboxKhalti, { prefix: '/khalti' });
  await app.register(sandboxImePay, { prefix: '/imepay' });
  await app.register(sandboxCgPay, { prefix: '/cg-pay' });
}
