/**
 * Every user-facing text of the checkouts, the Khalti wallet widget, the payment return pages,
 * the status pages and the thank-you pages (spec part 3 §2, §4, §8, §9). Quoted spec texts are
 * verbatim (typos included); the rest are ours, in the same plain style. Tests import these.
 */
import { NABIL_CARD_LABEL } from '../../../shared/api/types';
import { formatAmount } from '../../../shared/domain/money';

export const CHECKOUT_TEXT = {
  // Standard checkout (/user/checkout).
  checkoutTitle: 'Checkout',
  shippingDetails: 'Shipping Details',
  choosePaymentMethod: 'Choose Payment Method',
  chooseBank: 'Choose Bank',
  orderSummary: 'Order Summary',
  placeOrder: 'Place Order',
  // Pre-booking (/prebook-{name}) and buy-now (/buynow-{name}).
  prebookTitle: 'Pre-book',
  buynowTitle: 'Buy Now',
  bookingAddress: 'Booking Address',
  completeCheckout: 'Complete Checkout',
  completeBuyNow: 'Complete Buy Now',
  prepaymentValue: 'Prepayment Value',
  prepaidAmount: 'Prepaid Amount',
  paymentValue: 'Payment Value',
  // Fields.
  name: 'Full Name',
  mobile: 'Mobile Number',
  email: 'Email',
  province: 'Province',
  city: 'City',
  area: 'Area',
  address: 'Address',
  customerNote: 'Customer Note (optional)',
  select: (what: string) => `Select ${what.toLowerCase()}`,
  bank: 'Bank',
  bankHint: 'Transfer the amount to the chosen bank and mention your order number.',
  // Summary.
  qty: (n: number) => `Qty: ${n}`,
  cartTotal: 'Cart Total',
  couponDiscount: 'Coupon Discount',
  redeemed: (points: number) => `CG|Coins Redeemed (${formatAmount(points)})`,
  cashBack: 'Cash Back',
  deliveryCharge: 'Delivery Charge',
  free: 'Free',
  tds: 'TDS',
  grandTotal: 'Grand Total',
  payNow: 'To Pay Now',
  deliveryNote: 'Delivery is charged for the area you choose.',
  productImage: (name: string) => name,
  // Payment methods (part 3 §2, §9).
  nabilCard: NABIL_CARD_LABEL,
  noPaymentOptions: 'No payment method is available for this checkout.',
  redirectingToGateway: 'Taking you to the payment page…',
  continueToPayment: 'Continue to payment',
  loading: 'Loading…',
} as const;

/** How a payment method is shown: Nabil Card as 'Master/Visa Debit/Credit Card/UnionPay', others by name. */
export const paymentMethodLabel = (method: string): string => (method === 'Nabil Card' ? NABIL_CARD_LABEL : method);

/** The Khalti wallet widget (ours: docs/adr/0007-khalti-wallet-and-cg-pay.md). */
export const KHALTI_TEXT = {
  title: 'Pay with Khalti',
  close: 'Close',
  amount: 'Amount',
  product: 'For',
  preference: 'Pay using',
  preferences: {
    KHALTI: 'Khalti Wallet',
    EBANKING: 'E-Banking',
    MOBILE_BANKING: 'Mobile Banking',
    CONNECT_IPS: 'Connect IPS',
    SCT: 'SCT Card',
  } as Record<string, string>,
  mobile: 'Khalti Mobile Number',
  mobileHint: '98XXXXXXXX or 97XXXXXXXX',
  pin: 'Khalti PIN',
  pay: 'Pay',
  code: 'Confirmation Code',
  confirm: 'Confirm Payment',
  back: 'Back',
  paying: 'Please wait…',
  unreachable: 'Khalti could not be reached. Please try again.',
  invalidMobile: 'Enter a valid Khalti mobile number (98XXXXXXXX).',
  /** Shown in the alert dialog when the callback refuses the payment. */
  failedTitle: 'Payment not completed',
  ok: 'OK',
  callbackFailed: 'We could not confirm your Khalti payment. Please try again.',
} as const;

