import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getCart, type CartData } from '../../shared/api/cart';
import { createApiClient, isOk } from '../../shared/api/client';
import { cartUnits, MiniCart } from '../../shared/ui/MiniCart';
import { MINI_CART_TEXT as T } from '../../shared/ui/miniCartText';
import { useDisclosure } from '../../shared/ui/useDisclosure';
import { storeBaseOf, type WidgetContext } from '../runtime/define';
import { session, useSessionUser } from '../runtime/session';
import type { CartChangeDetail } from './types';
import './mini-cart.css';

export const MINI_CART_TAG = 'mini-cart';
export const MINI_CART_ATTRIBUTES = ['api-base'] as const;
export const CART_CHANGE_EVENT = 'cart-change';

/** A store path ('/product-…', '/media/…') as an absolute URL on the store; absolute URLs stay. */
export const onStore = (storeBase: string) => (path: string) => {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) return path;
  try {
    return new URL(path.replace(/^\/+/, ''), storeBase).href;
  } catch {
    return path;
  }
};

/** What cart-change reports about a cart. */
export function cartChangeDetail(loggedIn: boolean, cart: CartData | null): CartChangeDetail {
  const items = cart?.cart_items ?? [];
  return {
    loggedIn,
    count: cartUnits(items),
    subtotal: cart?.cart_total ?? 0,
    items: items.map((i) => ({ product_id: i.product_id, product_name: i.product_name, qty: i.qty })),
  };
}

const CartIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </svg>
);

/**
 * <mini-cart>: a cart button (aria-expanded) and the shared mini-cart in a dropdown. The cart is
 * the one of the shopper in the widgets' shared session: fetched when the widget appears, when
 * that session changes (a login in <scooter-reservation>, a logout, another tab), when the page
 * becomes visible again, and when the page calls el.refresh().
 */
export function MiniCartWidget({ ctx }: { ctx: WidgetContext }) {
  const user = useSessionUser();
  const apiBase = ctx.apiBase;
  const emit = ctx.emit;
  /** The last answer and the session it was for (a cart is only shown for its own session). */
  const [loaded, setLoaded] = useState<{ token: string | null; cart: CartData | null } | null>(null);
  // The dropdown: Escape closes it (focus back on the button); a click, touch or focus outside closes it.
  const { open, rootRef, buttonRef, toggle } = useDisclosure();
  const [tick, setTick] = useState(0);
  const lastEmitted = useRef<string | null>(null);
  const panelId = `cg-mini-cart-${useId().replace(/:/g, '')}`;

  const api = useMemo(() => createApiClient({ base: apiBase, getToken: session.token }), [apiBase]);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  const token = user?.token ?? null;

  // el.refresh() fetches again (el.apiBase mirrors the attribute: the loader's element does that).
  useLayoutEffect(() => {
    Object.defineProperty(ctx.host, 'refresh', { configurable: true, value: refresh });
  }, [ctx.host, refresh]);

  useEffect(() => {
    if (!token) {
      setLoaded({ token: null, cart: null });
      return undefined;
    }
    let live = true;
    getCart(api).then((response) => {
      // A failed call or null data is a null cart (spec part 3 §8).
      if (live) setLoaded({ token, cart: isOk(response) ? (response.data ?? null) : null });
    });
    return () => {
      live = false;
    };
  }, [api, token, tick]);

  const current = loaded && loaded.token === token ? loaded : null;
  const cart = current?.cart ?? null;

  // cart-change: the first cart the widget shows, then every change of it (login and logout included).
  useEffect(() => {
    if (!current) return;
    const detail = cartChangeDetail(!!current.token, current.cart);
    const key = JSON.stringify(detail);
    if (key === lastEmitted.current) return;
    lastEmitted.current = key;
    emit<CartChangeDetail>(CART_CHANGE_EVENT, detail);
  }, [current, emit]);

  // Back on the page after a while (e.g. from the store in another tab): fetch again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const items = cart?.cart_items ?? [];
  const units = cartUnits(items);
  const storeBase = storeBaseOf(apiBase);
  const resolve = useMemo(() => onStore(storeBase), [storeBase]);

  return (
    <div className="cg-mc" ref={rootRef} part="root">
      <button
        ref={buttonRef}
        type="button"
        className={`cg-mc__button${open ? ' is-open' : ''}`}
        part="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${T.cart}, ${T.units(units)}`}
        onClick={toggle}
      >
        <span className="cg-mc__icon">
          <CartIcon />
          {units > 0 ? (
            <span className="cg-mc__count" part="count" aria-hidden="true">
              {units > 99 ? '99+' : units}
            </span>
          ) : null}
        </span>
        <span className="cg-mc__label">{T.cart}</span>
      </button>
      <div id={panelId} className="cg-mc__panel" part="panel" hidden={!open}>
        {!current ? (
          <p className="cg-mc__loading" role="status">
            {T.loading}
          </p>
        ) : (
          <MiniCart items={items} subtotal={cart?.cart_total ?? 0} resolve={resolve} headingLevel={2} />
        )}
      </div>
    </div>
  );
}
