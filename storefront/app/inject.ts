/**
 * Lazily loaded features (a route chunk's slice and saga) join the running store here, once per
 * store: the slice by `slice.injectInto(rootReducer)` at module level of the feature, the saga by
 * `useInjectedSaga(key, saga)` in the feature's page (or `injectSaga` outside React).
 *
 *   declare module '../../app/rootReducer' { interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {} }
 *   export const injectedCart = cartSlice.injectInto(rootReducer);
 */
import { useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import { sagaRunnerOf, type AppDeps } from './deps';

const started = new WeakMap<object, Set<string>>();

/** Starts `saga` on `store` unless a saga under `key` already runs there. */
export function injectSaga(store: object, key: string, saga: Saga<[AppDeps]>): void {
  let keys = started.get(store);
  if (!keys) started.set(store, (keys = new Set()));
  if (keys.has(key)) return;
  keys.add(key);
  sagaRunnerOf(store)(saga);
}

/** Starts the feature's saga on the store in context before the page's first effects run. */
export function useInjectedSaga(key: string, saga: Saga<[AppDeps]>): void {
  injectSaga(useStore(), key, saga);
}
