import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A disclosure (button + panel), for the storefront (React) and the widgets (preact/compat):
 * Escape closes it and puts focus back on the button; a click, touch or focus outside the root
 * closes it (outside is read from the event's composed path, so it works inside a shadow root);
 * any change of `closeOn` closes it (the storefront passes the route, so a page change closes it).
 */
export function useDisclosure<R extends HTMLElement = HTMLDivElement, B extends HTMLElement = HTMLButtonElement>(closeOn?: unknown) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<R>(null);
  const buttonRef = useRef<B>(null);

  useEffect(() => setOpen(false), [closeOn]);

  // Attached as the panel is shown (a layout effect), so an Escape pressed at once is never missed.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const doc = rootRef.current?.ownerDocument ?? document;
    const outside = (event: Event) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    doc.addEventListener('mousedown', outside);
    doc.addEventListener('touchstart', outside);
    doc.addEventListener('focusin', outside);
    doc.addEventListener('keydown', onKey);
    return () => {
      doc.removeEventListener('mousedown', outside);
      doc.removeEventListener('touchstart', outside);
      doc.removeEventListener('focusin', outside);
      doc.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return { open, setOpen, rootRef, buttonRef, toggle: () => setOpen((v) => !v) };
}
