/**
 * What every public form endpoint (reviews, enquiries, consultation, newsletter) shares: the
 * per-IP rate limit (FORM_RATE_LIMIT per FORM_RATE_WINDOW_MS, one bucket per route) and the checks
 * that referenced rows exist. Bodies go through parseInput with the shared yup schemas, which
 * carry the length limits (shared/validation/limits.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/types';
import { HttpError, notFound, unprocessable } from './errors';
import { isDbId } from './validate';
import { PRODUCT_MESSAGES as M } from '../catalogue/product-messages';

/** Route config for @fastify/rate-limit: `app.post(url, { config: formRateLimit(config) }, …)`. */
export function formRateLimit(config: ServerConfig) {
  return {
    rateLimit: {
      max: config.formRateLimit,
      timeWindow: config.formRateWindowMs,
      keyGenerator: (req: FastifyRequest) => `form:${req.ip}:${req.routeOptions.url}`,
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
        new HttpError(429, M.tooManyForms(Math.max(1, Math.ceil(ctx.ttl / 1000)))),
    },
  };
}

/** Trimmed text, or null for an absent or blank optional field. */
export const clean = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v ? v : null;
};

/** A whole number that fits the id columns (server/http/validate.ts, the one id rule). */
export { isDbId };

/** The product a form is about must exist and be on sale (status); 404 otherwise. */
export async function requireLiveProduct(db: Queryable, productId: number): Promise<void> {
  if (!isDbId(productId)) throw notFound(M.noProduct);
  const r = await db.query('SELECT 1 FROM products WHERE id = $1 AND status', [productId]);
  if (r.rows.length === 0) throw notFound(M.noProduct);
}

/** The area of a consultation must exist; 422 'Please select area.' otherwise. */
export async function requireArea(db: Queryable, areaId: number): Promise<void> {
  const r = isDbId(areaId) ? await db.query('SELECT 1 FROM areas WHERE id = $1', [areaId]) : { rows: [] };
  if (r.rows.length === 0) throw unprocessable(M.unknownArea);
}
