/**
 * The API client and local storage the store was configured with, for components that call the
 * API themselves (the shared reservation screens and the shared 'Forgot password?' popup).
 * configureAppStore registers them against its store; components read them through react-redux's
 * store context, so tests that render with a fake API get that same fake.
 */
import { useStore } from 'react-redux';
import type { AppDeps } from './store';

export type { AppDeps };

const registry = new WeakMap<object, AppDeps>();

export function registerAppDeps(store: object, deps: AppDeps): void {
  registry.set(store, deps);
}

export function appDepsOf(store: object): AppDeps {
  const deps = registry.get(store);
  if (!deps) throw new Error('This store was not made by configureAppStore (no API client registered).');
  return deps;
}

/** The API client and storage of the store in context. */
export function useAppDeps(): AppDeps {
  return appDepsOf(useStore());
}
