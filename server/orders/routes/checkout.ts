/**
 * Standard checkout (spec part 3 §7), for a logged-in user:
 *   GET  get-checkout?platform=W[&coupon][&redeem][&area_id]   checkout data (not 200: back to the cart)
 *   POST post-checkout?platform=W[&coupon][&redeem]            place the order, hand off to the gateway
 *   GET  bank-transfer/get-banks                               banks a transfer goes to
 *   POST payment/khalti/callback                               the Khalti wallet's success payload
 *   GET  payment-handoff/{transaction}                         the self-submitting form of a form gateway
 */
import type { FastifyInstance } from 'fastify';
import { requestConfig } from '../../http/public-origin';
import { carryOnIfClientLeaves } from '../../http/request-scope';
import { withOfferedOptions } from '../../payments';
import { CHECKOUT_METHOD_GATEWAYS } from '../../payments/payment-options';
import { parseCheckoutPayload, parseCouponQuery, zoneOfArea } from '../checkout-input';
import { khaltiCallback } from '../../payments/khalti-callback';
import { checkoutData, placeOrder } from '../orders';
import { sendHandoffPage } from '../../payments/payment-handoff';
import { requireUser } from '../../accounts/sessions';

const noStore = { 'Cache-Control': 'private, no-store' };

export default async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  app.get('/get-checkout', { preHandler: requireUser }, async (request, reply) => {
    const q = parseCouponQuery(request.query);
    const data = await checkoutData(db, request.user!.id, { ...q, zone: await zoneOfArea(db, q.areaId) });
    reply.headers(noStore);
    return { statusCode: 200, data: withOfferedOptions(data, CHECKOUT_METHOD_GATEWAYS, config) };
  });

  app.post('/post-checkout', { preHandler: requireUser }, async (request, reply) => {
    const q = parseCouponQuery(request.query);
    const input = await parseCheckoutPayload(request.body);
    const answer = await placeOrder(db, requestConfig(request, config), request.user!, input, q);
    reply.headers(noStore);
    return answer;
  });

  app.get('/bank-transfer/get-banks', async (_request, reply) => {
    const r = await db.query<{ id: number; bank_name: string; logo: string | null; account_name: string; account_number: string; branch: string }>(
      'SELECT id, bank_name, logo, account_name, account_number, branch FROM transfer_banks WHERE status ORDER BY position, id',
    );
    reply.header('Cache-Control', 'public, max-age=600');
    return { statusCode: 200, data: r.rows };
  });

  app.post('/payment/khalti/callback', { preHandler: requireUser }, async (request, reply) => {
    // What Khalti confirms is recorded even when the shopper closes the tab meanwhile.
    const answer = await carryOnIfClientLeaves(() => khaltiCallback(db, requestConfig(request, config), request.user!, request.body, request.log));
    reply.headers(noStore);
    return reply.code(answer.statusCode).send(answer);
  });

  app.get<{ Params: { transaction: string } }>('/payment-handoff/:transaction', async (request, reply) =>
    sendHandoffPage(db, reply, request.params.transaction),
  );
}
