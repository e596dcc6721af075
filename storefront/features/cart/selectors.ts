import { createSelector } from '@reduxjs/toolkit';
import type { CartItem } from '../../../shared/api/cart';
import type { CartState } from './slice';

type WithCart = { cart: CartState };

const EMPTY: CartItem[] = [];

export const selectCart = (state: WithCart) => state.cart.data;
export const selectCartStatus = (state: WithCart) => state.cart.status;
export const selectCartItems = (state: WithCart): CartItem[] => state.cart.data?.cart_items ?? EMPTY;
export const selectCartTotal = (state: WithCart): number => state.cart.data?.cart_total ?? 0;
export const selectCoupon = (state: WithCart) => state.cart.coupon;
export const selectRedeem = (state: WithCart) => state.cart.redeem;
export const selectCouponMessage = (state: WithCart) => state.cart.couponMessage;
export const selectCartCoupons = (state: WithCart) => state.cart.coupons;
export const selectBusyLines = (state: WithCart) => state.cart.busy;
/** get-cart's message for the shopper (an unpaid online payment of theirs holding the items), or null. */
export const selectCartNotice = (state: WithCart) => state.cart.notice;

/** Units in the cart (the header badge). */
export const selectCartUnits = createSelector(selectCartItems, (items) => items.reduce((n, i) => n + (Number(i.qty) || 0), 0));

/**
 * The checkout link's query (spec part 3 §2): coupon and redeem when set, nothing otherwise.
 * Only a coupon the server accepted is kept, so only that one travels.
 */
export const selectCheckoutQuery = createSelector(selectCoupon, selectRedeem, selectCouponMessage, (coupon, redeem, message) => {
  const q = new URLSearchParams();
  if (coupon && message?.status === 'success') q.set('coupon', coupon);
  if (redeem) q.set('redeem', String(redeem));
  const s = q.toString();
  return s ? `?${s}` : '';
});
