/**
 * The cart page's words (spec part 3 §2 Cart, §4 Cart, §8). The quoted ones are verbatim:
 * 'Your Cart is empty', 'Free' for a missing delivery charge; the mini-cart's own words are in
 * shared/ui/miniCartText.ts ('Recently added item(s)', 'No Items in cart', 'View Cart').
 */
import { LOYALTY_NAME } from '../../../shared/domain/loyalty';
import { DELIVERY_RULES } from '../../../shared/domain/delivery';
import { formatAmount, formatPaisa } from '../../../shared/domain/money';

export const CART_TEXT = {
  title: 'Shopping Cart',
  documentTitle: 'Shopping Cart',
  empty: 'Your Cart is empty',
  emptyHint: 'Find something you like in our categories and deals.',
  shopNow: 'Shop Now',
  loading: 'Loading your cart…',
  // lines
  product: 'Product',
  price: 'Price',
  quantity: 'Quantity',
  total: 'Total',
  soldBy: 'Sold By',
  model: 'Model',
  brand: 'Brand',
  increase: (name: string) => `Increase quantity of ${name}`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from cart`,
  freeTag: 'Free',
  freeWorth: (price: string) => `worth ${price}`,
  coupon: (code: string) => `Coupon ${code}`,
  couponPercent: (value: number, basis: string) => `${value}% off ${basis}`,
  couponAmount: (amount: string, basis: string) => `${amount} off ${basis}`,
  coins: (n: number) => `${formatAmount(n)} ${LOYALTY_NAME}`,
  lastUnits: (n: number) => `Only ${n} left in stock`,
  outOfStock: 'Out of stock',
  // totals
  summary: 'Cart Summary',
  cartTotal: 'Cart Total',
  /** The server's cart_total already has the coupon taken off each line: this row only shows the saving. */
  couponDiscount: 'Coupon savings (included in cart total)',
  deliveryCharge: 'Delivery Charge',
  deliveryFree: 'Free',
  deliveryEstimate: `Estimated for delivery inside the Kathmandu Valley (free from ${formatPaisa(DELIVERY_RULES.freeDeliveryFromPaisa)}). Outside the valley delivery is ${formatPaisa(DELIVERY_RULES.outsideDeliveryPaisa)}: checkout charges by your address.`,
  loyaltyTotal: 'Loyalty Point Total',
  redeemed: (n: number) => `${LOYALTY_NAME} Redeemed (${formatAmount(n)})`,
  tds: 'TDS',
  grandTotal: 'Grand Total',
  // coupon
  couponTitle: 'Apply Coupon',
  couponLabel: 'Coupon code',
  couponPlaceholder: 'Enter coupon code',
  apply: 'Apply',
  couponRequired: 'Coupon code is required.',
  removeCoupon: 'Remove coupon',
  appliedCoupon: (code: string) => `Applied: ${code}`,
  couponsTitle: 'Coupons for your cart',
  useCoupon: (code: string) => `Use ${code}`,
  // CG|Coins
  redeemTitle: `Redeem ${LOYALTY_NAME}`,
  redeemLabel: `${LOYALTY_NAME} to redeem`,
  redeemHint: (available: number, max: number) => `You have ${formatAmount(available)} ${LOYALTY_NAME}; up to ${formatAmount(max)} can be redeemed on this cart.`,
  redeemNone: (available: number) => `You have ${formatAmount(available)} ${LOYALTY_NAME}.`,
  redeemApply: 'Redeem',
  redeemRemove: 'Remove',
  redeemRemoveLabel: `Stop redeeming ${LOYALTY_NAME}`,
  redeemInvalid: 'Enter a whole number of CG|Coins.',
  redeemApplied: (n: number) => `${n} ${LOYALTY_NAME} will be redeemed at checkout.`,
  // links
  continueShopping: 'Continue Shopping',
  checkout: 'Proceed to Checkout',
  flexiPay: 'Checkout with Flexi Pay',
  flexiPayNote: '0% interest EMI on your bank card',
} as const;