/** The payment return pages (part 3 §2, §4). */
export const RETURN_TEXT = {
  redirecting: 'Will redirect you in a sec',
  title: 'Payment',
  backToCart: 'Back to Cart',
  continueShopping: 'Continue Shopping',
  bookingHistory: 'Booking History',
  orderCompleted: 'Your order is completed successfully!',
  bookingCompleted: 'Your booking is completed successfully!',
  orderCancelledBang: 'Your order has been cancelled!',
  orderCancelledOrFailed: 'Your order has been cancelled or failed!',
  orderCancelled: 'Your order has been cancelled',
  orderFailed: 'Your order has failed',
  bookingCancelledOrFailed: 'Your booking has been cancelled or failed!',
} as const;

/** The status pages (part 3 §2, §4). */
export const STATUS_TEXT = {
  redirecting: 'Will redirect you in 5 sec',
  orderTitle: 'Order Status',
  bookingTitle: 'Booking Status',
  orderCompleted: 'Your order is completed successfully!',
  orderDeclined: 'Your order has been declined!',
  orderCancelled: 'Your order has been cancelled!',
  bookingCompleted: 'Your booking is completed successfully!',
  bookingDeclined: 'Your booking has been declined!',
  /** The spec gives the booking status page the order wording for cancelled. */
  bookingCancelled: 'Your order has been cancelled!',
  continueShopping: 'Continue Shopping',
} as const;

/** Contact facts of the thank-you pages (part 3 §9). */
export const SUPPORT = {
  tollFree: '16600100211',
  landline: '+977 01 5188284',
} as const;

/**
 * The thank-you pages (part 3 §2). Each thanks for the order or booking its query names, as the
 * shopper's own list has it; opened without one (or one that is not theirs) it says so.
 */
export const THANK_YOU_TEXT = {
  title: 'Thank You',
  greeting: (name: string) => `Thank you, ${name}!`,
  orderPlaced: 'Your order has been placed. We will call you to confirm it before delivery.',
  emiPurchase: 'Your Flexi Pay order has been placed. The bank converts the payment into EMI in about 7 days.',
  /** A pre-booking: Buy Now opens for it later (Booking History shows the Buy Now link then). */
  prebookingPlaced: 'Your booking has been placed. We will let you know when Buy Now opens for your product.',
  /** A buy-now: the product is bought, nothing opens later. */
  buyNowPlaced: 'Your Buy Now order has been placed. We will call you to confirm it before delivery.',
  /** A booking whose kind the list does not say (a backend without it): true of both. */
  bookingPlaced: 'Your booking has been placed. You can follow it in your Booking History.',
  /** The facts of the order or booking thanked for. */
  orderId: 'Order ID',
  bookingId: 'Booking ID',
  number: (id: number) => `#${id}`,
  product: 'Product',
  paymentMethod: 'Payment Method',
  paymentStatus: 'Payment Status',
  total: 'Total',
  loading: 'Loading…',
  /** Opened without an order, or with one that is not in the shopper's list. */
  noOrderTitle: 'No order to show',
  noOrder: 'This page was opened without an order of yours, so there is nothing to thank you for here.',
  findOrders: 'Your orders, and where each of them stands, are in your Order History.',
  noBookingTitle: 'No booking to show',
  noBooking: 'This page was opened without a booking of yours, so there is nothing to thank you for here.',
  findBookings: 'Your bookings, and where each of them stands, are in your Booking History.',
  support: 'Questions about your order? Call us:',
  tollFree: 'Toll-free',
  landline: 'Landline',
  orderHistory: 'Order History',
  bookingHistory: 'Booking History',
  continueShopping: 'Continue Shopping',
} as const;

/** Where the thank-you pages link (the account area, part 3 §2). */
export const HISTORY_PATHS = {
  orders: '/user/account/?goto=order-history',
  bookings: '/user/account/?goto=booking-history',
} as const;
