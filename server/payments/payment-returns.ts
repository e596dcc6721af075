/**
 * A gateway sent the browser back: find our payment, ask the gateway (docs/adr/0010-payment-truth.md:
 * a failure return, or a success return that proves nothing, is followed by its status call),
 * record what the GATEWAY said once — a success confirmed after the order was released still
 * counts — and work out where the browser goes next (docs/adr/0003-payment-returns.md):
 * - the payment's return_url (a partner page hosting the reservation widget) with
 *   cg_reservation={booking id}&cg_status={completed|cancelled|failure};
 * - a scooter reservation started on the storefront: /myReservations?source=…&product=…
 *   with the same two parameters;
 * - a part-3 pre-booking or buy-now: /payment/booking/{gateway}/?booking={status}&booking_id={id};
 * - a part-3 order: /payment/{gateway}/?order={status}&order_id={id}.
 * The ids (ours, named as post-checkout answers them) let the thank-you page show which order or
 * booking it thanks for; the page reads its state from the shopper's own list, never from the URL.
 */
import type { Database, Queryable } from '../db';
import { badRequest, notFound } from '../http/errors';
import type { PaymentGateway } from './';
import type { ReturnOutcome, ReturnParams } from './types';
import { askGateway, findPayment, paymentById, recordVerification, type PaymentLog, type PaymentRow, type PaymentStatus } from './payments';

/** The status word the storefront's return and status pages read (spec part 3 §4). */
export type ReturnStatus = 'completed' | 'cancelled' | 'failure';

export const RETURN_STATUS: Record<PaymentStatus, ReturnStatus> = {
  paid: 'completed',
  cancelled: 'cancelled',
  failed: 'failure',
  pending: 'failure',
  unknown: 'failure',
};

/**
 * The word for the return page: the payment's state; a payment still pending (or unknown) after a
 * failure return (eSewa has no status call; the gateway still shows it open) reads 'cancelled', as
 * the payer did, and a paid one whose order could not be restored (refund due) too.
 */
export function returnStatus(payment: Pick<PaymentRow, 'status' | 'refund_reason'>, outcome?: ReturnOutcome): ReturnStatus {
  if ((payment.status === 'pending' || payment.status === 'unknown') && outcome === 'failure') return 'cancelled';
  if (payment.status === 'paid' && payment.refund_reason) return 'cancelled';
  return RETURN_STATUS[payment.status];
}

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

export async function returnTarget(db: Queryable, publicUrl: string, gateway: PaymentGateway, payment: PaymentRow, outcome?: ReturnOutcome): Promise<string> {
  const status = returnStatus(payment, outcome);
  const store = publicUrl.replace(/\/+$/, '');
  if (payment.booking_id === null) {
    // A Flexi Pay (instalment) order carries emi-purchase=yes on to the order status page (spec part 3 §2, §4).
    const emi = payment.order_id !== null && (await db.query<{ is_emi: boolean }>('SELECT is_emi FROM orders WHERE id = $1', [payment.order_id])).rows[0]?.is_emi;
    const id = payment.order_id !== null ? `&order_id=${payment.order_id}` : '';
    return `${store}/payment/${gateway.slug}/?order=${status}${id}${emi ? '&emi-purchase=yes' : ''}`;
  }
  const r = await db.query<BookingTarget>(
    `SELECT b.id, b.kind, b.source, rp.lookup_slug
       FROM bookings b LEFT JOIN reservation_products rp ON rp.product_id = b.product_id
      WHERE b.id = $1`,
    [payment.booking_id],
  );
  const booking = r.rows[0];
  if (!booking || booking.kind !== 'reservation') return `${store}/payment/booking/${gateway.slug}/?booking=${status}&booking_id=${payment.booking_id}`;
  const marks = { [RETURN_PARAMS.booking]: String(booking.id), [RETURN_PARAMS.status]: status };
  if (payment.return_url) return withParams(payment.return_url, marks);
  const page = new URL(`${store}/myReservations`);
  page.searchParams.set('source', booking.source || 'ola');
  if (booking.lookup_slug) page.searchParams.set('product', booking.lookup_slug);
  return withParams(page.toString(), marks);
}

/**
 * Asks the gateway about a return and records its answer once; answers where to send the browser.
 * A pending or unknown payment is always asked about; a released (failed or cancelled) one only by
 * a success return, which may still prove it paid; a paid one never again.
 */
export async function handleReturn(
  db: Database,
  publicUrl: string,
  gateway: PaymentGateway,
  outcome: ReturnOutcome,
  params: ReturnParams,
  log?: PaymentLog,
): Promise<string> {
  const transactionId = gateway.transactionIdOf(outcome, params);
  if (!transactionId) throw badRequest('This payment return does not say which payment it is about.');
  const found = await findPayment(db, gateway.id, transactionId);
  if (!found) throw notFound('There is no payment with this reference.');
  if (found.status === 'pending' || found.status === 'unknown' || (found.status !== 'paid' && outcome === 'success')) {
    await recordVerification(db, found, await askGateway(gateway, found, outcome, params), log);
  }
  return returnTarget(db, publicUrl, gateway, await paymentById(db, found.id), outcome);
}
