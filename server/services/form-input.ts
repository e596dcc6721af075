/**
 * What every public form endpoint (reviews, enquiries, consultation, newsletter) shares: the
 * per-IP rate limit (FORM_RATE_LIMIT per FORM_RATE_WINDOW_MS, one bucket per route), length
 * limits on top of the shared yup schemas, and the checks that referenced rows exist.
 */
import type { FastifyRequest } from 'fastify';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/types';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { parseInput } from '../http/validate';
import { PRODUCT_MESSAGES as M } from './product-messages';

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

/**
 * parseInput (strict) for a form body, with yup's default type messages ("x must be a `string`
 * type, but the final value was …") replaced by a sentence that names the field and its type.
 */
export async function parseForm<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): Promise<T> {
  try {
    return await parseInput(schema, body);
  } catch (err) {
    if (err instanceof ValidationError && err.type === 'typeError' && /must be a `\w+` type/.test(err.message)) {
      const wanted = /must be a `(\w+)` type/.exec(err.message)?.[1];
      throw unprocessable(M.wrongType(err.path ?? 'A field', wanted === 'string' ? 'text' : `a ${wanted}`));
    }
    throw err;
  }
}

/** Refuses text longer than its limit: `{ name: ['Name', 100] }` → 422 'Name should not be more than 100 characters.' */
export function checkLengths(body: Record<string, unknown>, limits: Record<string, readonly [string, number]>): void {
  for (const [key, [label, max]] of Object.entries(limits)) {
    const value = body[key];
    if (typeof value === 'string' && value.trim().length > max) throw unprocessable(M.tooLong(label, max));
  }
}

/** Trimmed text, or null for an absent or blank optional field. */
export const clean = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v ? v : null;
};

/** A whole number that fits the id columns (serial ids are int4; bigserial fits too). */
export const isDbId = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;

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
