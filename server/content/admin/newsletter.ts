/**
 * The footer's newsletter sign-ups for the support inbox (issue 32):
 *   GET /newsletter?status=subscribed|unsubscribed&page=   20 a page, newest first
 *   GET /newsletter.csv                                   every subscribed address: email, subscribed_at
 */
import type { FastifyInstance } from 'fastify';
import { mixed, object } from 'yup';
import { requireStaff } from '../../accounts/staff';
import { inboxPage, pageParam } from '../../http/inbox-moderation';
import { parseInput } from '../../http/validate';
import { csvText, nepalTime, sendCsv } from '../../http/csv';

const listQuery = object({
  status: mixed<'subscribed' | 'unsubscribed'>().oneOf(['subscribed', 'unsubscribed'], 'status is one of: subscribed, unsubscribed.'),
  page: pageParam,
});

export default async function adminNewsletterRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const support = { preHandler: requireStaff('support') };

  app.get('/newsletter', support, async (request) => {
    const q = await parseInput(listQuery, request.query, 'query');
    return inboxPage(db, {
      table: 'newsletter_subscribers',
      columns: 'x.id::int AS id, x.email, x.status AS subscribed, x.created_at AS subscribed_at, x.unsubscribed_at',
      where: 'x.status = $1',
      params: [q.status !== 'unsubscribed'],
      orderBy: 'x.created_at DESC, x.id DESC',
    }, q.page ? Number(q.page) : 1);
  });

  app.get('/newsletter.csv', support, async (_request, reply) => {
    const r = await db.query<{ email: string; subscribed_at: string }>(
      `SELECT email, ${nepalTime('created_at')} AS subscribed_at FROM newsletter_subscribers WHERE status ORDER BY created_at DESC, id DESC`,
    );
    return sendCsv(reply, 'newsletter', csvText(['email', 'subscribed_at'], r.rows.map((s) => [s.email, s.subscribed_at])));
  });
}
