/**
 * Pre-booking and buy-now of a catalogue product (spec part 3: /prebook-…, /buynow-…):
 *   GET  get-prebooking/{productId}   the summary of a pre-booking (prepayment now, the rest later)
 *   GET  get-booknow/{productId}      the summary of the buy-now of the user's open pre-booking
 *   POST post-prebooking/{productId}  either of them (docs/adr/0006-checkout-money-and-stock.md)
 *
 * Pre-booking: the product must take prepayments (products.prepayment). The price after a coupon
 * is locked on the booking (product_price_paisa); the prepayment (prepayment_value, never more
 * than the price) is paid now, coins may pay part of it; the rest (payment_value) is paid at
 * buy-now. No stock is taken: a pre-booking reserves a unit of stock to come.
 * Buy-now: opens when the shop sets buy_now_open_status = 1 on a paid pre-booking. It charges the
 * locked price (a new coupon may lower it) plus delivery, minus the prepayment; it takes one unit
 * of stock in its transaction (released once if its payment fails); paid, it completes the
 * pre-booking and earns the product's coins.
 * A post names which it is with `buy_now: true|false`; without it, a user with an open buy-now
 * pre-booking of the product is buying now, anyone else is pre-booking.
 */
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db';
import type { AuthUser } from '../http/context';
import { conflict, HttpError, notFound, unprocessable } from '../http/errors';
import { gateways } from '../payments';
import { paisaToRupees } from '../../shared/domain/money';
import type { PrebookingSummary } from '../../shared/api/checkout';
import type { CouponResult } from '../../shared/api/cart';
import { productLine, type CartLine } from '../cart/cart';
import { afterRedemption, quote, redeemLimits, redemption, type CouponRule, type DeliveryZone, type Quote, type Redemption } from '../cart/cart-totals';
import { CHECKOUT_MESSAGES as M, COUPON_MESSAGES, PREBOOKING_MESSAGES as P } from './checkout-messages';
import { zoneOfArea, type CheckoutInput, type CouponQueryInput } from './checkout-input';
import { checkCoupon, recordCouponUse } from '../cart/coupons';
import { loyaltyBalance } from '../cart/loyalty';
import { mailBookingConfirmation } from './order-mail';
import { ledgerEntry, markBookingPaid } from './order-settlement';
import { checkMethod, redemptionFor, type CheckoutAnswer } from './orders';
import { LOYALTY_FULL_REDEEM, paymentOptions, type CheckoutFlow } from '../payments/payment-options';
import { pendingOnlineBookings, placeThroughPipeline, supersedePendingBookings, type Written } from './place-order';

/** A Fail answer: {statusCode, statusMessage: 'Fail', message} with the HTTP status. */
export class BookingFail extends HttpError {}
const fail = (status: number, message: string) => new BookingFail(status, message);

interface OpenPrebooking {
  id: number;
  product_price_paisa: number;
  total_amount_paisa: number;
}

/** The user's paid pre-booking of a product whose Buy Now is open (the newest). */
async function openPrebooking(db: Queryable, userId: number, productId: number): Promise<OpenPrebooking | null> {
  const r = await db.query<OpenPrebooking>(
    `SELECT id, product_price_paisa, total_amount_paisa FROM bookings
      WHERE user_id = $1 AND product_id = $2 AND kind = 'prebooking' AND buy_now_open_status = 1
        AND status = 'Accepted' AND payment_status = 'Paid'
      ORDER BY id DESC LIMIT 1`,
    [userId, productId],
  );
  return r.rows[0] ?? null;
}

type Product = NonNullable<Awaited<ReturnType<typeof productLine>>>;

async function prebookableProduct(db: Queryable, productId: number): Promise<Product> {
  const p = await productLine(db, productId);
  if (!p) throw fail(404, P.noProduct);
  if (!p.active || !p.prepayment || !p.prepaymentPaisa) throw fail(404, P.notPrebookable);
  return p;
}

