import type { Queryable } from '../../db';
import { unprocessable } from '../../http/errors';
import { concludeUnknown, creditOrderEarnings, markBookingPaid, PAYMENT_UNKNOWN, restorePaidOwner, type Owner } from '../order-settlement';

/**
 * The payment side of a staff status change (the rules: orders/order-transitions.ts). Money
 * received (Cash On Delivery, Bank Transfer): Paid, and what a paid order or booking gets once
 * (coins and cash back; a booking's confirmation, a buy-now completing its pre-booking). An
 * Unknown payment the shop confirmed: restored as paid the way a late gateway confirmation restores
 * it (or left Refund Due when what it held is gone). One the shop learned was not made: concluded. A
 * refund, or Unpaid: recorded.
 */
export async function applyStaffPayment(tx: Queryable, owner: Owner, from: string, to: string, note: string | null): Promise<void> {
  if (to === from) return;
  const [table, column, id] = 'orderId' in owner ? (['orders', 'order_id', owner.orderId] as const) : (['bookings', 'booking_id', owner.bookingId] as const);
  if (from === PAYMENT_UNKNOWN && to === 'Paid') {
    await tx.query(
      `UPDATE payments SET status = 'paid', verified_at = now(), verification_response = jsonb_build_object('confirmed_by_staff', $2::text), updated_at = now()
        WHERE ${column} = $1 AND status = 'unknown'`,
      [id, note],
    );
    // When what it held is gone (stock sold, coins spent) it is left Refund Due, as after a late
    // gateway confirmation: the answer shows it, and the refund is recorded next.
    await restorePaidOwner(tx, owner);
    return;
  }
  if (from === PAYMENT_UNKNOWN && to === 'Cancelled') {
    await tx.query(`UPDATE payments SET status = 'cancelled', failure_reason = $2, updated_at = now() WHERE ${column} = $1 AND status = 'unknown'`, [id, note]);
    await concludeUnknown(tx, owner, { reason: note ?? 'not paid', cancelled: true });
    return;
  }
  if (to === 'Paid' && 'bookingId' in owner) {
    if (!(await markBookingPaid(tx, owner.bookingId))) throw unprocessable('Its payment is no longer awaited.');
    return;
  }
  const r = await tx.query<{ user_id: number; loyalty_points: number; cash_back_paisa: number }>(
    `UPDATE ${table} SET payment_status = $2, updated_at = now() WHERE id = $1 RETURNING user_id, loyalty_points, cash_back_paisa`,
    [id, to],
  );
  const o = r.rows[0];
  if (to === 'Paid' && 'orderId' in owner && o) {
    await creditOrderEarnings(tx, owner.orderId, { user_id: Number(o.user_id), loyalty_points: o.loyalty_points, cash_back_paisa: Number(o.cash_back_paisa) });
  }
}
