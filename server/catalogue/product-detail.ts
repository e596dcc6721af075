/**
 * The product page's data (spec part 2 §3 "Product (detail)" and "Product detail response"):
 * one query for the product with everything hanging off it (images, specifications, combo items,
 * coupons, approved reviews, related ids) and one for the carousel cards.
 */
import type { Queryable } from '../db/types';
import type { ComboProduct, ProductCoupon, ProductDetail, ProductPageData, Review } from '../../shared/api/catalogue';
import type { Meta, ProductCard } from '../../shared/api/types';
import { paisaToRupees } from '../../shared/domain/money';
import { CARD_SQL, onFlashSale, toProductCard, type CardRow } from './product-cards';
import { RUNNING_FLASH_PRICE_JOIN, SELLING_PRICE_SQL } from './product-sql';
import { CAROUSEL_SIZE, PRODUCT_REVIEWS_MAX } from './product-messages';
import { queryPrepared } from '../db/prepared';
import { plainText } from '../../shared/domain/plain-text';
import { ttlCache } from './ttl-cache';

export interface ProductRow extends CardRow {
  brand_url: string;
  code: string;
  is_service: boolean;
  prepayment: boolean;
  prepayment_value_paisa: number | null;
  short_description: string;
  long_description: string;
  quick_overview: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  sub_category_id: number;
  supplier_name: string | null;
  supplier_logo: string | null;
  supplier_slug: string | null;
  category_name: string;
  category_url: string;
  sub_category_name: string;
  sub_category_url: string;
  type_name: string | null;
  type_url: string | null;
  flash_end_time: string | Date | null;
  review_count: number;
  images: string[];
  specs: { name: string; value: string }[];
  combos: { product_id: number; name: string; featured_image: string | null; price_paisa: number }[];
  coupons: ProductCoupon[];
  reviews: Review[];
  related_ids: number[];
  nearby_ids: number[];
}

/**
 * `p` with everything hanging off it as scalar subqueries (one plan each: a join of nine
 * relations cost several times more to plan than to run). Related products: the explicit ones (product_related), and as a fallback the
 * same sub-category's live products nearest in price (two short index range scans on
 * products_sub_category_price_idx).
 */
const PRODUCT_SQL = `
SELECT p.id, p.name, p.model_number, p.code, p.product_code,
       p.featured_image, p.alt_featured_image, p.price_paisa, p.discount_price_paisa, p.discount_percent,
       p.is_new, p.product_type, p.stock_quantity, p.emi_months, p.is_service, p.prepayment, p.prepayment_value_paisa,
       p.short_description, p.long_description, p.quick_overview, p.meta_title, p.meta_description, p.meta_keywords,
       p.sub_category_id,
       (SELECT json_build_object('name', b.name, 'url', b.brand_url) FROM brands b WHERE b.id = p.brand_id) AS brand_ref,
       (SELECT json_build_object('name', c.name, 'url', c.category_url) FROM categories c WHERE c.id = p.category_id) AS category_ref,
       (SELECT json_build_object('name', sc.name, 'url', sc.sub_category_url) FROM sub_categories sc WHERE sc.id = p.sub_category_id) AS sub_ref,
       (SELECT json_build_object('name', t.name, 'url', t.sub_category_type_url) FROM sub_category_types t WHERE t.id = p.sub_category_type_id) AS type_ref,
       (SELECT json_build_object('name', s.name, 'logo', s.logo, 'slug', s.slug) FROM suppliers s WHERE s.id = p.supplier_id) AS supplier_ref,
       (SELECT json_build_object('id', f.free_product_id, 'name', f.name, 'image', f.image, 'price_paisa', f.price_paisa)
          FROM product_free_items f WHERE f.product_id = p.id) AS free_ref,
       ${SELLING_PRICE_SQL} AS selling_price_paisa, rf.flash_end_time,
       (SELECT json_build_object('ratings', round(avg((r.quality + r.price + r.value) / 3.0), 1), 'count', count(*))
          FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') AS rating_ref,
       (SELECT coalesce(json_agg(i.image ORDER BY i.position, i.id), '[]'::json)
          FROM product_images i WHERE i.product_id = p.id) AS images,
       (SELECT coalesce(json_agg(json_build_object('name', pf.name, 'value', ps.feature_value) ORDER BY ps.position, ps.id), '[]'::json)
          FROM product_specifications ps JOIN product_features pf ON pf.id = ps.product_feature_id
         WHERE ps.product_id = p.id) AS specs,
       (SELECT coalesce(json_agg(json_build_object('product_id', ci.id, 'name', ci.name, 'featured_image', ci.featured_image,
                                                   'price_paisa', ci.sale_price_paisa) ORDER BY pci.position, ci.id), '[]'::json)
          FROM product_combo_items pci JOIN products ci ON ci.id = pci.item_product_id
         WHERE pci.combo_product_id = p.id) AS combos,
       (SELECT coalesce(json_agg(json_build_object('code', cp.code, 'coupon_desc', cp.coupon_desc) ORDER BY cp.scope DESC, cp.id), '[]'::json)
          FROM coupons cp
         WHERE cp.status AND cp.valid_from <= now() AND cp.valid_until > now()
           AND (cp.usage_limit IS NULL OR cp.used_count < cp.usage_limit)
           AND ((cp.scope = 'product' AND EXISTS (SELECT 1 FROM coupon_products cpp WHERE cpp.coupon_id = cp.id AND cpp.product_id = p.id))
             OR (cp.scope = 'cart' AND cp.min_cart_paisa <= ${SELLING_PRICE_SQL}))) AS coupons,
       (SELECT coalesce(json_agg(json_build_object('review', x.review, 'summary', x.summary, 'name', x.name, 'price', x.price,
                                                   'value', x.value, 'quality', x.quality, 'posted_on', x.posted_on)
                                 ORDER BY x.posted_on DESC, x.id DESC), '[]'::json)
          FROM (SELECT r.id, r.review, r.summary, r.name, r.price, r.value, r.quality, r.posted_on FROM reviews r
                 WHERE r.product_id = p.id AND r.status = 'approved'
                 ORDER BY r.posted_on DESC, r.id DESC LIMIT ${PRODUCT_REVIEWS_MAX}) x) AS reviews,
       ARRAY(SELECT pr.related_product_id FROM product_related pr JOIN products rp ON rp.id = pr.related_product_id AND rp.status
              WHERE pr.product_id = p.id ORDER BY pr.position, pr.related_product_id LIMIT ${CAROUSEL_SIZE}) AS related_ids,
       ARRAY(SELECT n.id FROM (
               (SELECT q.id, q.sale_price_paisa - p.sale_price_paisa AS d FROM products q
                 WHERE q.sub_category_id = p.sub_category_id AND q.sale_price_paisa >= p.sale_price_paisa AND q.status AND q.id <> p.id
                 ORDER BY q.sale_price_paisa LIMIT ${CAROUSEL_SIZE / 2})
               UNION ALL
               (SELECT q.id, p.sale_price_paisa - q.sale_price_paisa AS d FROM products q
                 WHERE q.sub_category_id = p.sub_category_id AND q.sale_price_paisa < p.sale_price_paisa AND q.status
                 ORDER BY q.sale_price_paisa DESC LIMIT ${CAROUSEL_SIZE / 2})) n
             ORDER BY n.d, n.id) AS nearby_ids
  FROM products p ${RUNNING_FLASH_PRICE_JOIN}
 WHERE p.id = $1 AND p.status`;

