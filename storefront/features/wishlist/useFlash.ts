import { useCallback, useEffect, useRef, useState } from 'react';

/** A page message: the server's text or one of the spec's, success or danger. */
export interface Flash {
  tone: 'success' | 'danger';
  text: string;
}

/** How long a message stays (spec part 3 §9: toast messages vanish after 5 seconds). */
export const FLASH_MS = 5000;

/** One message at a time that clears itself after `ms`; a new message restarts the clock. */
export function useFlash(ms: number = FLASH_MS): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (next: Flash | null) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = next ? setTimeout(() => setFlash(null), ms) : null;
      setFlash(next);
    },
    [ms],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return [flash, show];
}
