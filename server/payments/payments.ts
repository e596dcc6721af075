/**
 * Recording payments (docs/adr/0010-payment-truth.md). A payment row is created 'pending' together
 * with what it pays for; it becomes 'paid' ONLY after the gateway confirmed it server to server.
 * What the browser brings back proves nothing: a failure return, or a success return that cannot
 * be confirmed (forged, wrong reference), is followed by the gateway's status call when it has
 * one, and only the gateway's own answer — paid, or finally cancelled / declined / another amount
 * — settles a pending payment (once: conditional UPDATEs, row locks, the gateway's reference
 * unique per gateway). A payment the gateway confirms is never lost: confirmed after its order or
 * booking was released, it restores it as paid or marks it 'Refund Due' (order-settlement.ts
 * restorePaidOwner), and the server log says so with the order, gateway, reference and amount.
 */
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db';
import { HttpError } from '../http/errors';
import { gateways, type GatewayId, type PaymentGateway } from './';
import {
  GatewayError,
  isFinal,
  type FailureReason,
  type Handoff,
  type PaymentToStart,
  type ReturnOutcome,
  type ReturnParams,
  type StoredPayment,
  type Verification,
} from './types';
import {
  afterBookingSettled,
  bindSweepContext,
  concludeUnknown,
  markBookingPaid,
  markOrderPaid,
  restorePaidOwner,
  settleOrderPayment,
  SWEEP_WAIT_MS,
  type HoldVerdict,
  type PaymentFacts,
  type PaymentLog,
} from '../orders/order-settlement';

export type { PaymentLog } from '../orders/order-settlement';

/** 'unknown': released while nobody could say whether it was paid (order-settlement.ts holdUnknown). */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'unknown';

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
  /** Set on a paid payment whose order or booking could not be restored: refund it. */
  refund_reason: string | null;
  /** The gateway's own reference of a paid payment. */
  gateway_reference: string | null;
}

export const PAYMENT_COLUMNS =
  'id, transaction_id, gateway, order_id, booking_id, amount_paisa, currency, status, failure_reason, request_data, return_url, refund_reason, gateway_reference';

const SILENT: PaymentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

// ---------------------------------------------------------------- the app's gateways and log

/** What the services that ask gateways by themselves (the hold sweep, cancellations) need. */
export interface PaymentContext {
  config: Pick<ServerConfig, 'publicUrl'> & Partial<Pick<ServerConfig, 'production'>>;
  log: PaymentLog;
}

/** The apps bound to each database, in the order they were built: the oldest still open answers. */
const contexts = new WeakMap<object, PaymentContext[]>();

/**
 * Binds the app's configuration and log to its database (payments/routes/payment-returns.ts does, when the
 * app is built): the expiry sweep, checkouts, cancellations and reconciliation can then ask
 * gateways without every caller passing them along. Several apps on one database object (tests'
 * sibling servers on PGlite) keep the first one's until it closes; the answer unbinds.
 */
export function bindPaymentContext(db: Database, ctx: PaymentContext): () => void {
  const bound = contexts.get(db) ?? [];
  contexts.set(db, [...bound, ctx]);
  bindSweepFor(db);
  return () => {
    contexts.set(db, (contexts.get(db) ?? []).filter((c) => c !== ctx));
    bindSweepFor(db);
  };
}

function bindSweepFor(db: Database): void {
  const ctx = paymentContext(db);
  bindSweepContext(
    db,
    ctx && {
      log: ctx.log,
      check: (d, paymentId) => checkExpiredHold(d, ctx, paymentId),
      facts: async (d, paymentId) => {
        const p = await paymentById(d, paymentId);
        return p ? paymentFacts(p) : null;
      },
    },
  );
}

export const paymentContext = (db: Queryable): PaymentContext | null => contexts.get(db)?.[0] ?? null;

// ---------------------------------------------------------------- rows

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

export const storedPayment = (p: PaymentRow): StoredPayment => ({
  transactionId: p.transaction_id,
  amountPaisa: p.amount_paisa,
  currency: p.currency,
  requestData: p.request_data,
});

/** What the gateway knows a payment by before it is paid: the card's order, IME Pay's token. */
function gatewayHandle(p: PaymentRow): string | null {
  const d = p.request_data ?? {};
  for (const key of ['order_id', 'token_id']) if (typeof d[key] === 'string') return d[key] as string;
  return null;
}

/**
 * Who to name in the log: the order or booking, the gateway, our transaction, the gateway's
 * reference (its payment reference, or the order or token it knows the payment by), the amount in rupees.
 */