interface Plan {
  flow: 'prebooking' | 'buy_now';
  product: Product;
  parent: OpenPrebooking | null;
  line: CartLine;
  quote: Quote;
  coupon: CouponRule | null;
  couponResult: CouponResult | null;
  /** Paid now before coins. */
  duePaisa: number;
  /** Pre-booking: the prepayment; buy-now: what the pre-booking prepaid. */
  prepaymentPaisa: number;
  /** Pre-booking: the rest, later; buy-now: what is paid now. */
  paymentValuePaisa: number;
  balance: number;
}

/** Prices a pre-booking or a buy-now. `strictCoupon`: a failing coupon is a 422 (posts), not a note (summaries). */
async function plan(
  db: Queryable,
  userId: number,
  product: Product,
  parent: OpenPrebooking | null,
  couponCode: string | undefined,
  zone: DeliveryZone,
  strictCoupon: boolean,
): Promise<Plan> {
  // Buy-now pays the price locked by the pre-booking.
  const line: CartLine = parent ? { ...product, qty: 1, mopPaisa: Math.min(product.mrpPaisa, parent.product_price_paisa) } : { ...product, qty: 1 };
  let coupon: CouponRule | null = null;
  let couponResult: CouponResult | null = null;
  if (couponCode !== undefined) {
    const check = await checkCoupon(db, userId, couponCode, [line], true);
    if (check.ok) coupon = check.rule;
    else if (strictCoupon) throw unprocessable(check.message);
    else couponResult = { status: 'danger', message: check.message, coupon: couponCode };
  }
  const q = quote([line], coupon, zone);
  if (coupon) couponResult = { status: 'success', message: COUPON_MESSAGES.applied(coupon.code, paisaToRupees(q.couponPaisa)), coupon: coupon.code };
  const balance = await loyaltyBalance(db, userId);
  if (parent) {
    const rest = Math.max(0, q.fullTotalPaisa - parent.total_amount_paisa);
    return { flow: 'buy_now', product, parent, line, quote: q, coupon, couponResult, duePaisa: rest, prepaymentPaisa: parent.total_amount_paisa, paymentValuePaisa: rest, balance };
  }
  const prepay = Math.min(product.prepaymentPaisa ?? 0, q.fullTotalPaisa);
  return {
    flow: 'prebooking', product, parent, line, quote: q, coupon, couponResult, duePaisa: prepay, prepaymentPaisa: prepay,
    paymentValuePaisa: q.fullTotalPaisa - prepay, balance,
  };
}

export interface SummaryExtras {
  /** 15% TDS on redeemed coins. */
  tds: number;
  coupon_discount: number;
  /** What is charged now after coins. */
  total_amount: number;
  redeem: { available_points: number; max_redeem: number; points: number; full_redeem_points: number };
  coupon?: CouponResult;
}

function summary(p: Plan, r: Redemption): PrebookingSummary & SummaryExtras {
  const limits = redeemLimits(p.duePaisa, p.balance);
  const s: PrebookingSummary & SummaryExtras = {
    product_id: p.product.productId,
    product_name: p.product.name,
    product_img: p.product.image,
    grand_total: paisaToRupees(p.quote.fullTotalPaisa),
    // The purchase's cash back, credited when the buy-now is paid.
    cash_back: paisaToRupees(p.quote.cashBackPaisa),
    prepayment_value: paisaToRupees(p.prepaymentPaisa),
    payment_value: paisaToRupees(p.paymentValuePaisa),
    payment_options: paymentOptions(p.flow, limits.full > 0 && p.balance >= limits.full),
    tds: paisaToRupees(r.tdsPaisa),
    coupon_discount: paisaToRupees(p.quote.couponPaisa),
    total_amount: paisaToRupees(afterRedemption(p.duePaisa, r)),
    redeem: { available_points: p.balance, max_redeem: limits.max, points: r.points, full_redeem_points: limits.full },
  };
  if (p.quote.deliveryPaisa !== null) s.delivery_charge = paisaToRupees(p.quote.deliveryPaisa);
  if (p.couponResult) s.coupon = p.couponResult;
  return s;
}

