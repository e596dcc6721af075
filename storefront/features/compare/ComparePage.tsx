import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CompareTable } from '../../../shared/api/catalogue';
import { effectivePrice, formatNpr, hasDiscount } from '../../../shared/domain/money';
import { prebookPath, productPath } from '../../../shared/domain/slug';
import { StarRating } from '../../../shared/ui/ProductCard';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { FlashArea } from '../wishlist/FlashArea';
import { useFlash } from '../wishlist/useFlash';
import { COMPARE_TEXT as T } from './messages';
import { useCompare } from './useCompare';
import { useCompareActions, type ComparedProduct } from './useCompareActions';
import './Compare.css';

/** The products of the table, one per column, as the actions need them. */
export function comparedProducts(table: CompareTable): ComparedProduct[] {
  return table.product_id.map((id, i) => ({
    id,
    name: table.product_name[i] ?? '',
    brand: table.manufacturer[i] ?? '',
    price: effectivePrice(table.price[i]?.price, table.price[i]?.discount_price),
    inStock: table.availbility[i] === 1,
    prepayment: Number(table.prepayment?.[i] ?? 0) !== 0,
  }));
}

/**
 * /products/compare/ (spec part 2 §2 "Compare page", §3, §4): title Compare; the 'Compare
 * Products' table — Product Image, Product Name, Model Number, Ratings (N reviews), Price (old
 * price struck when discounted), Description (sanitized HTML), Manufacturer, Availbility
 * (Instock / Out of stock), one row per extra attribute, and the actions row (add to cart, or
 * Book Now for a booking-only product as on its product page; add to wishlist, remove). Empty: 'No Products in comparison list'. On a phone the table scrolls
 * sideways under a sticky first column.
 */
