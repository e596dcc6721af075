/**
 * The checkout chunk (spec part 3 §2): standard, pre-booking and buy-now checkouts with the
 * Khalti wallet widget, the payment return pages, the status pages and the thank-you pages.
 */
export { BuynowPage, CheckoutPage, PrebookPage } from './CheckoutPages';
export { BookingStatusPage, OrderStatusPage, PaymentReturnPage } from './ReturnPages';
export { BookingThankYouPage } from './ThankYou';

import { PaymentReturnPage } from './ReturnPages';

/** /payment/booking/{gateway}/ */
export function BookingReturnPage() {
  return <PaymentReturnPage booking />;
}
