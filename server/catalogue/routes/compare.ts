import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../http/errors';
import { compareTable } from '../compare';
import { isDbId } from '../../http/form-input';
import { COMPARE_MAX, PRODUCT_MESSAGES as M } from '../product-messages';

/**
 * The product ids of compare-products: `product_id=1,2,3` (shared/api compareProducts), also
 * repeated (`product_id=1&product_id=2`) or as `product_id[]`. Duplicates count once; none is
 * an empty comparison.
 */
export function compareIds(query: Record<string, unknown>): number[] {
  const raw = query.product_id ?? query['product_id[]'];
  const parts = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [String(v)],
  );
  const ids: number[] = [];
  for (const part of parts.map((p) => p.trim()).filter((p) => p !== '')) {
    if (!/^\d{1,15}$/.test(part)) throw unprocessable(M.compareBadIds);
    const id = Number(part);
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > COMPARE_MAX) throw unprocessable(M.compareTooMany(COMPARE_MAX));
  return ids;
}

/** GET compare-products?product_id=1,2,3 → data.products, the parallel lists of the compare table. */
export default async function compareRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;
  app.get<{ Querystring: Record<string, unknown> }>('/compare-products', async (request) => {
    const ids = compareIds(request.query).filter(isDbId);
    return { statusCode: 200, data: { products: await compareTable(db, ids) } };
  });
}
