/**
 * The cart calls (spec part 1, 2 and 3 §7), all for a logged-in user, platform=W:
 *   GET  get-cart?platform=W[&coupon][&redeem][&area_id]   the cart (the empty list when empty), with the
 *        coupons this shopper can use on it and whether Flexi Pay takes it (flexi_pay)
 *   POST add-to-cart {qty (default 1), product_id}
 *   POST update-cart {qty: 1 | -1, product_id}
 *   POST delete-cart {product_id}
 *   GET  get-coupons-via-cart-products?platform=W   the same coupons
 * Coupon guessing is limited on every route that takes a coupon by http/rate-limits.ts (couponGuard).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, unprocessable } from '../../http/errors';
import { isPlainObject } from '../../http/validate';
import { addToCart, cartAnswer, cartLines, changeQuantity, changeQuantityForSession, MAX_QTY_PER_LINE, removeFromCart } from '../cart';
import { CART_MESSAGES as M } from '../../orders/checkout-messages';
import { parseCouponQuery, zoneOfArea } from '../../orders/checkout-input';
import { couponsForCart } from '../coupons';
import { flexiPayAvailability } from '../../orders/flexipay';
import { requireUser, tokenOf } from '../../accounts/sessions';
import { sha256 } from '../../accounts/tokens';

const noStore = { 'Cache-Control': 'private, no-store' };

/** A positive id, as a number or digit string. */
function productIdOf(v: unknown): number {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return v;
  if (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) && Number(v) > 0) return Number(v);
  throw unprocessable(M.productId);
}

function bodyOf(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
  return body;
}

const intOf = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^-?\d{1,4}$/.test(v.trim()) ? Number(v) : null;

export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/get-cart', { preHandler: requireUser }, async (request, reply) => {
    const q = parseCouponQuery(request.query);
    const lines = await cartLines(db, request.user!.id);
    const answer = await cartAnswer(db, request.user!.id, lines, { coupon: q.coupon, redeem: q.redeem, zone: await zoneOfArea(db, q.areaId) });
    // Flexi Pay is offered with the cart only when its own rule takes the cart (orders/flexipay.ts).
    answer.data.flexi_pay = await flexiPayAvailability(db, lines);
    reply.headers(noStore);
    return { statusCode: 200, ...answer };
  });

  app.post('/add-to-cart', { preHandler: requireUser }, async (request, reply) => {
    const b = bodyOf(request.body);
    const productId = productIdOf(b.product_id);
    const qty = b.qty === undefined || b.qty === null ? 1 : intOf(b.qty);
    if (qty === null || qty < 1 || qty > MAX_QTY_PER_LINE) throw unprocessable(M.qtyAdd);
    const line = await addToCart(db, request.user!.id, productId, qty);
    reply.headers(noStore);
    return { statusCode: 200, message: M.added(line.name), data: { product_id: productId, qty: line.qty } };
  });

  // The session is checked inside the update itself (the busiest cart call); anything that does
  // not go through falls back to requireUser and changeQuantity, which say why.
  app.post('/update-cart', async (request, reply) => {
    const token = tokenOf(request);
    if (!token) await requireUser(request, reply);
    let productId: number;
    let change: 1 | -1;
    try {
      const b = bodyOf(request.body);
      productId = productIdOf(b.product_id);
      const qty = intOf(b.qty);
      if (qty !== 1 && qty !== -1) throw unprocessable(M.qtyChange);
      change = qty;
    } catch (err) {
      await requireUser(request, reply); // a bad session is a 401 before any 4xx about the body
      throw err;
    }
    let line = token ? await changeQuantityForSession(db, sha256(token), productId, change, app.config.sessionTtlDays) : null;
    if (!line) {
      await requireUser(request, reply);
      line = await changeQuantity(db, request.user!.id, productId, change);
    }
    reply.headers(noStore);
    return { statusCode: 200, message: M.updated(line.name, line.qty), data: { product_id: productId, qty: line.qty } };
  });

  app.post('/delete-cart', { preHandler: requireUser }, async (request, reply) => {
    const productId = productIdOf(bodyOf(request.body).product_id);
    const line = await removeFromCart(db, request.user!.id, productId);
    reply.headers(noStore);
    return { statusCode: 200, message: M.removed(line.name), data: { product_id: productId } };
  });

  app.get('/get-coupons-via-cart-products', { preHandler: requireUser }, async (request, reply) => {
    parseCouponQuery(request.query);
    const lines = await cartLines(db, request.user!.id);
    reply.headers(noStore);
    return { statusCode: 200, data: await couponsForCart(db, request.user!.id, lines) };
  });
}
