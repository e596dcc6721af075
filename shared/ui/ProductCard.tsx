import type { ComponentType, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import type { ProductCard as ProductCardData } from '../api/types';
import { coinsForProduct } from '../domain/loyalty';
import { productPath } from '../domain/slug';
import { PRODUCT_CARD_TEXT as T } from './productCardText';
import './ProductCard.css';
import { formatNpr, effectivePrice, hasDiscount, discountPercent } from '../domain/money';

/** What the card hands its link renderer (the storefront passes react-router's Link). */
export interface ProductCardLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Where the card leads; default productPath(name, id). Widgets pass an absolute store URL. */
  href?: string;
  /** Renders the link; default a plain <a href>. */
  Link?: ComponentType<ProductCardLinkProps>;
  /** Level of the product name heading (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** 'eager' for cards above the fold; default 'lazy'. */
  imageLoading?: 'lazy' | 'eager';
  /** Called when the card's link is followed. */
  onOpen?: (product: ProductCardData, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Actions under the card (e.g. an add-to-cart button); they sit above the card's link. */
  children?: ReactNode;
  className?: string;
}

/** Spreads a `part` attribute (for ::part styling inside a widget's shadow root). */
const part = (name: string): Record<string, string> => ({ part: name });

function PlainLink({ href, className, children, onClick }: ProductCardLinkProps) {
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

const IMAGE_SIZE = 300;

/** The alternate image's load: CSS shows it on hover from then on (an attribute neither React nor Preact renders, so neither resets it). */
const markLoaded = (event: SyntheticEvent<HTMLImageElement>) => event.currentTarget.setAttribute('data-loaded', '');
/** The same for an image that loaded before the page was hydrated (its load event had no listener yet). */
const markIfLoaded = (img: HTMLImageElement | null) => {
  if (img?.naturalWidth) img.setAttribute('data-loaded', '');
};

/** Star rating: five grey stars under five gold ones clipped to rating / 5. */
export function StarRating({ rating, className }: { rating: number | null | undefined; className?: string }) {
  const value = Math.min(5, Math.max(0, Number(rating) || 0));
  const stars = '★★★★★';
  return (
    <span className={`cg-stars${className ? ` ${className}` : ''}`} role="img" aria-label={T.rating(value)} {...part('rating')}>
      <span className="cg-stars__base" aria-hidden="true">
        {stars}
      </span>
      <span className="cg-stars__fill" aria-hidden="true" style={{ width: `${(value / 5) * 100}%` }}>
        {stars}
      </span>
    </span>
  );
}

/**
 * The product card shared by the storefront grids and sliders and the <product-card> widget
 * (spec part 1 §2, part 2 §2): image (swapping to the alternate image on hover), badges
 * (Save %, New, Bundle for product_type Combo, Free), brand, name, model number, rating stars,
 * price with the struck original price, CG|Coins, EMI price, the free item and stock state.
 * The whole card is one link (the name's link stretches over it); `children` sit above it.
 * Stateless (no hooks): the hover swap is CSS (ProductCard.css), so hovering re-renders nothing
 * and the <product-card> widget's first load needs no hooks library.
 */
export function ProductCard({
  product,
  href,
  Link = PlainLink,
  headingLevel = 3,
  imageLoading = 'lazy',
  onOpen,
  children,
  className,
}: ProductCardProps) {
  const to = href ?? productPath(product.name, product.id);
  const Heading = `h${headingLevel}` as 'h3';

  const discounted = hasDiscount(product.price, product.discount_price);
  const savePercent = discounted
    ? Number(product.discount_percent) > 0
      ? Math.round(Number(product.discount_percent))
      : discountPercent(product.price, product.discount_price)
    : 0;
  const shownPrice = effectivePrice(product.price, product.discount_price);
  const coins =
    product.loyalty_point != null && Number(product.loyalty_point) >= 0
      ? Math.floor(Number(product.loyalty_point))
      : coinsForProduct(product.price, product.discount_price);
  const emi = Number(product.emi_price) > 0 ? Number(product.emi_price) : 0;
  const inStock = Number(product.availability) === 1;
  const isNew = Number(product.new) === 1;
  const isBundle = product.product_type === 'Combo';
  const free = product.free && product.free.name ? product.free : null;
  const altImage = product.alt_featured_image && product.alt_featured_image !== product.featured_image ? product.alt_featured_image : null;
  return (
    <article
      className={`cg-card${inStock ? '' : ' cg-card--out'}${className ? ` ${className}` : ''}`}
      data-product-id={product.id}
      {...part('card')}
    >
      <div className="cg-card__media" {...part('media')}>
        {altImage ? (
          // Before the main image, drawn over it: lazy and not laid out until the card is hovered,
          // so the browser fetches it on the first hover; marked data-loaded once it has loaded,
          // then shown while the card is hovered (ProductCard.css). A new picture is a new element.
          <img
            key={altImage}
            className="cg-card__img cg-card__img--alt"
            src={altImage}
            alt=""
            aria-hidden="true"
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            onLoad={markLoaded}
            ref={markIfLoaded}
          />
        ) : null}
        <img
          className="cg-card__img"
          src={product.featured_image}
          alt={product.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={imageLoading}
          decoding="async"
          {...part('image')}
        />
        {savePercent > 0 || isNew || isBundle || free ? (
          <ul className="cg-card__badges" aria-label="Offers">
            {savePercent > 0 ? (
              <li className="cg-card__badge cg-card__badge--save" {...part('badge badge-save')}>
                {T.save(savePercent)}
              </li>
            ) : null}
            {isNew ? (
              <li className="cg-card__badge cg-card__badge--new" {...part('badge badge-new')}>
                {T.newBadge}
              </li>
            ) : null}
            {isBundle ? (
              <li className="cg-card__badge cg-card__badge--bundle" {...part('badge badge-bundle')}>
                {T.bundleBadge}
              </li>
            ) : null}
            {free ? (
              <li className="cg-card__badge cg-card__badge--free" {...part('badge badge-free')}>
                {T.freeBadge}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>

      <div className="cg-card__body">
        {product.brand ? (
          <p className="cg-card__brand" {...part('brand')}>
            {product.brand}
          </p>
        ) : null}
        <Heading className="cg-card__name" {...part('name')}>
          <Link href={to} className="cg-card__link" onClick={onOpen ? (event) => onOpen(product, event) : undefined}>
            {product.name}
          </Link>
        </Heading>
        {product.model_number ? (
          <p className="cg-card__model" {...part('model')}>
            {T.model}: {product.model_number}
          </p>
        ) : null}
        <StarRating rating={product.ratings} className="cg-card__rating" />

        <p className="cg-card__prices" {...part('price')}>
          <span className="cg-visually-hidden">{T.price}: </span>
          <span className="cg-card__price">{formatNpr(shownPrice)}</span>
          {discounted ? (
            <>
              {' '}
              <span className="cg-visually-hidden">{T.originalPrice}: </span>
              <s className="cg-card__old-price">{formatNpr(product.price)}</s>
            </>
          ) : null}
        </p>

        <div className="cg-card__perks">
          {coins > 0 ? (
            <p className="cg-card__coins" {...part('coins')}>
              <CoinIcon />
              {T.coins(coins)}
            </p>
          ) : null}
          {emi > 0 ? (
            <p className="cg-card__emi" {...part('emi')}>
              {T.emi(formatNpr(emi))}
            </p>
          ) : null}
        </div>

        {free ? (
          <p className="cg-card__free" {...part('free')}>
            {free.image ? (
              <img className="cg-card__free-img" src={free.image} alt="" width={32} height={32} loading="lazy" decoding="async" />
            ) : null}
            <span>{T.free(free.name)}</span>
          </p>
        ) : null}

        <p className={`cg-card__stock cg-card__stock--${inStock ? 'in' : 'out'}`} {...part('stock')}>
          {inStock ? T.inStock : T.outOfStock}
        </p>

        {children ? <div className="cg-card__actions">{children}</div> : null}
      </div>
    </article>
  );
}

function CoinIcon() {
  return (
    <svg className="cg-card__coin-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="#f2b705" />
      <circle cx="8" cy="8" r="4.6" fill="none" stroke="#b88600" strokeWidth="1.3" />
    </svg>
  );
}
