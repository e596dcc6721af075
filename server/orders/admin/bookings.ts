/**
 * Operations on pre-bookings, buy-nows and scooter reservations under /api/admin/ (issue 32): the
 * list and one booking with its payments and timeline, opening Buy Now on a paid pre-booking
 * (the Buy Now link of the shopper's Booking History), and the decision on a cancellation request.
 *   GET  /bookings?status=&payment_status=&kind=&cancellation=requested&q=&page=
 *   GET  /bookings/{id}
 *   POST /bookings/{id}/status {payment_status?, delivery_status?, note?, version}
 *   POST /bookings/{id}/buy-now {open: true | false, note?}
 *   POST /bookings/{id}/cancellation {decision: accept | reject, note?} (cancellation-route.ts)
 */
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { bookingStatusSchema, buyNowSchema } from '../../../shared/validation/staff';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit, auditOf, staleEdit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { inRupees } from '../../http/staff-answers';
import { parseId, parseInput } from '../../http/validate';
import { decideBookingCancellationIn } from '../cancellations';
import { BOOKING_KINDS as KINDS, BOOKING_STATUSES, DELIVERY_STATUSES, PAYMENT_STATUSES, shownDeliveryStatus } from '../../../shared/domain/order-statuses';
import { bookingTransition, type BookingState, type StatusChange } from '../order-transitions';
import { cancellationRoute } from './cancellation-route';
import { listAnswer, listPage, listQuerySchema } from '../../http/staff-lists';
import { applyStaffPayment } from './staff-payments';


interface BookingRow extends BookingState {
  id: number;
  cancelled_booking: string | null;
  buy_now_open_status: number;
  version: number;
  [column: string]: unknown;
}

const BOOKING_COLUMNS = `b.id::int AS id, b.kind, b.created_at, b.user_id::int AS user_id, b.product_id::int AS product_id, b.product_name,
  b.shipping_name, b.shipping_email, b.shipping_mobile, b.shipping_address, b.payment_method, b.status, b.payment_status, b.delivery_status,
  b.cancelled_booking, b.cancelled_reason, b.buy_now_open_status, b.failure_reason, b.total_amount_paisa, b.product_price_paisa,
  b.payment_value_paisa, b.parent_booking_id::int AS parent_booking_id, b.version`;

async function bookingRow(db: Queryable, id: number, lock = false): Promise<BookingRow | null> {
  const r = await db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE b.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return r.rows[0] ?? null;
}

const statusesOf = (b: BookingRow) => ({
  status: b.status,
  payment_status: b.payment_status,
  delivery_status: b.delivery_status,
  buy_now_open_status: Number(b.buy_now_open_status),
  version: b.version,
});

/**
 * A booking as staff see it: money in rupees and the delivery status the shopper's Booking History
 * shows (a Failed or Cancelled booking's delivery reads Cancelled, whatever its row keeps), so
 * staff and shopper never read two states. The audit keeps the stored columns (statusesOf).
 */
function asShown(row: Record<string, unknown>): Record<string, unknown> {
  const out = inRupees(row);
  out.delivery_status = shownDeliveryStatus(String(row.status), String(row.delivery_status));
  return out;
}

const listFilters = object({
  status: string().oneOf([...BOOKING_STATUSES], `status is one of: ${BOOKING_STATUSES.join(', ')}.`),
  payment_status: string().oneOf([...PAYMENT_STATUSES], `payment_status is one of: ${PAYMENT_STATUSES.join(', ')}.`),
  kind: string().oneOf([...KINDS], `kind is one of: ${KINDS.join(', ')}.`),
  cancellation: string().oneOf(['requested'], 'cancellation=requested lists the open cancellation requests.'),
}).concat(listQuerySchema);

