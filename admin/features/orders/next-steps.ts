import { isShopReceived } from '../../../shared/domain/order-statuses';
import type { QuickAction } from '../../ui/StatusChange';

interface OrderLike {
  order_status: string;
  delivery_status: string;
  payment_status: string;
  payment_method: string;
  cancelled_order?: string | null;
}

const FORWARD: Record<string, QuickAction> = {
  Pending: { label: 'Confirm order', change: { order_status: 'Accepted' } },
  Rejected: { label: 'Confirm order', change: { order_status: 'Accepted' } },
  Accepted: { label: 'Start processing', change: { order_status: 'Processing' } },
  Processing: { label: 'Mark shipped', change: { order_status: 'Shipped' } },
  Shipped: { label: 'Mark delivered', change: { order_status: 'Delivered' } },
  Delivered: { label: 'Complete order', change: { order_status: 'Completed' } },
};

/**
 * The usual next steps for an order, as buttons: the next status on the one-way road, and money
 * received for Cash On Delivery and Bank Transfer. None while a cancellation request waits for its
 * decision or once the order has stopped. The server still decides (it says why a step is refused).
 */
export function orderNextSteps(o: OrderLike): QuickAction[] {
  if (o.order_status === 'Cancelled' || o.order_status === 'Failed') return [];
  if (o.cancelled_order === 'C' && o.order_status === 'Pending') return [];
  const steps: QuickAction[] = [];
  const moneyDue = isShopReceived(o.payment_method) && (o.payment_status === 'Pending' || o.payment_status === 'Unpaid');
  if (moneyDue) steps.push({ label: 'Money received', change: { payment_status: 'Paid' } });
  const forward = FORWARD[o.order_status];
  if (forward && !(o.order_status === 'Delivered' && o.payment_status !== 'Paid')) steps.push(forward);
  return steps;
}

interface BookingLike {
  kind: string;
  status: string;
  delivery_status: string;
  payment_status: string;
  payment_method: string;
  cancelled_booking?: string | null;
}

const DELIVERY_FORWARD: Record<string, QuickAction> = {
  Pending: { label: 'Start processing', change: { delivery_status: 'Processing' } },
  Processing: { label: 'Mark shipped', change: { delivery_status: 'Shipped' } },
  Shipped: { label: 'Mark delivered', change: { delivery_status: 'Delivered' } },
};

/** A booking's next steps: money received, then (a paid buy-now or reservation) its delivery. A pre-booking is delivered through its buy-now. */
export function bookingNextSteps(b: BookingLike): QuickAction[] {
  if (['Cancelled', 'Failed', 'Rejected'].includes(b.status)) return [];
  if (b.cancelled_booking === 'C' && b.status === 'Pending') return [];
  const steps: QuickAction[] = [];
  if (isShopReceived(b.payment_method) && (b.payment_status === 'Pending' || b.payment_status === 'Unpaid')) steps.push({ label: 'Money received', change: { payment_status: 'Paid' } });
  const forward = DELIVERY_FORWARD[b.delivery_status];
  if (forward && b.kind !== 'prebooking' && b.payment_status === 'Paid') steps.push(forward);
  return steps;
}
