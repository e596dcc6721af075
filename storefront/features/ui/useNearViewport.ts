import { startTransition, useEffect, useState, type RefObject } from 'react';
import { observeNear } from './observeNear';
import { useRenderedOnServer } from '../../../shared/ui/useRenderedOnServer';

/**
 * True once the element is within `margin` of the viewport (and from then on). Without
 * IntersectionObserver (tests, old browsers) it is true at once. Lets long pages render their
 * heavy rows only when the shopper gets near them: the first paint stays small. Rows that come
 * near together render one per frame job (observeNear), not all in one long task, and each as a
 * transition, which React renders in slices that yield to the browser. The server
 * renders the row's placeholder (it has no viewport), and so does hydration.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '800px'): boolean {
  const fromServer = useRenderedOnServer();
  const [near, setNear] = useState(() => !fromServer && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return undefined;
    const el = ref.current;
    if (!el) return undefined;
    return observeNear(el, margin, () => startTransition(() => setNear(true)));
  }, [near, ref, margin]);
  return near;
}
