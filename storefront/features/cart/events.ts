import { createAction } from '@reduxjs/toolkit';

/**
 * The server-side cart changed outside the cart feature (added from the product page, the
 * wishlist, login with ?cart=…, a placed order): the cart feature refetches the cart, so the
 * header's mini-cart and /user/cart show it.
 */
export const cartChanged = createAction('cart/changed');

/**
 * An order was placed (or paid in the page, as with Khalti's widget): the server emptied the cart
 * and may have spent the shopper's CG|Coins, so the cart and the header's points are fetched again.
 */
export const orderPlaced = createAction('checkout/orderPlaced');
