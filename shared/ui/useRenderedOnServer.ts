import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Set by the storefront's entry while it hydrates the server's page (beginHydration, then
 * endHydration once the hydrated page has committed). While it is set, the browser's snapshot
 * equals the server's, so React does not force a synchronous re-render of every component that
 * asked; each of them moves to the browser's values in a transition instead (yielding to the
 * browser between components: no long task after hydration).
 */
let hydrating = false;

export const beginHydration = (): void => {
  hydrating = true;
};

export const endHydration = (): void => {
  hydrating = false;
};

/**
 * True while rendering on the server and while hydrating what the server rendered (React reads
 * the server snapshot then), false in every other render: a first render that must match the
 * server's HTML starts from what the server could know, not from the browser. After hydration
 * it turns false in a transition.
 */
export const useRenderedOnServer = (): boolean => {
  const fromServer = useSyncExternalStore(
    never,
    () => hydrating,
    () => true,
  );
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (fromServer && !settled) startTransition(() => setSettled(true));
  }, [fromServer, settled]);
  return fromServer && !settled;
};
