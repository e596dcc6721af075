import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A disclosure (button + panel): Escape closes it and puts focus back on the button; a click,
 * touch or focus outside closes it; moving to another page closes it.
 */
export function useDisclosure<R extends HTMLElement = HTMLDivElement, B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<R>(null);
  const buttonRef = useRef<B>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
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
