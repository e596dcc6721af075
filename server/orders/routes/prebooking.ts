/**
 * Pre-booking and buy-now summaries (spec part 3 §7), for a logged-in user:
 *   GET get-prebooking/{productId}[?coupon][&redeem][&area_id]   {statusCode, statusMessage: 'Success' | 'Fail', data | message}
 *   GET get-booknow/{productId}[…]                              the same shape
 * POST post-prebooking/{productId} is served by reservation/routes/reservation.ts, which hands numeric ids
 * to orders/prebooking.ts postPrebooking.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors';
import { withOfferedOptions } from '../../payments';
import { CHECKOUT_METHOD_GATEWAYS } from '../../payments/payment-options';
import { PREBOOKING_MESSAGES as P } from '../checkout-messages';
import { parseCouponQuery } from '../checkout-input';
import { bookingSummary } from '../prebooking';
import { requireUser } from '../../accounts/sessions';

/** Every refusal of a summary carries statusMessage 'Fail' (the page then goes to /). */
async function summaryOrFail(reply: FastifyReply, run: () => Promise<unknown>) {
  reply.header('Cache-Control', 'private, no-store');
  try {
    return await run();
  } catch (err) {
    if (err instanceof HttpError) return reply.code(err.statusCode).send({ statusCode: err.statusCode, statusMessage: P.fail, message: err.message });
    throw err;
  }
}

export default async function prebookingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  /** Only the methods whose gateway is offered (payments/config.ts gatewayModes). */
  const offered = <A extends { data: { payment_options: string[] } }>(a: A): A => ({ ...a, data: withOfferedOptions(a.data, CHECKOUT_METHOD_GATEWAYS, config) });

  app.get<{ Params: { productId: string } }>('/get-prebooking/:productId', { preHandler: requireUser }, async (request, reply) =>
    summaryOrFail(reply, () => bookingSummary(db, request.user!.id, request.params.productId, 'prebooking', parseCouponQuery(request.query)).then(offered)),
  );

  app.get<{ Params: { productId: string } }>('/get-booknow/:productId', { preHandler: requireUser }, async (request, reply) =>
    summaryOrFail(reply, () => bookingSummary(db, request.user!.id, request.params.productId, 'buy_now', parseCouponQuery(request.query)).then(offered)),
  );
}
