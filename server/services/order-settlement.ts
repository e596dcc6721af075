/**
 * What follows a payment's outcome for part 3's orders, pre-bookings and buy-nows, inside the
 * transaction that records the payment (services/payments.ts settleOwner calls in here), and the
 * release of abandoned stock holds. Every change is behind a conditional UPDATE on the owner's
 * state, so however often a gateway return or callback is replayed it happens once:
 *
 * - paid order: Accepted / Paid; the ordered products leave the cart; the coins it earns and its
 *   cash back are written to the loyalty ledger (append-only, one entry per order and kind);
 * - failed or cancelled order: Failed or Cancelled; its stock goes back, the coins it redeemed are
 *   given back (a new ledger entry) and its coupon use is released. The cart was never touched, so
 *   the shopper can simply try again;
 * - buy-now bookings the same (their one unit of stock, coins, coupon); a paid buy-now completes
 *   its pre-booking.
 */
import type { Database, Queryable } from '../db';
import { clearOrderedLines } from './cart';
import { releaseCouponUse } from './coupons';
import { ONLINE_METHODS } from './payment-options';
import { returnStock } from './stock';

export type SettleOutcome = { paid: true } | { paid: false; reason: string; cancelled: boolean };

/** The reversals are written when the shop accepts a cancellation (services/cancellations.ts). */
export type LedgerKind = 'redeem' | 'redeem_refund' | 'earn' | 'cash_back' | 'earn_reversal' | 'cash_back_reversal';

/** Appends a ledger entry once per (order or booking, kind). */
export async function ledgerEntry(
  tx: Queryable,
  e: { userId: number; owner: { orderId: number } | { bookingId: number }; points: number; kind: LedgerKind; remarks: string },
): Promise<void> {
  if (e.points === 0) return;
  const byOrder = 'orderId' in e.owner;
  const column = byOrder ? 'order_id' : 'booking_id';
  const id = byOrder ? (e.owner as { orderId: number }).orderId : (e.owner as { bookingId: number }).bookingId;
  await tx.query(
    `INSERT INTO loyalty_ledger (user_id, ${column}, points, remarks, status, kind) VALUES ($1, $2, $3, $4, 'Approved', $5)
     ON CONFLICT (${column}, kind) WHERE kind IS NOT NULL AND ${column} IS NOT NULL DO NOTHING`,
    [e.userId, id, e.points, e.remarks, e.kind],
  );
}

// ---------------------------------------------------------------- orders

/** Accepted / Paid, once; the cart loses the ordered products; coins earned and cash back credited. */
export async function markOrderPaid(tx: Queryable, orderId: number, orderStatus: 'Accepted' | 'Pending' = 'Accepted'): Promise<boolean> {
  const r = await tx.query<{ user_id: number; loyalty_points: number; cash_back_paisa: number }>(
    `UPDATE orders SET order_status = $2, payment_status = 'Paid', failure_reason = NULL, updated_at = now()
      WHERE id = $1 AND order_status = 'Pending' AND payment_status = 'Pending'
      RETURNING user_id, loyalty_points, cash_back_paisa`,
    [orderId, orderStatus],
  );
  const o = r.rows[0];
  if (!o) return false;
  await tx.query(`UPDATE order_products SET payment_status = 'Paid', order_status = $2 WHERE order_id = $1`, [orderId, orderStatus]);
  const products = await tx.query<{ product_id: number }>('SELECT product_id FROM order_products WHERE order_id = $1', [orderId]);
  await clearOrderedLines(tx, o.user_id, products.rows.map((p) => Number(p.product_id)));
  await ledgerEntry(tx, { userId: o.user_id, owner: { orderId }, points: o.loyalty_points, kind: 'earn', remarks: `Earned on order #${orderId}` });
  await ledgerEntry(tx, { userId: o.user_id, owner: { orderId }, points: Math.floor(o.cash_back_paisa / 100), kind: 'cash_back', remarks: `Cash back on order #${orderId}` });
  return true;
}

/** Failed or Cancelled, once: stock back, redeemed coins back, coupon use released. */
export async function releaseOrder(tx: Queryable, orderId: number, reason: string, cancelled: boolean): Promise<boolean> {
  const status = cancelled ? 'Cancelled' : 'Failed';
  const r = await tx.query<{ user_id: number; redeem_point: number }>(
    `UPDATE orders SET order_status = $2, payment_status = $2, delivery_status = 'Cancelled', failure_reason = $3, updated_at = now()
      WHERE id = $1 AND order_status = 'Pending' AND payment_status = 'Pending'
      RETURNING user_id, redeem_point`,
    [orderId, status, reason],
  );
  const o = r.rows[0];
  if (!o) return false;
  const lines = await tx.query<{ product_id: number; qty: number }>(
    `UPDATE order_products SET order_status = $2, payment_status = $2, delivery_status = 'Cancelled' WHERE order_id = $1 RETURNING product_id, qty`,
    [orderId, status],
  );
  await returnStock(tx, lines.rows.map((l) => ({ productId: Number(l.product_id), qty: l.qty })));
  await ledgerEntry(tx, { userId: o.user_id, owner: { orderId }, points: o.redeem_point, kind: 'redeem_refund', remarks: `Coins returned: order #${orderId} was not paid` });
  await releaseCouponUse(tx, { orderId });
  return true;
}

// ---------------------------------------------------------------- bookings (pre-booking, buy-now)

interface BookingFacts {
  id: number;
  user_id: number;
  kind: 'prebooking' | 'buy_now' | 'reservation';
  parent_booking_id: number | null;
  redeem_point: number;
  loyalty_points: number;
  cash_back_paisa: number;
}

