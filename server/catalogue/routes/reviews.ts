import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import type { PostedReview } from '../../../shared/api/product';
import { reviewSchema } from '../../../shared/validation';
import { consume } from '../../http/rate-limits';
import { parseInput } from '../../http/validate';
import { clean, formRateLimit, requireLiveProduct } from '../../http/form-input';
import { PRODUCT_MESSAGES as M } from '../product-messages';
import { optionalUser } from '../../accounts/sessions';

/**
 * POST post-reviews {name, quality, price, value, product_id, summary, review} (spec part 2 §5, §7).
 * Published at once ('approved') unless REVIEW_MODERATION=1 ('pending', shown after approval);
 * the answer carries the stored review and the message to show. A review without a session is
 * anonymous: REVIEW_ANON_PER_PRODUCT of one product per address a day, and past REVIEW_BURST
 * anonymous reviews of one product within an hour the next wait for moderation ('pending'), so a
 * flood cannot move a product's rating (the back office holds the queue).
 */
/** Whether a product had `burst` anonymous reviews or more within the last hour. */
async function inBurst(db: Queryable, productId: number, burst: number): Promise<boolean> {
  const r = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND user_id IS NULL AND posted_on > now() - interval '1 hour'`,
    [productId],
  );
  return Number(r.rows[0].n) >= burst;
}

export default async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.post('/post-reviews', { config: formRateLimit(config), preHandler: optionalUser }, async (request) => {
    const body = await parseInput(reviewSchema, request.body);
    await requireLiveProduct(db, body.product_id);
    const anonymous = !request.user;
    if (anonymous) await consume(app.rateLimits.store, `review:anon:${body.product_id}:ip:${request.ip}`, app.rateLimits.anonymousReview);
    const status = config.reviewAutoApprove && !(anonymous && (await inBurst(db, body.product_id, config.reviewBurst))) ? 'approved' : 'pending';
    const r = await db.query<{ posted_on: Date | string }>(
      `INSERT INTO reviews (product_id, user_id, name, quality, price, value, summary, review, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING posted_on`,
      [body.product_id, request.user?.id ?? null, clean(body.name), body.quality, body.price, body.value,
        clean(body.summary), clean(body.review), status],
    );
    const data: PostedReview = {
      name: clean(body.name) ?? '',
      quality: body.quality,
      price: body.price,
      value: body.value,
      summary: clean(body.summary) ?? '',
      review: clean(body.review) ?? '',
      posted_on: new Date(r.rows[0].posted_on).toISOString(),
      status,
    };
    return { statusCode: 200, message: status === 'approved' ? M.reviewPosted : M.reviewPending, data };
  });
}
