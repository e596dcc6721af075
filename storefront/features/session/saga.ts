import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { isOk, type ApiClient } from '../../../shared/api/client';
import { getLoyaltyPoint, logout, type LoyaltyResponse, type SessionUser } from '../../../shared/api/account';
import { storeLogin, storeLogout, type AppStore } from '../../../shared/storage/keys';
import { orderPlaced } from '../cart/events';
import { selectUser } from './selectors';
import {
  loggedOut,
  loyaltyReceived,
  loyaltyRefreshRequested,
  logoutRequested,
  sessionStarted,
  sessionSynced,
} from './slice';

export interface SessionDeps {
  api: ApiClient;
  storage: AppStore;
}

/** Login or registration: store the user, clear the saved shipping address, refresh the points. */
export function* startSession({ storage }: SessionDeps, action: PayloadAction<SessionUser>) {
  yield call(storeLogin, storage, action.payload);
  yield put(loyaltyRefreshRequested());
}

/**
 * get-loyalty-point: the points go to the header and the stored user. A failure or null data
 * logs the user out and the points become 0 (spec part 1 §4, §8).
 */
export function* refreshLoyalty(deps: SessionDeps) {
  const user: SessionUser | null = yield select(selectUser);
  if (!user) return;
  const response: LoyaltyResponse | null = yield call(getLoyaltyPoint, deps.api);
  const current: SessionUser | null = yield select(selectUser);
  if (!current || current.token !== user.token) return; // logged out or replaced meanwhile
  const points = isOk(response) && response.data ? Number(response.data.loyality) : NaN;
  if (!Number.isFinite(points)) {
    yield call(endSession, deps);
    return;
  }
  yield put(loyaltyReceived({ token: user.token, points }));
  const updated: SessionUser | null = yield select(selectUser);
  // Another login may have replaced the stored user meanwhile (writes in this same document fire
  // no storage event): never put this session back over it.
  const stored: SessionUser | null = yield call(readStoredUser, deps.storage);
  if (updated && stored?.token === updated.token) yield call([deps.storage, deps.storage.set], 'user', updated);
}

const readStoredUser = (storage: SessionDeps['storage']): SessionUser | null => storage.get('user');

/** Logout: tell the server (revokes the token), then clear the stored user. */
export function* endSession({ api, storage }: SessionDeps) {
  const user: SessionUser | null = yield select(selectUser);
  if (user) yield call(logout, api);
  yield call(storeLogout, storage);
  yield put(loggedOut());
}

/** The stored user as other tabs change it. */
export function storedUserChannel(storage: AppStore): EventChannel<{ user: SessionUser | null }> {
  return eventChannel((emit) => storage.watch('user', (user) => emit({ user })));
}

export function* followOtherTabs(storage: AppStore) {
  const channel: EventChannel<{ user: SessionUser | null }> = yield call(storedUserChannel, storage);
  try {
    for (;;) {
      const { user }: { user: SessionUser | null } = yield take(channel);
      const current: SessionUser | null = yield select(selectUser);
      if (JSON.stringify(user) !== JSON.stringify(current)) yield put(sessionSynced(user));
    }
  } finally {
    channel.close();
  }
}

export function* sessionSaga(deps: SessionDeps) {
  yield takeLatest(sessionStarted.type, startSession, deps);
  // A placed order may have spent coins: the header shows the balance the server now has.
  yield takeLatest([loyaltyRefreshRequested.type, orderPlaced.type], refreshLoyalty, deps);
  yield takeLeading(logoutRequested.type, endSession, deps);
  // Other tabs exist only in a browser (the server's store renders one page and ends).
  if (typeof window !== 'undefined') yield fork(followOtherTabs, deps.storage);
  // On start: a stored user gets fresh points (or is logged out when that fails).
  const user: SessionUser | null = yield select(selectUser);
  if (user) yield put(loyaltyRefreshRequested());
}
