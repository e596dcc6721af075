/** The wishlist route's chunk: /user/wishlist (spec part 2 §2, part 3 §2). */
export { WishlistPage } from './WishlistPage';
