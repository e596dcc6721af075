import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { isOk, type ApiClient, type ApiEnvelope } from '../../../shared/api/client';
import { login, register, type LoginResponse, type SessionUser } from '../../../shared/api/account';
import { addToCart } from '../../../shared/api/cart';
import { addToWishlist } from '../../../shared/api/wishlist';
import { cartChanged } from '../cart/events';
import { sessionStarted } from '../session/slice';
import { intentPath, loginIntent } from './redirects';
import {
  loginFailed,
  loginSubmitted,
  loginSucceeded,
  registerFailed,
  registerFollowedUp,
  registerSubmitted,
  registerSucceeded,
  type AfterLogin,
  type LoginRequest,
  type RegisterRequest,
} from './slice';

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';

/** A non-200 answer's message; null for a network failure (only logged, no message). */
const failureMessage = (response: { message?: string } | null): string | null =>
  response ? response.message || FALLBACK_ERROR : null;

const hasSession = (data: unknown): data is SessionUser =>
  !!data && typeof data === 'object' && typeof (data as SessionUser).token === 'string' && !!(data as SessionUser).token;

/**
 * After the session started (spec part 2 §4 "Login success"): the query decides. cart adds the
 * product (qty 1) and goes to /user/cart; wishlist adds it to the wishlist and goes to
 * /user/wishlist; prebook goes to /prebook-{value}; none refreshes the cart (the points are
 * refreshed by the session saga on sessionStarted) and goes to /. A failed add navigates nowhere
 * and says why (part 2 §8: add to cart and add to wishlist return false on failure).
 */
export function* followLoginQuery(api: ApiClient, search: string) {
  const intent = loginIntent(search);
  const done = (extra: Partial<AfterLogin> = {}): AfterLogin => ({ next: intentPath(intent), failure: null, notice: null, ...extra });
  const failed = (response: ApiEnvelope | null): AfterLogin => ({
    next: null,
    failure: response?.message || FALLBACK_ERROR,
    notice: null,
  });
  switch (intent.kind) {
    case 'cart': {
      const response: ApiEnvelope | null = yield call(addToCart, api, { qty: 1, product_id: intent.productId });
      if (!isOk(response)) return failed(response);
      yield put(cartChanged());
      return done({ notice: response.message ?? null });
    }
    case 'wishlist': {
      const response: ApiEnvelope | null = yield call(addToWishlist, api, { product_id: intent.productId });
      if (!isOk(response)) return failed(response);
      return done({ notice: response.message ?? null });
    }
    case 'none':
      yield put(cartChanged());
      return done();
    default:
      return done();
  }
}

export function* loginFlow(api: ApiClient, action: PayloadAction<LoginRequest>) {
  const { query = '', ...payload } = action.payload;
  const response: LoginResponse | null = yield call(login, api, payload);
  if (!isOk(response) || !hasSession(response.data)) {
    yield put(loginFailed(isOk(response) ? FALLBACK_ERROR : failureMessage(response)));
    return;
  }
  // The session first (stored user = the token the follow-up calls send), then the query's follow-up.
  yield put(sessionStarted(response.data));
  const after: AfterLogin = yield call(followLoginQuery, api, query);
  yield put(loginSucceeded(after));
}

export function* registerFlow(api: ApiClient, action: PayloadAction<RegisterRequest>) {
  const { query = '', ...payload } = action.payload;
  const response: LoginResponse | null = yield call(register, api, payload);
  if (!isOk(response)) {
    yield put(registerFailed(failureMessage(response)));
    return;
  }
  if (hasSession(response.data)) {
    // Our server answers with the session, like login: the shopper is logged in at once, and
    // the query (cart, wishlist, prebook) is followed as after a login.
    yield put(sessionStarted(response.data));
    const after: AfterLogin = yield call(followLoginQuery, api, query);
    yield put(registerFollowedUp(after));
    return;
  }
  yield put(registerSucceeded({ message: response.message || 'Your account has been created. Please log in.' }));
}

export function* authSaga(api: ApiClient) {
  yield takeLatest(loginSubmitted.type, loginFlow, api);
  yield takeLatest(registerSubmitted.type, registerFlow, api);
}
