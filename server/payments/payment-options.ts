/**
 * The payment methods of part 3's checkouts, server-defined (the storefront shows them in
 * reversed order). Online methods map to gateway adapters; the reservation flow keeps its own,
 * shorter list (payments/index.ts METHOD_GATEWAYS).
 */
import type { GatewayId } from './types';

export const BANK_TRANSFER = 'Bank Transfer';
export const CASH_ON_DELIVERY = 'Cash On Delivery';
export const LOYALTY_FULL_REDEEM = 'Loyalty Full Redeem';

/** payment_method → gateway, for every online method of the checkouts. */
export const CHECKOUT_METHOD_GATEWAYS = {
  eSewa: 'esewa',
  Khalti: 'khalti',
  'Nabil Card': 'nabil_card',
  'Connect IPS': 'connect_ips',
  'IME Pay': 'imepay',
  'CG Pay': 'cg_pay',
} as const satisfies Record<string, GatewayId>;
export type OnlineMethod = keyof typeof CHECKOUT_METHOD_GATEWAYS;

export const ONLINE_METHODS = Object.keys(CHECKOUT_METHOD_GATEWAYS) as OnlineMethod[];

export const isOnline = (method: string): method is OnlineMethod => Object.prototype.hasOwnProperty.call(CHECKOUT_METHOD_GATEWAYS, method);

export type CheckoutFlow = 'order' | 'prebooking' | 'buy_now';

/**
 * The options of a flow, in the server's order. Loyalty Full Redeem only when the user's coins
 * cover what is due. A pre-booking's prepayment cannot be paid on delivery, and only gateways with
 * booking return pages (eSewa, Nabil Card, Connect IPS) or a callback (Khalti) take bookings.
 */
export function paymentOptions(flow: CheckoutFlow, coinsCoverIt: boolean): string[] {
  const loyalty = coinsCoverIt ? [LOYALTY_FULL_REDEEM] : [];
  if (flow === 'order') return [BANK_TRANSFER, CASH_ON_DELIVERY, ...loyalty, 'eSewa', 'Khalti', 'Nabil Card', 'Connect IPS', 'IME Pay', 'CG Pay'];
  const cod = flow === 'buy_now' ? [CASH_ON_DELIVERY] : [];
  return [BANK_TRANSFER, ...cod, ...loyalty, 'eSewa', 'Khalti', 'Nabil Card', 'Connect IPS'];
}

/** Every method some flow accepts (for the payload check). */
export const ALL_CHECKOUT_METHODS = paymentOptions('order', true);
