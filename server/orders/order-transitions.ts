/**
 * Which status changes the shop may make to an order or booking (issue 32), as pure rules: the
 * staff API asks here before it writes, and answers 422 with the reason. Orders move forward
 * only (Pending → Accepted → Processing → Shipped → Delivered → Completed; a rejected
 * cancellation request leaves 'Rejected', which is where Pending was); a Cancelled or Failed
 * order does not move. Delivery follows the same one-way road and may end Returned. An online
 * payment is marked Paid only by its gateway; the shop marks Cash On Delivery and Bank Transfer
 * money received, settles an 'Unknown' payment, and records a refund (with its reference).
 */
import type { DeliveryStatus, OrderStatus, PaymentStatusName } from '../../shared/domain/order-statuses';
import { isOnline } from '../payments/payment-options';

const ORDER_RANK: Partial<Record<OrderStatus, number>> = { Pending: 0, Rejected: 0, Accepted: 1, Processing: 2, Shipped: 3, Delivered: 4, Completed: 5 };
const DELIVERY_RANK: Partial<Record<DeliveryStatus, number>> = { Pending: 0, Processing: 1, Shipped: 2, Delivered: 3, Returned: 4 };

/** The delivery an order status implies, and the order status a delivery implies. */
const DELIVERY_OF: Partial<Record<OrderStatus, DeliveryStatus>> = { Processing: 'Processing', Shipped: 'Shipped', Delivered: 'Delivered', Completed: 'Delivered' };
const ORDER_OF: Partial<Record<DeliveryStatus, OrderStatus>> = { Processing: 'Processing', Shipped: 'Shipped', Delivered: 'Delivered' };

export interface OrderState {
  order_status: OrderStatus;
  delivery_status: DeliveryStatus;
  payment_status: PaymentStatusName;
  payment_method: string;
}

export interface StatusChange {
  order_status?: OrderStatus;
  delivery_status?: DeliveryStatus;
  payment_status?: PaymentStatusName;
  note?: string | null;
}

export type Transition =
  | { ok: true; next: Omit<OrderState, 'payment_method'>; paymentReceived: boolean }
  | { ok: false; why: string };

const refuse = (why: string) => ({ ok: false as const, why });

/** The state after `change`, or why the shop may not make it. */
export function orderTransition(now: OrderState, change: StatusChange, what = 'order'): Transition {
  const next = { order_status: now.order_status, delivery_status: now.delivery_status, payment_status: now.payment_status };
  const Name = what[0].toUpperCase() + what.slice(1);
  const A = /^[aeiou]/.test(what) ? 'An' : 'A';
  let paymentReceived = false;

  if (change.payment_status && change.payment_status !== now.payment_status) {
    const pay = paymentChange(now, change, what);
    if (!pay.ok) return pay;
    next.payment_status = change.payment_status;
    paymentReceived = pay.received;
  }

  if (change.delivery_status && change.delivery_status !== now.delivery_status) {
    const to = change.delivery_status;
    if (now.delivery_status === 'Cancelled' || now.order_status === 'Cancelled' || now.order_status === 'Failed')
      return refuse(`${Name} is ${now.order_status}: its delivery does not change any more.`);
    if (to === 'Cancelled') return refuse(`A delivery is cancelled with the ${what} itself: accept a cancellation request instead.`);
    if (to === 'Returned' && now.delivery_status !== 'Delivered') return refuse(`Only a delivered ${what} can be returned.`);
    if ((DELIVERY_RANK[to] ?? 0) < (DELIVERY_RANK[now.delivery_status] ?? 0))
      return refuse(`A delivery that is ${now.delivery_status} cannot go back to ${to}.`);
    next.delivery_status = to;
    const implied = ORDER_OF[to];
    if (implied && !change.order_status && (ORDER_RANK[implied] ?? 0) > (ORDER_RANK[next.order_status] ?? 0)) next.order_status = implied;
  }

  if (change.order_status && change.order_status !== now.order_status) {
    const to = change.order_status;
    if (now.order_status === 'Cancelled' || now.order_status === 'Failed') return refuse(`${Name} is ${now.order_status}: its status does not change any more.`);
    if (to === 'Cancelled' || to === 'Rejected' || to === 'Failed')
      return refuse(`${Name}s are cancelled through their cancellation request (accept or reject it), not by status.`);
    if ((ORDER_RANK[to] ?? 0) < (ORDER_RANK[now.order_status] ?? 0))
      return refuse(`${A} ${what} that is ${now.order_status} cannot go back to ${to}.`);
    next.order_status = to;
    const implied = DELIVERY_OF[to];
    if (implied && !change.delivery_status && (DELIVERY_RANK[implied] ?? 0) > (DELIVERY_RANK[next.delivery_status] ?? 0)) next.delivery_status = implied;
  }

  const moving = next.order_status !== now.order_status || next.delivery_status !== now.delivery_status;
  if (moving && (ORDER_RANK[next.order_status] ?? 0) > 0) {
    const pay = next.payment_status;
    if (pay === 'Unknown' || pay === 'Refund Due' || pay === 'Failed' || pay === 'Cancelled')
      return refuse(`Its payment is ${pay}: settle the payment before you move the ${what} on.`);
    if (isOnline(now.payment_method) && pay !== 'Paid') return refuse(`Its ${now.payment_method} payment is not confirmed yet (${pay}): wait for the gateway before you move the ${what} on.`);
    if (next.order_status === 'Completed' && pay !== 'Paid') return refuse(`${A} ${what} is Completed once it is paid: mark the money received first.`);
  }
  return { ok: true, next, paymentReceived };
}

