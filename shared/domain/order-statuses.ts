/**
 * The statuses an order, a booking and a payment can have: one list, read by the server's rules
 * (server/orders/order-transitions.ts) and filters and by the back office's forms.
 */
export const ORDER_STATUSES = ['Pending', 'Accepted', 'Processing', 'Shipped', 'Delivered', 'Completed', 'Cancelled', 'Rejected', 'Failed'] as const;
export const DELIVERY_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Unpaid', 'Failed', 'Cancelled', 'Refunded', 'Refund Due', 'Unknown'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** An order or booking that failed or was cancelled: it will not be delivered. */
const ENDED_UNDELIVERED: readonly string[] = ['Failed', 'Cancelled'];

/**
 * The delivery status the shopper's lists answer (get-orders, their lines, get-bookings): Cancelled
 * once the order or booking itself failed or was cancelled, whatever its row still says (a failed
 * payment releases a booking without touching its delivery), else the stored one. One rule for
 * orders and bookings alike.
 */
export const shownDeliveryStatus = (status: string, delivery: string): string => (ENDED_UNDELIVERED.includes(status) ? 'Cancelled' : delivery);

export const BOOKING_STATUSES = ['Pending', 'Accepted', 'Completed', 'Cancelled', 'Rejected', 'Failed'] as const;
export const BOOKING_KINDS = ['prebooking', 'buy_now', 'reservation'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** Payment methods whose money the shop receives itself (and marks received); every other method is paid through its gateway. */
export const SHOP_RECEIVED_METHODS = ['Cash On Delivery', 'Bank Transfer'] as const;
export const isShopReceived = (method: string): boolean => (SHOP_RECEIVED_METHODS as readonly string[]).includes(method);
