/**
 * The one order-placing pipeline of the standard checkout, Flexi Pay, pre-booking and buy-now
 * (docs/adr/0006-checkout-money-and-stock.md). Each caller hands in parsed input and two steps of
 * its own (what it supersedes, and how it quotes, takes stock and writes); the pipeline does the rest
 * in this order:
 *
 *   1. the method is one of the flow's options; the place exists and nests (the delivery zone);
 *      a Bank Transfer's bank; the gateway of an online method (422 when it is not offered);
 *   2. the gateways of the shopper's own unpaid online orders/bookings this checkout replaces are
 *      asked, outside any transaction (orders/supersede.ts: one paid there is kept, never replaced);
 *   3. ONE transaction: the user's row locked (coins, coupon uses and holds checked without races);
 *      what this checkout replaces is abandoned (or kept with its payment unknown), so its stock is
 *      back before the stock check; the caller's write (quote, write rows, name the units it
 *      needs); for an online method the per-account hold limit (PAYMENT_HOLD_MAX_UNITS) and a
 *      pending payment; LAST, the units taken (cart/stock.ts), so a product's row stays locked only
 *      from that one UPDATE to the commit — the many checkouts of a flash sale queue on it briefly;
 *   4. a replaced order its gateway confirmed paid is recorded paid; the gateway hand-off.
 * Other shoppers' expired holds are not this request's business: a job releases them (server/jobs).
 */
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db';
import type { AuthUser } from '../http/context';
import { unprocessable } from '../http/errors';
import { gateways } from '../payments';
import { apiHandoff, type ApiHandoff } from '../payments/handoff';
import type { PaymentGateway } from '../payments/types';
import type { DeliveryZone } from '../cart/cart-totals';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import { checkPlace, transferBank, type TransferBank } from './checkout-input';
import { pendingOnlineOrders, type Owner } from './order-settlement';
import { BANK_TRANSFER, CHECKOUT_METHOD_GATEWAYS, isOnline, ONLINE_METHODS } from '../payments/payment-options';
import { insertPayment, paymentById, startPayment } from '../payments/payments';
import { askBeforeSuperseding, finishSupersession, supersedeAll, type Supersession } from './supersede';
import { takeStock, type StockClaim } from '../cart/stock';

/** The gateway of an online method, or a 422 when it is not configured; null for offline methods. */
export function gatewayOf(db: Queryable, config: ServerConfig, method: string): PaymentGateway | null {
  if (!isOnline(method)) return null;
  const g = gateways(config, db).byId(CHECKOUT_METHOD_GATEWAYS[method]);
  if (!g) throw unprocessable(M.methodUnavailable(method));
  return g;
}

/** The page a form hand-off (Connect IPS) is sent from when the client only follows a URL. */
export const handoffPageUrl = (config: ServerConfig, transactionId: string) =>
  `${config.publicUrl.replace(/\/+$/, '')}/api/payment-handoff/${transactionId}`;

/** A hand-off as the checkout answers it: eSewa's form as payment_data, Connect IPS as a URL to a page that posts its form. */
export function checkoutHandoff(config: ServerConfig, gateway: PaymentGateway, handoff: Parameters<typeof apiHandoff>[1], transactionId: string): ApiHandoff {
  if (handoff.kind === 'form' && gateway.id !== 'esewa') return { payment_gateway_url: handoffPageUrl(config, transactionId) };
  return apiHandoff(gateway, handoff);
}

