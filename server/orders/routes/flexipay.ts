/**
 * Flexi Pay (spec part 3 §7), for a logged-in user (orders/flexipay.ts):
 *   GET  get-emi-banks-by-user              banks with logos, terms and EMI periods; empty list + message
 *   GET  get-checkout-flexipay?platform=W[&area_id]  cart_items, payment_options, delivery_charge, grand_total
 *   POST post-checkout-flexipay?platform=W  the order, then payment_gateway_url (the card gateway)
 */
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../http/errors';
import { requestConfig } from '../../http/public-origin';
import { withOfferedOptions } from '../../payments';
import { CHECKOUT_METHOD_GATEWAYS } from '../../payments/payment-options';
import { isPlainObject } from '../../http/validate';
import { CART_MESSAGES } from '../checkout-messages';
import { parseCouponQuery, zoneOfArea } from '../checkout-input';
import { emiBanksForUser, flexiPayCheckoutData, parseFlexiPayPayload, placeFlexiPayOrder } from '../flexipay';
import { requireUser } from '../../accounts/sessions';

const noStore = { 'Cache-Control': 'private, no-store' };

function checkPlatform(query: unknown): void {
  const platform = isPlainObject(query) ? query.platform : undefined;
  if (platform !== undefined && platform !== 'W') throw unprocessable(CART_MESSAGES.platform);
}

export default async function flexiPayRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  app.get('/get-emi-banks-by-user', { preHandler: requireUser }, async (request, reply) => {
    reply.headers(noStore);
    return emiBanksForUser(db, request.user!.id);
  });

  app.get('/get-checkout-flexipay', { preHandler: requireUser }, async (request, reply) => {
    checkPlatform(request.query);
    const zone = await zoneOfArea(db, parseCouponQuery(request.query).areaId);
    reply.headers(noStore);
    return { statusCode: 200, data: withOfferedOptions(await flexiPayCheckoutData(db, request.user!.id, zone), CHECKOUT_METHOD_GATEWAYS, config) };
  });

  app.post('/post-checkout-flexipay', { preHandler: requireUser }, async (request, reply) => {
    checkPlatform(request.query);
    reply.headers(noStore);
    return placeFlexiPayOrder(db, requestConfig(request, config), request.user!, await parseFlexiPayPayload(request.body));
  });
}
