import type { FastifyInstance } from 'fastify';
import { newsletterSchema } from '../../../shared/validation';
import { parseInput } from '../../http/validate';
import { formRateLimit } from '../../http/form-input';
import { PRODUCT_MESSAGES as M } from '../../catalogue/product-messages';

/**
 * POST post-subscribers {email} (the footer newsletter, spec part 2 §4, §5, §7). An address is
 * stored once (unique on lower(email)): subscribing again, in any letter case, answers 200 with
 * 'already subscribed'; an address that had unsubscribed is subscribed again.
 */
export default async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.post('/post-subscribers', { config: formRateLimit(config) }, async (request) => {
    const body = await parseInput(newsletterSchema, request.body);
    const email = body.email.trim();
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO newsletter_subscribers (email) VALUES ($1)
       ON CONFLICT (lower(email)) DO UPDATE SET status = true, unsubscribed_at = NULL
        WHERE NOT newsletter_subscribers.status
       RETURNING id`,
      [email],
    );
    const fresh = inserted.rows.length > 0;
    return { statusCode: 200, message: fresh ? M.subscribed : M.alreadySubscribed };
  });
}
