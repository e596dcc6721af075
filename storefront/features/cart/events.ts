import { createAction } from '@reduxjs/toolkit';

/**
 * The server-side cart changed outside the cart feature (added from the product page, the
 * wishlist, login with ?cart=…, a placed order): the cart feature refetches the cart, so the
 * header's mini-cart and /user/cart show it.
 */
export const cartChanged = createAction('cart/changed');
