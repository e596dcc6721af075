/**
 * The product card (spec part 1 §3, part 2 §2) in exactly one place: which columns it needs,
 * how one database row becomes the API's card, and loading cards for a list of product ids in
 * the order given. Listings, layouts, home data, the product page's carousels and the cart reuse it.
 */
import type { Queryable } from '../db/types';
import type { Flag, FreeItem, ProductCard } from '../../shared/api/types';
import { discountPercent, paisaToRupees } from '../../shared/domain/money';
import { coinsForProduct } from '../../shared/domain/loyalty';
import { lowestInstalment } from '../../shared/domain/emi';
import { RUNNING_FLASH_PRICE_JOIN, SELLING_PRICE_SQL } from './product-sql';

/** What the card needs of a product; `p` is products, `b` brands, `f` the free item, `rf` its running flash sale price. */
export interface CardRow {
  id: number;
  name: string;
  brand: string;
  model_number: string;
  product_code: string;
  featured_image: string | null;
  alt_featured_image: string | null;
  price_paisa: number;
  discount_price_paisa: number | null;
  discount_percent: number;
  is_new: boolean;
  product_type: string;
  stock_quantity: number;
  emi_months: number;
  free_id: number | null;
  free_name: string | null;
  free_image: string | null;
  free_price_paisa: number | null;
  ratings: number | null;
  /** What the shopper pays (product-sql.ts SELLING_PRICE_SQL): below the discount price during a flash sale. */
  selling_price_paisa: number;
}

/** Whether a running flash sale sets the row's price (it undercuts the discount, or the list, price). */
export const onFlashSale = (row: Pick<CardRow, 'price_paisa' | 'discount_price_paisa' | 'selling_price_paisa'>): boolean =>
  Number(row.selling_price_paisa) < (row.discount_price_paisa ?? row.price_paisa);

/** The discount price a surface shows: the flash sale's price when it sets the row's price, else the discount price (or none). */
export const shownDiscountPaisa = (row: Pick<CardRow, 'price_paisa' | 'discount_price_paisa' | 'selling_price_paisa'>): number | null =>
  onFlashSale(row) ? Number(row.selling_price_paisa) : row.discount_price_paisa;

/** A row of products, brands and free item as a card. A running flash sale's price replaces the discount price. */
export function toProductCard(row: CardRow): ProductCard {
  const price = paisaToRupees(row.price_paisa);
  const flash = onFlashSale(row) ? paisaToRupees(Number(row.selling_price_paisa)) : null;
  const discount = flash ?? (row.discount_price_paisa != null ? paisaToRupees(row.discount_price_paisa) : null);
  const percent = flash != null ? discountPercent(price, flash) : discount != null ? Number(row.discount_percent) : 0;
  const sale = discount ?? price;
  let free: FreeItem | null = null;
  if (row.free_name) {
    free = { name: row.free_name, image: row.free_image, price: paisaToRupees(row.free_price_paisa ?? 0) };
    if (row.free_id != null) free.id = row.free_id;
  }
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model_number: row.model_number,
    product_code: row.product_code,
    featured_image: row.featured_image ?? '',
    alt_featured_image: row.alt_featured_image,
    price,
    discount_price: discount,
    discount_percent: percent,
    new: (row.is_new ? 1 : 0) as Flag,
    product_type: row.product_type,
    free,
    ratings: row.ratings == null ? 0 : Number(row.ratings),
    loyalty_point: coinsForProduct(price, discount),
    // emi_months > 0 marks a product Flexi Pay can sell; the quote is the lowest instalment its
    // EMI modal offers (shared/domain/emi.ts), so "EMI from" never disagrees with the modal.
    emi_price: row.emi_months > 0 ? lowestInstalment(sale) : null,
    availability: row.stock_quantity > 0 ? 1 : 0,
  };
}

/**
 * The select list and joins of a card query over `products p`. The average rating is the mean
 * of the three scores (quality, price, value) of the approved reviews, to one decimal.
 */
export const CARD_SQL: { columns: string; joins: string } = {
    columns: `p.id, p.name, b.name AS brand, p.model_number, p.product_code, p.featured_image, p.alt_featured_image,
      p.price_paisa, p.discount_price_paisa, p.discount_percent, p.is_new, p.product_type, p.stock_quantity, p.emi_months,
      f.free_product_id AS free_id, f.name AS free_name, f.image AS free_image, f.price_paisa AS free_price_paisa,
      (SELECT round(avg((r.quality + r.price + r.value) / 3.0), 1) FROM reviews r
        WHERE r.product_id = p.id AND r.status = 'approved') AS ratings,
      ${SELLING_PRICE_SQL} AS selling_price_paisa`,
  joins: `JOIN brands b ON b.id = p.brand_id
      LEFT JOIN product_free_items f ON f.product_id = p.id
      ${RUNNING_FLASH_PRICE_JOIN}`,
};

export interface LoadCardsOptions {
  /** Also return products switched off (status false); the cart needs them, listings don't. */
  includeInactive?: boolean;
}

/** Cards for `ids`, in the order of `ids` (duplicates and unknown ids dropped). One query. */
export async function loadProductCards(
  db: Queryable,
  ids: readonly number[],
  options: LoadCardsOptions = {},
): Promise<ProductCard[]> {
  const unique = [...new Set(ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
  if (unique.length === 0) return [];
  const { columns, joins } = CARD_SQL;
  const r = await db.query<CardRow>(
    `SELECT ${columns}
       FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, ord)
       JOIN products p ON p.id = u.id
       ${joins}
      WHERE ${options.includeInactive ? 'true' : 'p.status'}
      ORDER BY u.ord`,
    [unique],
  );
  return r.rows.map(toProductCard);
}

/** Cards keyed by id: several lists (home data, layout blocks) share one query. */
export async function loadProductCardMap(
  db: Queryable,
  ids: readonly number[],
  options: LoadCardsOptions = {},
): Promise<Map<number, ProductCard>> {
  const cards = await loadProductCards(db, ids, options);
  return new Map(cards.map((c) => [c.id, c]));
}
