import { inboxRoutes } from '../../http/inbox-moderation';

/**
 * GET /warranty?status=Pending|Approved|Rejected&page= and POST /warranty/{id} {decision: approve | reject}:
 * the warranty registrations shoppers send from My Profile, with their proof's file name.
 */
export default inboxRoutes({
  path: 'warranty',
  entity: 'warranty',
  noun: 'warranty registration',
  table: 'warranty_registrations',
  columns: `x.id::int AS id, x.user_id::int AS user_id, x.product_id::int AS product_id, x.model_no, x.serial_number, x.place_of_purchase,
    x.purchase_date, x.proof_file_name, x.proof_original_name, x.status, x.created_at`,
  statuses: { waiting: 'Pending', approve: 'Approved', reject: 'Rejected' },
  orderBy: 'x.created_at, x.id',
});
