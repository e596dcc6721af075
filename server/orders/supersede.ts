/**
 * A checkout replaces the shopper's own unpaid online orders or bookings (orders/place-order.ts),
 * but never one its gateway was paid for (docs/adr/0010-payment-truth.md). Before the placing
 * transaction, outside it (no row is locked while a gateway is waited for), every pending payment
 * of what the checkout replaces is asked about (askBeforeRelease, at most SWEEP_WAIT_MS, in parallel):
 *
 * - paid: a booking is recorded paid at once; an order once the placing transaction is over (so
 *   the cart being checked out is still there). Neither is replaced: the shopper has two live
 *   orders (ADR 10 accepts it);
 * - finally not paid (cancelled, declined, another amount): recorded at once, with that reason;
 * - nothing completed at the gateway: replaced as before ('replaced by a newer checkout'), and
 *   reconciliation asks about it again for a few days;
 * - no answer, or no status call (eSewa ePay v1): released with its payment 'unknown'
 *   (holdUnknown): its stock, coins and coupon go back, the payment waits for the gateway or the shop.
 *
 * Something the checkout finds in its transaction that was not asked about (placed meanwhile by
 * another tab) is left alone: the hold sweep asks about it when its hold expires. Every decision is
 * logged at warn or error, after the transaction that made it.
 */
import type { Database, Queryable } from '../db';
import { isFinal, type Verification } from '../payments/types';
import { abandonBooking, abandonOrder, holdUnknown, ownerColumn, REASONS, type Owner, type PaymentLog } from './order-settlement';
import { askBeforeRelease, paymentContext, paymentFacts, PAYMENT_COLUMNS, recordPaid, recordVerification, type Asked, type PaymentRow } from '../payments/payments';

const SILENT: PaymentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

type Decision = { kind: 'superseded' | 'unknown'; payment: PaymentRow; asked: Asked };

export interface Supersession {
  /** What each pending payment's gateway said, by payment id. */
  asked: Map<number, { payment: PaymentRow; asked: Asked }>;
  /** Orders the gateway confirmed paid: recorded when the placing transaction is over. */
  paidLater: { payment: PaymentRow; v: Extract<Verification, { ok: true }> }[];
  /** What the placing transaction did, logged once it committed. */
  decisions: Decision[];
  log: PaymentLog;
}

/** Asks the gateways of these owners' pending payments and records what settles them now. */
export async function askBeforeSuperseding(db: Database, owners: readonly Owner[]): Promise<Supersession> {
  const ctx = paymentContext(db);
  const s: Supersession = { asked: new Map(), paidLater: [], decisions: [], log: ctx?.log ?? SILENT };
  if (owners.length === 0) return s;
  const orderIds = owners.flatMap((o) => ('orderId' in o ? [o.orderId] : []));
  const bookingIds = owners.flatMap((o) => ('bookingId' in o ? [o.bookingId] : []));
  const pending = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE status = 'pending' AND (order_id = ANY($1::bigint[]) OR booking_id = ANY($2::bigint[])) ORDER BY id`,
    [orderIds, bookingIds],
  );
  const answers = await Promise.all(pending.rows.map(async (payment) => ({ payment, asked: await askBeforeRelease(ctx, db, payment) })));
  for (const a of answers) {
    s.asked.set(Number(a.payment.id), a);
    if (a.asked.kind !== 'answer') continue;
    const v = a.asked.v;
    if (v.ok && a.payment.order_id !== null) {
      s.paidLater.push({ payment: a.payment, v });
    } else if (v.ok) {
      const done = await recordPaid(db, a.payment, v.reference, v.raw, { log: s.log });
      if (done.kind === 'paid') s.log.warn({ ...paymentFacts(a.payment), reference: v.reference }, 'Paid at the gateway, its return never came: recorded paid before a newer checkout, which goes on beside it');
    } else if (isFinal(v)) {
      const done = await recordVerification(db, a.payment, v, s.log);
      if (done.kind === 'failed') s.log.warn({ ...paymentFacts(a.payment), reason: v.reason }, `The gateway says this payment was not made (${v.reason}): released before a newer checkout`);
    }
  }
  return s;
}

/** In the placing transaction: replaces one pending owner as its gateway's answer allows. */
export async function supersedeOwner(tx: Queryable, owner: Owner, s: Supersession): Promise<void> {
  const [column, id] = ownerColumn(owner);
  const pays = await tx.query<{ id: number }>(`SELECT id FROM payments WHERE ${column} = $1 AND status = 'pending' ORDER BY id`, [id]);
  const asked = pays.rows.map((p) => s.asked.get(Number(p.id)));
  // Placed after the gateways were asked (another tab): the hold sweep will ask about it.
  if (asked.some((a) => a === undefined)) return;
  const known = asked as { payment: PaymentRow; asked: Asked }[];
  if (known.some((a) => a.asked.kind === 'answer' && a.asked.v.ok)) return;
  const silent = known.find((a) => a.asked.kind !== 'answer');
  if (silent) {
    if (await holdUnknown(tx, owner, REASONS.superseded)) s.decisions.push({ kind: 'unknown', ...silent });
    return;
  }
  const done = 'orderId' in owner ? await abandonOrder(tx, owner.orderId, REASONS.superseded) : await abandonBooking(tx, owner.bookingId, REASONS.superseded);
  if (done && known[0]) s.decisions.push({ kind: 'superseded', ...known[0] });
}

export async function supersedeAll(tx: Queryable, owners: readonly Owner[], s: Supersession): Promise<void> {
  for (const owner of owners) await supersedeOwner(tx, owner, s);
}

/**
 * After the placing transaction: the orders the gateway confirmed paid are recorded (whether the
 * new checkout went through or not), and, when it committed, what it did is logged.
 */
export async function finishSupersession(db: Database, s: Supersession, committed: boolean): Promise<void> {
  if (committed) for (const d of s.decisions) logDecision(s.log, d);
  for (const { payment, v } of s.paidLater) {
    try {
      const done = await recordPaid(db, payment, v.reference, v.raw, { log: s.log });
      if (done.kind === 'paid') s.log.warn({ ...paymentFacts(payment), reference: v.reference }, 'Paid at the gateway, its return never came: recorded paid when a newer checkout came, which goes on beside it');
    } catch (err) {
      // Still Pending: the hold sweep asks its gateway again when its hold expires.
      s.log.error({ ...paymentFacts(payment), reference: v.reference, err }, 'Recording a payment the gateway confirmed failed: the hold sweep will ask again');
    }
  }
}

function logDecision(log: PaymentLog, d: Decision): void {
  const facts = paymentFacts(d.payment);
  if (d.kind === 'superseded') {
    log.warn(facts, 'Replaced by a newer checkout: the gateway has no completed payment for it (reconciliation asks again)');
  } else if (d.asked.kind === 'no status call') {
    log.error({ ...facts, why: 'the gateway has no status call' }, 'Replaced by a newer checkout while its payment cannot be confirmed: stock released, payment UNKNOWN until the gateway or the shop settles it');
  } else {
    log.warn({ ...facts, why: 'the gateway did not answer' }, 'Replaced by a newer checkout while its gateway does not answer: stock released, payment UNKNOWN (reconciliation keeps asking)');
  }
}
