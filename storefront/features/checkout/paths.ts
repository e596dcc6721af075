/**
 * The routes of the checkout feature and where each step leads (spec part 3 §2, §4).
 * The spec does not show the thank-you pages' paths: the order's is the checkout path with
 * ?order=completed (where offline methods land), the booking's is ours. Both carry the id of what
 * they thank for (order_id, booking_id: ours, as post-checkout and the payment returns name them);
 * without one there is nothing to thank for.
 */
import { ID_PARAMS } from './ids';
import { RETURN_TEXT as R } from './messages';

export const CHECKOUT_PATHS = {
  checkout: '/user/checkout',
  cart: '/user/cart',
  home: '/',
  login: '/user/login',
  orderStatus: '/user/order-status',
  bookingStatus: '/user/booking-status',
  /** Order thank-you page: the checkout path with ?order=completed&order_id={id}[&emi-purchase=yes]. */
  orderThankYou: '/user/checkout?order=completed',
  /** Booking thank-you page (ours: the spec does not show it), ?booking_id={id}. */
  bookingThankYou: '/user/booking-thank-you',
} as const;

const idQuery = (name: string, id: number | null): string => (id === null ? '' : `&${name}=${id}`);

/**
 * The order thank-you page for order `id`, with &emi-purchase=yes for a Flexi Pay (instalment)
 * order: the payment return page and the order status page both carry the flag on (part 3 §2, §4).
 */
export const orderThankYouPath = (id: number | null, emiPurchase = false): string =>
  `${CHECKOUT_PATHS.orderThankYou}${idQuery(ID_PARAMS.order, id)}${emiPurchase ? '&emi-purchase=yes' : ''}`;

/** The booking thank-you page for booking `id`. */
export const bookingThankYouPath = (id: number | null): string =>
  id === null ? CHECKOUT_PATHS.bookingThankYou : `${CHECKOUT_PATHS.bookingThankYou}?${ID_PARAMS.booking}=${id}`;

/** Where offline methods (Bank Transfer, Cash On Delivery, Loyalty Full Redeem) land, for the order or booking `id`. */
export const completedPath = (flow: CheckoutFlow, id: number | null): string =>
  flow === 'order' ? orderThankYouPath(id) : `${CHECKOUT_PATHS.bookingStatus}?booking=completed${idQuery(ID_PARAMS.booking, id)}`;

export type CheckoutFlow = 'order' | 'prebook' | 'buynow';

/** What a page passes on in history state: the message to show there. */
export interface NoticeState {
  notice?: string;
  /** The message is an error (red). */
  error?: boolean;
}

export const readNotice = (state: unknown): NoticeState => {
  const s = (state ?? {}) as Record<string, unknown>;
  return { notice: typeof s.notice === 'string' && s.notice ? s.notice : undefined, error: s.error === true };
};

/** Order return pages: /payment/{gateway}/ ?order=… */
export const ORDER_RETURN_GATEWAYS = ['nabil-card', 'esewa', 'connect-ips', 'imepay', 'cg-pay', 'khalti'] as const;
/** Booking return pages: /payment/booking/{gateway}/ ?booking=… */
export const BOOKING_RETURN_GATEWAYS = ['nabil-card', 'esewa', 'connect-ips'] as const;

export interface ReturnWording {
  completed: string;
  cancelled: string;
  failure: string;
}

/**
 * The message of each return page. The spec lists the wordings but not which gateway uses which
 * ("the error wording varies by gateway"; bookings say 'Your booking is completed successfully!'
 * on some pages and the order wording on others); this table is the assignment.
 */
export const ORDER_RETURN_WORDING: Record<(typeof ORDER_RETURN_GATEWAYS)[number], ReturnWording> = {
  'nabil-card': { completed: R.orderCompleted, cancelled: R.orderCancelledOrFailed, failure: R.orderCancelledOrFailed },
  esewa: { completed: R.orderCompleted, cancelled: R.orderCancelledBang, failure: R.orderCancelledOrFailed },
  'connect-ips': { completed: R.orderCompleted, cancelled: R.orderCancelled, failure: R.orderFailed },
  imepay: { completed: R.orderCompleted, cancelled: R.orderCancelled, failure: R.orderFailed },
  'cg-pay': { completed: R.orderCompleted, cancelled: R.orderCancelledBang, failure: R.orderFailed },
  khalti: { completed: R.orderCompleted, cancelled: R.orderCancelledBang, failure: R.orderCancelledOrFailed },
};

export const BOOKING_RETURN_WORDING: Record<(typeof BOOKING_RETURN_GATEWAYS)[number], ReturnWording> = {
  'nabil-card': { completed: R.bookingCompleted, cancelled: R.bookingCancelledOrFailed, failure: R.bookingCancelledOrFailed },
  esewa: { completed: R.bookingCompleted, cancelled: R.bookingCancelledOrFailed, failure: R.bookingCancelledOrFailed },
  'connect-ips': { completed: R.orderCompleted, cancelled: R.bookingCancelledOrFailed, failure: R.bookingCancelledOrFailed },
};

/** Return pages wait this long before moving on (part 3 §9). */
export const RETURN_DELAY_MS = 2000;
/** Status pages wait this long (part 3 §9). */
export const STATUS_DELAY_MS = 5000;
/** The checkout's red error disappears after this long (part 3 §4, §9). */
export const ERROR_VISIBLE_MS = 5000;
