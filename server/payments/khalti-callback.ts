/**
 * POST payment/khalti/callback: the wallet widget's success payload {token, amount, idx?,
 * product_identity, …}. Khalti sends no browser back to us, so this is its "return": find the
 * caller's Khalti payment, verify the token with Khalti server to server for OUR amount (and,
 * when the token proves nothing, ask Khalti's status call for our product identity), record
 * what KHALTI said once, and answer the URL the browser goes to (docs/adr/0010-payment-truth.md).
 * A made-up token fails nothing; a payment confirmed after its order was released restores it
 * (or is marked for refund). A replay finds the payment settled and answers the same URL; a
 * payload whose amount differs from the payment is refused and logged without touching it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db';
import type { AuthUser } from '../http/context';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { isPlainObject } from '../http/validate';
import { gateways } from './';
import { TRANSACTION_ID } from './khalti';
import { PAYMENT_NOTES } from '../accounts/account-area-messages';
import { KHALTI_MESSAGES as K } from '../orders/checkout-messages';
import { returnTarget } from './payment-returns';
import { askGateway, paymentById, recordVerification, type PaymentRow } from './payments';

const COLUMNS = `p.id, p.transaction_id, p.gateway, p.order_id, p.booking_id, p.amount_paisa, p.currency, p.status, p.failure_reason, p.request_data, p.return_url, p.refund_reason, p.gateway_reference`;
const OWNER = `LEFT JOIN orders o ON o.id = p.order_id LEFT JOIN bookings b ON b.id = p.booking_id`;

async function findKhaltiPayment(db: Queryable, userId: number, identity: string): Promise<PaymentRow | null> {
  const mine = `p.gateway = 'khalti' AND COALESCE(o.user_id, b.user_id) = $1`;
  if (TRANSACTION_ID.test(identity)) {
    const r = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments p ${OWNER} WHERE ${mine} AND p.transaction_id = $2`, [userId, identity]);
    return r.rows[0] ?? null;
  }
  if (!/^\d{1,15}$/.test(identity)) return null;
  // The spec's widget is opened with the order id as product_identity: an order first, then a booking.
  for (const column of ['order_id', 'booking_id']) {
    const r = await db.query<PaymentRow>(
      `SELECT ${COLUMNS} FROM payments p ${OWNER} WHERE ${mine} AND p.${column} = $2
        ORDER BY (p.status = 'pending') DESC, p.id DESC LIMIT 1`,
      [userId, Number(identity)],
    );
    if (r.rows[0]) return r.rows[0];
  }
  return null;
}

const BOOKING_STATUS = { paid: 'completed', cancelled: 'cancelled', failed: 'declined', pending: 'declined', unknown: 'declined' } as const;

async function target(db: Database, config: ServerConfig, payment: PaymentRow): Promise<string> {
  if (payment.booking_id !== null) {
    const status = payment.status === 'paid' && payment.refund_reason ? 'cancelled' : BOOKING_STATUS[payment.status];
    return `${config.publicUrl.replace(/\/+$/, '')}/user/booking-status?booking=${status}&booking_id=${payment.booking_id}`;
  }
  const gateway = gateways(config, db).byId('khalti');
  if (!gateway) throw notFound(K.unknown);
  return returnTarget(db, config.publicUrl, gateway, payment);
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

export interface KhaltiCallbackAnswer {
  statusCode: number;
  message: string;
  url: string;
}

export async function khaltiCallback(
  db: Database,
  config: ServerConfig,
  user: AuthUser,
  body: unknown,
  log: FastifyBaseLogger,
): Promise<KhaltiCallbackAnswer> {
  const b = isPlainObject(body) ? body : {};
  const token = text(b.token);
  const amount = text(b.amount);
  const identity = text(b.product_identity);
  if (!token || token.length > 200 || !/^\d{1,12}$/.test(amount) || !identity || identity.length > 100) throw unprocessable(K.payload);
  const gateway = gateways(config, db).byId('khalti');
  if (!gateway) throw notFound(K.unknown);
  const found = await findKhaltiPayment(db, user.id, identity);
  if (!found) throw notFound(K.unknown);

  // Pending, or released meanwhile (a newer checkout, an expired hold): Khalti's word still counts.
  if (found.status !== 'paid') {
    if (Number(amount) !== found.amount_paisa) {
      log.warn({ payment: found.id, transaction: found.transaction_id, sent: Number(amount), expected: found.amount_paisa }, 'Khalti callback refused: amount does not match the payment');
      throw unprocessable(K.amount);
    }
    const params: Record<string, string> = { token, amount, product_identity: identity };
    if (text(b.idx)) params.idx = text(b.idx);
    const v = await askGateway(gateway, found, 'success', params);
    if (!v.ok && v.reason === 'gateway unavailable') throw new HttpError(502, K.unavailable);
    if (!v.ok) log.warn({ payment: found.id, transaction: found.transaction_id, reason: v.reason }, 'Khalti payment not verified');
    // Late payments and refunds are logged on the app's log (payments/payments.ts), like every return.
    await recordVerification(db, found, v);
  }
  const now = await paymentById(db, found.id);
  const url = await target(db, config, now);
  if (now.status === 'paid') return { statusCode: 200, message: now.refund_reason ? PAYMENT_NOTES.refundDueNow(now.booking_id !== null ? 'booking' : 'order') : K.completed, url };
  return { statusCode: 422, message: K.notCompleted, url };
}
