/**
 * Home and supplier page blocks (spec part 1 §2 home, §3 layout block; part 2 §3): each block
 * carries what its type needs and nothing else. Three queries whatever the number of blocks:
 * the blocks, their items (with banner targets and the listed brands, suppliers, categories),
 * and the cards of every listed product; running flash sales add two small ones.
 */
import type { Queryable } from '../db/types';
import type { LayoutBlock, LayoutBlockType } from '../../shared/api/catalogue';
import type { BannerLinkType, ProductCard } from '../../shared/api/types';
import { slugify } from '../../shared/domain/slug';
import { toBanner } from './banners';
import { flashSaleProductIds, runningFlashSales } from '../catalogue/flash-sales';
import { loadProductCardMap } from '../catalogue/product-cards';

/** Products a Flash Sales block shows (the flash sale page lists them all). */
export const FLASH_BLOCK_PRODUCTS = 12;

interface LayoutRow {
  id: number;
  type: LayoutBlockType;
  title: string;
  sub_title: string;
  layout_url: string | null;
  product_view: 'grid' | 'slider' | null;
  scroll_text: string | null;
  flash_sale_id: number | null;
}

interface ItemRow {
  layout_id: number;
  item_type: 'banner' | 'product' | 'brand' | 'supplier' | 'category' | 'sub_category' | 'sub_category_type';
  name: string | null;
  image: string | null;
  product_id: number | null;
  link_type: BannerLinkType | null;
  target: string | null;
  target_id: number | null;
  brand_url: string | null;
  brand_image: string | null;
  brand_name: string | null;
  supplier_slug: string | null;
  supplier_logo: string | null;
  supplier_name: string | null;
  category_url: string | null;
  category_icon: string | null;
  category_name: string | null;
  sub_category_url: string | null;
  sub_icon: string | null;
  sub_name: string | null;
  sub_category_type_url: string | null;
  type_icon: string | null;
  type_name: string | null;
}

/** `{title-slug}-{id}`: the /view-all/ parameter of a layout (its id is the last segment). */
export const layoutUrl = (row: { id: number; title: string; layout_url: string | null }) =>
  `${row.layout_url || slugify(row.title) || 'layout'}-${row.id}`;

const BANNER_TYPES = new Set<LayoutBlockType>(['One Banner', 'Two Banner', 'Three Banner']);

