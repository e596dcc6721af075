import type { HomeData, LayoutBlock } from '../../../shared/api/catalogue';
import { brandPath } from '../../../shared/domain/slug';
import { BannerRow, TwoBanner } from './blocks/BannerBlocks';
import { FlashSaleSection } from './blocks/FlashSaleSection';
import { ProductSection } from './blocks/ProductSection';
import { ScrollText } from './blocks/ScrollText';
import { HOME_TEXT as T } from './messages';

const has = (blocks: LayoutBlock[], type: LayoutBlock['type']) => blocks.some((b) => b.type === type);
const hasTitled = (blocks: LayoutBlock[], re: RegExp) => blocks.some((b) => b.type === 'Product List' && re.test(b.title ?? ''));

/**
 * get-home-data's sections under the layout blocks: top sliders, best deals (CG Exclusive),
 * middle banners, featured products, brand stores, bottom sliders. New arrivals, flash sales
 * and the scroll text show here only when the layouts have no such block (no doubles).
 */
export function HomeDataSections({ data, blocks }: { data: HomeData; blocks: LayoutBlock[] }) {
  const flash = has(blocks, 'Flash Sales') ? [] : (data.flashSales ?? []).filter((f) => f && f.products?.length);
  return (
    <>
      <BannerRow banners={data.topSliders ?? []} label={T.offers} />
      {flash.map((sale, i) => (
        <FlashSaleSection key={`${sale.title}-${i}`} id={`home-flash-${i}`} sale={sale} />
      ))}
      <ProductSection
        id="home-best-deals"
        title={T.bestDeals}
        viewAll="/products/cg-exclusive/view-all"
        products={data.bestDeals ?? []}
        view="slider"
        delay={5000}
      />
      <TwoBanner banners={data.middleBanners ?? []} label={T.offers} />
      {hasTitled(blocks, /new arrivals/i) ? null : (
        <ProductSection
          id="home-new-arrivals"
          title={T.newArrivals}
          viewAll="/products/new-arrivals/view-all"
          products={data.newArrivals ?? []}
          view="slider"
          delay={5000}
        />
      )}
      <ProductSection id="home-featured" title={T.featureProducts} products={data.featureProducts ?? []} view="slider" delay={5000} />
      {(data.brandProducts ?? [])
        .filter((b) => b && b.brand_url && b.products?.length)
        .map((b) => (
          <ProductSection
            key={b.brand_url}
            id={`home-brand-${b.brand_url}`}
            title={T.brandProductsTitle(b.name)}
            viewAll={brandPath(b.brand_url)}
            products={b.products}
            view="slider"
            delay={5000}
          />
        ))}
      <BannerRow banners={data.bottomSliders ?? []} label={T.offers} />
      {has(blocks, 'Scroll Text') || !data.marque ? null : <ScrollText text={data.marque} />}
    </>
  );
}
