import { useCallback, useEffect, useRef, useState } from 'react';
import { addToCart } from '../../../shared/api/cart';
import { isOk, type ApiEnvelope } from '../../../shared/api/client';
import { deleteWishlist, getWishlist, type WishlistItem } from '../../../shared/api/wishlist';
import { MAX_QTY_PER_LINE } from '../../../shared/validation/limits';
import { useAppDeps } from '../../app/deps';
import { useAppDispatch } from '../../app/hooks';
import { cartChanged } from '../cart/events';
import { WISHLIST_TEXT as T } from './messages';
import type { Flash } from './useFlash';

export type WishlistStatus = 'loading' | 'ready' | 'failed';

/** The outcome of an action, for the page's message; null when nothing is to be said. */
export type ActionResult = Flash | null;

const failure = (response: ApiEnvelope | null): ActionResult =>
  // A network failure is only logged (by the API client); a refusal shows the server's message.
  response ? { tone: 'danger', text: response.message || T.failed } : null;

/**
 * The wishlist of the logged-in shopper (spec part 2 §7, part 3 §7): get-wishlist reads
 * data.wishlists; delete-wishlist takes product_id; add to cart takes a quantity of at least 1
 * and at most one cart line's (checked here, so the API's wording never reaches the shopper) and,
 * on success, tells the cart feature (cartChanged) so the header's mini-cart follows.
 * `token` is the session's: a new session loads again, none loads nothing.
 */
export function useWishlist(token: string | null) {
  const { api } = useAppDeps();
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<WishlistItem[]>([]);
  const [status, setStatus] = useState<WishlistStatus>('loading');
  const [busy, setBusy] = useState<number | null>(null);
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setStatus('loading');
    const response = await getWishlist(api);
    if (mine !== generation.current) return;
    if (isOk(response) && response.data && Array.isArray(response.data.wishlists)) {
      setItems(response.data.wishlists);
      setStatus('ready');
    } else {
      setStatus('failed');
    }
  }, [api]);

  useEffect(() => {
    if (!token) return;
    void load();
    return () => {
      generation.current++;
    };
  }, [token, load]);

  const remove = useCallback(
    async (item: WishlistItem): Promise<ActionResult> => {
      setBusy(item.product_id);
      try {
        const response = await deleteWishlist(api, { product_id: item.product_id });
        if (!isOk(response)) return failure(response);
        const rest = (response.data as { wishlists?: WishlistItem[] } | undefined)?.wishlists;
        generation.current++; // an older load must not bring the item back
        setItems((current) => (Array.isArray(rest) ? rest : current.filter((i) => i.product_id !== item.product_id)));
        setStatus('ready');
        return response.message ? { tone: 'success', text: response.message } : null;
      } finally {
        setBusy(null);
      }
    },
    [api],
  );

  const moveToCart = useCallback(
    async (item: WishlistItem, qty: number): Promise<ActionResult> => {
      if (!(Number(item.available_quantity) > 0)) return { tone: 'danger', text: T.outOfStockMessage(item.product_name) };
      if (!Number.isInteger(qty) || qty < 1) return { tone: 'danger', text: T.quantityMin };
      if (qty > MAX_QTY_PER_LINE) return { tone: 'danger', text: T.quantityMax };
      setBusy(item.product_id);
      try {
        const response = await addToCart(api, { qty, product_id: item.product_id });
        if (!isOk(response)) return failure(response);
        dispatch(cartChanged());
        return { tone: 'success', text: response.message || T.addedToCart(item.product_name) };
      } finally {
        setBusy(null);
      }
    },
    [api, dispatch],
  );

  return { items, status, busy, remove, moveToCart, reload: load };
}
