/**
 * One product as staff read and edit it (issue 32): its row with the flags and specifications,
 * and how the staff API shows it (money in rupees, yes / no as 1 / 0, stock by its API name).
 */
import type { Queryable } from '../../db';
import { inRupees } from '../../http/staff-answers';

export interface Specification {
  name: string;
  value: string;
}

export interface ProductRow {
  id: number;
  name: string;
  model_number: string;
  price_paisa: number;
  discount_price_paisa: number | null;
  stock_quantity: number;
  status: boolean;
  version: number;
}

export interface ProductRecord extends ProductRow {
  is_new: boolean;
  product_type: 'Normal' | 'Combo';
  prepayment: boolean;
  prepayment_value_paisa: number | null;
  is_service: boolean;
  specifications: Specification[];
}

const money = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function productRecord(db: Queryable, id: number, lock = false): Promise<ProductRecord | null> {
  const r = await db.query<ProductRecord>(
    `SELECT id::int AS id, name, model_number, price_paisa::int8 AS price_paisa, discount_price_paisa::int8 AS discount_price_paisa,
            stock_quantity, status, version, is_new, product_type, prepayment, prepayment_value_paisa::int8 AS prepayment_value_paisa, is_service,
            (SELECT coalesce(json_agg(json_build_object('name', pf.name, 'value', ps.feature_value) ORDER BY ps.position, ps.id), '[]'::json)
               FROM product_specifications ps JOIN product_features pf ON pf.id = ps.product_feature_id
              WHERE ps.product_id = products.id) AS specifications
       FROM products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = r.rows[0];
  if (!row) return null;
  const specs = typeof row.specifications === 'string' ? (JSON.parse(row.specifications) as Specification[]) : row.specifications;
  return {
    ...row,
    price_paisa: Number(row.price_paisa),
    discount_price_paisa: money(row.discount_price_paisa),
    prepayment_value_paisa: money(row.prepayment_value_paisa),
    specifications: specs,
  };
}

/** The product as the staff API shows it: money in rupees, yes / no as 1 / 0, stock by its API name. */
export function productView<T extends ProductRow>(p: T): Record<string, unknown> {
  const { stock_quantity, ...rest } = p;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(inRupees(rest))) out[k] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  return { ...out, stock: stock_quantity };
}
