/**
 * Which component shows each path of the flow. A host gives ReservationApp its table: the
 * storefront every screen at once (its route group is a chunk of its own already, and the server
 * renders the screens), the <scooter-reservation> widget its first screen at once and the others
 * as lazy screens, so that a partner page's first load carries only what the first screen needs.
 */
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { ReservationNavigator } from './host';

/** A screen whose code is fetched on demand (a dynamic import). */
export interface LazyScreen {
  /** Fetches the code once (again after a failure); resolves with the component. */
  load(): Promise<ComponentType>;
  /** The component once its code is here, else null. */
  loaded(): ComponentType | null;
}

export type ScreenTable = Readonly<Record<string, ComponentType | LazyScreen>>;

export function lazyScreen(importer: () => Promise<ComponentType>): LazyScreen {
  let component: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (c) => (component = c),
        (error: unknown) => {
          pending = null; // a later attempt fetches again
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}

const isLazy = (entry: ComponentType | LazyScreen | undefined): entry is LazyScreen =>
  !!entry && typeof (entry as LazyScreen).loaded === 'function';

/** '/payment/' → '/payment' */
export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The table's entry for a path (trailing slashes ignored); undefined for a path of no screen. */
export const screenEntry = (table: ScreenTable, path: string) => table[normalisePath(path)];

/** Starts fetching every lazy screen of the table (failures are left to the screen's own load). */
export function preloadScreens(table: ScreenTable): void {
  for (const entry of Object.values(table)) if (isLazy(entry)) entry.load().catch(() => undefined);
}

export interface ScreenState {
  /** The component to render; null while its code loads or after it failed to. */
  Screen: ComponentType | null;
  failed: boolean;
  retry(): void;
}

/** The component of a table entry, loading a lazy one that is not here yet. */
export function useScreen(entry: ComponentType | LazyScreen | undefined): ScreenState {
  const [, setLoaded] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const Screen = isLazy(entry) ? entry.loaded() : (entry ?? null);
  useEffect(() => {
    if (!isLazy(entry) || entry.loaded()) return undefined;
    let alive = true;
    entry.load().then(
      () => alive && setLoaded((n) => n + 1),
      (error: unknown) => {
        console.warn('A reservation screen could not be loaded', error);
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, [entry, attempt]);
  return {
    Screen,
    failed: failed && !Screen,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * The navigator with moves that wait for the next screen's code: the current screen stays (and
 * onProgress(+1/-1) lets the host show its loading overlay) until the next one can render, so a
 * move never shows an empty frame and focus lands on the new screen's heading. Of two moves in
 * quick succession only the later is made. A failed fetch moves anyway: the screen then offers
 * to try again (ReservationApp).
 */
export function useNavigatorAfterLoad<N extends ReservationNavigator>(navigator: N, table: ScreenTable, onProgress: (delta: number) => void): N {
  const latest = useRef(0);
  return useMemo(() => {
    const move = (path: string, apply: () => void) => {
      const ticket = ++latest.current;
      const entry = screenEntry(table, path);
      if (!isLazy(entry) || entry.loaded()) {
        apply();
        return;
      }
      onProgress(1);
      void entry
        .load()
        .catch(() => undefined)
        .then(() => {
          onProgress(-1);
          if (latest.current === ticket) apply();
        });
    };
    return {
      ...navigator,
      go: (path: string, state?: unknown) => move(path, () => navigator.go(path, state)),
      replace: (path: string, state?: unknown) => move(path, () => navigator.replace(path, state)),
      back: () => {
        ++latest.current;
        navigator.back();
      },
    };
  }, [navigator, table, onProgress]);
}
