/**
 * Recording payments. A payment row is created 'pending' together with what it pays for; it
 * becomes 'paid' ONLY after the gateway confirmed it server to server, and it changes at most
 * once: every write is a conditional UPDATE … WHERE status = 'pending', and the gateway's
 * reference is unique per gateway, so a replayed or forged return changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db';
import { HttpError } from '../http/errors';
import type { GatewayId, PaymentGateway } from '../payments';
import { GatewayError, type FailureReason, type Handoff, type PaymentToStart, type Verification } from '../payments/types';
import { afterBookingSettled, settleOrderPayment } from './order-settlement';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface PaymentRow {
  id: number;
  transaction_id: string;
  gateway: GatewayId;
  order_id: number | null;
  booking_id: number | null;
  amount_paisa: number;
  currency: string;
  status: PaymentStatus;
  failure_reason: string | null;
  request_data: Record<string, unknown> | null;
  return_url: string | null;
}

const PAYMENT_COLUMNS = 'id, transaction_id, gateway, order_id, booking_id, amount_paisa, currency, status, failure_reason, request_data, return_url';

/** Ours: 'CG' + 16 hex digits — unique, unguessable, within every gateway's 20-character limit. */
export const newTransactionId = () => `CG${randomBytes(8).toString('hex').toUpperCase()}`;

export async function insertPayment(
  tx: Queryable,
  p: { gateway: GatewayId; bookingId?: number; orderId?: number; amountPaisa: number; currency?: string; returnUrl?: string | null },
): Promise<{ id: number; transactionId: string }> {
  const transactionId = newTransactionId();
  const r = await tx.query<{ id: number }>(
    `INSERT INTO payments (transaction_id, gateway, booking_id, order_id, amount_paisa, currency, return_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [transactionId, p.gateway, p.bookingId ?? null, p.orderId ?? null, p.amountPaisa, p.currency ?? 'NPR', p.returnUrl ?? null],
  );
  return { id: r.rows[0].id, transactionId };
}

export async function findPayment(db: Queryable, gateway: GatewayId, transactionId: string): Promise<PaymentRow | null> {
  const r = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE gateway = $1 AND transaction_id = $2`, [gateway, transactionId]);
  return r.rows[0] ?? null;
}

/** What the payment pays for follows it: a booking becomes Accepted, or Failed with the reason. */
async function settleOwner(tx: Queryable, payment: PaymentRow, outcome: { paid: true } | { paid: false; reason: string; cancelled: boolean }) {
  if (payment.booking_id === null) {
    // Part 3's orders: services/order-settlement.ts (stock, coins, coupon, cart).
    if (payment.order_id !== null) await settleOrderPayment(tx, payment.order_id, outcome);
    return;
  }
  await settleBooking(tx, payment, outcome);
  await afterBookingSettled(tx, payment.booking_id, outcome);
}

async function settleBooking(tx: Queryable, payment: PaymentRow, outcome: { paid: true } | { paid: false; reason: string; cancelled: boolean }) {
  if (outcome.paid) {
    await tx.query(
      `UPDATE bookings SET status = 'Accepted', payment_status = 'Paid', failure_reason = NULL, updated_at = now()
        WHERE id = $1 AND status = 'Pending'`,
      [payment.booking_id],
    );
  } else {
    await tx.query(
      `UPDATE bookings SET status = 'Failed', payment_status = $2, failure_reason = $3, updated_at = now()
        WHERE id = $1 AND status = 'Pending'`,
      [payment.booking_id, outcome.cancelled ? 'Cancelled' : 'Failed', outcome.reason],
    );
  }
}

/** Marks a pending payment failed (or cancelled by the payer); a payment already settled is left alone. */
export async function recordFailure(db: Database, payment: PaymentRow, reason: FailureReason, raw: unknown): Promise<boolean> {
  const cancelled = reason === 'cancelled by payer';
  return db.transaction(async (tx) => {
    const r = await tx.query(
      `UPDATE payments SET status = $2, failure_reason = $3, verification_response = $4::jsonb, updated_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [payment.id, cancelled ? 'cancelled' : 'failed', reason, JSON.stringify(raw ?? null)],
    );
    if (!r.rowCount) return false;
    await settleOwner(tx, payment, { paid: false, reason, cancelled });
    return true;
  });
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Marks a pending payment paid after a successful verification; false when it was already settled. */
export async function recordPaid(db: Database, payment: PaymentRow, reference: string, raw: unknown): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const r = await tx.query(
        `UPDATE payments SET status = 'paid', gateway_reference = $2, verification_response = $3::jsonb, verified_at = now(),
                failure_reason = NULL, updated_at = now()
          WHERE id = $1 AND status = 'pending'`,
        [payment.id, reference, JSON.stringify(raw ?? null)],
      );
      if (!r.rowCount) return false;
      await settleOwner(tx, payment, { paid: true });
      return true;
    });
  } catch (err) {
    // The gateway's reference already paid another payment of ours: a replay, not a payment.
    if (isUniqueViolation(err)) return recordFailure(db, payment, 'verification failed', { duplicateReference: reference, raw });
    throw err;
  }
}

/** Records a verification's outcome once. 'gateway unavailable' records nothing (try again later). */
export async function recordVerification(db: Database, payment: PaymentRow, v: Verification): Promise<void> {
  if (v.ok) await recordPaid(db, payment, v.reference, v.raw);
  else if (v.reason !== 'gateway unavailable') await recordFailure(db, payment, v.reason, v.raw);
}

/**
 * Hands a freshly created payment to its gateway and keeps what the gateway needs later. When
 * the gateway cannot be reached the payment (and its booking) fail with 'gateway unavailable'
 * and the caller gets a 502 it can show.
 */
export async function startPayment(db: Database, gateway: PaymentGateway, payment: PaymentRow, start: PaymentToStart): Promise<Handoff> {
  let handoff: Handoff;
  try {
    handoff = await gateway.initiate(start);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await recordFailure(db, payment, 'gateway unavailable', { error: err.message });
    throw new HttpError(502, 'The payment service is not answering right now. Please try again in a moment or choose another payment method.');
  }
  const stored = handoff.kind === 'form' ? { url: handoff.url, method: handoff.method, fields: handoff.fields, ...handoff.state } : { url: handoff.url, ...handoff.state };
  await db.query('UPDATE payments SET request_data = $2::jsonb, updated_at = now() WHERE id = $1', [payment.id, JSON.stringify(stored)]);
  return handoff;
}

export async function paymentById(db: Queryable, id: number): Promise<PaymentRow> {
  const r = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [id]);
  return r.rows[0];
}
