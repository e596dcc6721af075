/** Flash sales that are running now (status on, started, not ended), soonest to end first. */
import type { Queryable } from '../db/types';

export interface RunningFlashSale {
  id: number;
  title: string;
  /** ISO 8601. */
  end_time: string;
  banner: string | null;
}

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

export async function runningFlashSales(db: Queryable, ids?: readonly number[]): Promise<RunningFlashSale[]> {
  const r = await db.query<{ id: number; title: string; end_time: Date | string; banner: string | null }>(
    `SELECT id, title, end_time, banner FROM flash_sales
      WHERE status AND start_time <= now() AND end_time > now() ${ids ? 'AND id = ANY($1::int[])' : ''}
      ORDER BY end_time, id`,
    ids ? [[...ids]] : [],
  );
  return r.rows.map((row) => ({ id: row.id, title: row.title, end_time: iso(row.end_time), banner: row.banner }));
}

/** Product ids of flash sales in their order, at most `limit` per sale. */
export async function flashSaleProductIds(db: Queryable, saleIds: readonly number[], limit: number): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (saleIds.length === 0) return out;
  const r = await db.query<{ flash_sale_id: number; product_id: number }>(
    `SELECT x.flash_sale_id, x.product_id FROM (
       SELECT fsp.flash_sale_id, fsp.product_id,
              row_number() OVER (PARTITION BY fsp.flash_sale_id ORDER BY fsp.position, fsp.product_id) AS n
         FROM flash_sale_products fsp JOIN products p ON p.id = fsp.product_id AND p.status
        WHERE fsp.flash_sale_id = ANY($1::int[])) x
      WHERE x.n <= $2 ORDER BY x.flash_sale_id, x.n`,
    [[...saleIds], limit],
  );
  for (const row of r.rows) {
    const list = out.get(row.flash_sale_id) ?? [];
    list.push(Number(row.product_id));
    out.set(row.flash_sale_id, list);
  }
  return out;
}