/** JSON columns come back parsed from both drivers; a string would mean a driver that did not. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const iso = (value: string | Date | null): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

type Ref = { name: string; url: string } | null;
/** The query's row: related rows come as small JSON objects (scalar subqueries plan faster than joins). */
type RawProductRow = Omit<ProductRow, 'brand' | 'brand_url' | 'supplier_name' | 'supplier_logo' | 'supplier_slug' | 'category_name'
  | 'category_url' | 'sub_category_name' | 'sub_category_url' | 'type_name' | 'type_url' | 'free_id' | 'free_name' | 'free_image'
  | 'free_price_paisa' | 'ratings' | 'review_count'> & {
  brand_ref: Ref;
  category_ref: Ref;
  sub_ref: Ref;
  type_ref: Ref;
  supplier_ref: { name: string; logo: string | null; slug: string } | null;
  free_ref: { id: number | null; name: string; image: string | null; price_paisa: number } | null;
  rating_ref: { ratings: number | null; count: number } | null;
};

/** One live product with everything the page shows, or null when there is none with that id. One query. */
export async function readProduct(db: Queryable, id: number): Promise<ProductRow | null> {
  const r = await queryPrepared<RawProductRow>(db, 'cg_view_product', ['bigint'], PRODUCT_SQL, [id]);
  const raw = r.rows[0];
  if (!raw) return null;
  const { brand_ref, category_ref, sub_ref, type_ref, supplier_ref, free_ref, rating_ref, ...rest } = raw;
  const brand = json<Ref>(brand_ref);
  const category = json<Ref>(category_ref);
  const sub = json<Ref>(sub_ref);
  const type = json<Ref>(type_ref);
  const supplier = json<RawProductRow['supplier_ref']>(supplier_ref);
  const free = json<RawProductRow['free_ref']>(free_ref);
  const rating = json<RawProductRow['rating_ref']>(rating_ref);
  return {
    ...rest,
    brand: brand?.name ?? '',
    brand_url: brand?.url ?? '',
    category_name: category?.name ?? '',
    category_url: category?.url ?? '',
    sub_category_name: sub?.name ?? '',
    sub_category_url: sub?.url ?? '',
    type_name: type?.name ?? null,
    type_url: type?.url ?? null,
    supplier_name: supplier?.name ?? null,
    supplier_logo: supplier?.logo ?? null,
    supplier_slug: supplier?.slug ?? null,
    free_id: free?.id ?? null,
    free_name: free?.name ?? null,
    free_image: free?.image ?? null,
    free_price_paisa: free?.price_paisa ?? null,
    ratings: rating?.ratings ?? null,
    review_count: Number(rating?.count ?? 0),
    images: json<string[]>(rest.images),
    specs: json<ProductRow['specs']>(rest.specs),
    combos: json<ProductRow['combos']>(rest.combos),
    coupons: json<ProductCoupon[]>(rest.coupons),
    reviews: json<Review[]>(rest.reviews).map((rv) => ({ ...rv, posted_on: iso(rv.posted_on) ?? '' })),
    related_ids: (rest.related_ids ?? []).map(Number),
    nearby_ids: (rest.nearby_ids ?? []).map(Number),
  };
}