async function bookingFacts(tx: Queryable, bookingId: number): Promise<BookingFacts | null> {
  const r = await tx.query<BookingFacts>(
    'SELECT id, user_id, kind, parent_booking_id, redeem_point, loyalty_points, cash_back_paisa FROM bookings WHERE id = $1',
    [bookingId],
  );
  return r.rows[0] ?? null;
}

/** The extras of a pre-booking or buy-now whose status has just been settled. */
export async function afterBookingSettled(tx: Queryable, bookingId: number, outcome: SettleOutcome): Promise<void> {
  const b = await bookingFacts(tx, bookingId);
  if (!b || b.kind === 'reservation') return;
  if (outcome.paid) {
    if (b.kind !== 'buy_now') return;
    if (b.parent_booking_id !== null) {
      await tx.query(`UPDATE bookings SET buy_now_open_status = 0, status = 'Completed', updated_at = now() WHERE id = $1`, [b.parent_booking_id]);
    }
    await ledgerEntry(tx, { userId: b.user_id, owner: { bookingId }, points: b.loyalty_points, kind: 'earn', remarks: `Earned on booking #${bookingId}` });
    await ledgerEntry(tx, { userId: b.user_id, owner: { bookingId }, points: Math.floor(b.cash_back_paisa / 100), kind: 'cash_back', remarks: `Cash back on booking #${bookingId}` });
    return;
  }
  const held = await tx.query<{ product_id: number }>('UPDATE bookings SET stock_held = 0 WHERE id = $1 AND stock_held = 1 RETURNING product_id', [bookingId]);
  if (held.rows[0]) await returnStock(tx, [{ productId: Number(held.rows[0].product_id), qty: 1 }]);
  await ledgerEntry(tx, { userId: b.user_id, owner: { bookingId }, points: b.redeem_point, kind: 'redeem_refund', remarks: `Coins returned: booking #${bookingId} was not paid` });
  await releaseCouponUse(tx, { bookingId });
}

/** Fails a pending booking of ours and its pending payments (abandoned or superseded). */
export async function abandonBooking(tx: Queryable, bookingId: number, reason: string): Promise<boolean> {
  await tx.query(`UPDATE payments SET status = 'cancelled', failure_reason = $2, updated_at = now() WHERE booking_id = $1 AND status = 'pending'`, [bookingId, reason]);
  const r = await tx.query(
    `UPDATE bookings SET status = 'Failed', payment_status = 'Cancelled', failure_reason = $2, updated_at = now()
      WHERE id = $1 AND status = 'Pending' AND payment_status = 'Pending'`,
    [bookingId, reason],
  );
  if (!r.rowCount) return false;
  await afterBookingSettled(tx, bookingId, { paid: false, reason, cancelled: true });
  return true;
}

// ---------------------------------------------------------------- the payments hook

/** Called by services/payments.ts for a payment whose status has just changed. */
export async function settleOrderPayment(tx: Queryable, orderId: number, outcome: SettleOutcome): Promise<void> {
  if (outcome.paid) await markOrderPaid(tx, orderId);
  else await releaseOrder(tx, orderId, outcome.reason, outcome.cancelled);
}

// ---------------------------------------------------------------- abandoned holds

export const REASONS = {
  expired: 'expired unpaid',
  superseded: 'replaced by a newer checkout',
} as const;

/** Cancels an order's pending payments and releases the order (never-returned gateway, or superseded). */
export async function abandonOrder(tx: Queryable, orderId: number, reason: string): Promise<boolean> {
  await tx.query(`UPDATE payments SET status = 'cancelled', failure_reason = $2, updated_at = now() WHERE order_id = $1 AND status = 'pending'`, [orderId, reason]);
  return releaseOrder(tx, orderId, reason, true);
}

/** The user's own online orders still waiting for a gateway: replaced by the checkout now starting. */
export async function supersedePendingOrders(tx: Queryable, userId: number): Promise<void> {
  const r = await tx.query<{ id: number }>(
    `SELECT id FROM orders WHERE user_id = $1 AND order_status = 'Pending' AND payment_status = 'Pending' AND payment_method = ANY($2::text[])`,
    [userId, ONLINE_METHODS],
  );
  for (const o of r.rows) await abandonOrder(tx, Number(o.id), REASONS.superseded);
}

/**
 * Releases online orders and bookings left unpaid for longer than the hold (the payer never came
 * back from the gateway). Cheap: a partial index finds them; each is released in its own transaction.
 */
export async function releaseAbandoned(db: Database, holdMinutes: number, limit = 20): Promise<number> {
  let released = 0;
  const orders = await db.query<{ id: number }>(
    `SELECT id FROM orders
      WHERE order_status = 'Pending' AND payment_status = 'Pending' AND payment_method = ANY($1::text[])
        AND created_at < now() - ($2::int * interval '1 minute')
      ORDER BY created_at LIMIT $3`,
    [ONLINE_METHODS, holdMinutes, limit],
  );
  for (const o of orders.rows) if (await db.transaction((tx) => abandonOrder(tx, Number(o.id), REASONS.expired))) released += 1;
  const bookings = await db.query<{ id: number }>(
    `SELECT id FROM bookings
      WHERE kind IN ('prebooking', 'buy_now') AND status = 'Pending' AND payment_status = 'Pending' AND payment_method = ANY($1::text[])
        AND created_at < now() - ($2::int * interval '1 minute')
      ORDER BY created_at LIMIT $3`,
    [ONLINE_METHODS, holdMinutes, limit],
  );
  for (const b of bookings.rows) if (await db.transaction((tx) => abandonBooking(tx, Number(b.id), REASONS.expired))) released += 1;
  return released;
}
