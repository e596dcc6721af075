import { formatMoney } from '../../shared/domain/money';
/**
 * What the cart, checkout and pre-booking calls say (spec part 3). The spec quotes only
 * '{name} is out of Stock.' (part 2 §8) and 'Your Cart is empty' (part 3 §2); the rest are ours,
 * in the same plain style. Tests import these.
 */

/** Rupees for a message: whole rupees without decimals, otherwise two. */

export const CART_MESSAGES = {
  outOfStock: (name: string) => `${name} is out of Stock.`,
  /** add-to-cart of a prepayment product: it is bought through its pre-booking (/prebook-…), not the cart. */
  prebookOnly: (name: string) => `${name} can only be pre-booked: use Book Now on its page to book it.`,
  onlyLeft: (name: string, n: number) => `Only ${n} ${n === 1 ? 'unit' : 'units'} of ${name} ${n === 1 ? 'is' : 'are'} in stock.`,
  /** The flash sale's units on sale ran out (or fewer are left than the line wants) since the cart was priced. */
  flashUnitsLeft: (name: string, n: number) =>
    n < 1
      ? `The flash sale price of ${name} has sold out; your cart now shows its regular price.`
      : `Only ${n} ${n === 1 ? 'unit' : 'units'} of ${name} ${n === 1 ? 'is' : 'are'} left at the flash sale price.`,
  maxPerLine: (max: number) => `You can order at most ${max} of one product.`,
  added: (name: string) => `${name} added to cart.`,
  updated: (name: string, qty: number) => `${name}: quantity ${qty}.`,
  removed: (name: string) => `${name} removed from cart.`,
  empty: 'Your Cart is empty',
  noProduct: 'There is no such product.',
  notInCart: (name: string) => `${name} is not in your cart.`,
  qtyAtLeastOne: 'Quantity should be at least 1.',
  qtyChange: 'qty must be 1 or -1 (one unit up or down).',
  qtyAdd: 'qty must be a whole number from 1 to 100.',
  productId: 'product_id must be the id of a product (a whole number).',
  platform: 'platform must be W.',
  redeemShape: 'redeem must be a whole number of CG|Coins.',
  couponShape: 'coupon must be a code of at most 40 letters, digits, dashes or underscores.',
  areaShape: 'area_id must be the id of an area (a whole number).',
  /** get-cart's message while an unpaid online order of the shopper holds some of the cart's units. */
  ownHold: (names: string[]) =>
    `An online payment you started but did not finish is holding ${names.join(', ')} for you. When you check out again, that unpaid order is replaced by the new one, so you can simply proceed to checkout.`,
} as const;

export const COUPON_MESSAGES = {
  unknown: 'Invalid coupon code.',
  notStarted: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its usage limit.',
  usedByYou: 'You have already used this coupon.',
  firstOrderOnly: 'This coupon is for your first order only.',
  minimum: (rupees: number) => `This coupon needs a cart total of at least ${formatMoney(rupees)}.`,
  notForCart: 'This coupon does not apply to the products in your cart.',
  notForProduct: 'This coupon does not apply to this product.',
  applied: (code: string, rupees: number) => `Coupon ${code} applied. You save ${formatMoney(rupees)}.`,
} as const;

export const CHECKOUT_MESSAGES = {
  methodUnavailable: (method: string) => `The payment method ${method} is not available for this checkout.`,
  noBank: 'Please choose a bank.',
  unknownBank: 'There is no such bank to transfer to.',
  noCity: (id: number) => `There is no city with id ${id}.`,
  noArea: (id: number) => `There is no area with id ${id}.`,
  noProvince: (id: number) => `There is no province with id ${id}.`,
  areaNotInCity: 'The chosen area is not in the chosen city.',
  cityNotInProvince: 'The chosen city is not in the chosen province.',
  tooManyCoins: (max: number) => `You can redeem at most ${max} CG|Coins on this order.`,
  notEnoughCoins: 'You do not have enough CG|Coins to pay for this order in full.',
  nothingToPay: 'Nothing is left to pay: choose Loyalty Full Redeem.',
  placedOffline: (id: number) => `Your order #${id} has been placed successfully.`,
  placedBankTransfer: (id: number, rupees: number, bank: string, account: string, number: string) =>
    `Your order #${id} has been placed successfully. Please transfer ${formatMoney(rupees)} to ${bank}, account ${account} (${number}), and mention order #${id}.`,
  placedLoyalty: (id: number, coins: number) => `Your order #${id} has been placed and paid with ${coins} CG|Coins.`,
  placedOnline: (id: number) => `Your order #${id} has been placed. Complete the payment to confirm it.`,
  gatewayDown: 'The payment service is not answering right now. Please try again in a moment or choose another payment method.',
  /** The per-account bound on units held by unpaid online payments (PAYMENT_HOLD_MAX_UNITS). */
  holdLimit: (max: number) =>
    `Online payments can hold at most ${max} units for you at a time until they are paid. Please lower the quantities to ${max} in all, or pay with Cash On Delivery or Bank Transfer.`,
} as const;

export const PREBOOKING_MESSAGES = {
  success: 'Success',
  fail: 'Fail',
  notPrebookable: 'This product cannot be pre-booked.',
  noProduct: 'There is no such product.',
  noBuyNow: 'There is no pre-booking of this product open for Buy Now.',
  booked: (id: number) => `Your pre-booking #${id} has been placed successfully.`,
  bookedOnline: (id: number) => `Your pre-booking #${id} has been placed. Complete the payment to confirm it.`,
  boughtNow: (id: number) => `Your Buy Now order (booking #${id}) has been placed successfully.`,
  boughtNowOnline: (id: number) => `Your Buy Now order (booking #${id}) has been placed. Complete the payment to confirm it.`,
  bookedLoyalty: (id: number, coins: number) => `Your booking #${id} has been placed and paid with ${coins} CG|Coins.`,
  transferNote: (id: number, rupees: number, bank: string, account: string, number: string) =>
    `Please transfer ${formatMoney(rupees)} to ${bank}, account ${account} (${number}), and mention booking #${id}.`,
  buyNowTaken: 'A Buy Now order of this pre-booking is already placed.',
  buyNowFlag: 'buy_now must be true or false.',
  /** Two booking calls for the same product at the same moment: the other one won (one pending booking per shopper and product). */
  bookingInProgress: 'Your booking of this product is already being placed. Please wait a moment and open your bookings.',
} as const;

export const KHALTI_MESSAGES = {
  payload: 'Send the wallet success payload: token, amount and product_identity.',
  unknown: 'There is no Khalti payment of yours with this product_identity.',
  amount: 'The amount does not match this payment.',
  completed: 'Your payment is complete.',
  notCompleted: 'Your payment could not be verified.',
  unavailable: 'Khalti is not answering right now. Your payment is safe; please try again in a moment.',
} as const;
