import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { addToCart } from '../../../shared/api/cart';
import { addToWishlist } from '../../../shared/api/wishlist';
import { CURRENCY } from '../../../shared/domain/money';
import { slugIdParam } from '../../../shared/domain/slug';
import { useAppDeps } from '../../app/deps';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CART_PATH, loginPathFor } from '../auth/redirects';
import { cartChanged } from '../cart/events';
import { pushDataLayer, trackPixel } from '../listing/analytics';
import { selectUser } from '../session/selectors';
import { addedToWishlistText } from '../wishlist/added';
import type { Flash } from '../wishlist/useFlash';
import { COMPARE_TEXT as T } from './messages';

/** One product of the table, as the actions need it. */
export interface ComparedProduct {
  id: number;
  name: string;
  brand: string;
  /** What the shopper pays (the discount price when there is one). */
  price: number;
  inStock: boolean;
  /** Booking-only: its pre-booking page instead of the cart. */
  prepayment: boolean;
}

/** add_to_cart for the tag manager, AddToCart for the pixel (spec part 2 §4, §7). */
function trackAddToCart(p: ComparedProduct): void {
  pushDataLayer({
    event: 'add_to_cart',
    ecommerce: {
      currency: CURRENCY,
      value: p.price,
      items: [{ item_id: String(p.id), item_name: p.name, item_brand: p.brand, price: p.price, quantity: 1 }],
    },
  });
  trackPixel('track', 'AddToCart', { content_ids: [String(p.id)], content_name: p.name, content_type: 'product', value: p.price, currency: CURRENCY });
}

/**
 * The actions row (spec part 2 §4): Add to Cart — out of stock says '{name} is out of Stock.',
 * a guest goes to login with ?cart={name-slug-id}, a success refreshes the cart, fires the
 * tracking events and goes to /user/cart; Add to Wishlist — a guest goes to login with
 * ?wishlist={name-slug-id}, a success says '{name} added to Wishlist' (or the server's answer for a
 * product that was there already). A session the server no
 * longer knows (401) goes to login like a guest; another refusal shows the server's message and
 * goes nowhere; a network failure is only logged.
 */
export function useCompareActions(show: (flash: Flash) => void) {
  const { api } = useAppDeps();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [busy, setBusy] = useState<number | null>(null);

  const refused = useCallback((message: string | undefined) => show({ tone: 'danger', text: message || T.failed }), [show]);

  const addProductToCart = useCallback(
    async (p: ComparedProduct) => {
      if (!p.inStock) return show({ tone: 'danger', text: T.outOfStockMessage(p.name) });
      if (!user) return navigate(loginPathFor('cart', slugIdParam(p.name, p.id)));
      setBusy(p.id);
      try {
        const response = await addToCart(api, { qty: 1, product_id: p.id });
        if (!response) return;
        if (response.statusCode === 401) return navigate(loginPathFor('cart', slugIdParam(p.name, p.id)));
        if (response.statusCode !== 200) return refused(response.message);
        dispatch(cartChanged());
        trackAddToCart(p);
        navigate(CART_PATH);
      } finally {
        setBusy(null);
      }
    },
    [api, dispatch, navigate, refused, show, user],
  );

  const addProductToWishlist = useCallback(
    async (p: ComparedProduct) => {
      if (!user) return navigate(loginPathFor('wishlist', slugIdParam(p.name, p.id)));
      setBusy(p.id);
      try {
        const response = await addToWishlist(api, { product_id: p.id });
        if (!response) return;
        if (response.statusCode === 401) return navigate(loginPathFor('wishlist', slugIdParam(p.name, p.id)));
        if (response.statusCode !== 200) return refused(response.message);
        show({ tone: 'success', text: addedToWishlistText(p.name, response) });
      } finally {
        setBusy(null);
      }
    },
    [api, navigate, refused, show, user],
  );

  return { busy, addProductToCart, addProductToWishlist };
}
