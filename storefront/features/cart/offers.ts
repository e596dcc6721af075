/**
 * The coupon and the CG|Coins applied in the cart survive a reload: the spec's API takes them as
 * get-cart's query and keeps nothing on the server, so the browser keeps them (cart_offers), for
 * the shopper who applied them only. Only what the server accepted is kept: a coupon it refuses
 * and coins it clamps to zero are dropped by the cart slice, and the kept copy follows; an order
 * placed or a logout drops them too.
 */
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { SessionUser } from '../../../shared/api/account';
import type { AppStore, StoredCartOffers } from '../../../shared/storage/keys';
import { loggedOut } from '../session/slice';
import { selectUser } from '../session/selectors';
import { orderPlaced } from './events';
import { selectCoupon, selectCouponMessage, selectRedeem } from './selectors';
import { cartReceived, couponRemoved, offersRestored, redeemRequested } from './slice';
import type { CouponMessage } from './slice';

/** What to keep for this shopper: the accepted coupon and the coins; null when there is neither. */
export function offersToKeep(
  email: string,
  coupon: string | null,
  redeem: number | null,
  message: CouponMessage | null,
): StoredCartOffers | null {
  const kept = coupon && message?.status === 'success' ? coupon : null;
  return kept || redeem ? { email, coupon: kept, redeem: redeem || null } : null;
}

/** The kept offers when they belong to `user`. */
export function keptOffersOf(storage: AppStore, user: SessionUser | null): StoredCartOffers | null {
  const stored = storage.get('cart_offers');
  if (!user || !stored || typeof stored !== 'object' || stored.email !== user.email) return null;
  const coupon = typeof stored.coupon === 'string' && stored.coupon.trim() ? stored.coupon.trim() : null;
  const redeem = Number.isInteger(stored.redeem) && Number(stored.redeem) > 0 ? Number(stored.redeem) : null;
  return coupon || redeem ? { email: stored.email, coupon, redeem } : null;
}

/** Puts the kept offers of the logged-in shopper back into the cart (before get-cart asks with them). */
export function* restoreOffers(storage: AppStore) {
  const user: SessionUser | null = yield select(selectUser);
  const kept: StoredCartOffers | null = yield call(keptOffersOf, storage, user);
  if (kept) yield put(offersRestored({ coupon: kept.coupon, redeem: kept.redeem }));
}

/** Writes what the cart keeps now (or removes the item when nothing is kept). */
export function* saveOffers(storage: AppStore) {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) return;
  const keep = offersToKeep(user.email, yield select(selectCoupon), yield select(selectRedeem), yield select(selectCouponMessage));
  if (keep) yield call([storage, storage.set], 'cart_offers', keep);
  else yield call([storage, storage.remove], 'cart_offers');
}

export function* offersSaga(storage: AppStore) {
  yield takeEvery([cartReceived.type, couponRemoved.type, redeemRequested.type, orderPlaced.type], saveOffers, storage);
  yield takeEvery(loggedOut.type, function* forget() {
    yield call([storage, storage.remove], 'cart_offers');
  });
}