export function ComparePage() {
  const { list, table, status, remove } = useCompare();
  const [flash, setFlash] = useFlash();
  const actions = useCompareActions(setFlash);

  const onRemove = (id: number, name: string) => {
    remove(id);
    window.scrollTo({ top: 0, left: 0 });
    setFlash({ tone: 'success', text: T.removed(name) });
  };

  const products = table ? comparedProducts(table) : [];
  const empty = list.length === 0 || (status === 'ready' && products.length === 0);

  return (
    <>
      <PageHead head={titleHead(T.documentTitle)} />
      <section className="cg-compare" aria-labelledby="compare-title">
        <div className="cg-compare__inner">
          <h1 id="compare-title" className="cg-compare__title">
            {T.title}
          </h1>
          <FlashArea flash={flash} className="cg-compare__flash" />
          {empty ? (
            <div className="cg-compare__empty">
              <p className="cg-compare__empty-title">{T.empty}</p>
              <p className="cg-compare__empty-hint">{T.emptyHint}</p>
              <Link className="cg-button cg-button--primary" to="/">
                {T.continueShopping}
              </Link>
            </div>
          ) : !table || (status !== 'ready' && products.length === 0) ? (
            status === 'failed' ? null : (
              <p className="cg-compare__loading" role="status">
                {T.loading}
              </p>
            )
          ) : (
            <>
              {products.length > 1 ? <p className="cg-compare__hint">{T.scrollHint}</p> : null}
              <div
                className="cg-compare__scroll"
                role="region"
                aria-label={T.tableRegion}
                tabIndex={0}
                aria-busy={status === 'loading'}
                style={{ ['--cg-compare-cols' as string]: products.length }}
              >
                <CompareGrid
                  table={table}
                  products={products}
                  busy={actions.busy}
                  onAddToCart={(p) => void actions.addProductToCart(p)}
                  onAddToWishlist={(p) => void actions.addProductToWishlist(p)}
                  onRemove={onRemove}
                />
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}

interface GridProps {
  table: CompareTable;
  products: ComparedProduct[];
  busy: number | null;
  onAddToCart: (p: ComparedProduct) => void;
  onAddToWishlist: (p: ComparedProduct) => void;
  onRemove: (id: number, name: string) => void;
}

/** One row: the label as the row header, then one cell per product. */
function Row({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <tr className={className}>
      <th scope="row" className="cg-compare__label">
        {label}
      </th>
      {children}
    </tr>
  );
}

function CompareGrid({ table, products, busy, onAddToCart, onAddToWishlist, onRemove }: GridProps) {
  const cells = (render: (p: ComparedProduct, i: number) => ReactNode, className?: string) =>
    products.map((p, i) => (
      <td key={p.id} className={className}>
        {render(p, i)}
      </td>
    ));
  return (
    <table className="cg-compare__table" aria-labelledby="compare-title">
      <tbody>
        <Row label={T.productImage}>
          {cells((p, i) => (
            <Link to={productPath(p.name, p.id)} className="cg-compare__image" tabIndex={-1} aria-hidden="true">
              {table.product_image[i] ? (
                <img src={table.product_image[i]} alt="" width={160} height={160} loading="lazy" decoding="async" />
              ) : null}
            </Link>
          ))}
        </Row>
        <Row label={T.productName} className="cg-compare__names">
          {products.map((p) => (
            <th key={p.id} scope="col" className="cg-compare__name">
              <Link to={productPath(p.name, p.id)}>{p.name}</Link>
            </th>
          ))}
        </Row>
        <Row label={T.modelNumber}>{cells((_p, i) => table.model_number[i] || '-')}</Row>
        <Row label={T.ratings}>
          {cells((_p, i) => (
            <span className="cg-compare__rating">
              <StarRating rating={table.ratings?.[i]} />
              {/* The stars say the rating to assistive technology; the figure is for the eye. */}
              <span aria-hidden="true">{T.ratingOf(Number(table.ratings?.[i]) || 0)}</span> {T.reviewCount(Number(table.rating_count[i]) || 0)}
            </span>
          ))}
        </Row>
        <Row label={T.price}>
          {cells((_p, i) => {
            const price = table.price[i];
            const discounted = hasDiscount(price?.price, price?.discount_price);
            return (
              <>
                <span className="cg-compare__price">{formatNpr(effectivePrice(price?.price, price?.discount_price))}</span>
                {discounted ? (
                  <>
                    {' '}
                    <span className="cg-visually-hidden">{T.originalPrice}: </span>
                    <s className="cg-compare__old-price">{formatNpr(price?.price)}</s>
                  </>
                ) : null}
              </>
            );
          })}
        </Row>
        <Row label={T.description}>
          {cells((_p, i) => <SafeHtml html={table.description[i]} className="cg-compare__description" />, 'cg-compare__description-cell')}
        </Row>
        <Row label={T.manufacturer}>{cells((_p, i) => table.manufacturer[i] || '-')}</Row>
        <Row label={T.availbility}>
          {cells((p) => (
            <span className={p.inStock ? 'cg-compare__stock--in' : 'cg-compare__stock--out'}>{p.inStock ? T.inStock : T.outOfStock}</span>
          ))}
        </Row>
        {Object.entries(table.other ?? {}).map(([name, values]) => (
          <Row key={name} label={name}>
            {cells((_p, i) => values?.[i] ?? '-')}
          </Row>
        ))}
        <Row label={T.actions} className="cg-compare__actions-row">
          {cells((p) => (
            <div className="cg-compare__actions">
              {p.prepayment ? (
                <Link className="cg-button cg-button--primary" to={prebookPath(p.name, p.id)}>
                  {T.bookNow}
                  <span className="cg-visually-hidden"> {p.name}</span>
                </Link>
              ) : (
                <button type="button" className="cg-button cg-button--primary" disabled={busy === p.id} onClick={() => onAddToCart(p)}>
                  {T.addToCart}
                  <span className="cg-visually-hidden"> {p.name}</span>
                </button>
              )}
              <button type="button" className="cg-button cg-button--secondary" disabled={busy === p.id} onClick={() => onAddToWishlist(p)}>
                {T.addToWishlist}
                <span className="cg-visually-hidden"> {p.name}</span>
              </button>
              <button type="button" className="cg-compare__remove" onClick={() => onRemove(p.id, p.name)}>
                {T.remove}
                <span className="cg-visually-hidden"> {p.name}</span>
              </button>
            </div>
          ))}
        </Row>
      </tbody>
    </table>
  );
}
