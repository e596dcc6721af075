/** The mini-cart's words (spec part 2 §2 header). Tests import these. */
export const MINI_CART_TEXT = {
  recentlyAdded: 'Recently added item(s)',
  empty: 'No Items in cart',
  viewCart: 'View Cart',
  subtotal: 'Subtotal',
  cart: 'Cart',
  qty: (n: number) => `Qty: ${n}`,
  /** Units in the cart, for the cart button's accessible name ('3 items'). */
  units: (n: number) => `${n} item${n === 1 ? '' : 's'}`,
  showCart: 'Show cart summary',
  loading: 'Loading your cart…',
} as const;
