import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ProductDetail, ProductPageData } from '../../../shared/api/catalogue';
import type { ProductCard } from '../../../shared/api/types';
import { coinsForProduct } from '../../../shared/domain/loyalty';
import { discountPercent, effectivePrice, formatNpr, hasDiscount } from '../../../shared/domain/money';
import { brandPath, categoryPath, subCategoryPath, supplierPath } from '../../../shared/domain/slug';
import { StarRating } from '../../../shared/ui/ProductCard';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { titleHead } from '../../app/head/heads';
import { productHead } from '../../app/head/productHead';
import { PageHead } from '../../app/head/PageHead';
import { usePublicUrl } from '../../app/head/site';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ProductCardCarousel } from '../product-card/ProductCardCarousel';
import { Breadcrumb } from '../ui/Breadcrumb';
import { HOME_CRUMB, type Crumb } from '../ui/crumbs';
import { NearPlaceholder } from '../ui/NearPlaceholder';
import { useNearViewport } from '../ui/useNearViewport';
import { trackViewItem } from './analytics';
import { Coupons } from './components/Coupons';
import { FlashCountdown } from './components/FlashCountdown';
import { Gallery } from './components/Gallery';
import { ProductActions } from './components/ProductActions';
import { Reviews, type ShownReview } from './components/Reviews';
import { Tabs } from './components/Tabs';
import { PRODUCT_TEXT as T } from './messages';
import { useProductPage } from './useProductPage';
import './Product.css';

/** Home / category / sub-category / product (spec part 2 §2). */
function productCrumbs(product: ProductDetail): Crumb[] {
  const crumbs: Crumb[] = [HOME_CRUMB];
  if (product.product_category_name) crumbs.push({ name: product.product_category_name, href: product.product_category_url ? categoryPath(product.product_category_url) : undefined });
  if (product.product_sub_category_name)
    crumbs.push({ name: product.product_sub_category_name, href: product.product_sub_category_url ? subCategoryPath(product.product_sub_category_url) : undefined });
  crumbs.push({ name: product.name });
  return crumbs;
}

function Badges({ product }: { product: ProductDetail }) {
  const discounted = hasDiscount(product.price, product.discount_price);
  const save = discounted ? (Number(product.discount_percent) > 0 ? Math.round(Number(product.discount_percent)) : discountPercent(product.price, product.discount_price)) : 0;
  const bundle = product.product_type === 'Combo';
  const isNew = Number(product.new) === 1;
  if (!save && !bundle && !isNew) return null;
  return (
    <ul className="cg-pbadges" aria-label={T.badges}>
      {save > 0 ? <li className="cg-pbadge cg-pbadge--save">{T.save(save)}</li> : null}
      {bundle ? <li className="cg-pbadge cg-pbadge--bundle">{T.bundle}</li> : null}
      {isNew ? <li className="cg-pbadge cg-pbadge--new">{T.newBadge}</li> : null}
    </ul>
  );
}

function Prices({ product }: { product: ProductDetail }) {
  const discounted = hasDiscount(product.price, product.discount_price);
  const price = effectivePrice(product.price, product.discount_price);
  if (Number(product.prepayment) !== 0) {
    return (
      <div className="cg-pprices">
        <dl className="cg-pprices--booking">
          <div>
            <dt>{T.mrp}</dt>
            <dd>{discounted ? <s>{formatNpr(product.price)}</s> : formatNpr(product.price)}</dd>
          </div>
          <div>
            <dt>{T.bookingPrice}</dt>
            <dd className="cg-pprices__now">{formatNpr(price)}</dd>
          </div>
          <div>
            <dt>{T.bookingAmount}</dt>
            <dd className="cg-pprices__booking">{formatNpr(product.prepayment_value ?? 0)}</dd>
          </div>
        </dl>
        <p className="cg-pprices__vat">{T.inclusiveVat}</p>
      </div>
    );
  }
  return (
    <div className="cg-pprices">
      <p className="cg-pprices__line">
        <span className="cg-visually-hidden">{T.price}: </span>
        <span className="cg-pprices__now">{formatNpr(price)}</span>
        {discounted ? (
          <>
            {' '}
            <span className="cg-visually-hidden">{T.originalPrice}: </span>
            <s className="cg-pprices__old">{formatNpr(product.price)}</s>
          </>
        ) : null}
      </p>
      <p className="cg-pprices__vat">{T.inclusiveVat}</p>
    </div>
  );
}

