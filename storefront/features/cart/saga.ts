import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isOk, type ApiClient } from '../../../shared/api/client';
import {
  deleteCart,
  getCart,
  getCouponsViaCartProducts,
  updateCart,
  type CartCoupon,
  type CartResponse,
} from '../../../shared/api/cart';
import type { ApiEnvelope } from '../../../shared/api/client';
import type { SessionUser } from '../../../shared/api/account';
import type { AppStore } from '../../../shared/storage/keys';
import { loggedOut, sessionStarted, sessionSynced } from '../session/slice';
import { selectUser } from '../session/selectors';
import { cartChanged, orderPlaced } from './events';
import { offersSaga, restoreOffers } from './offers';
import { selectCoupon, selectRedeem } from './selectors';
import {
  cartCleared,
  cartNoticeReceived,
  cartReceived,
  cartRequested,
  couponApplyRequested,
  couponRemoved,
  couponsReceived,
  couponsRequested,
  lineDeleteRequested,
  lineSettled,
  quantityChangeRequested,
  redeemRequested,
} from './slice';

export interface CartDeps {
  api: ApiClient;
  /** Where the applied coupon and coins are kept between visits (cart/offers.ts). */
  storage: AppStore;
}

/**
 * get-cart?platform=W[&coupon][&redeem] for the logged-in user. A failed call or null data
 * gives a null cart (spec part 3 §8); a guest has none.
 */
export function* fetchCart({ api }: CartDeps) {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) {
    yield put(cartCleared());
    return;
  }
  const coupon: string | null = yield select(selectCoupon);
  const redeem: number | null = yield select(selectRedeem);
  const response: CartResponse | null = yield call(getCart, api, { coupon, redeem });
  const now: SessionUser | null = yield select(selectUser);
  if (!now || now.token !== user.token) return; // logged out or replaced meanwhile
  yield put(cartReceived(isOk(response) ? (response.data ?? null) : null));
  yield put(cartNoticeReceived(isOk(response) && typeof response.message === 'string' && response.message ? response.message : null));
}

/** get-coupons-via-cart-products: the coupons this shopper can use on the cart now (the server's rule). */
export function* fetchCoupons({ api }: CartDeps) {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) return;
  const response: ApiEnvelope<CartCoupon[]> | null = yield call(getCouponsViaCartProducts, api);
  yield put(couponsReceived(isOk(response) && Array.isArray(response.data) ? response.data : []));
}

/**
 * update-cart by one unit up or down, then the cart and its coupons again (totals come from the
 * server only; a coupon's minimum may be reached or lost).
 */
export function* changeQuantity(deps: CartDeps, action: PayloadAction<{ product_id: number; change: 1 | -1 }>) {
  const { product_id, change } = action.payload;
  try {
    yield call(updateCart, deps.api, { product_id, qty: change });
    yield call(fetchCart, deps);
    yield call(fetchCoupons, deps);
  } finally {
    yield put(lineSettled(product_id));
  }
}

/** delete-cart, then the cart and its coupons again. */
export function* deleteLine(deps: CartDeps, action: PayloadAction<{ product_id: number }>) {
  const { product_id } = action.payload;
  try {
    yield call(deleteCart, deps.api, { product_id });
    yield call(fetchCart, deps);
    yield call(fetchCoupons, deps);
  } finally {
    yield put(lineSettled(product_id));
  }
}

/** A new session (login, or one from another tab): its kept coupon and coins first, then its cart. */
export function* startCart(deps: CartDeps) {
  yield call(restoreOffers, deps.storage);
  yield put(cartRequested());
}

/**
 * The cart feature (registered with the shell: the header's mini-cart is on every page). It
 * fetches the cart on start when logged in, on login, on a session from another tab (each with
 * the coupon and coins kept for that shopper), when another feature changed the server cart
 * (cartChanged), and when the coupon or redeem changes; logout clears it.
 */
export function* cartSaga(deps: CartDeps) {
  yield takeLatest(
    [cartRequested.type, cartChanged.type, orderPlaced.type, couponApplyRequested.type, couponRemoved.type, redeemRequested.type],
    fetchCart,
    deps,
  );
  yield takeEvery([sessionStarted.type, sessionSynced.type], startCart, deps);
  yield fork(offersSaga, deps.storage);
  yield takeLatest(couponsRequested.type, fetchCoupons, deps);
  yield takeEvery(quantityChangeRequested.type, changeQuantity, deps);
  yield takeEvery(lineDeleteRequested.type, deleteLine, deps);
  yield takeEvery(loggedOut.type, function* clear() {
    yield put(cartCleared());
  });
  const user: SessionUser | null = yield select(selectUser);
  if (user) yield call(startCart, deps);
}
