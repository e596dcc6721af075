import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CancelPayload } from '../../../shared/api/account-area';
import { isOk, type ApiClient, type ApiEnvelope } from '../../../shared/api/client';
import { useAppDeps } from '../../app/deps';

export interface Cancellation {
  target: { id: number; title: string } | null;
  pending: boolean;
  /** The success message ('… request for cancellation is forward to us.'), once sent. */
  notice: string | null;
  /** Where the notice renders: it gets focus after a successful request. */
  noticeRef: RefObject<HTMLDivElement | null>;
  ask: (id: number, title: string) => void;
  dismiss: () => void;
  confirm: (reason: string) => Promise<void>;
}

interface Options {
  send: (api: ApiClient, id: number, payload: CancelPayload) => Promise<ApiEnvelope | null>;
  sentMessage: (id: number) => string;
  reload: () => void;
}

/**
 * The cancellation flow of orders and bookings (spec part 3 §4, §8): ask for the reason, post
 * it; on success show the message, scroll to the top and reload the list. A failure is only logged.
 */
export function useCancellation({ send, sentMessage, reload }: Options): Cancellation {
  const { api } = useAppDeps();
  const [target, setTarget] = useState<Cancellation['target']>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusNotice, setFocusNotice] = useState(0);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  useEffect(() => {
    if (!focusNotice) return;
    noticeRef.current?.focus({ preventScroll: true });
  }, [focusNotice]);

  const ask = useCallback((id: number, title: string) => setTarget({ id, title }), []);
  const dismiss = useCallback(() => setTarget(null), []);

  const confirm = useCallback(
    async (reason: string) => {
      if (!target) return;
      const { id } = target;
      setPending(true);
      const response = await send(api, id, { cancelled_reason: reason });
      if (!alive.current) return;
      setPending(false);
      setTarget(null);
      if (!isOk(response)) {
        console.error(`Cancellation of ${id} failed`, response);
        return;
      }
      setNotice(sentMessage(id));
      if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
        try {
          window.scrollTo({ top: 0 });
        } catch {
          /* jsdom has no scrolling */
        }
      }
      reload();
      if (alive.current) setFocusNotice((n) => n + 1);
    },
    [api, reload, send, sentMessage, target],
  );

  return { target, pending, notice, noticeRef, ask, dismiss, confirm };
}
