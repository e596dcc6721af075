/**
 * Cancellation of orders and bookings (spec part 3 §4, §9).
 *
 * The customer ASKS (cancel-order/{id}, cancel-booking/{id}): only their own, only while Pending
 * and not asked before. The row gets the mark 'C', the reason and the time, and stays Pending —
 * the shop decides (decideOrderCancellation / decideBookingCancellation below, for the back
 * office). One exception: an online order or booking still waiting at its gateway is released at
 * once, like an abandoned one — its stock, coins and coupon use come back now. Its gateway is
 * asked first (docs/adr/0010-payment-truth.md): when the status call says it was paid, it is
 * recorded paid and stays Pending with the request, for the shop to decide (and refund); when the
 * gateway does not answer or has no status call, it is released with its payment 'unknown'
 * (never silently); a payment confirmed only after the release restores it the same way.
 *
 * When the shop accepts a request, everything the order moved is put back once, behind the
 * conditional status change: stock, the coins it redeemed, the coins it earned and its cash back
 * (reversal entries), the coupon use. A paid order becomes Refunded. Rejecting keeps the order
 * as it was with status 'Rejected' (the storefront then says 'Order rejected on your order
 * cancellation request.').
 */
import type { Database, Queryable } from '../db';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { isPlainObject } from '../http/validate';
import { CANCELLATION_MARK } from '../../shared/api/account-area';
import { CANCEL_MESSAGES as M } from '../accounts/account-area-messages';
import { askBeforeRelease, paymentContext, paymentFacts, recordPaid, type Asked, type PaymentContext, type PaymentRow } from '../payments/payments';
import { releaseCouponUse } from '../cart/coupons';
import { abandonBooking, abandonOrder, holdUnknown, ledgerEntry, PAYMENT_UNKNOWN, type Owner, type PaymentLog } from './order-settlement';
import { isOnline } from '../payments/payment-options';
import { orderLineClaims, returnStock } from '../cart/stock';
import { mailCancellation } from './order-mail';

export const REASON_MAX = 500;
export const CUSTOMER_CANCELLED = 'cancelled by the customer';

/** The body {cancelled_reason}: text (an empty reason is allowed, spec §4), bounded. */
export function parseCancelReason(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
  const v = body.cancelled_reason;
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw unprocessable(M.reasonType);
  const text = v.trim();
  if (text.length > REASON_MAX) throw unprocessable(M.reasonTooLong(REASON_MAX));
  return text || null;
}

interface Owned {
  id: number;
  status: string;
  payment_status: string;
  payment_method: string;
  mark: string | null;
}

const SILENT: PaymentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What the gateways of an owner's pending payments said, by payment id. */
type AskedFirst = Map<number, { payment: PaymentRow; asked: Asked }>;

/**
 * Before an online order or booking still waiting at its gateway is released at the customer's
 * request, its gateway's status call is asked (outside any transaction, at most SWEEP_WAIT_MS): a
 * payment it confirms is recorded now, and the owner stays Pending / Paid for the shop to decide
 * the request. What it answered decides the release in the transaction (releaseAsAsked).
 */
async function askGatewayFirst(db: Database, ctx: PaymentContext | null, owner: Owner, userId: number): Promise<AskedFirst> {
  const [table, column, status, id] =
    'orderId' in owner ? ['orders', 'order_id', 'order_status', owner.orderId] : ['bookings', 'booking_id', 'status', owner.bookingId];
  const r = await db.query<PaymentRow>(
    `SELECT p.id, p.transaction_id, p.gateway, p.order_id, p.booking_id, p.amount_paisa, p.currency, p.status, p.failure_reason,
            p.request_data, p.return_url, p.refund_reason, p.gateway_reference
       FROM payments p JOIN ${table} w ON w.id = p.${column}
      WHERE p.${column} = $1 AND w.user_id = $2 AND p.status = 'pending' AND w.${status} = 'Pending' AND w.payment_status = 'Pending'`,
    [id, userId],
  );
  const asked: AskedFirst = new Map();
  for (const p of r.rows) {
    const a = await askBeforeRelease(ctx, db, p);
    asked.set(Number(p.id), { payment: p, asked: a });
    if (a.kind === 'answer' && a.v.ok) {
      const done = await recordPaid(db, p, a.v.reference, a.v.raw, { log: ctx?.log, orderStatus: 'Pending' });
      if (done.kind === 'paid') ctx?.log.warn({ ...paymentFacts(p), reference: a.v.reference }, 'Paid at the gateway, its return never came: recorded paid when the customer asked to cancel; the request waits for the shop');
    }
  }
  return asked;
}

