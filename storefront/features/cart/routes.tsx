/** The cart route's chunk: /user/cart (spec part 3 §2). */
export { CartPage } from './CartPage';
