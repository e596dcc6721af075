/**
 * The compare page's words (spec part 2 §2 "Compare page", §4, §8). Row labels, 'Availbility'
 * (spelling kept), 'Instock', 'No Products in comparison list' and the two messages are the
 * spec's, verbatim. Tests import these.
 */
export const COMPARE_TEXT = {
  documentTitle: 'Compare',
  title: 'Compare Products',
  loading: 'Loading the comparison…',
  empty: 'No Products in comparison list',
  emptyHint: 'Add products of one sub-category with Add to Compare on their pages to see them side by side.',
  continueShopping: 'Continue Shopping',
  scrollHint: 'Swipe sideways to see every product.',
  tableRegion: 'Comparison table (scrolls sideways)',
  // rows
  productImage: 'Product Image',
  productName: 'Product Name',
  modelNumber: 'Model Number',
  ratings: 'Ratings',
  /** The average rating beside the stars: '4.5'. */
  ratingOf: (rating: number) => rating.toFixed(1),
  /** 'Ratings (N reviews)'; one review reads '(1 review)'. */
  reviewCount: (n: number) => (n === 1 ? '(1 review)' : `(${n} reviews)`),
  price: 'Price',
  originalPrice: 'Original price',
  description: 'Description',
  manufacturer: 'Manufacturer',
  availbility: 'Availbility',
  inStock: 'Instock',
  outOfStock: 'Out of stock',
  actions: 'Actions',
  // actions
  addToCart: 'Add to Cart',
  /** A booking-only (prepayment) product: to its pre-booking page, as the product page does. */
  bookNow: 'Book Now',
  addToWishlist: 'Add to Wishlist',
  remove: 'Remove',
  // messages (spec part 2 §4, §8; '{name} added to Wishlist' is the wishlist feature's, wishlist/added.ts)
  added: (name: string) => `${name} added to Compare`,
  removed: (name: string) => `${name} removed from compare list`,
  outOfStockMessage: (name: string) => `${name} is out of Stock.`,
  failed: 'Something went wrong. Please try again.',
} as const;
