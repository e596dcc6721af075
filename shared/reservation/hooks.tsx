import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { getOlaProduct } from '../api/reservation';
import type { ApiEnvelope } from '../api/client';
import type { AppStore, StoredItems } from '../storage/keys';
import { useHost, type ReservationHost } from './host';
import { RESERVATION_TEXT as T } from './messages';
import { useRenderedOnServer } from '../ui/useRenderedOnServer';
import { RESERVATION_PATHS } from './paths';

/** A locally stored item, kept current when it changes (in this or any other instance or tab). */
export function useStoredItem<K extends keyof StoredItems & string>(storage: AppStore, key: K): StoredItems[K] | null {
  // A page rendered on the server knows nothing stored: it and its hydration start empty.
  const onServer = useRenderedOnServer();
  const [value, setValue] = useState<StoredItems[K] | null>(() => (onServer ? null : storage.get(key)));
  useEffect(() => {
    setValue(storage.get(key));
    return storage.watch(key, setValue);
  }, [storage, key]);
  return value;
}

/** Narrow layout at window width 439px or less (spec part 1 §9). */
export const WIDE_QUERY = '(min-width: 440px)';
const NARROW_MAX = 439;

function isWideWindow(): boolean {
  if (typeof window === 'undefined') return true;
  if (typeof window.matchMedia === 'function') return window.matchMedia(WIDE_QUERY).matches;
  return window.innerWidth > NARROW_MAX;
}

/** True when the window is wider than 439px: the left panel shows; otherwise the back button. */
export function useWideWindow(): boolean {
  // The server assumes a wide window; the browser measures once the page is hydrated.
  const onServer = useRenderedOnServer();
  const [wide, setWide] = useState(() => onServer || isWideWindow());
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const update = () => setWide(isWideWindow());
    update();
    if (typeof window.matchMedia === 'function') {
      const mq = window.matchMedia(WIDE_QUERY);
      mq.addEventListener?.('change', update);
      return () => mq.removeEventListener?.('change', update);
    }
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return wide;
}

/** Navigates in place once rendered (redirects of spec part 1 §2). */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const { navigator } = useHost();
  const done = useRef(false);
  // An effect, not a layout effect: react-router's navigate() is ready only once effects run.
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigator.replace(to, state);
  }, [navigator, to, state]);
  return null;
}

/** A screen opened without the navigation state it needs goes back (spec part 1 §2). */
export function GoBack() {
  const { navigator } = useHost();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigator.back();
  }, [navigator]);
  return null;
}

/** Runs once per mount, even when React's StrictMode mounts twice (calls that create things). */
export function useOnce(effect: () => void) {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Tells the host about a failed call — a network failure (null: only logged, no message on
 * screen), a statusCode other than 200, or a 200 without what was asked for — and returns the
 * message to show in red (the server's, or a general one).
 */
export function reportFailure(host: Pick<ReservationHost, 'events'>, code: string, response: ApiEnvelope | null): string | null {
  const message = response ? (response.statusCode !== 200 && response.message) || T.fallbackError : null;
  host.events?.error?.({ code: response ? code : 'network', message: message ?? 'The store could not be reached.' });
  return message;
}

/** Products looked up in this page: the selection data is fetched once per product and API. */
const lookedUp = new Map<string, Promise<boolean>>();

/** Tests: forget earlier lookups. */
export function forgetProductLookups(): void {
  lookedUp.clear();
}

/**
 * ola/product/{product}: stores the selection data the left panel and the payment screens read
 * (selectedModalData, currentColorObject, prepaymentValue). Once per product and API in a page;
 * resolves false for status 'fail' (an unknown product).
 */
export function lookUpProduct(host: Pick<ReservationHost, 'api' | 'storage' | 'events'>, product: string): Promise<boolean> {
  const { api, storage } = host;
  const key = `${api.base}|${product}`;
  let pending = lookedUp.get(key);
  if (!pending) {
    pending = getOlaProduct(api, product).then((r) => {
      if (r && r.status === 'fail') {
        lookedUp.delete(key);
        reportFailure(host, 'product-not-found', { statusCode: 404, message: r.message || `There is no scooter "${product}".` });
        return false;
      }
      if (!r || (r.statusCode !== undefined && r.statusCode !== 200) || !r.selectedModalData) {
        lookedUp.delete(key); // try again on the next page
        if (r) reportFailure(host, 'product-failed', r);
        return true;
      }
      storage.set('selectedModalData', r.selectedModalData);
      if (r.currentColor) storage.set('currentColorObject', r.currentColor);
      if (typeof r.prepaymentValue === 'number') storage.set('prepaymentValue', r.prepaymentValue);
      return true;
    });
    lookedUp.set(key, pending);
  }
  return pending;
}

/** Looks up the host's product; status 'fail' sends the visitor to the not-found target. */
export function useProductLookup(): void {
  const host = useHost();
  const { api, product, storage } = host;
  const hostRef = useRef(host);
  hostRef.current = host;
  useEffect(() => {
    if (!product) return undefined;
    let alive = true;
    void lookUpProduct(hostRef.current, product).then((found) => {
      if (alive && !found) hostRef.current.navigator.replace(RESERVATION_PATHS.notFound);
    });
    return () => {
      alive = false;
    };
  }, [api, product, storage]);
}

/** A link to another screen of the flow: a real href, the click handled by the navigator. */
export function FlowLink({ to, className, children, part }: { to: string; className?: string; children: ReactNode; part?: string }) {
  const { navigator } = useHost();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigator.go(to);
  };
  return (
    <a href={navigator.href(to)} className={className} onClick={onClick} part={part}>
      {children}
    </a>
  );
}
