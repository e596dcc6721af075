import { queueFrameJob } from './frameQueue';

/**
 * Calls `onNear` once `el` is within `margin` (pixels, above and below) of the viewport. The
 * IntersectionObserver says when it comes within reach; a frame job (frameQueue) confirms it after
 * the render work queued before: a long page hydrates its first rows and adds the rest a frame at a
 * time, so what seems near at the first layout may be pushed away by then (it is observed on).
 * Returns a function that stops observing.
 */
export function observeNear(el: Element, margin: string, onNear: () => void): () => void {
  const reach = parseFloat(margin);
  const stillNear = () => {
    const box = el.getBoundingClientRect();
    return box.top < window.innerHeight + reach && box.bottom > -reach;
  };
  let cancelJob = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      cancelJob();
      cancelJob = queueFrameJob(() => {
        if (!stillNear()) return;
        observer.disconnect();
        onNear();
      });
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(el);
  return () => {
    observer.disconnect();
    cancelJob();
  };
}
