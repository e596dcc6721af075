/**
 * What follows a payment's outcome for part 3's orders, pre-bookings and buy-nows, inside the
 * transaction that records the payment (payments/payments.ts settleOwner calls in here), and the
 * release of abandoned stock holds. Every change is behind a conditional UPDATE on the owner's
 * state, so however often a gateway return or callback is replayed it happens once:
 *
 * - paid order: Accepted / Paid; the ordered products leave the cart; the coins it earns and its
 *   cash back are written to the loyalty ledger (append-only, one entry per order and kind);
 * - failed or cancelled order: Failed or Cancelled; its stock goes back, the coins it redeemed are
 *   given back (a new ledger entry) and its coupon use is released. The cart was never touched, so
 *   the shopper can simply try again;
 * - buy-now bookings the same (their one unit of stock, coins, coupon); a paid buy-now completes
 *   its pre-booking;
 * - paid AFTER it was released (a failure return, a newer checkout, the customer's cancellation,
 *   an expired hold): restorePaidOwner() makes it paid again in the payment's transaction — its
 *   stock taken back, its coins spent again, its coupon use recorded again — or, when one of them
 *   is gone, leaves it released with payment_status 'Refund Due' (docs/adr/0010-payment-truth.md);
 * - released while nobody could say whether it was paid (its gateway silent, or without a status
 *   call): holdUnknown() keeps it with payment_status 'Unknown', its stock, coins and coupon given
 *   back; concludeUnknown() when the gateway finally says it was not paid;
 * - the hold sweep (releaseAbandoned) asks the gateway before releasing an expired hold.
 */
import type { Database, Queryable } from '../db';
import { clearOrderedLines } from '../cart/cart';
import { recordCouponUse, releaseCouponUse } from '../cart/coupons';
import { loyaltyBalance } from '../cart/loyalty';
import { ONLINE_METHODS } from '../payments/payment-options';
import { orderLineClaims, returnStock, takeStock } from '../cart/stock';
import { mailBookingConfirmation, mailOrderConfirmation } from './order-mail';

export type SettleOutcome = { paid: true } | { paid: false; reason: string; cancelled: boolean };

/**
 * The reversals are written when the shop accepts a cancellation (orders/cancellations.ts);
 * redeem_again when an order paid after its release is restored (its coins were given back at
 * the release), redeem_again_refund when that order's cancellation is then accepted.
 */
export type LedgerKind =
  | 'redeem'
  | 'redeem_refund'
  | 'earn'
  | 'cash_back'
  | 'earn_reversal'
  | 'cash_back_reversal'
  | 'redeem_again'
  | 'redeem_again_refund';

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

/**
 * Accepted / Paid, once; the cart loses the ordered products; coins earned and cash back credited.
 * 'Pending' keeps the order for the shop to decide (Loyalty Full Redeem; a paid order whose
 * customer asked to cancel it).
 */
export async function markOrderPaid(tx: Queryable, orderId: number, orderStatus: 'Accepted' | 'Pending' = 'Accepted'): Promise<boolean> {
  const r = await tx.query<PaidOrder>(
    `UPDATE orders SET order_status = $2, payment_status = 'Paid', failure_reason = NULL, updated_at = now()
      WHERE id = $1 AND order_status = 'Pending' AND payment_status = 'Pending'
      RETURNING user_id, loyalty_points, cash_back_paisa`,
    [orderId, orderStatus],
  );
  const o = r.rows[0];
  if (!o) return false;
  await creditPaidOrder(tx, orderId, o, orderStatus);
  return true;
}

export interface PaidOrder {
  user_id: number;
  loyalty_points: number;
  cash_back_paisa: number;
}

