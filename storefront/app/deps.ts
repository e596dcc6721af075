/**
 * The API client and local storage the store was configured with, for components that call the
 * API themselves (the shared reservation screens and the shared 'Forgot password?' popup), and
 * the saga runner lazily loaded features use (app/inject.ts). configureAppStore registers them
 * against its store; components read them through react-redux's store context, so tests that
 * render with a fake API get that same fake.
 */
import { useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import type { ApiClient } from '../../shared/api/client';
import type { AppStore } from '../../shared/storage/keys';

export interface AppDeps {
  api: ApiClient;
  storage: AppStore;
}

/** Runs a saga of a lazily loaded feature with the store's deps (see app/inject.ts). */
export type SagaRunner = (saga: Saga<[AppDeps]>) => void;

interface Registered {
  deps: AppDeps;
  runSaga: SagaRunner;
}

const registry = new WeakMap<object, Registered>();

export function registerAppDeps(store: object, deps: AppDeps, runSaga: SagaRunner): void {
  registry.set(store, { deps, runSaga });
}

function registered(store: object): Registered {
  const entry = registry.get(store);
  if (!entry) throw new Error('This store was not made by configureAppStore (no API client registered).');
  return entry;
}

export function appDepsOf(store: object): AppDeps {
  return registered(store).deps;
}

export function sagaRunnerOf(store: object): SagaRunner {
  return registered(store).runSaga;
}

/** The API client and storage of the store in context. */
export function useAppDeps(): AppDeps {
  return appDepsOf(useStore());
}
