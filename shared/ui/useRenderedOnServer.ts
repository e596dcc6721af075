import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while rendering on the server and while hydrating what the server rendered (React reads
 * the server snapshot then), false in every other render: a first render that must match the
 * server's HTML starts from what the server could know, not from the browser.
 */
export const useRenderedOnServer = (): boolean =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