/** GET get-prebooking/{id} and get-booknow/{id}. */
export async function bookingSummary(db: Queryable, userId: number, rawId: string, flow: 'prebooking' | 'buy_now', q: CouponQueryInput) {
  if (!/^\d{1,15}$/.test(rawId) || Number(rawId) < 1) throw fail(404, P.noProduct);
  const productId = Number(rawId);
  const product = await productLine(db, productId);
  if (!product) throw fail(404, P.noProduct);
  let parent: OpenPrebooking | null = null;
  if (flow === 'buy_now') {
    parent = await openPrebooking(db, userId, productId);
    if (!parent) throw fail(404, P.noBuyNow);
  } else {
    await prebookableProduct(db, productId);
  }
  const p = await plan(db, userId, product, parent, q.coupon, await zoneOfArea(db, q.areaId), false);
  const limits = redeemLimits(p.duePaisa, p.balance);
  return { statusCode: 200, statusMessage: P.success, data: summary(p, redemption(Math.min(q.redeem, limits.max))) };
}

interface BookingWritten extends Written {
  owner: { bookingId: number };
  points: number;
}

/** What post-prebooking/{id} books: the product and the user's pre-booking open for Buy Now (404s before the payload is read). */
export interface PrebookingTarget {
  product: Product;
  productId: number;
  parentNow: OpenPrebooking | null;
}

export async function prebookingTarget(db: Queryable, userId: number, productId: number): Promise<PrebookingTarget> {
  const product = await productLine(db, productId);
  if (!product) throw notFound(P.noProduct);
  const parentNow = await openPrebooking(db, userId, productId);
  // Neither pre-bookable nor open for Buy Now: nothing to book here (before looking at the payload).
  if (!parentNow) await prebookableProduct(db, productId);
  return { product, productId, parentNow };
}

const constraintOf = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' ? `${e.constraint ?? ''} ${e.message ?? ''}` : null;
};

/**
 * POST post-prebooking/{numeric id}: a pre-booking or a buy-now, through the one order pipeline
 * (orders/place-order.ts). The shopper's own pending online booking of the same product and kind
 * (a buy-now: of the same pre-booking) is replaced in the same transaction: one pending booking per
 * shopper and product, however often the call is repeated.
 */
