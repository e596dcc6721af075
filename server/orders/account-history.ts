/**
 * The account area's lists (spec part 3 §2, §3): order history with each order's products (or
 * its stored cart_data when it has none), booking history (pre-bookings and buy-nows; scooter
 * reservations have their own list, ola/get-bookings) and the loyalty ledger with a running total.
 * Only the caller's own rows, newest first, money in rupees.
 */
import type { Queryable } from '../db';
import type { Booking, LoyaltyEntry, Order, OrderCartDataItem, OrderProduct } from '../../shared/api/account-area';
import { paisaToRupees } from '../../shared/domain/money';
import { shownDeliveryStatus } from '../../shared/domain/order-statuses';
import { PAYMENT_NOTES } from '../accounts/account-area-messages';
import { PAYMENT_UNKNOWN } from './order-settlement';

/** The payment_status of an order or booking whose late payment has to go back (docs/adr/0010-payment-truth.md). */
export const REFUND_DUE = 'Refund Due';

/** What the history says about the money of a Refund Due or payment-unknown order or booking; null otherwise. */
function paymentNote(what: 'order' | 'booking', paymentStatus: string, totalPaisa: number, method: string): string | null {
  if (paymentStatus === REFUND_DUE) return PAYMENT_NOTES.refundDue(what, paisaToRupees(totalPaisa), method);
  if (paymentStatus === PAYMENT_UNKNOWN) return PAYMENT_NOTES.unknown(what, paisaToRupees(totalPaisa), method);
  return null;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const rupeesOrNull = (paisa: number | null | undefined) => (paisa == null ? null : paisaToRupees(paisa));

interface OrderRow {
  id: number;
  created_at: Date | string;
  payment_method: string;
  order_status: string;
  payment_status: string;
  delivery_status: string;
  cancelled_order: string | null;
  currency: string;
  cart_data: OrderCartDataItem[] | null;
  delivery_charge_paisa: number | null;
  redeem: string;
  redeem_point: number;
  tds_paisa: number;
  /** Coins of NPR 1. */
  cash_back_credited: number | string;
  total_amount_paisa: number;
  cart_total_paisa: number;
  coupon_code: string | null;
  coupon_discount_paisa: number;
  is_emi: boolean;
  emi_months: number | null;
  emi_monthly_paisa: number | null;
  emi_bank_name: string | null;
}

interface OrderProductRow {
  order_id: number;
  product_id: number;
  name: string;
  model_number: string;
  qty: number;
  price_paisa: number;
  mrp_paisa: number;
  mop_paisa: number;
  subtotal_paisa: number;
  order_status: string;
  payment_status: string;
  delivery_status: string;
  free_product_name: string | null;
  free_product_price_paisa: number | null;
  coupon_code: string | null;
  coupon_mrp_or_mop: string | null;
  coupon_discount_paisa: number;
}

/** An order as get-orders answers it (plus fields of ours: products total, coupon, EMI plan). */
export type OrderListItem = Order & {
  products_total: number;
  coupon_code: string | null;
  coupon_discount: number;
  emi: NonNullable<Order['emi']> | null;
  /** Set when payment_status is 'Refund Due' or 'Unknown': what happened to the money. */
  payment_note: string | null;
};

function orderProduct(p: OrderProductRow): OrderProduct {
  return {
    name: p.name,
    model_number: p.model_number,
    product_id: Number(p.product_id),
    qty: p.qty,
    price: paisaToRupees(p.price_paisa),
    mrp: paisaToRupees(p.mrp_paisa),
    mop: { value: paisaToRupees(p.mop_paisa) },
    subtotal: paisaToRupees(p.subtotal_paisa),
    order_status: p.order_status,
    payment_status: p.payment_status,
    delivery_status: shownDeliveryStatus(p.order_status, p.delivery_status),
    options: { free_product: p.free_product_name ? { name: p.free_product_name, price: rupeesOrNull(p.free_product_price_paisa) } : null },
    coupon_discount: p.coupon_code
      ? { coupon: p.coupon_code, mrp_or_mop: p.coupon_mrp_or_mop, discount: paisaToRupees(p.coupon_discount_paisa) }
      : null,
  };
}

/** GET get-orders: the caller's orders, newest first. */
export async function orderList(db: Queryable, userId: number): Promise<OrderListItem[]> {
  const orders = await db.query<OrderRow>(
    `SELECT o.id, o.created_at, o.payment_method, o.order_status, o.payment_status, o.delivery_status, o.cancelled_order, o.currency,
            o.cart_data, o.delivery_charge_paisa, o.redeem, o.redeem_point, o.tds_paisa, o.total_amount_paisa,
            -- The cash back credited (in coins of NPR 1), net of a refund's reversal: an order never paid has none to show.
            (SELECT coalesce(sum(l.points), 0) FROM loyalty_ledger l
              WHERE l.order_id = o.id AND l.kind IN ('cash_back', 'cash_back_reversal') AND l.status = 'Approved') AS cash_back_credited,
            o.cart_total_paisa, o.coupon_code, o.coupon_discount_paisa, o.is_emi, o.emi_months, o.emi_monthly_paisa, b.bank_name AS emi_bank_name
       FROM orders o LEFT JOIN emi_banks b ON b.id = o.emi_bank_id
      WHERE o.user_id = $1
      ORDER BY o.created_at DESC, o.id DESC`,
    [userId],
  );
  if (orders.rows.length === 0) return [];
  const products = await db.query<OrderProductRow>(
    `SELECT order_id, product_id, name, model_number, qty, price_paisa, mrp_paisa, mop_paisa, subtotal_paisa, order_status, payment_status,
            delivery_status, free_product_name, free_product_price_paisa, coupon_code, coupon_mrp_or_mop, coupon_discount_paisa
       FROM order_products WHERE order_id = ANY($1::bigint[]) ORDER BY id`,
    [orders.rows.map((o) => o.id)],
  );
  const byOrder = new Map<number, OrderProduct[]>();
  for (const p of products.rows) {
    const key = Number(p.order_id);
    const list = byOrder.get(key) ?? [];
    list.push(orderProduct(p));
    byOrder.set(key, list);
  }
  return orders.rows.map((o) => {
    const id = Number(o.id);
    return {
      id,
      created_at: iso(o.created_at),
      payment_method: o.payment_method,
      order_status: o.order_status,
      payment_status: o.payment_status,
      delivery_status: shownDeliveryStatus(o.order_status, o.delivery_status),
      cancelled_order: o.cancelled_order,
      currency: o.currency,
      order_products: byOrder.get(id) ?? [],
      cart_data: Array.isArray(o.cart_data) ? o.cart_data : [],
      delivery_charge: rupeesOrNull(o.delivery_charge_paisa),
      redeem: o.redeem,
      redeem_point: o.redeem_point,
      tds: o.tds_paisa ? paisaToRupees(o.tds_paisa) : null,
      cash_back: Number(o.cash_back_credited) > 0 ? Number(o.cash_back_credited) : null,
      total_amount: paisaToRupees(o.total_amount_paisa),
      products_total: paisaToRupees(o.cart_total_paisa),
      coupon_code: o.coupon_code,
      coupon_discount: paisaToRupees(o.coupon_discount_paisa),
      emi: o.is_emi ? { bank_name: o.emi_bank_name, months: o.emi_months, monthly: rupeesOrNull(o.emi_monthly_paisa) } : null,
      payment_note: paymentNote('order', o.payment_status, o.total_amount_paisa, o.payment_method),
    };
  });
}

interface BookingRow {
  id: number;
  kind: string;
  created_at: Date | string;
  featured_image: string | null;
  product_id: number;
  product_name: string;
  currency: string;
  /** What this booking's own payment is for: a pre-booking's prepayment, a buy-now's balance. */
  total_amount_paisa: number;
  payment_value_paisa: number;
  /** A buy-now's pre-booking: what it prepaid. */
  prepaid_paisa: number | null;
  payment_method: string;
  status: string;
  payment_status: string;
  delivery_status: string;
  cancelled_booking: string | null;
  buy_now_open_status: number;
}

export type BookingListItem = Booking & { kind: NonNullable<Booking['kind']>; payment_value: number; payment_note: string | null };

/**
 * GET get-bookings: the caller's pre-bookings and buy-nows, newest first. total_amount is the
 * prepayment (spec part 3 §3) and payment_value the balance, for both kinds: a buy-now pays the
 * balance, and its prepayment is what its pre-booking prepaid.
 */
export async function bookingList(db: Queryable, userId: number): Promise<BookingListItem[]> {
  const r = await db.query<BookingRow>(
    `SELECT b.id, b.kind, b.created_at, b.featured_image, b.product_id, b.product_name, b.currency, b.total_amount_paisa, b.payment_value_paisa,
            parent.total_amount_paisa AS prepaid_paisa, b.payment_method, b.status, b.payment_status, b.delivery_status, b.cancelled_booking,
            b.buy_now_open_status
       FROM bookings b LEFT JOIN bookings parent ON parent.id = b.parent_booking_id
      WHERE b.user_id = $1 AND b.kind IN ('prebooking', 'buy_now')
      ORDER BY b.created_at DESC, b.id DESC`,
    [userId],
  );
  return r.rows.map((b) => {
    const buyNow = b.kind === 'buy_now';
    return {
      id: Number(b.id),
      kind: buyNow ? 'buy_now' : 'prebooking',
      created_at: iso(b.created_at),
      featured_image: b.featured_image ?? '',
      product_id: Number(b.product_id),
      product_name: b.product_name,
      currency: b.currency,
      total_amount: paisaToRupees(buyNow ? (b.prepaid_paisa ?? 0) : b.total_amount_paisa),
      payment_value: paisaToRupees(buyNow ? b.total_amount_paisa : b.payment_value_paisa),
      payment_method: b.payment_method,
      status: b.status,
      payment_status: b.payment_status,
      delivery_status: shownDeliveryStatus(b.status, b.delivery_status),
      cancelled_booking: b.cancelled_booking,
      buy_now_open_status: Number(b.buy_now_open_status),
      payment_note: paymentNote('booking', b.payment_status, b.total_amount_paisa, b.payment_method),
    };
  });
}

interface LedgerRow {
  created_at: Date | string;
  order_id: number | null;
  booking_id: number | null;
  points: number;
  total_points: number;
  remarks: string;
  status: string;
}

/**
 * GET loyalty-history: every ledger entry, newest first; total_points is the balance of approved
 * entries up to and including that one (a pending entry does not count until approved).
 */
export async function loyaltyHistory(db: Queryable, userId: number): Promise<(LoyaltyEntry & { booking_id: number | null })[]> {
  const r = await db.query<LedgerRow>(
    `SELECT created_at, order_id, booking_id, points, remarks, status,
            SUM(CASE WHEN status = 'Approved' THEN points ELSE 0 END) OVER (ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) AS total_points
       FROM loyalty_ledger WHERE user_id = $1
      ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return r.rows.map((e) => ({
    created_at: iso(e.created_at),
    order_id: e.order_id == null ? null : Number(e.order_id),
    booking_id: e.booking_id == null ? null : Number(e.booking_id),
    loyalty_points: e.points,
    total_points: Math.max(0, Number(e.total_points)),
    remarks: e.remarks,
    status: e.status,
  }));
}
