/**
 * One session shared by every widget instance on the page (the runtime chunk is one ES module,
 * so this state is a singleton), kept in the page's localStorage under the widgets' namespace
 * ('cg-widgets:user') so the host page's own `user` item is never touched, and kept in step
 * across instances and tabs by shared/storage.
 */
import { useEffect, useState } from 'react';
import type { SessionUser } from '../../shared/api/account';
import { createWidgetStore, WIDGET_NAMESPACE, type AppStore } from '../../shared/storage';

export const WIDGET_STORAGE_NAMESPACE = WIDGET_NAMESPACE;

export interface WidgetSession {
  user(): SessionUser | null;
  /** Bearer token of the stored user, for the API client's getToken. */
  token(): string | null;
  setUser(user: SessionUser | null): void;
  /** Hears every change of the user (from any instance or tab); returns the unsubscribe. */
  subscribe(listener: (user: SessionUser | null) => void): () => void;
}

let storeInstance: AppStore | null = null;
let current: SessionUser | null | undefined;
const listeners = new Set<(user: SessionUser | null) => void>();

/** The widgets' store: the spec's keys under 'cg-widgets:' (one per page, created on first use). */
export function widgetStorage(): AppStore {
  if (!storeInstance) {
    storeInstance = createWidgetStore();
    storeInstance.watch('user', (user) => {
      current = user;
      for (const listener of [...listeners]) listener(user);
    });
  }
  return storeInstance;
}

export const session: WidgetSession = {
  user() {
    if (current === undefined) current = widgetStorage().get('user');
    return current;
  },
  token() {
    return session.user()?.token || null;
  },
  setUser(user) {
    widgetStorage().set('user', user);
  },
  subscribe(listener) {
    widgetStorage();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * The stored user, re-rendering on every change. State and an effect rather than
 * useSyncExternalStore, which only Preact's compat layer has (the mini-cart runs without it).
 */
export function useSessionUser(): SessionUser | null {
  const [user, setUser] = useState(session.user);
  useEffect(() => {
    setUser(session.user()); // a change between the render and this effect
    return session.subscribe(setUser);
  }, []);
  return user;
}

/** Tests: forget the singleton (the backend keeps its items). */
export function resetWidgetSessionForTests(): void {
  storeInstance?.dispose();
  storeInstance = null;
  current = undefined;
  listeners.clear();
}
