/**
 * The store's mail about orders and bookings, through the one outbox path (orders/mail.ts, as
 * the password-reset code): an order confirmation with the order's lines and totals, a booking
 * confirmation (pre-booking, buy-now, scooter reservation) and a cancellation notice. Each is
 * written with the caller's transaction, so the mail exists exactly when the order's change does
 * and can never leave an order half-written.
 *
 * When: an order paid online once its payment is verified server to server (markOrderPaid and the
 * late-payment restore, both through creditPaidOrder); an order without a gateway (Cash On
 * Delivery, Bank Transfer) when it is placed; a Loyalty Full Redeem order is paid at once. The
 * same for bookings (afterBookingSettled, or the placing of an offline booking). A notice when the
 * shop accepts a cancellation request.
 */
import type { Queryable } from '../db';
import { LOYALTY_NAME } from '../../shared/domain/loyalty';
import { formatMoney, paisaToRupees } from '../../shared/domain/money';
import { sendMail } from './mail';

const STORE = 'CG Digital';
const money = (paisa: number | string | null | undefined) => formatMoney(paisaToRupees(Number(paisa ?? 0)));

interface OrderMailRow {
  id: number;
  email: string;
  name: string;
  payment_method: string;
  payment_status: string;
  delivery_charge_paisa: number | null;
  coupon_code: string | null;
  coupon_discount_paisa: number;
  redeem_point: number;
  redeem_amount_paisa: number;
  tds_paisa: number;
  cash_back_paisa: number;
  total_amount_paisa: number;
  shipping_name: string;
  shipping_address: string;
  shipping_mobile: string;
}

interface OrderLineRow {
  name: string;
  model_number: string;
  qty: number;
  price_paisa: number;
  subtotal_paisa: number;
  free_product_name: string | null;
}

/** The lines of an order as the mail lists them: qty × name (model) @ price = subtotal. */
function lineText(l: OrderLineRow): string {
  const gift = l.free_product_name ? `\n      Free gift: ${l.free_product_name}` : '';
  return `  ${l.qty} × ${l.name} (${l.model_number}) @ ${money(l.price_paisa)} = ${money(l.subtotal_paisa)}${gift}`;
}

/** The totals under the lines, in the order they add up to the Total (the Order History's rows). */
function orderTotalsText(o: OrderMailRow, goodsPaisa: number): string[] {
  const rows = [`Total Products (tax incl.): ${money(goodsPaisa)}`];
  if (Number(o.coupon_discount_paisa) > 0) rows.push(`Coupon Discount (${o.coupon_code ?? ''}): - ${money(o.coupon_discount_paisa)}`);
  rows.push(`Shipping Charge: ${Number(o.delivery_charge_paisa) > 0 ? money(o.delivery_charge_paisa) : 'Free'}`);
  if (o.redeem_point > 0) {
    rows.push(`Redeem (${o.redeem_point} ${LOYALTY_NAME}): - ${money(o.redeem_amount_paisa)}`);
    rows.push(`TDS on Redeem Point: + ${money(o.tds_paisa)}`);
  }
  rows.push(`Total: ${money(o.total_amount_paisa)}`);
  if (Number(o.cash_back_paisa) > 0) rows.push(`Cash Back: ${money(o.cash_back_paisa)} as ${LOYALTY_NAME}, once the order is paid`);
  return rows;
}

const howToPay = (o: OrderMailRow) =>
  o.payment_status === 'Paid'
    ? `We have received your payment by ${o.payment_method}.`
    : o.payment_method === 'Cash On Delivery'
      ? `You pay ${money(o.total_amount_paisa)} in cash when it is delivered.`
      : `Payment method: ${o.payment_method}. We will start on it once your payment of ${money(o.total_amount_paisa)} reaches us.`;

/** The order confirmation (in the caller's transaction). */
export async function mailOrderConfirmation(tx: Queryable, orderId: number): Promise<void> {
  const r = await tx.query<OrderMailRow>(
    `SELECT o.id, u.email, u.name, o.payment_method, o.payment_status, o.delivery_charge_paisa, o.coupon_code, o.coupon_discount_paisa,
            o.redeem_point, o.redeem_amount_paisa, o.tds_paisa, o.cash_back_paisa, o.total_amount_paisa,
            o.shipping_name, o.shipping_address, o.shipping_mobile
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
    [orderId],
  );
  const o = r.rows[0];
  if (!o) return;
  const lines = await tx.query<OrderLineRow>(
    'SELECT name, model_number, qty, price_paisa, subtotal_paisa, free_product_name FROM order_products WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const goods = lines.rows.reduce((sum, l) => sum + Number(l.subtotal_paisa), 0);
  const body = [
    `Hello ${o.name},`,
    '',
    `Thank you for your order #${orderId} at ${STORE}. ${howToPay(o)}`,
    '',
    'Your order:',
    ...lines.rows.map(lineText),
    '',
    ...orderTotalsText(o, goods),
    '',
    `Delivery to: ${o.shipping_name}, ${o.shipping_address} (${o.shipping_mobile})`,
    '',
    'You can follow it under My Account, Order History.',
    '',
    STORE,
  ].join('\n');
  await sendMail(tx, o.email, `Your order #${orderId} is confirmed`, body);
}

