import type { ReactElement } from 'react';
import type { HomeData, LayoutBlock } from '../../../shared/api/catalogue';
import { brandPath } from '../../../shared/domain/slug';
import { BannerRow, TwoBanner } from './blocks/BannerBlocks';
import { FlashSaleSection } from './blocks/FlashSaleSection';
import { useProgressiveCount } from './blocks/LayoutBlocks';
import { ProductSection } from './blocks/ProductSection';
import { ScrollText } from './blocks/ScrollText';
import { HOME_TEXT as T } from './messages';

const has = (blocks: LayoutBlock[], type: LayoutBlock['type']) => blocks.some((b) => b.type === type);
const hasTitled = (blocks: LayoutBlock[], re: RegExp) => blocks.some((b) => b.type === 'Product List' && re.test(b.title ?? ''));

/**
 * get-home-data's sections under the layout blocks: top sliders, best deals (CG Exclusive),
 * middle banners, featured products, brand stores, bottom sliders. New arrivals, flash sales
 * and the scroll text show here only when the layouts have no such block (no doubles). They
 * render one per browser task: each a short task, none blocking input for long.
 */
export function HomeDataSections({ data, blocks }: { data: HomeData; blocks: LayoutBlock[] }) {
  const sections = homeDataSections(data, blocks);
  const count = useProgressiveCount(sections.length, 1, 1);
  return <>{sections.slice(0, count)}</>;
}

/** The sections in page order, each keyed; empty ones are left out. */
function homeDataSections(data: HomeData, blocks: LayoutBlock[]): ReactElement[] {
  const flash = has(blocks, 'Flash Sales') ? [] : (data.flashSales ?? []).filter((f) => f && f.products?.length);
  const sections: ReactElement[] = [<BannerRow key="top-sliders" banners={data.topSliders ?? []} label={T.offers} />];
  flash.forEach((sale, i) => sections.push(<FlashSaleSection key={`flash-${sale.title}-${i}`} id={`home-flash-${i}`} sale={sale} />));
  sections.push(
    <ProductSection
      key="best-deals"
      id="home-best-deals"
      title={T.bestDeals}
      viewAll="/products/cg-exclusive/view-all"
      products={data.bestDeals ?? []}
      view="slider"
      delay={5000}
    />,
    <TwoBanner key="middle-banners" banners={data.middleBanners ?? []} label={T.offers} />,
  );
  if (!hasTitled(blocks, /new arrivals/i)) {
    sections.push(
      <ProductSection
        key="new-arrivals"
        id="home-new-arrivals"
        title={T.newArrivals}
        viewAll="/products/new-arrivals/view-all"
        products={data.newArrivals ?? []}
        view="slider"
        delay={5000}
      />,
    );
  }
  sections.push(<ProductSection key="featured" id="home-featured" title={T.featureProducts} products={data.featureProducts ?? []} view="slider" delay={5000} />);
  for (const b of data.brandProducts ?? []) {
    if (!b || !b.brand_url || !b.products?.length) continue;
    sections.push(
      <ProductSection
        key={`brand-${b.brand_url}`}
        id={`home-brand-${b.brand_url}`}
        title={T.brandProductsTitle(b.name)}
        viewAll={brandPath(b.brand_url)}
        products={b.products}
        view="slider"
        delay={5000}
      />,
    );
  }
  sections.push(<BannerRow key="bottom-sliders" banners={data.bottomSliders ?? []} label={T.offers} />);
  if (!has(blocks, 'Scroll Text') && data.marque) sections.push(<ScrollText key="marque" text={data.marque} />);
  return sections;
}
