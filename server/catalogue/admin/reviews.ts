import { inboxRoutes } from '../../http/inbox-moderation';

/**
 * GET /reviews?status=pending|approved|rejected&page= and POST /reviews/{id} {decision: approve | reject}:
 * reviews held for moderation (REVIEW_MODERATION=1, and the bursts of anonymous reviews held by
 * the rate limits). An approved review shows on its product page at once (the reviews trigger
 * moves the catalogue version).
 */
export default inboxRoutes({
  path: 'reviews',
  entity: 'review',
  noun: 'review',
  table: 'reviews',
  columns: 'x.id::int AS id, x.product_id::int AS product_id, x.name, x.quality, x.price, x.value, x.summary, x.review, x.status, x.posted_on',
  statuses: { waiting: 'pending', approve: 'approved', reject: 'rejected' },
  orderBy: 'x.posted_on, x.id',
});