export const paymentFacts = (p: PaymentRow): PaymentFacts => ({
  ...(p.order_id !== null ? { order: Number(p.order_id) } : { booking: Number(p.booking_id) }),
  gateway: p.gateway,
  transaction: p.transaction_id,
  reference: p.gateway_reference ?? gatewayHandle(p),
  amount: p.amount_paisa / 100,
});

const facts = (p: PaymentRow, extra: Record<string, unknown> = {}) => ({ ...paymentFacts(p), ...extra });

// ---------------------------------------------------------------- asking the gateway

/**
 * What the gateway says about a payment. A success return is verified (verify()); a failure
 * return, or a success return that proves nothing, is followed by the status call (lookup())
 * when the gateway has one. Without a return (outcome undefined) only the status call is asked.
 */
export async function askGateway(gateway: PaymentGateway, payment: PaymentRow, outcome?: ReturnOutcome, params: ReturnParams = {}): Promise<Verification> {
  const stored = storedPayment(payment);
  const v: Verification =
    outcome === 'success'
      ? await gateway.verify(stored, 'success', params)
      : { ok: false, reason: 'verification failed', raw: outcome ? { returned: params } : { note: 'no return' } };
  if (v.ok || v.reason !== 'verification failed' || !gateway.lookup) return v;
  const l = await gateway.lookup(stored);
  return { ...l, raw: { fromReturn: v.raw, lookup: l.raw } } as Verification;
}

/** The gateway's status call alone; null when the gateway has none (eSewa ePay v1) or is not offered. */
export async function askStatus(ctx: PaymentContext, db: Queryable, payment: PaymentRow): Promise<Verification | null> {
  const gateway = gateways(ctx.config, db).byId(payment.gateway);
  if (!gateway?.lookup) return null;
  return askGateway(gateway, payment);
}

/**
 * What a gateway said about a payment before it is released, not recorded yet: its answer (paid,
 * finally not paid, or 'not completed': it has no completed payment), no usable answer within
 * SWEEP_WAIT_MS (unreachable, nonsense, slow), or no status call at all (eSewa ePay v1, or no app
 * bound to this database).
 */
export type Asked = { kind: 'answer'; v: Verification } | { kind: 'no answer'; v: Verification | null } | { kind: 'no status call' };

/** The gateway's answer settles the release: paid, finally not paid, or nothing completed there. */
const settlesRelease = (v: Verification) => v.ok || isFinal(v) || v.reason === 'not completed';

/**
 * Asks a payment's status call before its order or booking is released, outside any transaction
 * (no row is locked while a gateway is waited for), for at most SWEEP_WAIT_MS. A call still under
 * way then goes on, and what it learns (paid, finally not paid) is recorded when it comes.
 */
export async function askBeforeRelease(ctx: PaymentContext | null, db: Database, payment: PaymentRow): Promise<Asked> {
  const gateway = ctx ? gateways(ctx.config, db).byId(payment.gateway) : null;
  if (!ctx || !gateway?.lookup) return { kind: 'no status call' };
  const asking = askGateway(gateway, payment).catch((err: unknown): Verification => ({ ok: false, reason: 'gateway unavailable', raw: { error: String(err) } }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SWEEP_WAIT_MS);
    timer.unref?.();
  });
  const v = await Promise.race([asking, late]).finally(() => clearTimeout(timer));
  if (v === null) {
    asking
      .then(async (answer) => {
        if (answer.ok || isFinal(answer)) await recordVerification(db, await paymentById(db, payment.id), answer, ctx.log);
      })
      .catch((err: unknown) => ctx.log.error({ ...paymentFacts(payment), err }, 'Recording a late answer of the gateway failed'));
    return { kind: 'no answer', v: null };
  }
  return settlesRelease(v) ? { kind: 'answer', v } : { kind: 'no answer', v };
}

// ---------------------------------------------------------------- recording

/** What the payment pays for follows it: a booking becomes Accepted, or Failed with the reason. */
async function settleOwner(tx: Queryable, payment: PaymentRow, outcome: { paid: false; reason: string; cancelled: boolean }, was: PaymentStatus) {
  if (was === 'unknown') {
    // Released already (holdUnknown): only its status changes.
    await concludeUnknown(tx, payment.order_id !== null ? { orderId: Number(payment.order_id) } : { bookingId: Number(payment.booking_id) }, outcome);
    return;
  }
  if (payment.booking_id === null) {
    // Part 3's orders: orders/order-settlement.ts (stock, coins, coupon, cart).
    if (payment.order_id !== null) await settleOrderPayment(tx, payment.order_id, outcome);
    return;
  }
  const r = await tx.query(
    `UPDATE bookings SET status = 'Failed', payment_status = $2, failure_reason = $3, updated_at = now()
      WHERE id = $1 AND status = 'Pending' AND payment_status = 'Pending'`,
    [payment.booking_id, outcome.cancelled ? 'Cancelled' : 'Failed', outcome.reason],
  );
  if (r.rowCount) await afterBookingSettled(tx, payment.booking_id, outcome);
}

