import { useRef } from 'react';
import type { FlashSale } from '../../../../shared/api/types';
import { ProductCardCarousel } from '../../product-card/ProductCardCarousel';
import { HOME_TEXT as T } from '../messages';
import { Countdown } from './Countdown';
import { SectionHeading } from './SectionHeading';
import { NearPlaceholder } from '../../ui/NearPlaceholder';
import { ProductLinksFallback } from '../../ui/ProductLinksFallback';
import { useNearViewport } from '../../ui/useNearViewport';

/** Flash Sales: title, the 'End at' countdown and the sale's products; 'View all' goes to /flash-sales/. */
export function FlashSaleSection({ id, sale, subTitle }: { id: string; sale: FlashSale; subTitle?: string | null }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const products = sale.products ?? [];
  if (!products.length) return null;
  const title = sale.title || T.flashSales;
  const headingId = `${id}-title`;
  return (
    <section ref={ref} className="cg-section cg-flash" aria-labelledby={headingId}>
      <div className="cg-flash__bar">
        <SectionHeading id={headingId} title={title} subTitle={subTitle} viewAll="/flash-sales/" />
        <Countdown endTime={sale.end_time} />
      </div>
      {near ? (
        <ProductCardCarousel label={title} products={products} />
      ) : (
        <NearPlaceholder className="cg-products__placeholder cg-products__placeholder--slider">
          <ProductLinksFallback products={products} />
        </NearPlaceholder>
      )}
    </section>
  );
}
