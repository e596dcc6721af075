import { formatMoney } from '../../shared/domain/money';
/**
 * What the account-area calls say (spec part 3, issue 7). Quoted by the spec, verbatim: the two
 * cancellation successes (§8), 'You have made order cancellation request for this order.' (§4),
 * 'Confirm Password Doesnot Match' (§4, in shared/validation) and 'Your Cart is empty' (§2). The
 * rest are ours, in the same plain style. Tests import these.
 */


export const CANCEL_MESSAGES = {
  /** Spec part 3 §8. */
  orderRequested: (id: number) => `Your order with Order ID ${id} request for cancellation is forward to us.`,
  /** Spec part 3 §8. */
  bookingRequested: (id: number) => `Your Booking with Booking ID ${id} request for cancellation is forward to us.`,
  /** Spec part 3 §4 (shown for a Pending order with the mark); also the answer to a second request. */
  orderAlreadyRequested: 'You have made order cancellation request for this order.',
  bookingAlreadyRequested: 'You have made booking cancellation request for this booking.',
  /** Spec part 3 §4. */
  orderRejected: 'Order rejected on your order cancellation request.',
  /** Spec part 3 §4. */
  bookingRejected: 'Booking rejected on your booking cancellation request.',
  noOrder: (id: number) => `There is no order ${id} of yours.`,
  noBooking: (id: number) => `There is no booking ${id} of yours.`,
  orderNotPending: (status: string) => `Only a Pending order can be cancelled; this order is ${status}.`,
  bookingNotPending: (status: string) => `Only a Pending booking can be cancelled; this booking is ${status}.`,
  reasonType: 'cancelled_reason must be text.',
  reasonTooLong: (max: number) => `cancelled_reason must be at most ${max} characters.`,
  /** The shop's side (orders/cancellations.ts decideOrderCancellation). */
  noRequest: 'There is no cancellation request to decide on.',
} as const;

/**
 * What the order and booking history say about a payment the gateway confirmed after the order
 * or booking had been released and could not be restored (docs/adr/0010-payment-truth.md): its
 * payment_status is 'Refund Due' and payment_note explains it.
 */
export const PAYMENT_NOTES = {
  refundDue: (what: 'order' | 'booking', rupees: number, method: string) =>
    `Your payment of ${formatMoney(rupees)} reached us after this ${what} was cancelled, and the ${what} could not be restored. It will be refunded to you through ${method}.`,
  /** payment_status 'Unknown': the gateway could not tell us yet whether the payment went through (ADR 10). */
  unknown: (what: 'order' | 'booking', rupees: number, method: string) =>
    `We are checking with ${method} whether your payment of ${formatMoney(rupees)} for this ${what} went through. If it did, this ${what} goes ahead or the money is refunded to you, so please do not pay for it again. If you did not pay, you need not do anything.`,
  /** The Khalti callback's answer when that happens while the payer is still on the page. */
  refundDueNow: (what: 'order' | 'booking') => `Your payment reached us after this ${what} was cancelled, and the ${what} could not be restored. It will be refunded to you.`,
} as const;

export const FLEXIPAY_MESSAGES = {
  /** Spec part 3 §2 (the cart's own message). */
  emptyCart: 'Your Cart is empty',
  notEligible: (name: string) => `${name} cannot be bought with Flexi Pay. Remove it from your cart to pay in instalments.`,
  belowMinimum: (rupees: number) => `Flexi Pay is available for orders of at least ${formatMoney(rupees)}. Add more to your cart to pay in instalments.`,
  noBanks: 'Flexi Pay is not available right now. Please check out with another payment method.',
  unknownBank: 'There is no such Flexi Pay bank.',
  bankMinimum: (bank: string, rupees: number) => `${bank} offers Flexi Pay for orders of at least ${formatMoney(rupees)}.`,
  unknownPeriod: 'Please choose an EMI period of the chosen bank.',
  durationMismatch: 'duration must be the months of the chosen EMI period.',
  notInCart: (id: number) => `Product ${id} is not in your cart.`,
  duplicateProduct: 'product_id lists a product more than once.',
  cardExpired: 'The card has expired. Please use a card that is still valid.',
  placed: (id: number) => `Your Flexi Pay order #${id} has been placed. Complete the card payment to confirm it.`,
} as const;

export const WARRANTY_MESSAGES = {
  registered: 'Your product has been registered for warranty.',
  notMultipart: 'Send the warranty form as multipart/form-data.',
  proofRequired: 'Please attach the proof of purchase.',
  /** Same words as the form's check (shared/validation STORE_MESSAGES.imageOnly). */
  notImage: 'Please upload an image file.',
  tooLarge: (mb: number) => `The proof of purchase must be at most ${mb} MB.`,
  oneFile: 'Attach one proof of purchase only.',
  unknownField: (name: string) => `The form has an unknown field ${name}.`,
  unknownModel: 'Please choose a model number from the list.',
  futureDate: 'The purchase date cannot be in the future.',
  tooOld: 'The purchase date is too far in the past.',
  /** The same unit (model and serial number) registered again by the same shopper. */
  alreadyYours: (serial: string) =>
    `You have already registered this product (serial number ${serial}) for warranty; there is no need to register it again.`,
  /** The unit is registered to someone else: the shopper may have mistyped it, or needs us. */
  alreadyTaken: (serial: string) =>
    `Serial number ${serial} of this model is already registered for warranty. Please check the number on the product; if it is right, contact us with your proof of purchase.`,
  noProof: 'There is no such proof of purchase of yours.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Your profile has been updated.',
  /** Spec part 1 §5's wording for a changed password. */
  passwordChanged: 'Password changed',
  oldPasswordWrong: 'Your old password is not correct.',
  unknownCountry: 'Please choose a country from the list.',
} as const;