/**
 * Marks a pending (or unknown) payment failed (or cancelled by the payer) and releases what it
 * pays for; a payment already settled is left alone, and nobody asks about it again. Only for the
 * gateway's own final answer, or a payment the gateway never received ('gateway unavailable' at hand-off).
 */
export async function recordFailure(db: Database, payment: PaymentRow, reason: FailureReason, raw: unknown): Promise<boolean> {
  const cancelled = reason === 'cancelled by payer';
  return db.transaction(async (tx) => {
    const cur = await tx.query<{ status: PaymentStatus }>('SELECT status FROM payments WHERE id = $1 FOR UPDATE', [payment.id]);
    const was = cur.rows[0]?.status;
    if (was !== 'pending' && was !== 'unknown') return false;
    await tx.query(
      `UPDATE payments SET status = $2, failure_reason = $3, verification_response = $4::jsonb, recheck_at = NULL, updated_at = now() WHERE id = $1`,
      [payment.id, cancelled ? 'cancelled' : 'failed', reason, JSON.stringify(raw ?? null)],
    );
    await settleOwner(tx, payment, { paid: false, reason, cancelled }, was);
    return true;
  });
}

/** What recording a confirmed payment did. */
export type PaidRecord =
  /** Pending → paid; its order or booking is paid (Accepted, or still Pending for the shop). */
  | { kind: 'paid' }
  /** It had been released (failed / cancelled): its order or booking is restored as paid. */
  | { kind: 'restored'; releasedAs: string }
  /** It had been released and cannot be restored: paid, refund due. */
  | { kind: 'refund due'; why: string; releasedAs: string }
  /** Already paid (a replay), or the gateway's reference already paid another payment of ours. */
  | { kind: 'unchanged' };

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/**
 * Records a payment the gateway confirmed, once, whatever its state: pending (its order or
 * booking becomes paid; orderStatus 'Pending' keeps it for the shop, as a cancellation request
 * does), or already failed / cancelled (restored as paid, or 'Refund Due'). Logged when late.
 */
export async function recordPaid(
  db: Database,
  payment: PaymentRow,
  reference: string,
  raw: unknown,
  opts: { log?: PaymentLog; orderStatus?: 'Accepted' | 'Pending' } = {},
): Promise<PaidRecord> {
  const log = opts.log ?? paymentContext(db)?.log ?? SILENT;
  let done: PaidRecord;
  try {
    done = await db.transaction(async (tx): Promise<PaidRecord> => {
      const cur = await tx.query<{ status: PaymentStatus; failure_reason: string | null }>('SELECT status, failure_reason FROM payments WHERE id = $1 FOR UPDATE', [payment.id]);
      const before = cur.rows[0];
      if (!before || before.status === 'paid') return { kind: 'unchanged' };
      const taken = await tx.query('SELECT 1 FROM payments WHERE gateway = $1 AND gateway_reference = $2 AND id <> $3', [payment.gateway, reference, payment.id]);
      if (taken.rowCount) {
        log.warn(facts(payment, { reference }), 'Gateway reference already recorded for another payment: return ignored, payment left as it was');
        return { kind: 'unchanged' };
      }
      const releasedAs = before.status === 'pending' ? null : `${before.status}${before.failure_reason ? ` (${before.failure_reason})` : ''}`;
      await tx.query(
        `UPDATE payments SET status = 'paid', gateway_reference = $2, verification_response = $3::jsonb, verified_at = now(),
                failure_reason = NULL, recheck_at = NULL, updated_at = now()
          WHERE id = $1`,
        [payment.id, reference, JSON.stringify(releasedAs ? { releasedAs, raw: raw ?? null } : (raw ?? null))],
      );
      if (before.status === 'pending') {
        // The usual case: the owner is still waiting for this payment.
        const owner = payment.order_id !== null ? { orderId: Number(payment.order_id) } : { bookingId: Number(payment.booking_id) };
        if (await settlePending(tx, owner, opts.orderStatus ?? 'Accepted')) return { kind: 'paid' };
      }
      const owner = payment.order_id !== null ? { orderId: Number(payment.order_id) } : { bookingId: Number(payment.booking_id) };
      const restored = await restorePaidOwner(tx, owner);
      const was = releasedAs ?? 'pending (its owner was no longer waiting)';
      if (restored.restored) return { kind: 'restored', releasedAs: was };
      await tx.query('UPDATE payments SET refund_reason = $2 WHERE id = $1', [payment.id, restored.why]);
      return { kind: 'refund due', why: restored.why, releasedAs: was };
    });
  } catch (err) {
    // Two payments confirmed with the same reference at the same moment: the other one won.
    if (!isUniqueViolation(err)) throw err;
    log.warn(facts(payment, { reference }), 'Gateway reference already recorded for another payment: return ignored, payment left as it was');
    return { kind: 'unchanged' };
  }
  if (done.kind === 'restored') {
    log.warn(facts(payment, { reference, releasedAs: done.releasedAs }), 'Payment confirmed by the gateway after its order was released: restored as paid');
  } else if (done.kind === 'refund due') {
    log.error(facts(payment, { reference, releasedAs: done.releasedAs, why: done.why }), 'Payment confirmed by the gateway after its order was released and it cannot be restored: REFUND DUE');
  }
  return done;
}