/** The blocks of the home page (supplierId null) or of a supplier's landing page, in order. */
export async function loadLayoutBlocks(db: Queryable, supplierId: number | null): Promise<LayoutBlock[]> {
  const layouts = await db.query<LayoutRow>(
    `SELECT id, type, title, sub_title, layout_url, product_view, scroll_text, flash_sale_id
       FROM layouts WHERE supplier_id IS NOT DISTINCT FROM $1 AND status ORDER BY position, id`,
    [supplierId],
  );
  if (layouts.rows.length === 0) return [];
  const layoutIds = layouts.rows.map((l) => l.id);
  const saleIds = layouts.rows.filter((l) => l.type === 'Flash Sales' && l.flash_sale_id != null).map((l) => l.flash_sale_id as number);

  const [items, sales] = await Promise.all([
    db.query<ItemRow>(
      `SELECT li.layout_id, li.item_type, li.name, li.image, li.product_id,
              t.link_type, t.target, t.target_id,
              b.brand_url, b.image AS brand_image, b.name AS brand_name,
              s.slug AS supplier_slug, s.logo AS supplier_logo, s.name AS supplier_name,
              c.category_url, c.icon AS category_icon, c.name AS category_name,
              sc.sub_category_url, sc.icon AS sub_icon, sc.name AS sub_name,
              st.sub_category_type_url, st.icon AS type_icon, st.name AS type_name
         FROM layout_items li
         LEFT JOIN layout_item_targets t ON t.layout_item_id = li.id
         LEFT JOIN brands b ON li.item_type = 'brand' AND b.id = li.brand_id AND b.status
         LEFT JOIN suppliers s ON li.item_type = 'supplier' AND s.id = li.supplier_id AND s.status
         LEFT JOIN categories c ON li.item_type = 'category' AND c.id = li.category_id AND c.status
         LEFT JOIN sub_categories sc ON li.item_type = 'sub_category' AND sc.id = li.sub_category_id AND sc.status
         LEFT JOIN sub_category_types st ON li.item_type = 'sub_category_type' AND st.id = li.sub_category_type_id AND st.status
        WHERE li.layout_id = ANY($1::int[]) AND li.status
        ORDER BY li.layout_id, li.position, li.id`,
      [layoutIds],
    ),
    saleIds.length ? runningFlashSales(db, saleIds) : Promise.resolve([]),
  ]);
  const saleProducts = await flashSaleProductIds(db, sales.map((s) => s.id), FLASH_BLOCK_PRODUCTS);

  const itemsOf = new Map<number, ItemRow[]>();
  for (const item of items.rows) {
    const list = itemsOf.get(item.layout_id) ?? [];
    list.push(item);
    itemsOf.set(item.layout_id, list);
  }
  const productIds = items.rows.filter((i) => i.item_type === 'product' && i.product_id != null).map((i) => Number(i.product_id));
  const cards = await loadProductCardMap(db, [...productIds, ...[...saleProducts.values()].flat()]);
  const flashCards = new Map<number, ProductCard[]>();
  for (const sale of sales) flashCards.set(sale.id, (saleProducts.get(sale.id) ?? []).flatMap((id) => cards.get(id) ?? []));

  const blocks: LayoutBlock[] = [];
  for (const l of layouts.rows) {
    const list = itemsOf.get(l.id) ?? [];
    const block: LayoutBlock = { id: l.id, type: l.type, title: l.title, sub_title: l.sub_title };
    if (BANNER_TYPES.has(l.type)) {
      block.banner_list = list.filter((i) => i.item_type === 'banner' && i.image).map((i) => toBanner({ ...i, image: i.image as string }));
    } else if (l.type === 'Product List') {
      block.product_view = l.product_view === 'grid' ? 'Grid' : 'Slider';
      block.layout_url = layoutUrl(l);
      block.product_list = list.flatMap((i) => (i.item_type === 'product' && i.product_id != null ? (cards.get(Number(i.product_id)) ?? []) : []));
    } else if (l.type === 'Brand List') {
      block.brand_list = list.flatMap((i) =>
        i.brand_url ? [{ brand_url: i.brand_url, image: i.brand_image ?? '', name: i.brand_name ?? '' }] : [],
      );
    } else if (l.type === 'Supplier List') {
      block.supplier_list = list.flatMap((i) =>
        i.supplier_slug ? [{ slug: i.supplier_slug, logo: i.supplier_logo ?? '', name: i.supplier_name ?? '' }] : [],
      );
    } else if (l.type === 'Category List') {
      block.category_list = list.flatMap((i) =>
        i.category_url ? [{ category_url: i.category_url, icon: i.category_icon ?? '', name: i.category_name ?? '' }] : [],
      );
    } else if (l.type === 'Sub Category List') {
      block.sub_category_list = list.flatMap((i) =>
        i.sub_category_url ? [{ sub_category_url: i.sub_category_url, name: i.sub_name ?? '', icon: i.sub_icon }] : [],
      );
    } else if (l.type === 'Sub Category Type List') {
      block.sub_category_type_list = list.flatMap((i) =>
        i.sub_category_type_url ? [{ sub_category_type_url: i.sub_category_type_url, name: i.type_name ?? '', icon: i.type_icon }] : [],
      );
    } else if (l.type === 'Scroll Text') {
      block.scroll_text = l.scroll_text;
    } else if (l.type === 'Flash Sales') {
      const sale = sales.find((s) => s.id === l.flash_sale_id);
      // A flash sale that is not running has nothing to show: the block is left out.
      if (!sale) continue;
      block.flash_sale = { title: sale.title, end_time: sale.end_time, products: flashCards.get(sale.id) ?? [] };
    }
    blocks.push(block);
  }
  return blocks;
}
