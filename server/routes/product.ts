import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/errors';
import { loadProductPage } from '../services/product-detail';
import { isDbId } from '../services/form-input';
import { PRODUCT_MESSAGES as M } from '../services/product-messages';

/** The `product` query parameter: one positive whole number. */
export function productIdOf(raw: unknown): number {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,15}$/.test(text)) throw badRequest(M.badProductId);
  const id = Number(text);
  if (!isDbId(id)) throw notFound(M.noProduct);
  return id;
}

/**
 * GET view-product?product={id} (spec part 2 §3, §7): title, product (detail), meta,
 * related_products ('People Also Buy') and featured_products. Unknown or switched-off → 404.
 */
export default async function productRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.get<{ Querystring: Record<string, unknown> }>('/view-product', async (request) => {
    const id = productIdOf(request.query.product);
    const data = await loadProductPage(db, id);
    if (!data) throw notFound(M.noProduct);
    return { statusCode: 200, data };
  });
}
