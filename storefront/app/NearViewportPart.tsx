import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { observeNear } from '../features/ui/observeNear';

const TOUCH_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Resolves once the element `id` comes within `margin` of the viewport, or the shopper touches
 * the page; at once where there is nothing to wait for (the server, a page rendered in the
 * browser, where the element is not there yet, or no IntersectionObserver). observeNear confirms
 * nearness after the page's queued render work: the footer of a home page seems near at first and
 * is not once the rows are in.
 */
export function whenNear(id: string, margin: string): Promise<void> {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el?.hasChildNodes() || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      for (const type of TOUCH_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    const stop = observeNear(el, margin, done);
    for (const type of TOUCH_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * A part of every page below the fold (the footer) whose code comes when the shopper nears it.
 * The server renders it whole. The browser keeps the server's HTML as it is (links work, nothing
 * else yet) until the code has come, then hydrates it on its own, apart from the page: neither
 * its download nor its hydration weighs on the page's start. A form submitted before then is
 * held and submitted again once the part is live.
 */
export function nearViewportPart(id: string, load: () => Promise<ComponentType>, margin = '400px'): ComponentType {
  let live = false;
  let held: HTMLFormElement | null = null;
  const Lazy = lazy(async () => {
    await whenNear(id, margin);
    const Part = await load();
    function LivePart() {
      useEffect(() => {
        live = true;
        const form = held;
        held = null;
        form?.requestSubmit();
      }, []);
      return <Part />;
    }
    return { default: LivePart };
  });

  return function NearViewportPart() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = ref.current;
      if (!el) return undefined;
      const hold = (event: Event) => {
        if (live || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        held = event.target;
      };
      el.addEventListener('submit', hold, true);
      return () => el.removeEventListener('submit', hold, true);
    }, []);
    return (
      <div id={id} ref={ref}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </div>
    );
  };
}