export default async function adminBookingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const operations = { preHandler: requireStaff('operations') };

  app.get('/bookings', operations, async (request) => {
    const q = await parseInput(listFilters, request.query, 'query');
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (column: string, value: unknown) => {
      params.push(value);
      where.push(`b.${column} = $${params.length}`);
    };
    if (q.status) add('status', q.status);
    if (q.payment_status) add('payment_status', q.payment_status);
    if (q.kind) add('kind', q.kind);
    if (q.cancellation) where.push(`b.cancelled_booking = 'C' AND b.status = 'Pending'`);
    const answer = await listAnswer(db, {
      from: 'bookings b',
      columns: `b.id::int AS id, b.kind, b.created_at, b.product_name, b.shipping_name, b.shipping_email, b.shipping_mobile, b.payment_method,
                b.status, b.payment_status, b.delivery_status, b.cancelled_booking, b.buy_now_open_status, b.total_amount_paisa, b.version`,
      where,
      params,
      orderBy: 'b.created_at DESC, b.id DESC',
      page: listPage(q.page),
      search: q.q,
    });
    return { ...answer, data: answer.data.map(asShown) };
  });

  app.get('/bookings/:id', operations, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'booking');
    const booking = await bookingRow(db, id);
    if (!booking) throw notFound(`There is no booking ${id}.`);
    const [payments, timeline] = await Promise.all([
      db.query(
        `SELECT id::int AS id, gateway, transaction_id, gateway_reference, status, amount_paisa, failure_reason, refund_reason, created_at, updated_at
           FROM payments WHERE booking_id = $1 ORDER BY id`,
        [id],
      ),
      auditOf(db, 'booking', id),
    ]);
    return { statusCode: 200, booking: asShown(booking), payments: payments.rows.map(inRupees), timeline };
  });

  app.post('/bookings/:id/status', operations, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'booking');
    const body = await parseInput(bookingStatusSchema(DELIVERY_STATUSES, PAYMENT_STATUSES), request.body);
    return db.transaction(async (tx) => {
      const before = await bookingRow(tx, id, true);
      if (!before) throw notFound(`There is no booking ${id}.`);
      if (before.version !== body.version) throw await staleEdit(tx, `Booking ${id}`, 'booking', id, body.version, before.version, asShown(before));
      const note = body.note?.trim() || null;
      const t = bookingTransition(before, { ...(body as StatusChange), note });
      if (!t.ok) throw unprocessable(t.why);
      await applyStaffPayment(tx, { bookingId: id }, before.payment_status, t.next.payment_status, note);
      if (t.next.delivery_status !== before.delivery_status) await tx.query('UPDATE bookings SET delivery_status = $2, updated_at = now() WHERE id = $1', [id, t.next.delivery_status]);
      const after = (await bookingRow(tx, id))!;
      await audit(tx, request.staff, { action: 'booking.status', entity: 'booking', entityId: id, before: statusesOf(before), after: statusesOf(after), note });
      return { statusCode: 200, booking: asShown(after) };
    });
  });

  app.post('/bookings/:id/buy-now', operations, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'booking');
    const body = await parseInput(buyNowSchema, request.body);
    return db.transaction(async (tx) => {
      const before = await bookingRow(tx, id, true);
      if (!before) throw notFound(`There is no booking ${id}.`);
      if (before.kind !== 'prebooking') throw unprocessable(`Booking ${id} is a ${before.kind.replace('_', '-')}: Buy Now opens on pre-bookings only.`);
      if (body.open && (before.status !== 'Accepted' || before.payment_status !== 'Paid'))
        throw unprocessable(`Buy Now opens on a paid pre-booking; booking ${id} is ${before.status} / ${before.payment_status}.`);
      await tx.query('UPDATE bookings SET buy_now_open_status = $2, updated_at = now() WHERE id = $1', [id, body.open ? 1 : 0]);
      const after = (await bookingRow(tx, id))!;
      await audit(tx, request.staff, { action: body.open ? 'booking.buy_now.open' : 'booking.buy_now.close', entity: 'booking', entityId: id, before: statusesOf(before), after: statusesOf(after), note: body.note ?? null });
      return { statusCode: 200, booking: asShown(after) };
    });
  });

  cancellationRoute(app, {
    noun: 'booking',
    read: bookingRow,
    request: (b) => ({ asked: b.cancelled_booking === 'C', status: b.status }),
    decide: decideBookingCancellationIn,
    statusesOf,
  });
}