export async function postPrebooking(
  db: Database,
  config: ServerConfig,
  user: AuthUser,
  target: PrebookingTarget,
  input: CheckoutInput,
  q: CouponQueryInput,
): Promise<CheckoutAnswer & { booking_id: number }> {
  const { product, productId, parentNow } = target;
  const buyNow = input.buy_now ?? parentNow !== null;
  if (buyNow && !parentNow) throw notFound(P.noBuyNow);
  const flow: CheckoutFlow = buyNow ? 'buy_now' : 'prebooking';
  const method = input.payment_method;
  const ship = input.shipping_data;
  let parent: OpenPrebooking | null = null;

  const { written, ctx, handoff } = await placeThroughPipeline<BookingWritten>(
    db, config, user, { method, place: input, bankId: input.bank_id },
    {
      options: paymentOptions(flow, true),
      replaces: async (q) => {
        const open = buyNow ? await openPrebooking(q, user.id, productId) : null;
        return buyNow && !open ? [] : pendingOnlineBookings(q, { userId: user.id, productId, kind: flow, parentId: open?.id ?? null });
      },
      supersede: async (tx, asked) => {
        parent = buyNow ? await openPrebooking(tx, user.id, productId) : null;
        if (buyNow && !parent) throw notFound(P.noBuyNow);
        await supersedePendingBookings(tx, { userId: user.id, productId, kind: flow, parentId: parent?.id ?? null }, asked);
      },
      write: async (tx, { zone, bank, gateway }) => {
        const p = await plan(tx, user.id, product, parent, q.coupon, zone, true);
        checkMethod(flow, method, p.duePaisa, p.balance);
        const r = redemptionFor(method, p.duePaisa, p.balance, q.redeem);
        const points = r.points;
        const charge = afterRedemption(p.duePaisa, r);
        const fullRedeem = method === LOYALTY_FULL_REDEEM;
        if (charge === 0 && !fullRedeem) throw unprocessable(M.nothingToPay);

        let bookingId: number;
        try {
          const b = await tx.query<{ id: number }>(
            `INSERT INTO bookings (user_id, product_id, kind, parent_booking_id, platform, product_name, featured_image, currency,
               product_price_paisa, total_amount_paisa, payment_value_paisa, delivery_charge_paisa, cash_back_paisa, coupon_code, coupon_id,
               coupon_discount_paisa, redeem, redeem_point, tds_paisa, loyalty_points, stock_held, payment_method,
               shipping_name, shipping_email, shipping_mobile, shipping_address, province_id, city_id, area_id, customer_note, bank_id)
             VALUES ($1, $2, $3, $4, 'W', $5, $6, 'NPR', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
                     $21, $22, $23, $24, $25, $26, $27, $28, $29)
             RETURNING id`,
            [
              user.id, productId, flow, parent?.id ?? null, product.name, product.image,
              p.quote.cartTotalPaisa, parent ? p.paymentValuePaisa : p.prepaymentPaisa, parent ? 0 : p.paymentValuePaisa, p.quote.deliveryPaisa,
              parent && !fullRedeem ? p.quote.cashBackPaisa : 0, p.coupon?.code ?? null, p.coupon?.id ?? null, p.quote.couponPaisa,
              points ? 'Yes' : 'No', points, r.tdsPaisa, parent && !fullRedeem ? p.quote.loyaltyPoints : 0, parent ? 1 : 0, method,
              ship.name.trim(), ship.email.trim(), ship.mobile.trim(), ship.address.trim(), input.province_id, input.city_id, input.area_id,
              input.customer_note?.trim() || null, bank?.id ?? null,
            ],
          );
          bookingId = Number(b.rows[0].id);
        } catch (err) {
          const c = constraintOf(err);
          if (c !== null) throw conflict(c.includes('bookings_one_pending_online_key') ? P.bookingInProgress : P.buyNowTaken);
          throw err;
        }
        if (p.coupon && !(await recordCouponUse(tx, p.coupon.id, user.id, { bookingId }))) throw unprocessable(COUPON_MESSAGES.usedUp);
        await ledgerEntry(tx, { userId: user.id, owner: { bookingId }, points: -points, kind: 'redeem', remarks: `Redeemed on booking #${bookingId}` });
        if (fullRedeem) {
          await markBookingPaid(tx, bookingId);
        } else if (!gateway) {
          await mailBookingConfirmation(tx, bookingId);
        }
        // A buy-now takes its unit (a pre-booking holds none).
        return { owner: { bookingId }, chargePaisa: charge, points, stock: parent ? [{ productId, name: product.name, qty: 1 }] : [] };
      },
      payment: (w) => {
        const what = buyNow ? 'Buy Now' : 'Pre-booking';
        return {
          reference: `BKG-${w.owner.bookingId}`,
          description: `${what} #${w.owner.bookingId} at ${gateways(config, db).settings.merchantName}`,
          particulars: `${what} ${w.owner.bookingId}: ${product.name}`.slice(0, 100),
        };
      },
    },
  );

  const bookingId = written.owner.bookingId;
  const base = { statusCode: 200 as const, order_id: bookingId, booking_id: bookingId, total_amount: paisaToRupees(written.chargePaisa) };
  if (handoff) return { ...base, message: buyNow ? P.boughtNowOnline(bookingId) : P.bookedOnline(bookingId), ...handoff };
  let message = buyNow ? P.boughtNow(bookingId) : P.booked(bookingId);
  if (method === LOYALTY_FULL_REDEEM) message = P.bookedLoyalty(bookingId, written.points);
  else if (ctx.bank) message = `${message} ${P.transferNote(bookingId, paisaToRupees(written.chargePaisa), ctx.bank.bank_name, ctx.bank.account_name, ctx.bank.account_number)}`;
  return { ...base, message };
}
