import { useEffect, useRef } from 'react';

/**
 * Calls `onRestore` when the browser shows this page again from its back-forward cache: Back from a
 * payment gateway brings the page back exactly as it was left, mid-submit (overlay on, submit
 * button disabled), and no effect runs again by itself. Every form that hands the shopper off to a
 * gateway clears its submitting state here; what the shopper typed stays. A page loaded afresh
 * (no bfcache) starts from its initial state and needs nothing.
 */
export function usePageRestored(onRestore: () => void): void {
  const latest = useRef(onRestore);
  useEffect(() => {
    latest.current = onRestore;
  });
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