interface BookingMailRow {
  id: number;
  email: string;
  name: string;
  kind: 'prebooking' | 'buy_now' | 'reservation';
  product_name: string;
  colour: string | null;
  payment_method: string;
  payment_status: string;
  total_amount_paisa: number;
  payment_value_paisa: number;
  shipping_name: string;
  shipping_address: string;
  shipping_mobile: string;
}

const BOOKING_NAMES = { prebooking: 'pre-booking', buy_now: 'Buy Now order', reservation: 'reservation' } as const;

/** The booking confirmation: a pre-booking, a buy-now or a scooter reservation (in the caller's transaction). */
export async function mailBookingConfirmation(tx: Queryable, bookingId: number): Promise<void> {
  const r = await tx.query<BookingMailRow>(
    `SELECT b.id, u.email, u.name, b.kind, b.product_name, b.colour, b.payment_method, b.payment_status, b.total_amount_paisa,
            b.payment_value_paisa, b.shipping_name, b.shipping_address, b.shipping_mobile
       FROM bookings b JOIN users u ON u.id = b.user_id WHERE b.id = $1`,
    [bookingId],
  );
  const b = r.rows[0];
  if (!b) return;
  const what = BOOKING_NAMES[b.kind] ?? 'booking';
  const paid = b.payment_status === 'Paid'
    ? `We have received your payment of ${money(b.total_amount_paisa)} by ${b.payment_method}.`
    : `Payment method: ${b.payment_method}. Your ${what} is kept once your payment of ${money(b.total_amount_paisa)} reaches us.`;
  const rest = Number(b.payment_value_paisa) > 0 ? [`Still to pay when you buy it: ${money(b.payment_value_paisa)}`] : [];
  const body = [
    `Hello ${b.name},`,
    '',
    `Thank you for your ${what} #${bookingId} at ${STORE}. ${paid}`,
    '',
    `Product: ${b.product_name}${b.colour ? ` (${b.colour})` : ''}`,
    `${b.kind === 'buy_now' ? 'Amount' : 'Booking amount'}: ${money(b.total_amount_paisa)}`,
    ...rest,
    '',
    `Delivery to: ${b.shipping_name}, ${b.shipping_address} (${b.shipping_mobile})`,
    '',
    'You can follow it under My Account, Booking History.',
    '',
    STORE,
  ].join('\n');
  await sendMail(tx, b.email, `Your ${what} #${bookingId} is confirmed`, body);
}

/** The notice that the shop accepted a cancellation request (in the caller's transaction). */
export async function mailCancellation(tx: Queryable, owner: { orderId: number } | { bookingId: number }): Promise<void> {
  const isOrder = 'orderId' in owner;
  const id = isOrder ? owner.orderId : owner.bookingId;
  const r = await tx.query<{ email: string; name: string; payment_status: string; total_amount_paisa: number; what: string }>(
    isOrder
      ? `SELECT u.email, u.name, o.payment_status, o.total_amount_paisa, 'order' AS what FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`
      : `SELECT u.email, u.name, b.payment_status, b.total_amount_paisa, b.product_name AS what FROM bookings b JOIN users u ON u.id = b.user_id WHERE b.id = $1`,
    [id],
  );
  const c = r.rows[0];
  if (!c) return;
  const label = isOrder ? `order #${id}` : `booking #${id} (${c.what})`;
  const refund = c.payment_status === 'Refunded' ? ` The ${money(c.total_amount_paisa)} you paid will be refunded to you.` : '';
  const body = [
    `Hello ${c.name},`,
    '',
    `As you asked, your ${label} has been cancelled.${refund}`,
    `Any ${LOYALTY_NAME} you redeemed on it are back in your balance.`,
    '',
    STORE,
  ].join('\n');
  await sendMail(tx, c.email, `Your ${isOrder ? 'order' : 'booking'} #${id} has been cancelled`, body);
}
