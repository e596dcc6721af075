/**
 * Where the gateways send the browser back: GET or POST /api/payment/{esewa|connect-ips|nabil-card}/{success|failure}.
 * Verify with the gateway, record once, then 302 to where the flow started (payments/payment-returns.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormBodies, firstValues } from '../../http/form-body';
import { notFound } from '../../http/errors';
import { requestConfig } from '../../http/public-origin';
import { carryOnIfClientLeaves } from '../../http/request-scope';
import { gateways } from '..';
import type { ReturnOutcome } from '../types';
import { handleReturn } from '../payment-returns';
import { bindPaymentContext } from '../payments';

type ReturnRequest = FastifyRequest<{ Params: { gateway: string; outcome: string } }>;

const OUTCOMES: readonly ReturnOutcome[] = ['success', 'failure'];

export default async function paymentReturnRoutes(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app);
  // The hold sweep and cancellations ask gateways with this app's configuration and log (docs/adr/0010-payment-truth.md).
  const unbind = bindPaymentContext(app.db, { config: app.config, log: app.log });
  app.addHook('onClose', async () => unbind());

  const handler = async (request: ReturnRequest, reply: FastifyReply) => {
    // The browser comes back on the origin the payment started from (http/public-origin.ts).
    const config = requestConfig(request, app.config);
    const gateway = gateways(config, app.db).bySlug(request.params.gateway);
    const outcome = request.params.outcome as ReturnOutcome;
    if (!gateway || !OUTCOMES.includes(outcome)) throw notFound(`There is no payment return ${request.params.gateway}/${request.params.outcome}.`);
    const params = { ...firstValues(request.body), ...firstValues(request.query) };
    // What the gateway confirms is recorded even when the shopper closes the tab meanwhile.
    const target = await carryOnIfClientLeaves(() => handleReturn(app.db, config.publicUrl, gateway, outcome, params, app.log));
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(target, 302);
  };

  app.get('/payment/:gateway/:outcome', handler);
  app.post('/payment/:gateway/:outcome', handler);
}
