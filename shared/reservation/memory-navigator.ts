/**
 * A navigator kept in memory: the widget's own history (a partner page's URL is not ours to
 * change) and the one unit tests drive. go() pushes, replace() swaps the top, back() pops — or,
 * with nothing to go back to, returns to the start path.
 */
import { useMemo, useState } from 'react';
import type { ReservationNavigator } from './host';

interface Entry {
  path: string;
  state: unknown;
  /** Counts navigations, so that a replace with the same path still re-renders. */
  key: number;
}

export interface MemoryNavigator extends ReservationNavigator {
  /** How many entries the history holds (1 = nothing to go back to). */
  readonly depth: number;
  /** Changes with every navigation. */
  readonly key: number;
}

let keys = 0;

export function useMemoryNavigator(initialPath: string, initialState?: unknown, startPath: string = initialPath): MemoryNavigator {
  const [stack, setStack] = useState<Entry[]>(() => [{ path: initialPath, state: initialState, key: ++keys }]);
  const top = stack[stack.length - 1];
  return useMemo<MemoryNavigator>(
    () => ({
      path: top.path,
      state: top.state,
      depth: stack.length,
      atStart: stack.length === 1,
      key: top.key,
      go: (path, state) => setStack((s) => [...s, { path, state, key: ++keys }]),
      replace: (path, state) => setStack((s) => [...s.slice(0, -1), { path, state, key: ++keys }]),
      back: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : [{ path: startPath, state: undefined, key: ++keys }])),
      href: (path) => `#${path}`,
    }),
    [stack, top, startPath],
  );
}
