import { startTransition, useEffect, useRef, useState } from 'react';
import { queueFrameJob } from './frameQueue';
import { useRenderedOnServer } from '../../../shared/ui/useRenderedOnServer';

/**
 * How many of `total` items to render: the first `first` at once, then `step` more per queued
 * frame job (frameQueue: each its own short task, rendered as a transition that yields). Once all are shown, items added later show
 * at once. Everything at once where there is no IntersectionObserver (tests, old browsers).
 * The server renders the first `first`, or all with `wholeOnServer` (content a page without
 * JavaScript must show); hydration starts from the same count.
 */
export function useProgressiveCount(total: number, first = 4, step = 4, wholeOnServer = false): number {
  const fromServer = useRenderedOnServer();
  const [count, setCount] = useState(() => {
    if (fromServer) return wholeOnServer ? total : Math.min(first, total);
    return typeof IntersectionObserver !== 'undefined' ? Math.min(first, total) : total;
  });
  const caughtUp = useRef(false);
  if (count >= total) caughtUp.current = true;
  const behind = !caughtUp.current && count < total;
  useEffect(() => {
    if (!behind) return undefined;
    return queueFrameJob(() => startTransition(() => setCount((n) => n + step)));
  }, [behind, count, step]);
  return caughtUp.current ? total : count;
}
