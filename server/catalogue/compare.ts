/**
 * The compare table (spec part 2 §3 "Compare response"): parallel lists, one entry per product
 * in the order asked, and `other` with one row per specification name any of them has.
 */
import type { CompareTable } from '../../shared/api/catalogue';
import { paisaToRupees } from '../../shared/domain/money';
import type { Queryable } from '../db/types';
import { shownDiscountPaisa } from './product-cards';
import { REVIEW_SUMMARY_JOIN, RUNNING_FLASH_PRICE_JOIN, SELLING_PRICE_SQL } from './product-sql';

interface CompareRow {
  id: number;
  name: string;
  model_number: string;
  featured_image: string | null;
  short_description: string;
  brand: string;
  price_paisa: number;
  discount_price_paisa: number | null;
  selling_price_paisa: number;
  stock_quantity: number;
  prepayment: boolean;
  review_count: number;
  ratings: string | number | null;
  specs: { name: string; value: string }[] | string;
}

/** What an empty comparison answers. */
export const emptyCompareTable = (): CompareTable & { prepayment: number[]; ratings: number[] } => ({
  product_image: [],
  product_id: [],
  product_name: [],
  model_number: [],
  rating_count: [],
  ratings: [],
  price: [],
  description: [],
  manufacturer: [],
  availbility: [],
  prepayment: [],
  other: {},
});

/** A cell with no value in the `other` rows. */
export const NO_VALUE = '-';

/** The table for `ids` (unknown and switched-off products are left out). One query. */
export async function compareTable(db: Queryable, ids: readonly number[]): Promise<CompareTable & { prepayment: number[]; ratings: number[] }> {
  const table = emptyCompareTable();
  if (ids.length === 0) return table;
  const r = await db.query<CompareRow>(
    `SELECT p.id, p.name, p.model_number, p.featured_image, p.short_description, b.name AS brand,
            p.price_paisa, p.discount_price_paisa, ${SELLING_PRICE_SQL} AS selling_price_paisa, p.stock_quantity, p.prepayment,
            rv.review_count, rv.ratings,
            (SELECT coalesce(json_agg(json_build_object('name', pf.name, 'value', ps.feature_value) ORDER BY ps.position, ps.id), '[]'::json)
               FROM product_specifications ps JOIN product_features pf ON pf.id = ps.product_feature_id
              WHERE ps.product_id = p.id) AS specs
       FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, ord)
       JOIN products p ON p.id = u.id
       JOIN brands b ON b.id = p.brand_id
       ${RUNNING_FLASH_PRICE_JOIN}
       ${REVIEW_SUMMARY_JOIN}
      WHERE p.status
      ORDER BY u.ord`,
    [ids],
  );
  const specsOf: Map<string, string>[] = [];
  const names: string[] = [];
  for (const row of r.rows) {
    const discount = shownDiscountPaisa(row);
    table.product_image.push(row.featured_image ?? '');
    table.product_id.push(Number(row.id));
    table.product_name.push(row.name);
    table.model_number.push(row.model_number);
    table.rating_count.push(Number(row.review_count ?? 0));
    table.ratings.push(Number(row.ratings ?? 0));
    table.price.push({ price: paisaToRupees(row.price_paisa), discount_price: discount != null ? paisaToRupees(discount) : null });
    table.description.push(row.short_description);
    table.manufacturer.push(row.brand);
    table.availbility.push(row.stock_quantity > 0 ? 1 : 0);
    table.prepayment.push(row.prepayment ? 1 : 0);
    const specs = typeof row.specs === 'string' ? (JSON.parse(row.specs) as { name: string; value: string }[]) : row.specs;
    const own = new Map<string, string>();
    for (const s of specs) {
      if (!own.has(s.name)) own.set(s.name, s.value);
      if (!names.includes(s.name)) names.push(s.name);
    }
    specsOf.push(own);
  }
  for (const name of names) table.other[name] = specsOf.map((own) => own.get(name) ?? NO_VALUE);
  return table;
}
