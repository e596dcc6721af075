/**
 * Reconciliation (docs/adr/0010-payment-truth.md): a payment released without its gateway's own
 * "not paid" — replaced by a newer checkout, expired, cancelled by the customer, or kept 'unknown'
 * because its gateway did not answer — is asked about again with a growing delay, for a few days,
 * while its gateway can answer (it has a status call). The schedule lives in the payment's row
 * (recheck_at, rechecks: migration 022), so it survives restarts and any process can carry it on.
 *
 * - paid at the gateway: recorded (recordPaid): its order or booking restored, or Refund Due;
 * - finally not paid (cancelled, declined, another amount): settled, no more asking;
 * - no completed payment there: an 'unknown' payment is released as not paid with the reason it
 *   gave way for, and, like every released one, asked about again at its next recheck;
 * - no answer: asked again later; after the last recheck an 'unknown' payment stays unknown for
 *   the shop (logged as an error).
 */
import type { Database } from '../db';
import { gateways } from './';
import { isFinal } from './types';
import { concludeUnknown } from '../orders/order-settlement';
import { askBeforeRelease, paymentContext, paymentFacts, PAYMENT_COLUMNS, recordPaid, recordVerification, type PaymentContext, type PaymentRow } from './payments';

/**
 * Minutes between the rechecks of a released payment: the first a minute after its release
 * (RECHECK_SOON), then 5 min, 30 min, 2 h, 6 h, 12 h and daily: about four days in all.
 */
export const RECHECK_DELAYS_MINUTES: readonly number[] = [1, 5, 30, 120, 360, 720, 1440, 1440, 1440];

/** Payments one run asks about (the longest overdue first); the rest wait for the next run. */
export const RECHECKS_PER_RUN = 50;

type Due = PaymentRow & { rechecks: number };

/** What a run did, for tests and the job's log. */
export interface ReconcileRun {
  asked: number;
  restored: number;
  settled: number;
}

/** Asks the gateways of the payments whose recheck is due; answers what came of it. */
export async function reconcilePayments(db: Database, limit = RECHECKS_PER_RUN, ctx: PaymentContext | null = paymentContext(db)): Promise<ReconcileRun> {
  const run: ReconcileRun = { asked: 0, restored: 0, settled: 0 };
  if (!ctx) return run;
  const due = await db.query<Due>(
    `SELECT ${PAYMENT_COLUMNS}, rechecks FROM payments WHERE recheck_at <= now() ORDER BY recheck_at LIMIT $1`,
    [limit],
  );
  await Promise.all(
    due.rows.map((p) =>
      // One payment's failure (a database blip) leaves its recheck due: the next run asks again.
      recheck(db, ctx, p, run).catch((err: unknown) => ctx.log.error({ ...paymentFacts(p), err }, 'Reconciliation could not recheck this payment; the next run tries again')),
    ),
  );
  return run;
}

async function recheck(db: Database, ctx: PaymentContext, p: Due, run: ReconcileRun): Promise<void> {
  const log = ctx.log;
  const facts = { ...paymentFacts(p), rechecks: p.rechecks + 1 };
  const gateway = gateways(ctx.config, db).byId(p.gateway);
  if (p.status === 'paid' || p.status === 'pending' || !gateway?.lookup) {
    // Nothing to ask: settled meanwhile, or a gateway without a status call (the shop settles it).
    await stopAsking(db, p.id);
    return;
  }
  run.asked += 1;
  const asked = await askBeforeRelease(ctx, db, p);
  if (asked.kind === 'answer' && asked.v.ok) {
    const done = await recordPaid(db, p, asked.v.reference, asked.v.raw, { log });
    if (done.kind === 'restored' || done.kind === 'refund due') run.restored += 1;
    return;
  }
  if (asked.kind === 'answer' && !asked.v.ok && isFinal(asked.v)) {
    const reason = asked.v.reason;
    if (p.status === 'unknown') await recordVerification(db, p, asked.v, log);
    await stopAsking(db, p.id);
    run.settled += 1;
    log.warn({ ...facts, reason }, `Reconciliation: the gateway says this released payment was not made (${reason}); no more asking`);
    return;
  }
  if (asked.kind === 'answer' && p.status === 'unknown') {
    // The gateway answers again, and has no completed payment: released as not paid after all.
    const reason = p.failure_reason ?? 'expired unpaid';
    const released = await db.transaction(async (tx) => {
      const r = await tx.query(`UPDATE payments SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = 'unknown'`, [p.id]);
      if (!r.rowCount) return false;
      await concludeUnknown(tx, p.order_id !== null ? { orderId: Number(p.order_id) } : { bookingId: Number(p.booking_id) }, { reason, cancelled: true });
      return true;
    });
    if (released) log.warn({ ...facts, reason }, 'Reconciliation: the gateway answers and has no completed payment for this unknown payment: released as not paid (asked again later)');
  }
  const next = RECHECK_DELAYS_MINUTES[p.rechecks + 1];
  await db.query(
    `UPDATE payments SET rechecks = rechecks + 1, recheck_at = CASE WHEN $2::int IS NULL THEN NULL ELSE now() + make_interval(mins => $2::int) END
      WHERE id = $1 AND recheck_at IS NOT NULL`,
    [p.id, next ?? null],
  );
  if (next === undefined && asked.kind !== 'answer') {
    log.error(
      facts,
      p.status === 'unknown'
        ? 'Reconciliation gave up: the gateway never answered about this payment; it stays UNKNOWN until the shop settles it with the gateway'
        : 'Reconciliation gave up: the gateway did not answer about this released payment at its last recheck; settle it with the gateway',
    );
  } else if (next === undefined) {
    log.info(facts, 'Reconciliation done: the gateway has no completed payment for this released payment; no more asking');
  } else if (asked.kind !== 'answer') {
    log.warn({ ...facts, nextInMinutes: next }, 'Reconciliation: the gateway did not answer about a released payment; asking again later');
  }
}

const stopAsking = (db: Database, id: number) => db.query('UPDATE payments SET recheck_at = NULL WHERE id = $1', [id]);
