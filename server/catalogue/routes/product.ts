import type { FastifyInstance } from 'fastify';
import { answerCache } from '../../http/answer-cache';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/validate';
import { loadProductPage } from '../product-detail';
import { PRODUCT_MESSAGES as M } from '../product-messages';

/** The `product` query parameter: one positive whole number (the shared id rule). */
export function productIdOf(raw: unknown): number {
  return parseId(typeof raw === 'string' ? raw.trim() : '', 'Product');
}

/**
 * GET view-product?product={id} (spec part 2 §3, §7): title, product (detail), meta,
 * related_products ('People Also Buy') and featured_products. Unknown or switched-off → 404.
 * The same for every shopper: kept per catalogue version (http/answer-cache.ts).
 */
export default async function productRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;
  const answers = answerCache(db);
  app.get<{ Querystring: Record<string, unknown> }>('/view-product', (request, reply) => answers(request, reply, async () => {
    const id = productIdOf(request.query.product);
    const data = await loadProductPage(db, id);
    if (!data) throw notFound(M.noProduct);
    return { statusCode: 200, data };
  }));
}
