/**
 * A small typed key-value store over a Storage-like backend (localStorage, sessionStorage or
 * the in-memory backend for tests and server rendering).
 *
 * - Values are JSON; a missing, corrupt or unreadable item reads as the fallback (null).
 * - A namespace prefixes every key ('cg-widgets' → 'cg-widgets:user'), so widgets never touch
 *   the host page's own items.
 * - Listeners hear every change of their keys: changes made through this store, through any
 *   other store over the same backend and namespace in this window (a DOM event on `events`),
 *   and changes made in other tabs (the window 'storage' event).
 */

/** The part of the Web Storage API the store needs. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length?: number;
  key?(index: number): string | null;
}

/** Something that dispatches and listens to events (the window, or an EventTarget in tests). */
export interface EventHub {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

/** The in-window change event between stores sharing a backend. */
export const STORE_CHANGE_EVENT = 'cg-storage-change';

interface ChangeDetail {
  backend: StorageLike;
  /** The full (prefixed) key; null when the namespace was cleared. */
  fullKey: string | null;
  raw: string | null;
  origin: object;
}

export type ChangeListener<S, K extends keyof S = keyof S> = (key: K, value: S[K] | null) => void;

export interface KeyValueStore<S extends object> {
  readonly namespace: string;
  readonly backend: StorageLike;
  /** The full backend key of an item ('cg-widgets:user'). */
  fullKey(key: keyof S & string): string;
  get<K extends keyof S & string>(key: K): S[K] | null;
  get<K extends keyof S & string>(key: K, fallback: S[K]): S[K];
  set<K extends keyof S & string>(key: K, value: S[K] | null | undefined): void;
  remove(key: keyof S & string): void;
  has(key: keyof S & string): boolean;
  /** Removes the store's items: every key under the namespace, or the known keys without one. */
  clear(): void;
  /** Hears every change; returns the unsubscribe function. */
  subscribe(listener: ChangeListener<S>): () => void;
  /** Hears the changes of one key. */
  watch<K extends keyof S & string>(key: K, listener: (value: S[K] | null) => void): () => void;
  /** Stops listening to window events (listeners are dropped too). */
  dispose(): void;
}

export interface StoreOptions<S extends object> {
  /** Defaults to window.localStorage when usable, else a fresh in-memory backend. */
  backend?: StorageLike | null;
  /** Key prefix without the colon ('cg-widgets'); '' for none. */
  namespace?: string;
  /** The keys this store owns (used by clear() without a namespace). */
  keys?: readonly (keyof S & string)[];
  /** Where stores in this window tell each other about changes; defaults to window; null for none. */
  events?: EventHub | null;
  /** Where cross-tab 'storage' events come from; defaults to window; null for none. */
  storageEvents?: EventHub | null;
  /** Told about backend failures (quota, privacy mode); default console.warn. */
  log?: (message: string, error: unknown) => void;
}

/** A Storage-compatible backend kept in memory. */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.has(key) ? (this.items.get(key) as string) : null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

export const createMemoryStorage = (): MemoryStorage => new MemoryStorage();

const browserWindow = (): (EventHub & { localStorage?: StorageLike }) | null =>
  typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? (window as unknown as EventHub & { localStorage?: StorageLike }) : null;

/** window.localStorage when it exists and works (sandboxed frames and privacy modes can throw). */
export function localStorageOrNull(): StorageLike | null {
  try {
    const w = browserWindow();
    const ls = w?.localStorage;
    if (!ls) return null;
    const probe = '__cg_probe__';
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    return null;
  }
}

/** Reads JSON, or the fallback when the text is missing or corrupt. */
export function parseJson<T>(raw: string | null | undefined, fallback: T): T {
  if (raw == null || raw === '') return fallback;
  try {
    const value = JSON.parse(raw) as T | null;
    return value === null ? fallback : value;
  } catch {
    return fallback;
  }
}

export function createStore<S extends object>(options: StoreOptions<S> = {}): KeyValueStore<S> {
  const backend: StorageLike = options.backend ?? localStorageOrNull() ?? new MemoryStorage();
  const namespace = options.namespace ?? '';
  const prefix = namespace ? `${namespace}:` : '';
  const knownKeys = options.keys ?? [];
  const events = options.events === undefined ? browserWindow() : options.events;
  const storageEvents = options.storageEvents === undefined ? browserWindow() : options.storageEvents;
  const log = options.log ?? ((message: string, error: unknown) => console.warn(message, error));
  const listeners = new Set<ChangeListener<S>>();
  const origin = {};

  const fullKey = (key: string) => prefix + key;
  const ownKey = (full: string): string | null => {
    if (!full.startsWith(prefix)) return null;
    const key = full.slice(prefix.length);
    if (!prefix && knownKeys.length && !knownKeys.includes(key as keyof S & string)) return null;
    return key;
  };

  const readRaw = (full: string): string | null => {
    try {
      return backend.getItem(full);
    } catch (error) {
      log(`Reading ${full} failed`, error);
      return null;
    }
  };

  const notify = (key: string, raw: string | null) => {
    const value = parseJson<unknown>(raw, null) as S[keyof S] | null;
    for (const listener of [...listeners]) {
      try {
        listener(key as keyof S, value);
      } catch (error) {
        log(`A storage listener failed for ${key}`, error);
      }
    }
  };

  const broadcast = (full: string | null, raw: string | null) => {
    if (!events || typeof CustomEvent === 'undefined') return;
    const detail: ChangeDetail = { backend, fullKey: full, raw, origin };
    events.dispatchEvent(new CustomEvent<ChangeDetail>(STORE_CHANGE_EVENT, { detail }));
  };

  const keysInBackend = (): string[] => {
    const out: string[] = [];
    try {
      if (typeof backend.key === 'function' && typeof backend.length === 'number') {
        for (let i = 0; i < backend.length; i++) {
          const k = backend.key(i);
          if (k != null) out.push(k);
        }
      }
    } catch (error) {
      log('Listing stored keys failed', error);
    }
    return out;
  };

  const notifyAll = () => {
    const keys = new Set<string>(knownKeys);
    for (const k of keys) notify(k, readRaw(fullKey(k)));
  };

  const onLocalChange = (event: Event) => {
    const detail = (event as CustomEvent<ChangeDetail>).detail;
    if (!detail || detail.origin === origin || detail.backend !== backend) return;
    if (detail.fullKey === null) return notifyAll();
    const key = ownKey(detail.fullKey);
    if (key != null) notify(key, detail.raw);
  };

  const onStorage = (event: Event) => {
    const e = event as StorageEvent;
    if (e.storageArea && e.storageArea !== (backend as unknown as Storage)) return;
    if (e.key == null) return notifyAll();
    const key = ownKey(e.key);
    if (key != null) notify(key, e.newValue ?? null);
  };

  events?.addEventListener(STORE_CHANGE_EVENT, onLocalChange);
  if (storageEvents) storageEvents.addEventListener('storage', onStorage);

  function get<K extends keyof S & string>(key: K, fallback?: S[K]): S[K] | null {
    return parseJson<S[K] | null>(readRaw(fullKey(key)), fallback ?? null);
  }

  const store: KeyValueStore<S> = {
    namespace,
    backend,
    fullKey,
    get: get as KeyValueStore<S>['get'],
    set(key, value) {
      if (value === null || value === undefined) return store.remove(key);
      const full = fullKey(key);
      let raw: string;
      try {
        raw = JSON.stringify(value);
        backend.setItem(full, raw);
      } catch (error) {
        log(`Saving ${full} failed`, error);
        return;
      }
      notify(key, raw);
      broadcast(full, raw);
    },
    remove(key) {
      const full = fullKey(key);
      try {
        backend.removeItem(full);
      } catch (error) {
        log(`Removing ${full} failed`, error);
        return;
      }
      notify(key, null);
      broadcast(full, null);
    },
    has(key) {
      return readRaw(fullKey(key)) !== null;
    },
    clear() {
      const keys = new Set<string>(knownKeys);
      if (prefix) for (const full of keysInBackend()) if (full.startsWith(prefix)) keys.add(full.slice(prefix.length));
      for (const key of keys) store.remove(key as keyof S & string);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    watch(key, listener) {
      return store.subscribe((changed, value) => {
        if (changed === key) listener(value as S[typeof key] | null);
      });
    },
    dispose() {
      listeners.clear();
      events?.removeEventListener(STORE_CHANGE_EVENT, onLocalChange);
      storageEvents?.removeEventListener('storage', onStorage);
    },
  };
  return store;
}