/** Locks the user's row for the rest of the transaction (one checkout of a user at a time). */
export async function lockUser(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export interface PendingBookingsOf {
  userId: number;
  productId: number;
  kind: 'prebooking' | 'buy_now' | 'reservation';
  parentId?: number | null;
}

/** The shopper's own pending online bookings of one product and kind (a buy-now: of one pre-booking). */
export async function pendingOnlineBookings(q: Queryable, b: PendingBookingsOf): Promise<Owner[]> {
  const r = await q.query<{ id: number }>(
    `SELECT id FROM bookings
      WHERE user_id = $1 AND product_id = $2 AND kind = $3 AND status = 'Pending' AND payment_status = 'Pending'
        AND payment_method = ANY($4::text[]) AND ($5::bigint IS NULL OR parent_booking_id = $5::bigint)
      ORDER BY id`,
    [b.userId, b.productId, b.kind, ONLINE_METHODS, b.parentId ?? null],
  );
  return r.rows.map((row) => ({ bookingId: Number(row.id) }));
}

/**
 * They give way to the booking being placed now, in the caller's transaction, as their gateways
 * allow (orders/supersede.ts): one pending booking per shopper and product (migration
 * 010_order_holds.sql backs it with a unique index).
 */
export async function supersedePendingBookings(tx: Queryable, b: PendingBookingsOf, asked: Supersession): Promise<void> {
  await supersedeAll(tx, await pendingOnlineBookings(tx, b), asked);
}

/**
 * Runs a placing transaction after asking the gateways of what it replaces (`replaces`, read
 * before it); a replaced order its gateway confirmed paid is recorded paid afterwards, whatever
 * became of the transaction.
 */
export async function placeReplacing<T>(db: Database, replaces: Owner[], placing: (asked: Supersession) => Promise<T>): Promise<T> {
  const asked = await askBeforeSuperseding(db, replaces);
  let committed = false;
  try {
    const result = await placing(asked);
    committed = true;
    return result;
  } finally {
    await finishSupersession(db, asked, committed);
  }
}

/** Units the user's unpaid online orders and buy-now bookings hold now. */
export async function heldUnits(tx: Queryable, userId: number): Promise<number> {
  const r = await tx.query<{ n: number | string }>(
    `SELECT (SELECT COALESCE(sum(op.qty), 0) FROM orders o JOIN order_products op ON op.order_id = o.id
              WHERE o.user_id = $1 AND o.order_status = 'Pending' AND o.payment_status = 'Pending' AND o.payment_method = ANY($2::text[]))
          + (SELECT count(*) FROM bookings
              WHERE user_id = $1 AND stock_held = 1 AND status = 'Pending' AND payment_status = 'Pending' AND payment_method = ANY($2::text[])) AS n`,
    [userId, ONLINE_METHODS],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** 422 when the user's unpaid online payments (the one being written included) hold more than `max` units. */
export async function checkHoldLimit(tx: Queryable, userId: number, max: number): Promise<void> {
  if ((await heldUnits(tx, userId)) > max) throw unprocessable(M.holdLimit(max));
}

/** What the pipeline knows when the caller writes. */
export interface PlaceContext {
  method: string;
  zone: DeliveryZone;
  bank: TransferBank | null;
  /** null: an offline method (Bank Transfer, Cash On Delivery, Loyalty Full Redeem). */
  gateway: PaymentGateway | null;
}

/** What the caller's write answers: the order or booking and what its payment charges. */
export interface Written {
  owner: { orderId: number } | { bookingId: number };
  chargePaisa: number;
  /** The units it needs: taken by the pipeline as the transaction's last statement. */
  stock: readonly StockClaim[];
}

/** The parsed input the pipeline itself checks. */
export interface PlaceInput {
  method: string;
  place: { province_id: number; city_id: number; area_id: number };
  bankId?: number | null;
}

export interface PlaceSteps<W extends Written> {
  /** The flow's payment options. */
  options: readonly string[];
  /** The shopper's own unpaid online orders/bookings this checkout replaces (read before the transaction, to ask their gateways). */
  replaces: (q: Queryable) => Promise<Owner[]>;
  /** Abandons them as their gateways allow (in the transaction, the user locked; orders/supersede.ts). */
  supersede: (tx: Queryable, asked: Supersession) => Promise<unknown>;
  /** Quotes and writes the order or booking, naming the units it needs (in the same transaction). */
  write: (tx: Queryable, ctx: PlaceContext) => Promise<W>;
  /** What the gateway is told of the payment. */
  payment: (w: W) => { reference: string; description: string; particulars: string };
}

export interface Placed<W extends Written> {
  written: W;
  ctx: PlaceContext;
  /** The gateway hand-off of an online method; null for offline methods. */
  handoff: ApiHandoff | null;
}

/** The pipeline (see the top of this file). */
export async function placeThroughPipeline<W extends Written>(
  db: Database,
  config: ServerConfig,
  user: AuthUser,
  input: PlaceInput,
  steps: PlaceSteps<W>,
): Promise<Placed<W>> {
  const { method } = input;
  if (!steps.options.includes(method)) throw unprocessable(M.methodUnavailable(method));
  const zone = await checkPlace(db, input.place);
  const bank = method === BANK_TRANSFER ? await transferBank(db, input.bankId) : null;
  const gateway = gatewayOf(db, config, method);
  const settings = gateways(config, db).settings;
  const ctx: PlaceContext = { method, zone, bank, gateway };

  const placing = (asked: Supersession) => db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await steps.supersede(tx, asked);
    const w = await steps.write(tx, ctx);
    if (!gateway) {
      await takeStock(tx, w.stock);
      return { written: w, paymentId: null, transactionId: null };
    }
    await checkHoldLimit(tx, user.id, settings.holdMaxUnits);
    const p = await insertPayment(tx, { gateway: gateway.id, ...w.owner, amountPaisa: w.chargePaisa });
    await takeStock(tx, w.stock);
    return { written: w, paymentId: p.id, transactionId: p.transactionId };
  });
  const { written, paymentId, transactionId } = await placeReplacing(db, await steps.replaces(db), placing);
  if (!gateway || paymentId === null || transactionId === null) return { written, ctx, handoff: null };

  const handoff = await startPayment(db, gateway, await paymentById(db, paymentId), {
    transactionId,
    amountPaisa: written.chargePaisa,
    currency: 'NPR',
    ...steps.payment(written),
  });
  return { written, ctx, handoff: checkoutHandoff(config, gateway, handoff, transactionId) };
}

/** The shopper's own unpaid online orders give way to a cart checkout (standard and Flexi Pay). */
export const replacingOwnOrders = (userId: number): Pick<PlaceSteps<Written>, 'replaces' | 'supersede'> => ({
  replaces: (q) => pendingOnlineOrders(q, userId),
  supersede: async (tx, asked) => supersedeAll(tx, await pendingOnlineOrders(tx, userId), asked),
});
