import { useRef } from 'react';
import type { ProductCard } from '../../../../shared/api/types';
import { ProductCardCarousel } from '../../product-card/ProductCardCarousel';
import { StoreProductCard } from '../../product-card/StoreProductCard';
import { SectionHeading } from './SectionHeading';
import { NearPlaceholder } from '../../ui/NearPlaceholder';
import { ProductLinksFallback } from '../../ui/ProductLinksFallback';
import { useNearViewport } from '../../ui/useNearViewport';

export interface ProductSectionProps {
  /** Unique within the page (heading id). */
  id: string;
  title: string;
  subTitle?: string | null;
  viewAll?: string | null;
  products: ProductCard[];
  /** Grid or slider view (Product List blocks: product_view). */
  view: 'grid' | 'slider';
  /** Slider autoplay (4000 or 5000 ms). */
  delay?: 4000 | 5000;
}

/** A titled row of product cards: a grid, or a carousel with the product slider settings. */
export function ProductSection({ id, title, subTitle, viewAll, products, view, delay = 4000 }: ProductSectionProps) {
  const ref = useRef<HTMLElement>(null);
  // The cards render when the section comes within 800px of the viewport.
  const near = useNearViewport(ref);
  if (!products.length) return null;
  const headingId = `${id}-title`;
  return (
    <section ref={ref} className={`cg-section cg-products cg-products--${view}`} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} subTitle={subTitle} viewAll={viewAll} />
      {!near ? (
        <NearPlaceholder className={`cg-products__placeholder cg-products__placeholder--${view}`}>
          <ProductLinksFallback products={products} />
        </NearPlaceholder>
      ) : view === 'slider' ? (
        <ProductCardCarousel label={title} products={products} delay={delay} />
      ) : (
        <ul className="cg-products__grid">
          {products.map((p) => (
            <li key={p.id}>
              <StoreProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
