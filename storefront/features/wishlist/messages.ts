/**
 * The wishlist's words (spec part 2 §4, §8; part 3 §5, §7). '{name} added to Wishlist' and
 * 'Your Wishlist is empty' are the spec's, verbatim. Tests import these.
 */
import { STORE_MESSAGES } from '../../../shared/validation/store-messages';

export const WISHLIST_TEXT = {
  documentTitle: 'Wishlist',
  title: 'My Wishlist',
  loading: 'Loading your wishlist…',
  empty: 'Your Wishlist is empty',
  emptyHint: 'Save products you like and find them here later.',
  continueShopping: 'Continue Shopping',
  proceedToCart: 'Proceed to cart',
  added: (name: string) => `${name} added to Wishlist`,
  count: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  listLabel: 'Products in your wishlist',
  price: 'Price',
  originalPrice: 'Original price',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  quantity: 'Quantity',
  addToCart: 'Add to Cart',
  remove: 'Remove',
  /** When the server's add-to-cart answer carries no message of its own. */
  addedToCart: (name: string) => `${name} added to cart.`,
  /** Spec part 2 §8: out of stock on add to cart. */
  outOfStockMessage: (name: string) => `${name} is out of Stock.`,
  /** Spec part 3 §5: at least 1 in the wishlist add-to-cart control (the shared quantity rule's words). */
  quantityMin: STORE_MESSAGES.quantityMin,
  /** More than one cart line takes: the cart's own words, never the API's ('qty must be …'). */
  quantityMax: STORE_MESSAGES.quantityMax,
  failed: 'Something went wrong. Please try again.',
} as const;
