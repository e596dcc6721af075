/**
 * The logged-in account area (spec part 3 §7), every call the caller's own:
 *   GET  get-orders                 order history (orders/account-history.ts)
 *   POST cancel-order/{id}          {cancelled_reason} — a cancellation request (orders/cancellations.ts)
 *   GET  get-bookings               booking history (pre-bookings and buy-nows)
 *   POST cancel-booking/{id}        {cancelled_reason}
 *   GET  loyalty-history            the CG|Coins ledger with running totals
 *   GET  get-profile                name, email, mobile, address (+ our country_code)
 *   POST update-profile             {name, mobile, address}
 *   POST user/change-password       {old_password, password, new_password}; other sessions revoked
 * and, as their own plugins, Flexi Pay (orders/routes/flexipay.ts) and warranty registration (accounts/routes/warranty.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressLimit, consume } from '../../http/rate-limits';
import { parseId } from '../../http/validate';
import { bookingList, loyaltyHistory, orderList } from '../../orders/account-history';
import { PROFILE_MESSAGES } from '../account-area-messages';
import { parseCancelReason, requestBookingCancellation, requestOrderCancellation } from '../../orders/cancellations';
import { changePassword, profileOf, updateProfile } from '../profile';
import { requireUser } from '../sessions';
import flexiPayRoutes from '../../orders/routes/flexipay';
import warrantyRoutes from './warranty';

const noStore = { 'Cache-Control': 'private, no-store' };

export default async function accountAreaRoutes(app: FastifyInstance): Promise<void> {
  const { db, rateLimits: limits } = app;
  /** Password changes: the address ceiling, then ACCOUNT_RATE_LIMIT tries per account and window. */
  const passwordLimits = [
    requireUser,
    addressLimit,
    async (request: FastifyRequest) => consume(limits.store, `password:acct:${request.user!.id}`, limits.password),
  ];

  app.get('/get-orders', { preHandler: requireUser }, async (request, reply) => {
    reply.headers(noStore);
    return { statusCode: 200, data: await orderList(db, request.user!.id) };
  });

  app.post<{ Params: { id: string } }>('/cancel-order/:id', { preHandler: requireUser }, async (request, reply) => {
    const id = parseId(request.params.id, 'Order');
    const reason = parseCancelReason(request.body);
    reply.headers(noStore);
    return { statusCode: 200, message: await requestOrderCancellation(db, request.user!.id, id, reason) };
  });

  app.get('/get-bookings', { preHandler: requireUser }, async (request, reply) => {
    reply.headers(noStore);
    return { statusCode: 200, data: await bookingList(db, request.user!.id) };
  });

  app.post<{ Params: { id: string } }>('/cancel-booking/:id', { preHandler: requireUser }, async (request, reply) => {
    const id = parseId(request.params.id, 'Booking');
    const reason = parseCancelReason(request.body);
    reply.headers(noStore);
    return { statusCode: 200, message: await requestBookingCancellation(db, request.user!.id, id, reason) };
  });

  app.get('/loyalty-history', { preHandler: requireUser }, async (request, reply) => {
    reply.headers(noStore);
    return { statusCode: 200, data: await loyaltyHistory(db, request.user!.id) };
  });

  app.get('/get-profile', { preHandler: requireUser }, async (request, reply) => {
    reply.headers(noStore);
    return { statusCode: 200, data: await profileOf(db, request.user!.id) };
  });

  app.post('/update-profile', { preHandler: requireUser }, async (request, reply) => {
    const data = await updateProfile(db, request.user!.id, request.body);
    reply.headers(noStore);
    return { statusCode: 200, message: PROFILE_MESSAGES.updated, data };
  });

  app.post('/user/change-password', { preHandler: passwordLimits }, async (request, reply) => {
    await changePassword(db, request.user!.id, request.user!.sessionId, request.body);
    reply.headers(noStore);
    return { statusCode: 200, message: PROFILE_MESSAGES.passwordChanged };
  });

  await app.register(flexiPayRoutes);
  await app.register(warrantyRoutes);
}
