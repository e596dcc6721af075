import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { createAppStore as createLocalStore, type AppStore } from '../../shared/storage/keys';
import type { ApiClient } from '../../shared/api/client';
import { authSaga } from '../features/auth/saga';
import { cartSaga } from '../features/cart/saga';
import { headerSaga } from '../features/header/saga';
import { homeSaga } from '../features/home/saga';
import { listingSaga } from '../features/listing/sagaGate';
import { resourcesSaga } from '../features/resources/saga';
import { sessionSaga } from '../features/session/saga';
import { initialSessionState } from '../features/session/slice';
import { requestProgress } from '../features/ui/slice';
import { createStorefrontApi } from './api';
import { registerAppDeps, type AppDeps } from './deps';
import { rootReducer, type RootState } from './rootReducer';

export function* rootSaga(deps: AppDeps) {
  yield all([
    call(sessionSaga, deps),
    call(authSaga, deps.api),
    call(homeSaga, deps),
    call(headerSaga, deps.api),
    call(listingSaga, deps.api),
    call(cartSaga, deps),
    call(resourcesSaga, deps.api),
  ]);
}

export interface StoreOptions {
  /** Local storage of the spec's keys; defaults to window.localStorage. */
  storage?: AppStore;
  /** Builds the API client; gets the progress callback that feeds the loading overlay. */
  makeApi?: (onProgress: (delta: 1 | -1) => void, storage: AppStore) => ApiClient;
  /** The state the server rendered the page with (app/serverState.ts); the session is still the stored one. */
  serverState?: RootState | null;
}

/** The redux store with its sagas running; the stored user is the starting session. */
export function configureAppStore({ storage = createLocalStore(), makeApi, serverState }: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...serverState, session: initialSessionState(validStoredUser(storage)) },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const onProgress = (delta: 1 | -1) => store.dispatch(requestProgress(delta));
  const api = makeApi ? makeApi(onProgress, storage) : createStorefrontApi(storage, onProgress);
  const deps: AppDeps = { api, storage };
  registerAppDeps(store, deps, (saga) => void sagaMiddleware.run(saga, deps));
  const task = sagaMiddleware.run(rootSaga, deps);
  return { store, api, storage, task };
}

export type AppReduxStore = ReturnType<typeof configureAppStore>['store'];

/** A stored user without a token is no session. */
function validStoredUser(storage: AppStore) {
  const user = storage.get('user');
  return user && typeof user === 'object' && typeof user.token === 'string' && user.token ? user : null;
}

