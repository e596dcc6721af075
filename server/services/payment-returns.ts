/**
 * A gateway sent the browser back: find our payment, verify it with the gateway (only while it
 * is pending), record the outcome once, and work out where the browser goes next
 * (docs/adr/0003-payment-returns.md):
 * - the payment's return_url (a partner page hosting the reservation widget) with
 *   cg_reservation={booking id}&cg_status={completed|cancelled|failure};
 * - a scooter reservation started on the storefront: /myReservations?source=…&product=…
 *   with the same two parameters;
 * - a part-3 pre-booking or buy-now: /payment/booking/{gateway}/?booking={status};
 * - a part-3 order: /payment/{gateway}/?order={status}.
 */
import type { Database, Queryable } from '../db';
import { badRequest, notFound } from '../http/errors';
import type { PaymentGateway } from '../payments';
import type { ReturnOutcome, ReturnParams } from '../payments/types';
import { findPayment, paymentById, recordVerification, type PaymentRow, type PaymentStatus } from './payments';

/** The status word the storefront's return and status pages read (spec part 3 §4). */
export type ReturnStatus = 'completed' | 'cancelled' | 'failure';

export const RETURN_STATUS: Record<PaymentStatus, ReturnStatus> = {
  paid: 'completed',
  cancelled: 'cancelled',
  failed: 'failure',
  pending: 'failure',
};

/** Query parameters added to the page the reservation flow started from. */
export const RETURN_PARAMS = { booking: 'cg_reservation', status: 'cg_status' } as const;

export function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

interface BookingTarget {
  id: number;
  kind: 'prebooking' | 'buy_now' | 'reservation';
  source: string | null;
  lookup_slug: string | null;
}

export async function returnTarget(db: Queryable, publicUrl: string, gateway: PaymentGateway, payment: PaymentRow): Promise<string> {
  const status = RETURN_STATUS[payment.status];
  const store = publicUrl.replace(/\/+$/, '');
  if (payment.booking_id === null) {
    // A Flexi Pay (instalment) order carries emi-purchase=yes on to the order status page (spec part 3 §2, §4).
    const emi = payment.order_id !== null && (await db.query<{ is_emi: boolean }>('SELECT is_emi FROM orders WHERE id = $1', [payment.order_id])).rows[0]?.is_emi;
    return `${store}/payment/${gateway.slug}/?order=${status}${emi ? '&emi-purchase=yes' : ''}`;
  }
  const r = await db.query<BookingTarget>(
    `SELECT b.id, b.kind, b.source, rp.lookup_slug
       FROM bookings b LEFT JOIN reservation_products rp ON rp.product_id = b.product_id
      WHERE b.id = $1`,
    [payment.booking_id],
  );
  const booking = r.rows[0];
  if (!booking || booking.kind !== 'reservation') return `${store}/payment/booking/${gateway.slug}/?booking=${status}`;
  const marks = { [RETURN_PARAMS.booking]: String(booking.id), [RETURN_PARAMS.status]: status };
  if (payment.return_url) return withParams(payment.return_url, marks);
  const page = new URL(`${store}/myReservations`);
  page.searchParams.set('source', booking.source || 'ola');
  if (booking.lookup_slug) page.searchParams.set('product', booking.lookup_slug);
  return withParams(page.toString(), marks);
}

/** Verifies and records a return once; answers where to send the browser. */
export async function handleReturn(
  db: Database,
  publicUrl: string,
  gateway: PaymentGateway,
  outcome: ReturnOutcome,
  params: ReturnParams,
): Promise<string> {
  const transactionId = gateway.transactionIdOf(outcome, params);
  if (!transactionId) throw badRequest('This payment return does not say which payment it is about.');
  const found = await findPayment(db, gateway.id, transactionId);
  if (!found) throw notFound('There is no payment with this reference.');
  if (found.status === 'pending') {
    const verification = await gateway.verify(
      { transactionId: found.transaction_id, amountPaisa: found.amount_paisa, currency: found.currency, requestData: found.request_data },
      outcome,
      params,
    );
    await recordVerification(db, found, verification);
  }
  return returnTarget(db, publicUrl, gateway, await paymentById(db, found.id));
}
