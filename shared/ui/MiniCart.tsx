import type { ComponentType } from 'react';
import type { CartItem } from '../api/cart';
import { productPath } from '../domain/slug';
import { MINI_CART_TEXT as T } from './miniCartText';
import type { ProductCardLinkProps } from './ProductCard';
import './MiniCart.css';
import { formatMoney, effectivePrice } from '../domain/money';

/** A mini-cart line (spec part 2 §3): product_id, product_name, product_img, qty, product_price, product_discount, product_discount_price. */
export type MiniCartItem = Pick<CartItem, 'product_id' | 'product_name' | 'product_img' | 'qty' | 'product_price' | 'product_discount' | 'product_discount_price'>;

export interface MiniCartProps {
  /** The cart's lines, oldest first (as get-cart answers); shown newest first. */
  items: readonly MiniCartItem[];
  /** The server's cart total. */
  subtotal: number;
  /** Where 'View Cart' goes; default '/user/cart'. */
  cartHref?: string;
  /** Turns a store path ('/product-…') into the link's href (widgets make it absolute). */
  resolve?: (path: string) => string;
  /** Renders links; default a plain <a href> (the storefront passes react-router's Link). */
  Link?: ComponentType<ProductCardLinkProps>;
  /** Heading level of 'Recently added item(s)' (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
  /** Called when a link inside is followed (the header closes its dropdown). */
  onNavigate?: () => void;
}

const part = (name: string): Record<string, string> => ({ part: name });

function PlainLink({ href, className, children, onClick }: ProductCardLinkProps) {
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** Units in the cart (the badge on a cart button). */
export const cartUnits = (items: readonly Pick<CartItem, 'qty'>[] | null | undefined): number =>
  (items ?? []).reduce((n, item) => n + (Number(item.qty) || 0), 0);

/** The unit price the shopper pays: the discount price when there is one. */
const unitPrice = (item: MiniCartItem) => effectivePrice(item.product_price, item.product_discount_price);

/**
 * The mini-cart (spec part 2 §2): 'Recently added item(s)' with each line (image, name linking to
 * the product, quantity and price), the subtotal and a 'View Cart' link; or 'No Items in cart'.
 * Shared by the storefront header's dropdown and the <mini-cart> widget. Only Preact-compatible APIs.
 */
export function MiniCart({
  items,
  subtotal,
  cartHref = '/user/cart',
  resolve = (p) => p,
  Link = PlainLink,
  headingLevel = 2,
  className,
  onNavigate,
}: MiniCartProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const cls = `cg-minicart${className ? ` ${className}` : ''}`;
  if (items.length === 0) {
    return (
      <div className={`${cls} cg-minicart--empty`} {...part('mini-cart')}>
        <p className="cg-minicart__empty" {...part('empty')}>
          {T.empty}
        </p>
      </div>
    );
  }
  const newestFirst = [...items].reverse();
  return (
    <div className={cls} {...part('mini-cart')}>
      <Heading className="cg-minicart__title" {...part('title')}>
        {T.recentlyAdded}
      </Heading>
      <ul className="cg-minicart__list" {...part('list')}>
        {newestFirst.map((item) => {
          const href = resolve(productPath(item.product_name, item.product_id));
          const price = unitPrice(item);
          return (
            <li key={item.product_id} className="cg-minicart__item" {...part('item')}>
              {item.product_img ? <img className="cg-minicart__img" src={resolve(item.product_img)} alt="" width={56} height={56} loading="lazy" /> : null}
              <div className="cg-minicart__body">
                <Link href={href} className="cg-minicart__name" onClick={onNavigate}>
                  {item.product_name}
                </Link>
                <p className="cg-minicart__meta">
                  <span>{T.qty(item.qty)}</span>
                  <span className="cg-minicart__price" {...part('price')}>
                    {price < item.product_price ? <s className="cg-minicart__was">{formatMoney(item.product_price)}</s> : null}
                    {formatMoney(price)}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="cg-minicart__subtotal" {...part('subtotal')}>
        <span>{T.subtotal}</span>
        <strong>{formatMoney(subtotal)}</strong>
      </p>
      <Link href={resolve(cartHref)} className="cg-button cg-button--primary cg-button--block cg-minicart__view" onClick={onNavigate}>
        {T.viewCart}
      </Link>
    </div>
  );
}
