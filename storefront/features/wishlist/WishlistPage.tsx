import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { WishlistItem } from '../../../shared/api/wishlist';
import { effectivePrice, formatNpr, hasDiscount } from '../../../shared/domain/money';
import { productPath } from '../../../shared/domain/slug';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/selectors';
import { FlashArea } from './FlashArea';
import { WISHLIST_TEXT as T } from './messages';
import { useFlash } from './useFlash';
import { useWishlist, type ActionResult } from './useWishlist';
import './Wishlist.css';

/** Where a guest goes (spec part 3 §6: cart, standard checkout and wishlist send a guest to /). */
export const WISHLIST_GUEST_REDIRECT = '/';

const CART_PATH = '/user/cart';

/**
 * /user/wishlist (spec part 2 §2, §7; part 3 §5, §7): the saved products with their price and
 * stock, a quantity (at least 1) and Add to Cart, Remove; when empty, 'Your Wishlist is empty'
 * with links to continue shopping and 'Proceed to cart'. A message carried here by the login
 * page (after ?wishlist=…) is shown first.
 */
export function WishlistPage() {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const { items, status, busy, remove, moveToCart } = useWishlist(user?.token ?? null);
  const [flash, setFlash] = useFlash();

  const notice = (location.state as { notice?: unknown } | null)?.notice;
  useEffect(() => {
    if (typeof notice === 'string' && notice) setFlash({ tone: 'success', text: notice });
  }, [notice, setFlash]);

  if (!user) return <Navigate to={WISHLIST_GUEST_REDIRECT} replace />;

  const report = (result: ActionResult) => {
    if (result) setFlash(result);
  };

  return (
    <>
      <PageHead head={titleHead(T.documentTitle)} />
      <section className="cg-wishlist" aria-labelledby="wishlist-title">
        <div className="cg-wishlist__inner">
          <header className="cg-wishlist__head">
            <h1 id="wishlist-title" className="cg-wishlist__title">
              {T.title}
            </h1>
            {status === 'ready' && items.length > 0 ? <p className="cg-wishlist__count">{T.count(items.length)}</p> : null}
          </header>
          <FlashArea flash={flash} className="cg-wishlist__flash" />
          {status === 'loading' && items.length === 0 ? (
            <p className="cg-wishlist__loading" role="status">
              {T.loading}
            </p>
          ) : status === 'failed' && items.length === 0 ? null : items.length === 0 ? (
            <EmptyWishlist />
          ) : (
            <>
              <ul className="cg-wishlist__list" aria-label={T.listLabel}>
                {items.map((item) => (
                  <WishlistRow
                    key={item.product_id}
                    item={item}
                    busy={busy === item.product_id}
                    onRemove={() => remove(item).then(report)}
                    onAddToCart={(qty) => moveToCart(item, qty).then(report)}
                  />
                ))}
              </ul>
              <WishlistLinks />
            </>
          )}
        </div>
      </section>
    </>
  );
}

function WishlistLinks() {
  return (
    <div className="cg-wishlist__links">
      <Link className="cg-button cg-button--secondary" to="/">
        {T.continueShopping}
      </Link>
      <Link className="cg-button cg-button--primary" to={CART_PATH}>
        {T.proceedToCart}
      </Link>
    </div>
  );
}

function EmptyWishlist() {
  return (
    <div className="cg-wishlist__empty">
      <svg className="cg-wishlist__empty-icon" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <p className="cg-wishlist__empty-title">{T.empty}</p>
      <p className="cg-wishlist__empty-hint">{T.emptyHint}</p>
      <WishlistLinks />
    </div>
  );
}

interface RowProps {
  item: WishlistItem;
  busy: boolean;
  onRemove: () => void;
  onAddToCart: (qty: number) => void;
}

function WishlistRow({ item, busy, onRemove, onAddToCart }: RowProps) {
  const qtyId = useId();
  const [qty, setQty] = useState('1');
  const href = productPath(item.product_name, item.product_id);
  const inStock = Number(item.available_quantity) > 0;
  const discounted = hasDiscount(item.product_price, item.product_discount_price);
  const shown = effectivePrice(item.product_price, item.product_discount_price);
  const maxQty = inStock ? Math.min(100, Number(item.available_quantity)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = qty.trim();
    onAddToCart(/^\d+$/.test(value) ? Number(value) : NaN);
  };

  return (
    <li className="cg-wishlist__item">
      <Link className="cg-wishlist__image" to={href} tabIndex={-1} aria-hidden="true">
        {item.product_img ? <img src={item.product_img} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
      </Link>
      <div className="cg-wishlist__info">
        <Link className="cg-wishlist__name" to={href}>
          {item.product_name}
        </Link>
        <p className="cg-wishlist__prices">
          <span className="cg-visually-hidden">{T.price}: </span>
          <span className="cg-wishlist__price">{formatNpr(shown)}</span>
          {discounted ? (
            <>
              {' '}
              <span className="cg-visually-hidden">{T.originalPrice}: </span>
              <s className="cg-wishlist__old-price">{formatNpr(item.product_price)}</s>
            </>
          ) : null}
        </p>
        <p className={`cg-wishlist__stock ${inStock ? 'cg-wishlist__stock--in' : 'cg-wishlist__stock--out'}`}>
          {inStock ? T.inStock : T.outOfStock}
        </p>
      </div>
      <form className="cg-wishlist__actions" onSubmit={submit} noValidate>
        <div className="cg-wishlist__qty">
          <label htmlFor={qtyId}>
            {T.quantity}
            <span className="cg-visually-hidden"> {item.product_name}</span>
          </label>
          <input
            id={qtyId}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQty}
            step={1}
            value={qty}
            onChange={(e) => setQty(e.target.value)}
          />
        </div>
        <button type="submit" className="cg-button cg-button--primary" disabled={busy}>
          {T.addToCart}
          <span className="cg-visually-hidden"> {item.product_name}</span>
        </button>
        <button type="button" className="cg-button cg-button--secondary cg-wishlist__remove" onClick={onRemove} disabled={busy}>
          {T.remove}
          <span className="cg-visually-hidden"> {item.product_name}</span>
        </button>
      </form>
    </li>
  );
}