/**
 * In the request's transaction: releases an owner still waiting at its gateway, as its gateway
 * answered — released at once when the gateway has no completed payment (or finally none), kept
 * with its payment 'unknown' when it did not answer or cannot be asked. Answers what to log.
 */
async function releaseAsAsked(tx: Queryable, owner: Owner, asked: AskedFirst, log: PaymentLog): Promise<(() => void) | null> {
  const [column, id] = 'orderId' in owner ? ['order_id', owner.orderId] : ['booking_id', owner.bookingId];
  const pays = await tx.query<{ id: number }>(`SELECT id FROM payments WHERE ${column} = $1 AND status = 'pending' ORDER BY id`, [id]);
  const answers = pays.rows.map((p) => asked.get(Number(p.id)));
  const unsettled = answers.findIndex((a) => !a || a.asked.kind !== 'answer');
  if (unsettled >= 0) {
    const silent = answers[unsettled];
    if (!(await holdUnknown(tx, owner, CUSTOMER_CANCELLED)) || !silent) return null;
    const why = silent.asked.kind === 'no status call' ? 'the gateway has no status call' : 'the gateway did not answer';
    return () => (silent.asked.kind === 'no status call' ? log.error : log.warn).call(
      log,
      { ...paymentFacts(silent.payment), why },
      `Cancelled by the customer while the payment cannot be confirmed (${why}): stock released, payment UNKNOWN until the gateway or the shop settles it`,
    );
  }
  const done = 'orderId' in owner ? await abandonOrder(tx, owner.orderId, CUSTOMER_CANCELLED) : await abandonBooking(tx, owner.bookingId, CUSTOMER_CANCELLED);
  const first = answers[0];
  if (!done || !first) return null;
  return () => log.warn(paymentFacts(first.payment), 'Cancelled by the customer: the gateway has no completed payment for it, released (reconciliation asks again)');
}

