import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartCoupon, CartData } from '../../../shared/api/cart';
import { sessionStarted } from '../session/slice';
import { orderPlaced } from './events';

/** The coupon answer of the last get-cart with a coupon (spec part 3 §4: success or danger). */
export interface CouponMessage {
  status: 'success' | 'danger';
  message: string;
}

/**
 * The cart (header mini-cart and /user/cart). Lean on purpose: this slice ships in the shell.
 * `coupon` and `redeem` are what a successful coupon keeps for checkout (spec part 3 §4); they
 * go to /user/checkout as its query.
 */
export interface CartState {
  /** get-cart's data; null when logged out, never loaded or a cart call failed (spec §8). */
  data: CartData | null;
  /** 'loading' until the first answer for the current session. */
  status: 'idle' | 'loading' | 'ready';
  coupon: string | null;
  redeem: number | null;
  couponMessage: CouponMessage | null;
  /** get-coupons-via-cart-products (the cart page asks for it). */
  coupons: CartCoupon[];
  /** Lines with a change on the way (their controls wait). */
  busy: number[];
  /** get-cart's message: what the server wants the shopper to know about this cart (e.g. an unpaid online payment holding its items). */
  notice: string | null;
}

export const initialCartState: CartState = {
  data: null,
  status: 'idle',
  coupon: null,
  redeem: null,
  couponMessage: null,
  coupons: [],
  busy: [],
  notice: null,
};

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Fetch the cart again (with the kept coupon and redeem). */
    cartRequested(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    cartReceived(state, action: PayloadAction<CartData | null>) {
      state.data = action.payload;
      state.status = 'ready';
      // The server clamps the coins to what this cart takes: keep its number for checkout.
      const points = action.payload?.redeem?.points;
      if (state.redeem != null && typeof points === 'number') state.redeem = points > 0 ? points : null;
      const result = action.payload?.coupon;
      if (result && state.coupon && result.coupon.toUpperCase() === state.coupon.toUpperCase()) {
        state.couponMessage = { status: result.status, message: result.message };
        if (result.status === 'success') {
          state.coupon = result.coupon;
          state.redeem = result.redeem != null && Number(result.redeem) > 0 ? Number(result.redeem) : state.redeem;
        } else {
          // A failing coupon is not kept (nor the redeem that came with it).
          state.coupon = null;
          state.redeem = null;
        }
      }
    },
    /** get-cart's message (null when it has none). */
    cartNoticeReceived(state, action: PayloadAction<string | null>) {
      state.notice = action.payload;
    },
    /** Apply a coupon code (get-cart?coupon=…). */
    couponApplyRequested(state, action: PayloadAction<string>) {
      state.coupon = action.payload.trim();
      state.couponMessage = null;
    },
    /** Removing the coupon clears both the coupon and the redeem amount (spec part 3 §4). */
    couponRemoved(state) {
      state.coupon = null;
      state.redeem = null;
      state.couponMessage = null;
    },
    /** The coupon and coins kept from an earlier visit (cart/offers.ts); get-cart checks them again. */
    offersRestored(state, action: PayloadAction<{ coupon: string | null; redeem: number | null }>) {
      state.coupon = action.payload.coupon;
      state.redeem = action.payload.redeem;
      state.couponMessage = null;
    },
    /** Redeem this many CG|Coins (the server clamps them); 0 or null stops redeeming. */
    redeemRequested(state, action: PayloadAction<number | null>) {
      state.redeem = action.payload && action.payload > 0 ? Math.trunc(action.payload) : null;
    },
    couponsRequested() {},
    couponsReceived(state, action: PayloadAction<CartCoupon[]>) {
      state.coupons = action.payload;
    },
    quantityChangeRequested(state, action: PayloadAction<{ product_id: number; change: 1 | -1 }>) {
      if (!state.busy.includes(action.payload.product_id)) state.busy.push(action.payload.product_id);
    },
    lineDeleteRequested(state, action: PayloadAction<{ product_id: number }>) {
      if (!state.busy.includes(action.payload.product_id)) state.busy.push(action.payload.product_id);
    },
    lineSettled(state, action: PayloadAction<number>) {
      state.busy = state.busy.filter((id) => id !== action.payload);
    },
    /** Logged out: no cart, nothing kept. */
    cartCleared() {
      return initialCartState;
    },
  },
  extraReducers: (builder) => {
    // A new login starts from a fresh cart: nothing kept from the previous shopper.
    builder.addCase(sessionStarted, () => ({ ...initialCartState, status: 'loading' as const }));
    // The order used the coupon and the coins: the next cart starts without them.
    builder.addCase(orderPlaced, (state) => ({ ...state, coupon: null, redeem: null, couponMessage: null }));
  },
});

export const {
  cartRequested,
  cartReceived,
  cartNoticeReceived,
  couponApplyRequested,
  couponRemoved,
  offersRestored,
  redeemRequested,
  couponsRequested,
  couponsReceived,
  quantityChangeRequested,
  lineDeleteRequested,
  lineSettled,
  cartCleared,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
export { cartSlice };
