import { useEffect } from 'react';
import type { LayoutBlock } from '../../../../shared/api/catalogue';
import { viewAllPath } from '../../../../shared/domain/slug';
import { useProgressiveCount } from '../../ui/useProgressiveCount';
import { OneBanner, TwoBanner, BannerRow } from './BannerBlocks';
import { FlashSaleSection } from './FlashSaleSection';
import { BrandListBlock, SupplierListBlock } from './LogoBlocks';
import { ProductSection } from './ProductSection';
import { ScrollText } from './ScrollText';
import { TileBlock, categoryTiles, subCategoryTiles, typeTiles } from './TileBlocks';

const viewOf = (b: LayoutBlock): 'grid' | 'slider' => (String(b.product_view ?? '').toLowerCase() === 'slider' ? 'slider' : 'grid');

/** 'View all' of a Product List block: /view-all/{title-slug}-{id}. */
export const viewAllOf = (b: LayoutBlock) => (b.title ? viewAllPath(b.title, b.id) : null);

/** One layout block, drawn by its type (spec part 1 §2; also the supplier landing page's blocks). */
export function LayoutBlockView({ block, main = false }: { block: LayoutBlock; main?: boolean }) {
  const id = `block-${block.id}`;
  const title = block.title ?? '';
  switch (block.type) {
    case 'One Banner':
      return <OneBanner banners={block.banner_list ?? []} label={title} />;
    case 'Two Banner':
      return <TwoBanner banners={block.banner_list ?? []} label={title} />;
    case 'Three Banner':
      return <BannerRow banners={block.banner_list ?? []} label={title} main={main} />;
    case 'Product List':
      return (
        <ProductSection
          id={id}
          title={title}
          subTitle={block.sub_title}
          viewAll={viewAllOf(block)}
          products={block.product_list ?? []}
          view={viewOf(block)}
        />
      );
    case 'Brand List':
      return <BrandListBlock id={id} title={title} subTitle={block.sub_title} brands={block.brand_list ?? []} />;
    case 'Supplier List':
      return <SupplierListBlock id={id} title={title} subTitle={block.sub_title} suppliers={block.supplier_list ?? []} />;
    case 'Category List':
      return <TileBlock id={id} title={title} subTitle={block.sub_title} tiles={categoryTiles(block.category_list)} variant="category" />;
    case 'Sub Category List':
      return <TileBlock id={id} title={title} subTitle={block.sub_title} tiles={subCategoryTiles(block.sub_category_list)} variant="chip" />;
    case 'Sub Category Type List':
      return <TileBlock id={id} title={title} subTitle={block.sub_title} tiles={typeTiles(block.sub_category_type_list)} variant="chip" />;
    case 'Scroll Text':
      return <ScrollText text={block.scroll_text ?? ''} label={title || undefined} />;
    case 'Flash Sales':
      return block.flash_sale ? <FlashSaleSection id={id} sale={block.flash_sale} subTitle={block.sub_title} /> : null;
    default:
      return null;
  }
}

/** A page of layout blocks in server order; the first Three Banner is the main (4000 ms) slider. */
export function LayoutBlocks({ blocks, onRendered }: { blocks: LayoutBlock[]; onRendered?: (all: boolean) => void }) {
  const mainId = blocks.find((b) => b.type === 'Three Banner')?.id;
  // Every block on the server (a page without JavaScript shows them all: product rows as plain
  // links, NearPlaceholder); in the browser after a client-side navigation, two per frame job.
  const count = useProgressiveCount(blocks.length, 2, 2, true);
  const all = count >= blocks.length;
  useEffect(() => onRendered?.(all), [all, onRendered]);
  return (
    <>
      {blocks.slice(0, count).map((b) => (
        <LayoutBlockView key={`${b.type}-${b.id}`} block={b} main={b.id === mainId} />
      ))}
    </>
  );
}
