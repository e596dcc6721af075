import type { FastifyInstance } from 'fastify';
import { paisaToRupees } from '../../shared/domain/money';
import { requireStaff } from '../accounts/staff';

/** A product shown to shoppers with this many units or fewer counts as low on stock. */
export const LOW_STOCK = 3;

/**
 * GET /api/admin/dashboard (issue 32): what needs a person now, and today's orders and revenue
 * (today in Nepal, Asia/Kathmandu). Every role sees it; each list behind a count is in its area.
 */
export default async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.get('/dashboard', { preHandler: requireStaff('dashboard') }, async () => {
    const r = await db.query<Record<string, string | number>>(
      `SELECT
         (SELECT count(*) FROM orders WHERE order_status = 'Pending' AND cancelled_order IS NULL
             AND payment_method IN ('Cash On Delivery', 'Bank Transfer') AND payment_status = 'Pending')::int AS orders_to_confirm,
         (SELECT count(*) FROM orders WHERE order_status IN ('Accepted', 'Processing'))::int AS orders_to_ship,
         (SELECT count(*) FROM orders WHERE cancelled_order = 'C' AND order_status = 'Pending')::int
           + (SELECT count(*) FROM bookings WHERE cancelled_booking = 'C' AND status = 'Pending')::int AS cancellation_requests,
         (SELECT count(*) FROM orders WHERE payment_status IN ('Refund Due', 'Unknown'))::int
           + (SELECT count(*) FROM bookings WHERE payment_status IN ('Refund Due', 'Unknown'))::int AS payments_needing_attention,
         (SELECT count(*) FROM bookings WHERE kind <> 'reservation' AND status = 'Pending' AND payment_status = 'Pending'
             AND payment_method IN ('Cash On Delivery', 'Bank Transfer'))::int AS bookings_awaiting_money,
         (SELECT count(*) FROM products WHERE status AND stock_quantity <= $1)::int AS low_stock,
         (SELECT count(*) FROM reviews WHERE status = 'pending')::int AS held_reviews,
         (SELECT count(*) FROM warranty_registrations WHERE status = 'Pending')::int AS warranty_to_check,
         (SELECT count(*) FROM enquiries WHERE kind = 'business' AND status = 'new')::int AS open_enquiries,
         (SELECT count(*) FROM store_consultations WHERE status = 'new')::int AS open_consultations,
         (SELECT count(*) FROM enquiries WHERE kind = 'contact' AND status = 'new')::int AS open_contact_messages,
         (SELECT count(*) FROM orders WHERE created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kathmandu') AT TIME ZONE 'Asia/Kathmandu'))::int AS orders_today,
         (SELECT COALESCE(sum(total_amount_paisa), 0) FROM orders
           WHERE created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kathmandu') AT TIME ZONE 'Asia/Kathmandu')
             AND order_status NOT IN ('Failed', 'Cancelled'))::int8 AS revenue_today_paisa`,
      [LOW_STOCK],
    );
    const { revenue_today_paisa, ...counts } = r.rows[0];
    return { statusCode: 200, ...counts, revenue_today: paisaToRupees(Number(revenue_today_paisa)), low_stock_at_most: LOW_STOCK };
  });
}