/** POST cancel-order/{id}. */
export async function requestOrderCancellation(
  db: Database,
  userId: number,
  orderId: number,
  reason: string | null,
  ctx: PaymentContext | null = paymentContext(db),
): Promise<string> {
  const asked = await askGatewayFirst(db, ctx, { orderId }, userId);
  const decided: { log?: () => void } = {};
  const message = await db.transaction(async (tx) => {
    const r = await tx.query<Owned>(
      `SELECT id, order_status AS status, payment_status, payment_method, cancelled_order AS mark
         FROM orders WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [orderId, userId],
    );
    const o = r.rows[0];
    if (!o) throw notFound(M.noOrder(orderId));
    if (o.mark === CANCELLATION_MARK && o.status === 'Pending') throw unprocessable(M.orderAlreadyRequested);
    if (o.status !== 'Pending') throw unprocessable(o.mark === CANCELLATION_MARK && o.status === 'Rejected' ? M.orderRejected : M.orderNotPending(o.status));
    await tx.query(
      `UPDATE orders SET cancelled_order = 'C', cancelled_reason = $2, cancelled_at = now(), updated_at = now() WHERE id = $1`,
      [orderId, reason],
    );
    // Still waiting at the gateway (which did not confirm a payment just now): released at once.
    if (isOnline(o.payment_method) && o.payment_status === 'Pending') decided.log = (await releaseAsAsked(tx, { orderId }, asked, ctx?.log ?? SILENT)) ?? undefined;
    return M.orderRequested(orderId);
  });
  decided.log?.();
  return message;
}

/** POST cancel-booking/{id} (pre-bookings and buy-nows). */
export async function requestBookingCancellation(
  db: Database,
  userId: number,
  bookingId: number,
  reason: string | null,
  ctx: PaymentContext | null = paymentContext(db),
): Promise<string> {
  const asked = await askGatewayFirst(db, ctx, { bookingId }, userId);
  const decided: { log?: () => void } = {};
  const message = await db.transaction(async (tx) => {
    const r = await tx.query<Owned>(
      `SELECT id, status, payment_status, payment_method, cancelled_booking AS mark
         FROM bookings WHERE id = $1 AND user_id = $2 AND kind IN ('prebooking', 'buy_now') FOR UPDATE`,
      [bookingId, userId],
    );
    const b = r.rows[0];
    if (!b) throw notFound(M.noBooking(bookingId));
    if (b.mark === CANCELLATION_MARK && b.status === 'Pending') throw unprocessable(M.bookingAlreadyRequested);
    if (b.status !== 'Pending') throw unprocessable(b.mark === CANCELLATION_MARK && b.status === 'Rejected' ? M.bookingRejected : M.bookingNotPending(b.status));
    await tx.query(
      `UPDATE bookings SET cancelled_booking = 'C', cancelled_reason = $2, cancelled_at = now(), updated_at = now() WHERE id = $1`,
      [bookingId, reason],
    );
    if (isOnline(b.payment_method) && b.payment_status === 'Pending') decided.log = (await releaseAsAsked(tx, { bookingId }, asked, ctx?.log ?? SILENT)) ?? undefined;
    return M.bookingRequested(bookingId);
  });
  decided.log?.();
  return message;
}

// ---------------------------------------------------------------- the shop's decision

export type Decision = 'accept' | 'reject';

/** Takes back what a paid owner was credited (earned coins, cash back), once per kind. */
async function reverseCredits(tx: Queryable, userId: number, owner: { orderId: number } | { bookingId: number }, label: string): Promise<void> {
  const column = 'orderId' in owner ? 'order_id' : 'booking_id';
  const id = 'orderId' in owner ? owner.orderId : owner.bookingId;
  const r = await tx.query<{ kind: string; points: number }>(
    `SELECT kind, SUM(points)::int AS points FROM loyalty_ledger WHERE ${column} = $1
        AND kind IN ('earn', 'cash_back', 'redeem', 'redeem_refund', 'redeem_again') GROUP BY kind`,
    [id],
  );
  const sum = (k: string) => Number(r.rows.find((x) => x.kind === k)?.points ?? 0);
  await ledgerEntry(tx, { userId, owner, points: -sum('earn'), kind: 'earn_reversal', remarks: `Coins taken back: ${label} was cancelled` });
  await ledgerEntry(tx, { userId, owner, points: -sum('cash_back'), kind: 'cash_back_reversal', remarks: `Cash back taken back: ${label} was cancelled` });
  // Coins spent on it come back (unless a failed payment already gave them back). One paid after
  // its release spent them again (redeem_again): those come back.
  if (sum('redeem_again') !== 0) {
    await ledgerEntry(tx, { userId, owner, points: -sum('redeem_again'), kind: 'redeem_again_refund', remarks: `Coins returned: ${label} was cancelled` });
  } else if (sum('redeem_refund') === 0) {
    await ledgerEntry(tx, { userId, owner, points: -sum('redeem'), kind: 'redeem_refund', remarks: `Coins returned: ${label} was cancelled` });
  }
}

/**
 * The shop accepts or rejects an order's cancellation request. Accept: Cancelled (payment
 * Refunded when it was Paid, else Cancelled), stock back, coins put right, coupon use released.
 * Reject: Rejected, the mark stays. Answers false when there was no open request.
 */
export function decideOrderCancellation(db: Database, orderId: number, decision: Decision): Promise<boolean> {
  return db.transaction((tx) => decideOrderCancellationIn(tx, orderId, decision));
}

/** decideOrderCancellation inside the caller's transaction (the staff API adds its audit row). */
export async function decideOrderCancellationIn(tx: Queryable, orderId: number, decision: Decision): Promise<boolean> {
  if (decision === 'reject') {
    const r = await tx.query(
      `UPDATE orders SET order_status = 'Rejected', cancellation_decided_at = now(), updated_at = now()
        WHERE id = $1 AND cancelled_order = 'C' AND order_status = 'Pending'`,
      [orderId],
    );
    return r.rowCount === 1;
  }
  // An order whose payment is unknown gave its stock back already, and stays 'Unknown': the
  // gateway or the shop still has to say whether it was paid.
  const was = await tx.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  const r = await tx.query<{ user_id: number; payment_status: string }>(
    `UPDATE orders SET order_status = 'Cancelled', delivery_status = 'Cancelled',
            payment_status = CASE WHEN payment_status = 'Paid' THEN 'Refunded' WHEN payment_status = '${PAYMENT_UNKNOWN}' THEN payment_status ELSE 'Cancelled' END,
            failure_reason = $2, cancellation_decided_at = now(), updated_at = now()
      WHERE id = $1 AND cancelled_order = 'C' AND order_status = 'Pending'
      RETURNING user_id, payment_status`,
    [orderId, CUSTOMER_CANCELLED],
  );
  const o = r.rows[0];
  if (!o) return false;
  await tx.query(`UPDATE payments SET status = 'cancelled', failure_reason = $2, updated_at = now() WHERE order_id = $1 AND status = 'pending'`, [orderId, CUSTOMER_CANCELLED]);
  const lines = await tx.query<{ product_id: number; qty: number; flash_sale_id: number | null }>(
    `UPDATE order_products SET order_status = 'Cancelled', payment_status = $2, delivery_status = 'Cancelled' WHERE order_id = $1 RETURNING product_id, qty, flash_sale_id`,
    [orderId, o.payment_status],
  );
  if (was.rows[0]?.payment_status !== PAYMENT_UNKNOWN) await returnStock(tx, orderLineClaims(lines.rows));
  await reverseCredits(tx, Number(o.user_id), { orderId }, `order #${orderId}`);
  await releaseCouponUse(tx, { orderId });
  await mailCancellation(tx, { orderId });
  return true;
}

/** The same for a pre-booking or buy-now (a held unit of a buy-now goes back). */
export function decideBookingCancellation(db: Database, bookingId: number, decision: Decision): Promise<boolean> {
  return db.transaction((tx) => decideBookingCancellationIn(tx, bookingId, decision));
}

/** decideBookingCancellation inside the caller's transaction. */
export async function decideBookingCancellationIn(tx: Queryable, bookingId: number, decision: Decision): Promise<boolean> {
  if (decision === 'reject') {
    const r = await tx.query(
      `UPDATE bookings SET status = 'Rejected', cancellation_decided_at = now(), updated_at = now()
        WHERE id = $1 AND cancelled_booking = 'C' AND status = 'Pending'`,
      [bookingId],
    );
    return r.rowCount === 1;
  }
  const r = await tx.query<{ user_id: number; product_id: number; stock_held: number }>(
    `UPDATE bookings SET status = 'Cancelled', delivery_status = 'Cancelled', buy_now_open_status = 0,
            payment_status = CASE WHEN payment_status = 'Paid' THEN 'Refunded' WHEN payment_status = '${PAYMENT_UNKNOWN}' THEN payment_status ELSE 'Cancelled' END,
            failure_reason = $2, cancellation_decided_at = now(), updated_at = now()
      WHERE id = $1 AND cancelled_booking = 'C' AND status = 'Pending'
      RETURNING user_id, product_id, stock_held`,
    [bookingId, CUSTOMER_CANCELLED],
  );
  const b = r.rows[0];
  if (!b) return false;
  await tx.query(`UPDATE payments SET status = 'cancelled', failure_reason = $2, updated_at = now() WHERE booking_id = $1 AND status = 'pending'`, [bookingId, CUSTOMER_CANCELLED]);
  if (Number(b.stock_held) === 1) {
    await tx.query('UPDATE bookings SET stock_held = 0 WHERE id = $1', [bookingId]);
    await returnStock(tx, [{ productId: Number(b.product_id), qty: 1 }]);
  }
  await reverseCredits(tx, Number(b.user_id), { bookingId }, `booking #${bookingId}`);
  await releaseCouponUse(tx, { bookingId });
  await mailCancellation(tx, { bookingId });
  return true;
}
