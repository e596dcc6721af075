/**
 * The scooter reservation calls (spec part 1 §7):
 *   GET  ola/product/{product}              the selected scooter (public)
 *   GET  ola/get-bookings                   the caller's reservations, newest first
 *   POST post-prebooking/{product}?platform=W
 * post-prebooking/{product} is shared with part 3's pre-booking checkout: a scooter's lookup slug
 * (letters, digits, dashes) books a reservation here; a numeric product id is part 3's
 * pre-booking or buy-now of a catalogue product (orders/prebooking.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unprocessable } from '../../http/errors';
import { requestConfig } from '../../http/public-origin';
import { parseId, parseInput } from '../../http/validate';
import { parseCheckoutPayload, parseCouponQuery } from '../../orders/checkout-input';
import { postPrebooking, prebookingTarget } from '../../orders/prebooking';
import { createReservation } from '../reservation-booking';
import { reservationPayloadSchema } from '../reservation-input';
import { findReservationProduct, olaProduct, reservationList } from '../reservations';
import { requireUser } from '../../accounts/sessions';

type ProductRoute = { Params: { product: string }; Querystring: Record<string, unknown> };
type ProductRequest = FastifyRequest<ProductRoute>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const noScooter = (product: string) => `There is no scooter "${product}" to reserve.`;

/** Part 3's pre-booking or buy-now of a catalogue product (numeric id): orders/prebooking.ts. */
async function catalogPrebooking(request: ProductRequest) {
  const productId = parseId(request.params.product, 'Product');
  const { db, config } = request.server;
  const query = parseCouponQuery(request.query);
  const target = await prebookingTarget(db, request.user!.id, productId);
  const input = await parseCheckoutPayload(request.body);
  return postPrebooking(db, requestConfig(request, config), request.user!, target, input, query);
}

export default async function reservationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Params: { product: string } }>('/ola/product/:product', async (request, reply) => {
    const slug = request.params.product;
    const answer = SLUG.test(slug) ? await olaProduct(app.readDb, slug) : null;
    if (!answer) return reply.code(404).send({ status: 'fail', statusCode: 404, message: noScooter(slug) });
    reply.header('Cache-Control', 'no-cache');
    return answer;
  });

  app.get('/ola/get-bookings', { preHandler: requireUser }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { statusCode: 200, status: 'success', data: await reservationList(db, request.user!.id) };
  });

  app.post<ProductRoute>('/post-prebooking/:product', { preHandler: requireUser }, async (request, reply) => {
    const platform = request.query.platform;
    if (platform !== undefined && platform !== 'W') throw unprocessable('platform must be W.');
    const param = request.params.product;
    if (/^\d+$/.test(param)) {
      reply.header('Cache-Control', 'no-store');
      return catalogPrebooking(request);
    }
    const product = SLUG.test(param) ? await findReservationProduct(db, param) : null;
    if (!product) throw notFound(noScooter(param));
    const input = await parseInput(reservationPayloadSchema, request.body);
    reply.header('Cache-Control', 'no-store');
    return createReservation(db, requestConfig(request, app.config), request.user!, product, input);
  });
}