function FreeItem({ product }: { product: ProductDetail }) {
  const free = product.free;
  if (!free?.name) return null;
  return (
    <div className="cg-pfree">
      <span className="cg-pbadge cg-pbadge--free">{T.free}</span>
      {free.image ? <img src={free.image} alt="" width={48} height={48} loading="lazy" /> : null}
      <p className="cg-pfree__text">
        <span className="cg-visually-hidden">{T.freeWith}: </span>
        <span className="cg-pfree__name">{free.name}</span>
        {free.price ? <s className="cg-pfree__price">{formatNpr(free.price)}</s> : null}
      </p>
    </div>
  );
}

function ComboItems({ product }: { product: ProductDetail }) {
  const items = product.combo_products ?? [];
  if (product.product_type !== 'Combo' || !items.length) return null;
  return (
    <section className="cg-pcombo" aria-labelledby="product-combo-title">
      <h2 id="product-combo-title" className="cg-product__section-title">
        {T.combo}
      </h2>
      <p className="cg-pcombo__note">{T.comboNote}:</p>
      <ul className="cg-pcombo__list">
        {items.map((item) => (
          <li key={item.product_id} className="cg-pcombo__item">
            {item.featured_image ? <img src={item.featured_image} alt="" width={80} height={80} loading="lazy" /> : null}
            <div>
              <p className="cg-pcombo__name">{item.name}</p>
              <p className="cg-pcombo__price">{formatNpr(item.price)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Specs({ product }: { product: ProductDetail }) {
  const specs = product.product_specifications ?? [];
  if (!specs.length) return <p className="cg-ptabs__empty">{T.noSpecs}</p>;
  return (
    <table className="cg-pspecs">
      <caption className="cg-visually-hidden">{T.specs}</caption>
      <tbody>
        {specs.map((s, i) => (
          <tr key={`${i}-${s.product_feature?.name}`}>
            <th scope="row">{s.product_feature?.name}</th>
            <td>{s.feature_value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A titled carousel below the fold: its cards render when it comes near the viewport (the server and hydration render its heading and a placeholder). */
function ProductCarousel({ id, title, products }: { id: string; title: string; products: ProductCard[] }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  if (!products.length) return null;
  return (
    <section ref={ref} className="cg-prelated" aria-labelledby={id}>
      <h2 id={id} className="cg-product__section-title">
        {title}
      </h2>
      {near ? <ProductCardCarousel label={title} products={products} /> : <NearPlaceholder className="cg-prelated__placeholder" />}
    </section>
  );
}

function ProductView({ data, onReview }: { data: ProductPageData; onReview: (review: ShownReview) => void }) {
  const product = data.product;
  const publicUrl = usePublicUrl();
  useEffect(() => {
    trackViewItem(product);
    // Once per product shown, not on every review added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);

  const isService = Number(product.is_service) === 1;
  const prepayment = Number(product.prepayment) !== 0;
  const inStock = Number(product.availability) === 1;
  const coins = coinsForProduct(product.price, product.discount_price);
  const emi = Number(product.emi_price) > 0 ? Number(product.emi_price) : 0;
  const reviews = (product.reviews ?? []) as ShownReview[];
  const reviewCount = Math.max(Number(product.review_count ?? 0), reviews.length);
  const supplierTarget = product.supplier_slug || product.supplier_name;
  const overview = product.quick_overview || product.short_description;

  return (
    <article className="cg-product" aria-labelledby="product-title">
      <PageHead head={productHead(publicUrl, data)} />
      <Breadcrumb crumbs={productCrumbs(product)} />
      <div className="cg-product__top">
        <div className="cg-product__media">
          <Gallery images={product.images?.length ? product.images : [product.featured_image].filter(Boolean)} name={product.name} />
        </div>
        <div className="cg-product__info">
          <Badges product={product} />
          {product.brand ? (
            <p className="cg-product__brand">
              {product.brand_url ? <Link to={brandPath(product.brand_url)}>{product.brand}</Link> : product.brand}
            </p>
          ) : null}
          <h1 id="product-title" className="cg-product__title">
            {product.name}
          </h1>
          <p className="cg-product__rating">
            <StarRating rating={product.ratings} />
            <span>{T.ratingCount(reviewCount)}</span>
          </p>
          <dl className="cg-pfacts">
            {product.model_number ? (
              <div>
                <dt>{T.model}</dt>
                <dd>{product.model_number}</dd>
              </div>
            ) : null}
            {product.brand ? (
              <div>
                <dt>{T.brand}</dt>
                <dd>{product.brand}</dd>
              </div>
            ) : null}
            {!isService ? (
              <div>
                <dt>{T.availability}</dt>
                <dd className={inStock ? 'cg-pfacts__in' : 'cg-pfacts__out'}>{inStock ? T.inStock : T.outOfStock}</dd>
              </div>
            ) : null}
          </dl>
          {product.supplier_name ? (
            <p className="cg-psupplier">
              <span className="cg-psupplier__label">{T.soldBy}</span>
              {supplierTarget ? (
                <Link to={supplierPath(supplierTarget)} className="cg-psupplier__link">
                  {product.supplier_logo ? (
                    <img src={product.supplier_logo} alt={T.supplierLogo(product.supplier_name)} width={134} height={56} />
                  ) : (
                    product.supplier_name
                  )}
                </Link>
              ) : (
                product.supplier_name
              )}
            </p>
          ) : null}
          {product.flash_sales?.end_time ? <FlashCountdown endTime={product.flash_sales.end_time} /> : null}
          <Prices product={product} />
          <ul className="cg-pperks">
            <li className="cg-pperks__coins">
              <span>{T.collectCoins}</span> <strong>{coins}</strong>
            </li>
            {emi > 0 ? <li className="cg-pperks__emi">{T.emiFrom(formatNpr(emi))}</li> : null}
          </ul>
          <FreeItem product={product} />
          <ProductActions product={product} />
          <Coupons coupons={product.coupons ?? []} />
          {overview ? (
            <section className="cg-poverview" aria-labelledby="product-overview-title">
              <h2 id="product-overview-title" className="cg-product__subhead">
                {T.quickOverview}
              </h2>
              <SafeHtml html={overview} className="cg-richtext" />
            </section>
          ) : null}
        </div>
      </div>
      <ComboItems product={product} />
      <Tabs
        label={T.productDetails}
        className="cg-ptabs"
        items={[
          {
            key: 'description',
            label: T.description,
            panel: product.long_description ? <SafeHtml html={product.long_description} className="cg-richtext" /> : <p className="cg-ptabs__empty">{T.noDescription}</p>,
          },
          { key: 'specs', label: T.specs, panel: <Specs product={product} /> },
          {
            key: 'reviews',
            label: `${T.reviews} (${reviewCount})`,
            panel: <Reviews reviews={reviews} productId={product.id} onPosted={onReview} />,
          },
        ]}
      />
      {!prepayment ? (
        <>
          <ProductCarousel id="product-related-title" title={T.peopleAlsoBuy} products={data.related_products ?? []} />
          <ProductCarousel id="product-featured-title" title={T.featured} products={data.featured_products ?? []} />
        </>
      ) : null}
    </article>
  );
}

/** /product-{name-slug}-{id}: the product page (spec part 2 §2 product page). */
export function ProductPage({ id }: { id: string }) {
  const { state, retry, addReview } = useProductPage(id);
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'failed') {
    return (
      <div className="cg-product cg-product--failed" role="alert">
        <PageHead head={titleHead(null)} />
        <p>{T.loadFailed}</p>
        <button type="button" className="cg-button cg-button--primary" onClick={retry}>
          {T.retry}
        </button>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="cg-product cg-product--loading" aria-busy="true">
        <PageHead head={titleHead(null)} />
        <p className="cg-visually-hidden" role="status">
          {T.loading}
        </p>
        <div className="cg-product__top" aria-hidden="true">
          <div className="cg-product__skeleton cg-product__skeleton--media" />
          <div className="cg-product__skeleton cg-product__skeleton--info" />
        </div>
      </div>
    );
  }
  return <ProductView data={state.data} onReview={(review) => addReview(review)} />;
}