type PaymentStep = { ok: true; received: boolean } | { ok: false; why: string };

/** Whether the shop may change the payment status (ADR 10: only a gateway marks an online payment Paid). */
function paymentChange(now: OrderState, change: StatusChange, what: string): PaymentStep {
  const to = change.payment_status!;
  const from = now.payment_status;
  if (to === 'Paid') {
    if (from === 'Unknown') {
      if (!change.note) return refuse(`Say how the payment was confirmed (the gateway's reference) in the note before you mark an Unknown payment Paid.`);
    } else if (isOnline(now.payment_method)) {
      return refuse(`Only ${now.payment_method} can mark its payment Paid: the store asks the gateway itself. Use the payments needing attention to settle it.`);
    } else if (from !== 'Pending' && from !== 'Unpaid') {
      return refuse(`A payment that is ${from} cannot be marked Paid.`);
    }
    return { ok: true, received: true };
  }
  if (to === 'Refunded') {
    if (from !== 'Refund Due' && from !== 'Paid') return refuse(`Only a Paid or Refund Due payment can be refunded; this one is ${from}.`);
    if (from === 'Paid' && now.order_status !== 'Cancelled' && now.delivery_status !== 'Returned' && change.delivery_status !== 'Returned')
      return refuse(`A paid ${what} is refunded when it is cancelled or returned: accept its cancellation or mark it Returned first.`);
    if (!change.note) return refuse("Record the refund: put its reference (the gateway's or the bank's) in the note.");
    return { ok: true, received: false };
  }
  if (to === 'Cancelled' && from === 'Unknown') {
    if (!change.note) return refuse("Say how you learned the payment was not made (the gateway's answer) in the note.");
    return { ok: true, received: false };
  }
  // Unpaid: Cash On Delivery refused at the door, a transfer that never came.
  if (to === 'Unpaid' && from === 'Pending' && !isOnline(now.payment_method)) return { ok: true, received: false };
  return refuse(`A payment cannot go from ${from} to ${to} here.`);
}

export interface BookingState {
  status: string;
  kind: string;
  delivery_status: DeliveryStatus;
  payment_status: PaymentStatusName;
  payment_method: string;
}

/**
 * A pre-booking, buy-now or reservation: the shop changes its payment (as for orders; money
 * received makes a Pending booking Accepted) and moves a paid buy-now's or reservation's delivery
 * forward. A pre-booking is not delivered: its buy-now is.
 */
export function bookingTransition(now: BookingState, change: Pick<StatusChange, 'payment_status' | 'delivery_status' | 'note'>): Transition {
  const asOrder: OrderState = { order_status: (now.status === 'Accepted' ? 'Accepted' : now.status) as OrderStatus, delivery_status: now.delivery_status, payment_status: now.payment_status, payment_method: now.payment_method };
  const next = { order_status: asOrder.order_status, delivery_status: now.delivery_status, payment_status: now.payment_status };
  let paymentReceived = false;
  if (change.payment_status && change.payment_status !== now.payment_status) {
    const pay = paymentChange(asOrder, change, 'booking');
    if (!pay.ok) return pay;
    if (pay.received && now.payment_status === 'Pending' && now.status !== 'Pending') return refuse(`Booking is ${now.status}: its payment is no longer awaited.`);
    next.payment_status = change.payment_status;
    paymentReceived = pay.received;
  }
  if (change.delivery_status && change.delivery_status !== now.delivery_status) {
    const to = change.delivery_status;
    if (now.kind === 'prebooking') return refuse('A pre-booking is not delivered: its buy-now is.');
    if (now.status === 'Cancelled' || now.status === 'Failed' || now.delivery_status === 'Cancelled') return refuse(`Booking is ${now.status}: its delivery does not change any more.`);
    if (to === 'Cancelled' || to === 'Returned') return refuse(`A booking's delivery cannot be set to ${to} here.`);
    if ((DELIVERY_RANK[to] ?? 0) < (DELIVERY_RANK[now.delivery_status] ?? 0)) return refuse(`A delivery that is ${now.delivery_status} cannot go back to ${to}.`);
    if (next.payment_status !== 'Paid' && !(now.payment_method === 'Cash On Delivery' && next.payment_status === 'Pending'))
      return refuse(`Its payment is ${next.payment_status}: a booking is delivered once it is paid.`);
    next.delivery_status = to;
  }
  return { ok: true, next, paymentReceived };
}
