/**
 * What the history tables show, worked out from the API's orders and bookings (spec part 3 §2,
 * §4): an order's item lines (order_products, or cart_data when that is empty), its summary rows
 * and their conditions, and where an order or a booking stands with cancellation.
 */
import { CANCELLATION_MARK, type Booking, type Order, type OrderCouponDiscount } from '../../../shared/api/account-area';
import { formatNepalDate } from '../../../shared/domain/nepal-time';
import { ACCOUNT_TEXT as T } from './messages';
import { formatDeduction, formatMoney } from '../../../shared/domain/money';

export interface OrderLine {
  key: string;
  productId: number | null;
  name: string;
  modelNumber: string;
  qty: number;
  price: number;
  subtotal: number;
  freeGift: { name: string; price: number | null } | null;
  /** The line's coupon; discount is what it took off this line (null when the order did not record it). */
  coupon: { code: string; basis: 'MRP' | 'MOP' | null; basisPrice: number | null; discount: number | null } | null;
  /** Per-item statuses; cart_data lines have none of their own and show the order's. */
  status: string;
  payment: string;
  delivery: string;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

const basisOf = (v: unknown): 'MRP' | 'MOP' | null => {
  const s = String(v ?? '').toUpperCase();
  return s === 'MRP' || s === 'MOP' ? s : null;
};

function couponOf(discount: OrderCouponDiscount | null | undefined, mrp: number | null, mop: number | null): OrderLine['coupon'] {
  const code = discount?.coupon ? String(discount.coupon) : '';
  if (!code) return null;
  const basis = basisOf(discount?.mrp_or_mop);
  return { code, basis, basisPrice: basis === 'MRP' ? mrp : basis === 'MOP' ? mop : null, discount: num(discount?.discount) };
}

function giftOf(options: { free_product?: { name?: string | null; price?: number | null } | null } | null | undefined) {
  const free = options?.free_product;
  return free?.name ? { name: String(free.name), price: num(free.price) } : null;
}

/** The order's item lines: order_products, or the stored cart_data when there are none. */
export function orderLines(order: Order): OrderLine[] {
  const products = Array.isArray(order.order_products) ? order.order_products : [];
  if (products.length) {
    return products.map((p, i) => ({
      key: `p${i}-${p.product_id}`,
      productId: num(p.product_id),
      name: String(p.name ?? ''),
      modelNumber: String(p.model_number ?? ''),
      qty: num(p.qty) ?? 0,
      price: num(p.price) ?? 0,
      subtotal: num(p.subtotal) ?? (num(p.price) ?? 0) * (num(p.qty) ?? 0),
      freeGift: giftOf(p.options),
      coupon: couponOf(p.coupon_discount, num(p.mrp), num(p.mop?.value)),
      status: p.order_status || order.order_status,
      payment: p.payment_status || order.payment_status,
      delivery: p.delivery_status || order.delivery_status,
    }));
  }
  const cart = Array.isArray(order.cart_data) ? order.cart_data : [];
  return cart.map((c, i) => ({
    key: `c${i}-${c.id}`,
    productId: num(c.id),
    name: String(c.name ?? ''),
    modelNumber: String(c.model_number ?? ''),
    qty: num(c.qty) ?? 0,
    price: num(c.price) ?? 0,
    subtotal: num(c.subtotal) ?? (num(c.price) ?? 0) * (num(c.qty) ?? 0),
    freeGift: giftOf(c.options),
    coupon: couponOf(c.coupon_discount, num(c.mrp), num(c.mop)),
    status: order.order_status,
    payment: order.payment_status,
    delivery: order.delivery_status,
  }));
}

export interface SummaryRow {
  key: 'products' | 'coupon' | 'shipping' | 'redeem' | 'tds' | 'cashBack' | 'total';
  label: string;
  value: string;
}

const toPaisaSum = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v * 100, 0)) / 100;

/** The order's coupon discount: the order's own figure, else what its lines recorded. */
function orderCouponDiscount(order: Order, lines: OrderLine[]): number {
  return num(order.coupon_discount) ?? toPaisaSum(lines.map((l) => l.coupon?.discount ?? 0));
}

/**
 * The summary under an order's items, so that the rows add up to the Total: Total Products
 * (tax incl., the lines' qty × price), the Coupon Discount (when there is one), Shipping Charge
 * (Free when there is no delivery charge), Redeem and TDS on Redeem Point (only when redeem is Yes
 * and tds is present), Cash Back (when present; CG|Coins credited later, not taken off), Total.
 */
export function orderSummary(order: Order, lines: OrderLine[] = orderLines(order)): SummaryRow[] {
  const rows: SummaryRow[] = [];
  rows.push({ key: 'products', label: T.totalProducts, value: formatMoney(toPaisaSum(lines.map((l) => l.subtotal))) });
  const coupon = orderCouponDiscount(order, lines);
  if (coupon > 0) {
    const code = order.coupon_code || lines.find((l) => l.coupon)?.coupon?.code || '';
    rows.push({ key: 'coupon', label: T.couponDiscount(code), value: formatDeduction(coupon) });
  }
  const delivery = num(order.delivery_charge);
  rows.push({ key: 'shipping', label: T.shippingCharge, value: delivery ? formatMoney(delivery) : T.free });
  const tds = num(order.tds);
  if (order.redeem === 'Yes' && tds !== null) {
    rows.push({ key: 'redeem', label: T.redeem, value: formatDeduction(num(order.redeem_point) ?? 0) });
    rows.push({ key: 'tds', label: T.tdsOnRedeem, value: formatMoney(tds) });
  }
  const cashBack = num(order.cash_back);
  if (cashBack) rows.push({ key: 'cashBack', label: T.cashBack, value: formatMoney(cashBack) });
  rows.push({ key: 'total', label: T.total, value: formatMoney(num(order.total_amount) ?? 0) });
  return rows;
}

export type CancelState =
  /** Pending and not yet asked: the cancel link shows. */
  | { kind: 'can-cancel' }
  /** A message instead of the link. */
  | { kind: 'message'; text: string }
  | { kind: 'none' };

const PENDING = 'Pending';
const marked = (v: string | null | undefined) => v === CANCELLATION_MARK;

/** Spec part 3 §4: Pending without the mark → cancel link; Pending with it → requested; Rejected with it → rejected. */
export function orderCancelState(order: Pick<Order, 'order_status' | 'cancelled_order'>): CancelState {
  const mark = marked(order.cancelled_order);
  if (order.order_status === PENDING) return mark ? { kind: 'message', text: T.orderCancelRequested } : { kind: 'can-cancel' };
  if (order.order_status === 'Rejected' && mark) return { kind: 'message', text: T.orderCancelRejected };
  return { kind: 'none' };
}

/** Bookings follow the same flow; status Cancelled with the mark shows the booking rejection text. */
export function bookingCancelState(booking: Pick<Booking, 'status' | 'cancelled_booking'>): CancelState {
  const mark = marked(booking.cancelled_booking);
  if (booking.status === PENDING) return mark ? { kind: 'message', text: T.bookingCancelRequested } : { kind: 'can-cancel' };
  if (booking.status === 'Cancelled' && mark) return { kind: 'message', text: T.bookingCancelRejected };
  return { kind: 'none' };
}

/** '2026-11-22T06:39:32Z' → '22 Nov 2026' (the store's time zone); unreadable values as they came. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const t = Date.parse(value);
  return Number.isNaN(t) ? String(value) : formatNepalDate(t);
}

/** The machine-readable date for <time dateTime>. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}
