import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { ApiClient } from '../../shared/api/client';
import { createAppStore as createLocalStore, type AppStore } from '../../shared/storage/keys';
import { authSaga } from '../features/auth/saga';
import { authReducer } from '../features/auth/slice';
import { cartSaga } from '../features/cart/saga';
import { cartReducer } from '../features/cart/slice';
import { headerSaga } from '../features/header/saga';
import { headerReducer } from '../features/header/slice';
import { homeSaga } from '../features/home/saga';
import { homeReducer } from '../features/home/slice';
import { listingSaga } from '../features/listing/saga';
import { listingReducer } from '../features/listing/slice';
import { passwordResetReducer } from '../features/password-reset/slice';
import { sessionSaga } from '../features/session/saga';
import { initialSessionState, sessionReducer } from '../features/session/slice';
import { uiReducer, requestProgress } from '../features/ui/slice';
import { createStorefrontApi } from './api';
import { registerAppDeps } from './deps';

/**
 * Slices of route chunks that are loaded lazily (product page, checkout, account…): each such
 * feature declares itself here by module augmentation and injects its slice with
 * `slice.injectInto(rootReducer)` and its saga with `injectSaga` (app/inject.ts), so its code
 * stays out of the shell that every page downloads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  ui: uiReducer,
  session: sessionReducer,
  auth: authReducer,
  passwordReset: passwordResetReducer,
  home: homeReducer,
  header: headerReducer,
  listing: listingReducer,
  cart: cartReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface AppDeps {
  api: ApiClient;
  storage: AppStore;
}

/** Runs a saga of a lazily loaded feature with the store's deps (see app/inject.ts). */
export type SagaRunner = (saga: Saga<[AppDeps]>) => void;

export function* rootSaga(deps: AppDeps) {
  yield all([
    call(sessionSaga, deps),
    call(authSaga, deps.api),
    call(homeSaga, deps),
    call(headerSaga, deps.api),
    call(listingSaga, deps.api),
    call(cartSaga, deps),
  ]);
}

export interface StoreOptions {
  /** Local storage of the spec's keys; defaults to window.localStorage. */
  storage?: AppStore;
  /** Builds the API client; gets the progress callback that feeds the loading overlay. */
  makeApi?: (onProgress: (delta: 1 | -1) => void, storage: AppStore) => ApiClient;
}

/** The redux store with its sagas running; the stored user is the starting session. */
export function configureAppStore({ storage = createLocalStore(), makeApi }: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: initialSessionState(validStoredUser(storage)) },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const onProgress = (delta: 1 | -1) => store.dispatch(requestProgress(delta));
  const api = makeApi ? makeApi(onProgress, storage) : createStorefrontApi(storage, onProgress);
  const deps: AppDeps = { api, storage };
  registerAppDeps(store, deps, (saga) => void sagaMiddleware.run(saga, deps));
  const task = sagaMiddleware.run(rootSaga, deps);
  return { store, api, storage, task };
}

/** A stored user without a token is no session. */
function validStoredUser(storage: AppStore) {
  const user = storage.get('user');
  return user && typeof user === 'object' && typeof user.token === 'string' && user.token ? user : null;
}

export type AppStoreInstance = ReturnType<typeof configureAppStore>['store'];
export type AppDispatch = AppStoreInstance['dispatch'];