/** What follows an order's payment: its lines paid, the ordered products out of the cart, coins earned and cash back, the confirmation mail. */
async function creditPaidOrder(tx: Queryable, orderId: number, o: PaidOrder, orderStatus: string): Promise<void> {
  await tx.query(
    `UPDATE order_products SET payment_status = 'Paid', order_status = $2, delivery_status = 'Pending' WHERE order_id = $1`,
    [orderId, orderStatus],
  );
  const products = await tx.query<{ product_id: number }>('SELECT product_id FROM order_products WHERE order_id = $1', [orderId]);
  await clearOrderedLines(tx, o.user_id, products.rows.map((p) => Number(p.product_id)));
  await creditOrderEarnings(tx, orderId, o);
  await mailOrderConfirmation(tx, orderId);
}

/** The coins a paid order earns and its cash back, once per kind (a gateway's payment, or Cash On Delivery money the shop received). */
export async function creditOrderEarnings(tx: Queryable, orderId: number, o: PaidOrder): Promise<void> {
  await ledgerEntry(tx, { userId: o.user_id, owner: { orderId }, points: o.loyalty_points, kind: 'earn', remarks: `Earned on order #${orderId}` });
  await ledgerEntry(tx, { userId: o.user_id, owner: { orderId }, points: Math.floor(o.cash_back_paisa / 100), kind: 'cash_back', remarks: `Cash back on order #${orderId}` });
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
  const lines = await tx.query<{ product_id: number; qty: number; flash_sale_id: number | null }>(
    `UPDATE order_products SET order_status = $2, payment_status = $2, delivery_status = 'Cancelled' WHERE order_id = $1 RETURNING product_id, qty, flash_sale_id`,
    [orderId, status],
  );
  await returnStock(tx, orderLineClaims(lines.rows));
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

/**
 * A pending booking paid, once: Accepted (or `status`) / Paid, then what follows (the confirmation
 * mail; a buy-now completes its pre-booking and earns its coins). False when it was not waiting.
 */
export async function markBookingPaid(tx: Queryable, bookingId: number, status: 'Accepted' | 'Pending' = 'Accepted'): Promise<boolean> {
  const r = await tx.query(
    `UPDATE bookings SET status = $2, payment_status = 'Paid', failure_reason = NULL, updated_at = now()
      WHERE id = $1 AND status = 'Pending' AND payment_status = 'Pending'`,
    [bookingId, status],
  );
  if (!r.rowCount) return false;
  await afterBookingSettled(tx, bookingId, { paid: true });
  return true;
}

/** The extras of a pre-booking or buy-now whose status has just been settled. */
export async function afterBookingSettled(tx: Queryable, bookingId: number, outcome: SettleOutcome): Promise<void> {
  const b = await bookingFacts(tx, bookingId);
  if (b && outcome.paid) await mailBookingConfirmation(tx, bookingId);
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

/**
 * Fails a pending booking of ours and its pending payments (abandoned, superseded, cancelled by the
 * customer) once its gateway said it has no completed payment for it; reconciliation asks again.
 */
export async function abandonBooking(tx: Queryable, bookingId: number, reason: string): Promise<boolean> {
  await tx.query(`UPDATE payments SET status = 'cancelled', failure_reason = $2, ${RECHECK_SOON}, updated_at = now() WHERE booking_id = $1 AND status = 'pending'`, [bookingId, reason]);
  const r = await tx.query(
    `UPDATE bookings SET status = 'Failed', payment_status = 'Cancelled', failure_reason = $2, updated_at = now()
      WHERE id = $1 AND status = 'Pending' AND payment_status = 'Pending'`,
    [bookingId, reason],
  );
  if (!r.rowCount) return false;
  await afterBookingSettled(tx, bookingId, { paid: false, reason, cancelled: true });
  return true;
}

// ---------------------------------------------------------------- payment unknown

/**
 * A payment released by us, not by its gateway's own "not paid", is asked about again by the
 * reconciliation job (payments/payment-reconciliation.ts), first a minute from now.
 */
export const RECHECK_SOON = `recheck_at = now() + interval '1 minute', rechecks = 0`;

/** The payment_status of an order or booking whose payment nobody could confirm or rule out yet. */
export const PAYMENT_UNKNOWN = 'Unknown';

/**
 * An online order or booking has to give way (a newer checkout, the customer's cancellation, a
 * hold past HOLD_GIVE_UP_HOURS) while its gateway could not say whether it was paid (no answer,
 * or no status call: eSewa ePay v1). It keeps its status; its stock, coins and coupon go back so
 * the shopper can go on; its payments become 'unknown' and it shows payment_status 'Unknown' until
 * the gateway (a late return, reconciliation) or the shop settles it (docs/adr/0010-payment-truth.md).
 */
export async function holdUnknown(tx: Queryable, owner: Owner, reason: string): Promise<boolean> {
  const [column, id] = 'orderId' in owner ? ['order_id', owner.orderId] : ['booking_id', owner.bookingId];
  if ('orderId' in owner) {
    const r = await tx.query<{ user_id: number; redeem_point: number }>(
      `UPDATE orders SET payment_status = '${PAYMENT_UNKNOWN}', failure_reason = $2, updated_at = now()
        WHERE id = $1 AND order_status = 'Pending' AND payment_status = 'Pending'
        RETURNING user_id, redeem_point`,
      [id, reason],
    );
    const o = r.rows[0];
    if (!o) return false;
    const lines = await tx.query<{ product_id: number; qty: number; flash_sale_id: number | null }>(
      `UPDATE order_products SET payment_status = '${PAYMENT_UNKNOWN}' WHERE order_id = $1 RETURNING product_id, qty, flash_sale_id`,
      [id],
    );
    await returnStock(tx, orderLineClaims(lines.rows));
    await ledgerEntry(tx, { userId: o.user_id, owner, points: o.redeem_point, kind: 'redeem_refund', remarks: `Coins returned while the payment of order #${id} is checked` });
    await releaseCouponUse(tx, owner);
  } else {
    const r = await tx.query(
      `UPDATE bookings SET payment_status = '${PAYMENT_UNKNOWN}', failure_reason = $2, updated_at = now()
        WHERE id = $1 AND status = 'Pending' AND payment_status = 'Pending'`,
      [id, reason],
    );
    if (!r.rowCount) return false;
    await afterBookingSettled(tx, id, { paid: false, reason, cancelled: true });
  }
  await tx.query(
    `UPDATE payments SET status = 'unknown', failure_reason = $2, ${RECHECK_SOON}, updated_at = now() WHERE ${column} = $1 AND status = 'pending'`,
    [id, reason],
  );
  return true;
}

/**
 * The gateway finally says an 'unknown' payment was not paid: its order or booking (already
 * released) is Cancelled / Failed with that reason. Answers false when it was no longer unknown.
 */
export async function concludeUnknown(tx: Queryable, owner: Owner, outcome: { reason: string; cancelled: boolean }): Promise<boolean> {
  const status = outcome.cancelled ? 'Cancelled' : 'Failed';
  if ('orderId' in owner) {
    const r = await tx.query(
      `UPDATE orders SET order_status = CASE WHEN order_status = 'Pending' THEN $2 ELSE order_status END, payment_status = $2,
              delivery_status = 'Cancelled', failure_reason = $3, updated_at = now()
        WHERE id = $1 AND payment_status = '${PAYMENT_UNKNOWN}'`,
      [owner.orderId, status, outcome.reason],
    );
    if (!r.rowCount) return false;
    await tx.query(`UPDATE order_products SET order_status = $2, payment_status = $2, delivery_status = 'Cancelled' WHERE order_id = $1`, [owner.orderId, status]);
    return true;
  }
  const r = await tx.query(
    `UPDATE bookings SET status = CASE WHEN status = 'Pending' THEN 'Failed' ELSE status END, payment_status = $2,
            failure_reason = $3, updated_at = now()
      WHERE id = $1 AND payment_status = '${PAYMENT_UNKNOWN}'`,
    [owner.bookingId, status, outcome.reason],
  );
  return r.rowCount > 0;
}

// ---------------------------------------------------------------- the payments hook

/** Called by payments/payments.ts for a payment whose status has just changed. */
export async function settleOrderPayment(tx: Queryable, orderId: number, outcome: SettleOutcome): Promise<void> {
  if (outcome.paid) await markOrderPaid(tx, orderId);
  else await releaseOrder(tx, orderId, outcome.reason, outcome.cancelled);
}

// ---------------------------------------------------------------- paid after its release

/** Why a late payment could not restore its order or booking: its money has to go back. */
export const REFUND_WHY = {
  outOfStock: (name: string) => `${name} is out of stock`,
  coinsSpent: 'the coins it redeemed were spent meanwhile',
  couponUsedUp: 'its coupon was used up meanwhile',
  alreadyPaid: 'it was already paid',
  buyNowClosed: 'its pre-booking is no longer open for Buy Now',
  gone: 'it no longer exists',
  notReleased: (status: string) => `it is ${status}`,
} as const;

export type Restored = { restored: true; status: string } | { restored: false; why: string };

const RELEASED_ORDER = ['Cancelled', 'Failed'];
const RELEASED_PAYMENT = ['Cancelled', 'Failed'];

/** Released: cancelled or failed unpaid, or kept with its payment unknown (its stock, coins and coupon went back). */
const isReleased = (status: string, paymentStatus: string) =>
  paymentStatus === PAYMENT_UNKNOWN || (RELEASED_ORDER.includes(status) && RELEASED_PAYMENT.includes(paymentStatus));
const RELEASED_SQL = (statusColumn: string) =>
  `(payment_status = '${PAYMENT_UNKNOWN}' OR (${statusColumn} = ANY($2::text[]) AND payment_status = ANY($3::text[])))`;

/**
 * A payment was confirmed by its gateway after its order or booking had been released (or when
 * it was no longer waiting for it). In the payment's transaction: restore it as paid — stock
 * taken back, redeemed coins spent again, the coupon use recorded again, then what any paid
 * order gets (cart, coins earned, cash back) — or, when one of these is gone, mark it 'Refund
 * Due' and answer why. A customer's cancellation request stays on it: such an order comes back
 * Pending / Paid with its 'C' mark, for the shop to decide (and refund).
 */
export async function restorePaidOwner(tx: Queryable, owner: Owner): Promise<Restored> {
  const r = 'orderId' in owner ? await restoreOrder(tx, owner.orderId) : await restoreBooking(tx, owner.bookingId);
  if (r.restored || r.why === REFUND_WHY.alreadyPaid || r.why === REFUND_WHY.gone) return r;
  // Released for good: it shows that its payment has to be refunded.
  // One kept with its payment unknown is cancelled now: what it took is gone.
  if ('orderId' in owner) {
    const o = await tx.query(
      `UPDATE orders SET payment_status = 'Refund Due', order_status = CASE WHEN order_status = 'Pending' THEN 'Cancelled' ELSE order_status END,
              delivery_status = 'Cancelled', updated_at = now()
        WHERE id = $1 AND ${RELEASED_SQL('order_status')}`,
      [owner.orderId, RELEASED_ORDER, RELEASED_PAYMENT],
    );
    if (o.rowCount) {
      await tx.query(
        `UPDATE order_products SET payment_status = 'Refund Due', order_status = CASE WHEN order_status = 'Pending' THEN 'Cancelled' ELSE order_status END,
                delivery_status = 'Cancelled' WHERE order_id = $1`,
        [owner.orderId],
      );
    }
  } else {
    await tx.query(
      `UPDATE bookings SET payment_status = 'Refund Due', status = CASE WHEN status = 'Pending' THEN 'Failed' ELSE status END, updated_at = now()
        WHERE id = $1 AND ${RELEASED_SQL('status')}`,
      [owner.bookingId, RELEASED_ORDER, RELEASED_PAYMENT],
    );
  }
  return r;
}

/** Locks the user's row first, as checkout does (coins and coupon uses are checked under it). */
async function lockUserOf(tx: Queryable, table: 'orders' | 'bookings', id: number): Promise<number | null> {
  const r = await tx.query<{ user_id: number }>(`SELECT user_id FROM ${table} WHERE id = $1`, [id]);
  if (!r.rows[0]) return null;
  const userId = Number(r.rows[0].user_id);
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return userId;
}

/** The first product of the claims whose stock cannot cover them now (rows locked), or null. */
async function shortOfStock(tx: Queryable, claims: readonly { productId: number; name: string; qty: number }[]): Promise<string | null> {
  const need = new Map<number, { name: string; qty: number }>();
  for (const c of claims) need.set(c.productId, { name: c.name, qty: (need.get(c.productId)?.qty ?? 0) + c.qty });
  const ids = [...need.keys()].sort((a, b) => a - b);
  const r = await tx.query<{ id: number; stock_quantity: number; status: boolean }>(
    'SELECT id, stock_quantity, status FROM products WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  for (const id of ids) {
    const row = r.rows.find((x) => Number(x.id) === id);
    if (!row || !row.status || row.stock_quantity < need.get(id)!.qty) return need.get(id)!.name;
  }
  return null;
}

/** Coins and coupon of a released order or booking, taken again; the reason when they cannot be. */
async function spendAgain(
  tx: Queryable,
  userId: number,
  owner: Owner,
  redeemPoint: number,
  couponId: number | null,
): Promise<string | null> {
  if (redeemPoint > 0 && (await loyaltyBalance(tx, userId)) < redeemPoint) return REFUND_WHY.coinsSpent;
  if (couponId !== null) {
    const [column, id] = 'orderId' in owner ? ['order_id', owner.orderId] : ['booking_id', owner.bookingId];
    const held = await tx.query(`SELECT 1 FROM coupon_redemptions WHERE ${column} = $1`, [id]);
    if (!held.rowCount) {
      const c = await tx.query<{ per_user: number; mine: number }>(
        `SELECT c.usage_limit_per_user AS per_user, (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.user_id = $2) AS mine
           FROM coupons c WHERE c.id = $1 FOR UPDATE`,
        [couponId, userId],
      );
      const row = c.rows[0];
      if (row && Number(row.mine) >= Number(row.per_user)) return REFUND_WHY.couponUsedUp;
      // Last check, first write: the guarded increment either records the use or changes nothing.
      if (row && !(await recordCouponUse(tx, couponId, userId, owner))) return REFUND_WHY.couponUsedUp;
    }
  }
  return null;
}

async function restoreOrder(tx: Queryable, orderId: number): Promise<Restored> {
  const userId = await lockUserOf(tx, 'orders', orderId);
  if (userId === null) return { restored: false, why: REFUND_WHY.gone };
  const r = await tx.query<PaidOrder & { order_status: string; payment_status: string; cancelled_order: string | null; redeem_point: number; coupon_id: number | null }>(
    `SELECT user_id, order_status, payment_status, cancelled_order, redeem_point, coupon_id, loyalty_points, cash_back_paisa
       FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  const o = r.rows[0];
  const status = o.cancelled_order === 'C' ? 'Pending' : 'Accepted';
  if (o.order_status === 'Pending' && o.payment_status === 'Pending') {
    await markOrderPaid(tx, orderId, status);
    return { restored: true, status };
  }
  if (['Paid', 'Refunded', 'Refund Due'].includes(o.payment_status)) return { restored: false, why: REFUND_WHY.alreadyPaid };
  if (!isReleased(o.order_status, o.payment_status)) return { restored: false, why: REFUND_WHY.notReleased(o.order_status) };
  const lines = await tx.query<{ product_id: number; name: string; qty: number; flash_sale_id: number | null }>(
    'SELECT product_id, name, qty, flash_sale_id FROM order_products WHERE order_id = $1',
    [orderId],
  );
  const claims = orderLineClaims(lines.rows);
  const short = await shortOfStock(tx, claims);
  if (short !== null) return { restored: false, why: REFUND_WHY.outOfStock(short) };
  const why = await spendAgain(tx, userId, { orderId }, o.redeem_point, o.coupon_id === null ? null : Number(o.coupon_id));
  if (why) return { restored: false, why };
  await takeStock(tx, claims, { pastFlashUnits: true });
  await ledgerEntry(tx, { userId, owner: { orderId }, points: -o.redeem_point, kind: 'redeem_again', remarks: `Redeemed again: order #${orderId} was paid after all` });
  await tx.query(
    `UPDATE orders SET order_status = $2, payment_status = 'Paid', delivery_status = 'Pending', failure_reason = NULL, updated_at = now() WHERE id = $1`,
    [orderId, status],
  );
  await creditPaidOrder(tx, orderId, o, status);
  return { restored: true, status };
}

async function restoreBooking(tx: Queryable, bookingId: number): Promise<Restored> {
  const userId = await lockUserOf(tx, 'bookings', bookingId);
  if (userId === null) return { restored: false, why: REFUND_WHY.gone };
  const r = await tx.query<{
    kind: string;
    status: string;
    payment_status: string;
    cancelled_booking: string | null;
    parent_booking_id: number | null;
    product_id: number;
    product_name: string;
    redeem_point: number;
    coupon_id: number | null;
  }>(
    `SELECT kind, status, payment_status, cancelled_booking, parent_booking_id, product_id, product_name, redeem_point, coupon_id
       FROM bookings WHERE id = $1 FOR UPDATE`,
    [bookingId],
  );
  const b = r.rows[0];
  const status = b.cancelled_booking === 'C' ? 'Pending' : 'Accepted';
  const markPaid = () =>
    tx.query(
      `UPDATE bookings SET status = $2, payment_status = 'Paid', delivery_status = 'Pending', failure_reason = NULL, updated_at = now() WHERE id = $1`,
      [bookingId, status],
    );
  if (b.status === 'Pending' && b.payment_status === 'Pending') {
    await markPaid();
    await afterBookingSettled(tx, bookingId, { paid: true });
    return { restored: true, status };
  }
  if (['Paid', 'Refunded', 'Refund Due'].includes(b.payment_status)) return { restored: false, why: REFUND_WHY.alreadyPaid };
  if (!isReleased(b.status, b.payment_status)) return { restored: false, why: REFUND_WHY.notReleased(b.status) };
  const buyNow = b.kind === 'buy_now';
  if (buyNow) {
    const parent = await tx.query<{ status: string; buy_now_open_status: number }>(
      'SELECT status, buy_now_open_status FROM bookings WHERE id = $1 FOR UPDATE',
      [b.parent_booking_id],
    );
    const other = await tx.query(
      `SELECT 1 FROM bookings WHERE parent_booking_id = $1 AND kind = 'buy_now' AND id <> $2 AND status IN ('Pending', 'Accepted', 'Completed')`,
      [b.parent_booking_id, bookingId],
    );
    const p = parent.rows[0];
    if (!p || p.status !== 'Accepted' || Number(p.buy_now_open_status) !== 1 || other.rowCount) return { restored: false, why: REFUND_WHY.buyNowClosed };
    const short = await shortOfStock(tx, [{ productId: Number(b.product_id), name: b.product_name, qty: 1 }]);
    if (short !== null) return { restored: false, why: REFUND_WHY.outOfStock(short) };
  }
  const why = await spendAgain(tx, userId, { bookingId }, b.redeem_point, b.coupon_id === null ? null : Number(b.coupon_id));
  if (why) return { restored: false, why };
  if (buyNow) {
    await takeStock(tx, [{ productId: Number(b.product_id), name: b.product_name, qty: 1 }]);
    await tx.query('UPDATE bookings SET stock_held = 1 WHERE id = $1', [bookingId]);
  }
  await ledgerEntry(tx, { userId, owner: { bookingId }, points: -b.redeem_point, kind: 'redeem_again', remarks: `Redeemed again: booking #${bookingId} was paid after all` });
  await markPaid();
  await afterBookingSettled(tx, bookingId, { paid: true });
  return { restored: true, status };
}

// ---------------------------------------------------------------- abandoned holds

export const REASONS = {
  expired: 'expired unpaid',
  superseded: 'replaced by a newer checkout',
} as const;

/**
 * Cancels an order's pending payments and releases the order (expired, superseded, cancelled by the
 * customer) once its gateway said it has no completed payment for it; reconciliation asks again.
 */
export async function abandonOrder(tx: Queryable, orderId: number, reason: string): Promise<boolean> {
  await tx.query(`UPDATE payments SET status = 'cancelled', failure_reason = $2, ${RECHECK_SOON}, updated_at = now() WHERE order_id = $1 AND status = 'pending'`, [orderId, reason]);
  return releaseOrder(tx, orderId, reason, true);
}

/** The user's own online orders still waiting for a gateway, which the checkout now starting replaces. */
export async function pendingOnlineOrders(q: Queryable, userId: number): Promise<Owner[]> {
  const r = await q.query<{ id: number }>(
    `SELECT id FROM orders WHERE user_id = $1 AND order_status = 'Pending' AND payment_status = 'Pending' AND payment_method = ANY($2::text[]) ORDER BY id`,
    [userId, ONLINE_METHODS],
  );
  return r.rows.map((o) => ({ orderId: Number(o.id) }));
}

/** A logger (Fastify's) for what a person must look at: late payments, refunds due, silent gateways. */
export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * What the gateway says about a pending payment before its order or booking is released, once
 * what settles it is recorded: 'paid' or 'released' (its status call settled it, recorded), 'open'
 * (it has no completed payment: release), 'unknown' (no answer within SWEEP_WAIT_MS) or
 * 'no status call' (eSewa ePay v1): never released silently.
 */
export type HoldVerdict = 'paid' | 'released' | 'open' | 'unknown' | 'no status call';

/** Who a log line is about: the order or booking, its gateway, our transaction, the gateway's reference, the amount. */
export interface PaymentFacts {
  order?: number;
  booking?: number;
  gateway: string;
  transaction: string;
  reference: string | null;
  amount: number;
}

export interface SweepContext {
  check(db: Database, paymentId: number): Promise<HoldVerdict>;
  /** The log line facts of a payment. */
  facts(db: Database, paymentId: number): Promise<PaymentFacts | null>;
  log: PaymentLog;
}

const sweepContexts = new WeakMap<object, SweepContext>();

/** payments/payments.ts bindPaymentContext() gives the sweep of this database its gateways (null: none any more). */
export function bindSweepContext(db: Database, ctx: SweepContext | null): void {
  if (ctx) sweepContexts.set(db, ctx);
  else sweepContexts.delete(db);
}

export const sweepContextOf = (db: Database): SweepContext | null => sweepContexts.get(db) ?? null;

/** After this long without any answer from its gateway, a hold is released with its payment 'unknown' (and logged). */
export const HOLD_GIVE_UP_HOURS = 24;

/**
 * How long a release waits for a gateway before treating it as silent for now (the sweep keeps
 * the hold until its next run; a checkout or cancellation marks the payment unknown). A status
 * call still under way goes on and records what it learns.
 */
export const SWEEP_WAIT_MS = 3000;

export type Owner = { orderId: number } | { bookingId: number };

/**
 * Releases online orders and bookings (pre-bookings, buy-nows, scooter reservations) left unpaid
 * for longer than the hold. Before releasing one, the gateway's status call is asked (in
 * parallel, outside any transaction): a payment it reports paid is recorded paid, one it reports
 * cancelled or declined is released with that reason, one it has no completed payment for is
 * released as 'expired unpaid' (and asked about again by reconciliation). While the gateway does
 * not answer the hold is kept, for at most HOLD_GIVE_UP_HOURS; then, or at once when the gateway
 * has no status call (eSewa ePay v1), it is released with its payment 'unknown' (holdUnknown),
 * never silently. Without a sweep context (no app bound to this database) nobody can be asked:
 * 'unknown' too. Answers how many were released.
 */
export async function releaseAbandoned(db: Database, holdMinutes: number, limit = 20, ctx: SweepContext | null = sweepContextOf(db)): Promise<number> {
  const params = [ONLINE_METHODS, holdMinutes, limit, HOLD_GIVE_UP_HOURS];
  const orders = await db.query<{ id: number; overdue: boolean }>(
    `SELECT id, created_at < now() - ($4::int * interval '1 hour') AS overdue FROM orders
      WHERE order_status = 'Pending' AND payment_status = 'Pending' AND payment_method = ANY($1::text[])
        AND created_at < now() - ($2::int * interval '1 minute')
      ORDER BY created_at LIMIT $3`,
    params,
  );
  const bookings = await db.query<{ id: number; overdue: boolean }>(
    `SELECT id, created_at < now() - ($4::int * interval '1 hour') AS overdue FROM bookings
      WHERE status = 'Pending' AND payment_status = 'Pending' AND payment_method = ANY($1::text[])
        AND created_at < now() - ($2::int * interval '1 minute')
      ORDER BY created_at LIMIT $3`,
    params,
  );
  const owners: { owner: Owner; overdue: boolean }[] = [
    ...orders.rows.map((o) => ({ owner: { orderId: Number(o.id) }, overdue: o.overdue })),
    ...bookings.rows.map((b) => ({ owner: { bookingId: Number(b.id) }, overdue: b.overdue })),
  ];
  const released = await Promise.all(owners.map(({ owner, overdue }) => releaseExpired(db, owner, overdue, ctx)));
  return released.filter(Boolean).length;
}

export const ownerColumn = (owner: Owner): ['order_id' | 'booking_id', number] =>
  'orderId' in owner ? ['order_id', owner.orderId] : ['booking_id', owner.bookingId];

async function releaseExpired(db: Database, owner: Owner, overdue: boolean, ctx: SweepContext | null): Promise<boolean> {
  const [column, id] = ownerColumn(owner);
  const pending = await db.query<{ id: number }>(`SELECT id FROM payments WHERE ${column} = $1 AND status = 'pending' ORDER BY id`, [id]);
  let silent: number | null = null;
  let unaskable: number | null = null;
  for (const p of pending.rows) {
    const verdict: HoldVerdict = ctx
      ? await ctx.check(db, Number(p.id)).catch((err: unknown) => {
          ctx.log.error({ payment: Number(p.id), err }, 'Asking the gateway about an expired hold failed');
          return 'unknown' as const;
        })
      : 'no status call';
    if (verdict === 'paid') return false;
    if (verdict === 'released') return true;
    if (verdict === 'unknown') silent = Number(p.id);
    if (verdict === 'no status call') unaskable = Number(p.id);
  }
  const facts = async (paymentId: number) => (ctx ? await ctx.facts(db, paymentId) : null) ?? { ...('orderId' in owner ? { order: id } : { booking: id }), payment: paymentId };
  if (silent !== null && !overdue) {
    ctx?.log.warn(await facts(silent), 'Hold expired but the gateway does not answer: kept until it does');
    return false;
  }
  if (silent !== null || unaskable !== null) {
    const paymentId = (silent ?? unaskable)!;
    const done = await db.transaction((tx) => holdUnknown(tx, owner, REASONS.expired));
    if (done) {
      const why = silent !== null ? `no answer from the gateway for ${HOLD_GIVE_UP_HOURS} hours` : 'the gateway has no status call';
      ctx?.log.error(
        { ...(await facts(paymentId)), why },
        `Hold expired and the payment cannot be confirmed (${why}): stock released, payment UNKNOWN until the gateway or the shop settles it`,
      );
    }
    return done;
  }
  const done = await db.transaction((tx) => ('orderId' in owner ? abandonOrder(tx, owner.orderId, REASONS.expired) : abandonBooking(tx, owner.bookingId, REASONS.expired)));
  if (done && ctx && pending.rows[0]) {
    ctx.log.warn(await facts(Number(pending.rows[0].id)), 'Hold expired and the gateway has no completed payment for it: released as expired unpaid (reconciliation asks again)');
  }
  return done;
}