/** The API's product (detail) from a row of readProduct. */
export function toProductDetail(row: ProductRow): ProductDetail {
  const card = toProductCard(row);
  const combos: ComboProduct[] = row.combos.map((c) => ({
    product_id: Number(c.product_id),
    name: c.name,
    featured_image: c.featured_image ?? '',
    price: paisaToRupees(c.price_paisa),
  }));
  return {
    ...card,
    brand_url: row.brand_url,
    code: row.code,
    images: row.images.length > 0 ? row.images : card.featured_image ? [card.featured_image] : [],
    is_service: row.is_service ? 1 : 0,
    combo_products: combos,
    flash_sales:
      row.flash_end_time != null && onFlashSale(row) ? { end_time: iso(row.flash_end_time) ?? '' } : null,
    prepayment: row.prepayment ? 1 : 0,
    prepayment_value: row.prepayment_value_paisa != null ? paisaToRupees(row.prepayment_value_paisa) : null,
    supplier_name: row.supplier_name,
    supplier_logo: row.supplier_logo,
    supplier_slug: row.supplier_slug,
    short_description: row.short_description,
    long_description: row.long_description,
    quick_overview: row.quick_overview,
    product_specifications: row.specs.map((s) => ({ product_feature: { name: s.name }, feature_value: s.value })),
    coupons: row.coupons,
    reviews: row.reviews,
    review_count: row.review_count,
    product_category_name: row.category_name,
    product_category_url: row.category_url,
    product_sub_category_name: row.sub_category_name,
    product_sub_category_url: row.sub_category_url,
    product_sub_category_id: row.sub_category_id,
    product_sub_category_type_name: row.type_name,
    product_sub_category_type_url: row.type_url,
  };
}

/** The page meta: the product's own, else made from its name and short description. */
export function productMeta(row: ProductRow): Meta {
  return {
    title: row.meta_title || row.name,
    description: plainText(row.meta_description || row.short_description || row.name, 300),
    keywords: row.meta_keywords || [row.name, row.model_number, row.brand].join(', '),
    og_title: row.meta_title || row.name,
  };
}

const CARDS = CARD_SQL;
/** Cards of live products in the order of `ids` (catalogue/product-cards.ts's mapping), prepared like the product. */
const CARDS_SQL = `SELECT ${CARDS.columns}
  FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, ord)
  JOIN products p ON p.id = u.id
  ${CARDS.joins}
 WHERE p.status
 ORDER BY u.ord`;

async function cardsFor(db: Queryable, ids: readonly number[]): Promise<ProductCard[]> {
  const unique = [...new Set(ids)].filter((n) => Number.isSafeInteger(n) && n > 0);
  if (unique.length === 0) return [];
  const r = await queryPrepared<CardRow>(db, 'cg_product_cards', ['bigint[]'], CARDS_SQL, [unique]);
  return r.rows.map(toProductCard);
}

/**
 * The featured carousel is the same on every product page: the newest featured products' cards,
 * read once per 30 s per database (like the catalogue's other reference data).
 */
const FEATURED_TTL_MS = 30_000;
const featuredCaches = new WeakMap<Queryable, () => Promise<ProductCard[]>>();
function featuredCards(db: Queryable): Promise<ProductCard[]> {
  let read = featuredCaches.get(db);
  if (!read) {
    read = ttlCache(FEATURED_TTL_MS, async () => {
      const r = await db.query<{ id: number }>(
        `SELECT id FROM products WHERE status AND is_featured ORDER BY created_at DESC, id DESC LIMIT ${CAROUSEL_SIZE + 1}`,
      );
      return cardsFor(db, r.rows.map((row) => Number(row.id)));
    });
    featuredCaches.set(db, read);
  }
  return read();
}

/** GET view-product's data, or null for an unknown or switched-off product. Two queries (plus a cached read). */
export async function loadProductPage(db: Queryable, id: number): Promise<ProductPageData | null> {
  const [row, featured] = await Promise.all([readProduct(db, id), featuredCards(db)]);
  if (!row) return null;
  const relatedIds = (row.related_ids.length > 0 ? row.related_ids : row.nearby_ids).slice(0, CAROUSEL_SIZE);
  return {
    title: row.name,
    product: toProductDetail(row),
    meta: productMeta(row),
    related_products: await cardsFor(db, relatedIds),
    featured_products: featured.filter((c) => c.id !== row.id).slice(0, CAROUSEL_SIZE),
  };
}