/** Pending owner → paid, in the payment's transaction; false when it was no longer waiting. */
async function settlePending(tx: Queryable, owner: { orderId: number } | { bookingId: number }, orderStatus: 'Accepted' | 'Pending'): Promise<boolean> {
  // Part 3's orders: orders/order-settlement.ts (cart, coins earned, cash back).
  if ('orderId' in owner) return markOrderPaid(tx, owner.orderId, orderStatus);
  return markBookingPaid(tx, owner.bookingId, orderStatus);
}

/** What recording a verification did. */
export type Recorded = PaidRecord | { kind: 'failed'; reason: FailureReason } | { kind: 'left pending'; reason: FailureReason };

/**
 * Records what the gateway said, once: paid (recordPaid, also after a release), or the gateway's
 * final "not paid" for a pending payment. Anything else records nothing: the payment stays as it
 * is and can be verified again later.
 */
export async function recordVerification(db: Database, payment: PaymentRow, v: Verification, log?: PaymentLog): Promise<Recorded> {
  const logger = log ?? paymentContext(db)?.log ?? SILENT;
  if (v.ok) return recordPaid(db, payment, v.reference, v.raw, { log: logger });
  if (!isFinal(v) || (payment.status !== 'pending' && payment.status !== 'unknown')) return { kind: 'left pending', reason: v.reason };
  if (!(await recordFailure(db, payment, v.reason, v.raw))) return { kind: 'unchanged' };
  // The gateway took money for another amount (a tampered hand-off): nothing is delivered for it.
  if (v.reason === 'amount mismatch') logger.error(facts(payment, { raw: v.raw }), 'Payment made for another amount than the order’s: order released; refund what the gateway took');
  return { kind: 'failed', reason: v.reason };
}

/**
 * Asks before a release and records what settles it now: paid (recordPaid: the owner stays or is
 * restored) or finally not paid (released with the gateway's reason). Answers the verdict.
 */
export async function settleBeforeRelease(db: Database, ctx: PaymentContext | null, payment: PaymentRow): Promise<HoldVerdict> {
  const asked = await askBeforeRelease(ctx, db, payment);
  if (asked.kind === 'no status call') return 'no status call';
  if (asked.kind === 'no answer') return 'unknown';
  if (!isFinal(asked.v)) return 'open';
  const recorded = await recordVerification(db, payment, asked.v, ctx?.log);
  return recorded.kind === 'failed' ? 'released' : 'paid';
}

/** The hold sweep's question (order-settlement.ts releaseAbandoned). */
async function checkExpiredHold(db: Database, ctx: PaymentContext, paymentId: number): Promise<HoldVerdict> {
  const payment = await paymentById(db, paymentId);
  if (!payment) return 'released';
  if (payment.status !== 'pending') return payment.status === 'paid' ? 'paid' : 'released';
  return settleBeforeRelease(db, ctx, payment);
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

/** The redirect or form startPayment kept in request_data, to give a still-pending payment again (not Khalti's widget). */
export function storedHandoff(p: Pick<PaymentRow, 'request_data'>): Handoff | null {
  const d = p.request_data;
  if (!d || typeof d.url !== 'string') return null;
  if (d.fields && typeof d.fields === 'object') {
    return { kind: 'form', url: d.url, method: d.method === 'GET' ? 'GET' : 'POST', fields: d.fields as Record<string, string | number> };
  }
  return { kind: 'redirect', url: d.url };
}

export async function paymentById(db: Queryable, id: number): Promise<PaymentRow> {
  const r = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [id]);
  return r.rows[0];
}
