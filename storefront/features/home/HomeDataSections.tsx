import type { ReactElement } from 'react';
import type { HomeData, LayoutBlock } from '../../../shared/api/catalogue';
import type { ProductCard } from '../../../shared/api/types';
import { brandPath } from '../../../shared/domain/slug';
import { BannerRow, TwoBanner } from './blocks/BannerBlocks';
import { FlashSaleSection } from './blocks/FlashSaleSection';
import { useProgressiveCount } from '../ui/useProgressiveCount';
import { ProductSection } from './blocks/ProductSection';
import { ScrollText } from './blocks/ScrollText';
import { HOME_TEXT as T } from './messages';

const has = (blocks: LayoutBlock[], type: LayoutBlock['type']) => blocks.some((b) => b.type === type);
const hasTitled = (blocks: LayoutBlock[], re: RegExp) => blocks.some((b) => b.type === 'Product List' && re.test(b.title ?? ''));

/**
 * get-home-data's sections under the layout blocks: top sliders, best deals (CG Exclusive),
 * middle banners, featured products, brand stores, bottom sliders. New arrivals, flash sales
 * and the scroll text show here only when the layouts have no such block (no doubles). The
 * server renders them all (product rows as plain links until they come near the viewport); after
 * a client-side navigation they render one per browser task, none blocking input for long.
 */
export function HomeDataSections({ data, blocks }: { data: HomeData; blocks: LayoutBlock[] }) {
  const sections = homeDataSections(data, blocks);
  const count = useProgressiveCount(sections.length, 1, 1, true);
  return <>{sections.slice(0, count)}</>;
}

/** A get-home-data product row: a slider with the 5000 ms autoplay. */
const productSlider = (key: string, title: string, products: ProductCard[] | undefined, viewAll?: string) => (
  <ProductSection key={key} id={`home-${key}`} title={title} viewAll={viewAll} products={products ?? []} view="slider" delay={5000} />
);

/** The sections in page order, each keyed; empty ones are left out. */
function homeDataSections(data: HomeData, blocks: LayoutBlock[]): ReactElement[] {
  const flash = has(blocks, 'Flash Sales') ? [] : (data.flashSales ?? []).filter((f) => f && f.products?.length);
  const sections: ReactElement[] = [<BannerRow key="top-sliders" banners={data.topSliders ?? []} label={T.offers} />];
  flash.forEach((sale, i) => sections.push(<FlashSaleSection key={`flash-${sale.title}-${i}`} id={`home-flash-${i}`} sale={sale} />));
  sections.push(
    productSlider('best-deals', T.bestDeals, data.bestDeals, '/products/cg-exclusive/view-all'),
    <TwoBanner key="middle-banners" banners={data.middleBanners ?? []} label={T.offers} />,
  );
  if (!hasTitled(blocks, /new arrivals/i)) {
    sections.push(productSlider('new-arrivals', T.newArrivals, data.newArrivals, '/products/new-arrivals/view-all'));
  }
  sections.push(productSlider('featured', T.featureProducts, data.featureProducts));
  for (const b of data.brandProducts ?? []) {
    if (!b || !b.brand_url || !b.products?.length) continue;
    sections.push(productSlider(`brand-${b.brand_url}`, T.brandProductsTitle(b.name), b.products, brandPath(b.brand_url)));
  }
  sections.push(<BannerRow key="bottom-sliders" banners={data.bottomSliders ?? []} label={T.offers} />);
  if (!has(blocks, 'Scroll Text') && data.marque) sections.push(<ScrollText key="marque" text={data.marque} />);
  return sections;
}
