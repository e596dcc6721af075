/**
 * POST post-checkout through the one order pipeline (orders/place-order.ts: method, place, bank,
 * gateway, abandoned holds, the user locked, their own unpaid online orders superseded, the hold
 * limit, the pending payment, the hand-off). This file's part, inside the pipeline's transaction:
 * the cart priced again from the database, stock taken with guarded UPDATEs, the order and its
 * products written, the coupon use and the redeemed coins recorded
 * (docs/adr/0006-checkout-money-and-stock.md).
 *
 * Bank Transfer and Cash On Delivery: the order is placed (Pending) and the cart emptied at once.
 * Loyalty Full Redeem: the coins pay everything; the order is Paid at once.
 * Online methods: the order waits, Pending, with the cart untouched, until the gateway's verified
 * return (orders/order-settlement.ts).
 */
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db';
import type { AuthUser } from '../http/context';
import { unprocessable } from '../http/errors';
import { gateways } from '../payments';
import type { ApiHandoff } from '../payments/handoff';
import { paisaToRupees } from '../../shared/domain/money';
import { cartData, cartLines, clearOrderedLines, priceLines, type CartLine } from '../cart/cart';
import type { CheckoutData } from '../../shared/api/checkout';
import { afterRedemption, fullRedemption, quote, redeemLimits, redemption, type CouponRule, type DeliveryZone, type Quote, type Redemption } from '../cart/cart-totals';
import { CART_MESSAGES as C, CHECKOUT_MESSAGES as M, COUPON_MESSAGES } from './checkout-messages';
import type { CheckoutInput, CouponQueryInput } from './checkout-input';
import { checkCoupon, recordCouponUse } from '../cart/coupons';
import { loyaltyBalance } from '../cart/loyalty';
import { mailOrderConfirmation } from './order-mail';
import { ledgerEntry, markOrderPaid } from './order-settlement';
import { LOYALTY_FULL_REDEEM, paymentOptions, type CheckoutFlow } from '../payments/payment-options';
import { placeThroughPipeline, replacingOwnOrders, type Written } from './place-order';
import { checkOrderable, stockClaims } from '../cart/stock';

export type CheckoutAnswer = {
  statusCode: 200;
  message: string;
  order_id: number;
  total_amount: number;
} & (Partial<ApiHandoff> | Record<string, never>);

export { checkoutHandoff, gatewayOf, handoffPageUrl } from './place-order';

/** Coins: Loyalty Full Redeem takes exactly what pays everything; otherwise the redeem query, refused above the limit. */
export function redemptionFor(method: string, duePaisa: number, balance: number, asked: number): Redemption {
  const limits = redeemLimits(duePaisa, balance);
  if (method === LOYALTY_FULL_REDEEM) {
    if (limits.full === 0 || balance < limits.full) throw unprocessable(M.notEnoughCoins);
    return fullRedemption(duePaisa);
  }
  if (asked > limits.max) throw unprocessable(M.tooManyCoins(limits.max));
  return redemption(asked);
}

/** Checks the method against the flow's options (Loyalty Full Redeem only when the coins cover it). */
export function checkMethod(flow: CheckoutFlow, method: string, duePaisa: number, balance: number): void {
  const limits = redeemLimits(duePaisa, balance);
  const options = paymentOptions(flow, true);
  if (!options.includes(method)) throw unprocessable(M.methodUnavailable(method));
  if (method === LOYALTY_FULL_REDEEM && (limits.full === 0 || balance < limits.full)) throw unprocessable(M.notEnoughCoins);
}

async function couponFor(tx: Queryable, userId: number, code: string | undefined, lines: CartLine[]): Promise<CouponRule | null> {
  if (code === undefined) return null;
  const check = await checkCoupon(tx, userId, code, lines);
  if (!check.ok) throw unprocessable(check.message);
  return check.rule;
}

function cartDataOf(q: Quote, lines: CartLine[], coupon: CouponRule | null) {
  return q.lines.map((ql, i) => {
    const l = lines[i];
    return {
      id: l.productId,
      name: l.name,
      model_number: l.modelNumber,
      qty: l.qty,
      subtotal: paisaToRupees(ql.subtotalPaisa),
      price: paisaToRupees(l.mopPaisa),
      mrp: paisaToRupees(l.mrpPaisa),
      mop: paisaToRupees(l.mopPaisa),
      options: { count: l.qty, free_product: l.free ? { name: l.free.name, price: paisaToRupees(l.free.pricePaisa) } : null },
      coupon_discount:
        coupon && ql.couponPaisa > 0 ? { coupon: coupon.code, mrp_or_mop: coupon.basis, option: coupon.option, discount: paisaToRupees(ql.couponPaisa) } : null,
    };
  });
}

/** A Flexi Pay order's instalment plan (orders.is_emi and the emi_* columns). */
export interface EmiPlan {
  bankId: number;
  periodId: number;
  months: number;
  monthlyPaisa: number;
  /** account_holder … expiry_date (never a full card number). */
  data: Record<string, string>;
}

export interface OrderToWrite {
  userId: number;
  method: string;
  lines: CartLine[];
  quote: Quote;
  coupon: CouponRule | null;
  points: number;
  redemption: Redemption;
  totalPaisa: number;
  fullRedeem: boolean;
  input: Pick<CheckoutInput, 'shipping_data' | 'province_id' | 'city_id' | 'area_id' | 'customer_note'>;
  bankId: number | null;
  emi?: EmiPlan;
}

/** Writes the order, its products and its coupon use (inside the caller's transaction, stock already taken); answers the id. */
export async function writeOrder(tx: Queryable, w: OrderToWrite): Promise<number> {
  const { quote: q, lines, coupon, input } = w;
  const ship = input.shipping_data;
  const o = await tx.query<{ id: number }>(
    `INSERT INTO orders (user_id, platform, payment_method, cart_data, cart_total_paisa, delivery_charge_paisa, coupon_id, coupon_code,
       coupon_discount_paisa, redeem, redeem_point, redeem_amount_paisa, tds_paisa, cash_back_paisa, total_amount_paisa, loyalty_points,
       shipping_name, shipping_email, shipping_mobile, shipping_address, province_id, city_id, area_id, customer_note, bank_id,
       is_emi, emi_bank_id, emi_period_id, emi_months, emi_monthly_paisa, emi_data)
     VALUES ($1, 'W', $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
       $25, $26, $27, $28, $29, $30::jsonb)
     RETURNING id`,
    [
      w.userId, w.method, JSON.stringify(cartDataOf(q, lines, coupon)), q.goodsPaisa, q.deliveryPaisa, coupon?.id ?? null, coupon?.code ?? null,
      q.couponPaisa, w.points ? 'Yes' : 'No', w.points, w.redemption.valuePaisa, w.redemption.tdsPaisa, w.fullRedeem ? 0 : q.cashBackPaisa, w.totalPaisa,
      w.fullRedeem ? 0 : q.loyaltyPoints, ship.name.trim(), ship.email.trim(), ship.mobile.trim(), ship.address.trim(),
      input.province_id, input.city_id, input.area_id, input.customer_note?.trim() || null, w.bankId,
      w.emi !== undefined, w.emi?.bankId ?? null, w.emi?.periodId ?? null, w.emi?.months ?? null, w.emi?.monthlyPaisa ?? null,
      w.emi ? JSON.stringify(w.emi.data) : null,
    ],
  );
  const orderId = Number(o.rows[0].id);
  for (const [i, ql] of q.lines.entries()) {
    const l = lines[i];
    const used = coupon && ql.couponPaisa > 0;
    await tx.query(
      `INSERT INTO order_products (order_id, product_id, name, model_number, qty, price_paisa, mrp_paisa, mop_paisa, subtotal_paisa,
         free_product_name, free_product_price_paisa, coupon_id, coupon_code, coupon_option, coupon_mrp_or_mop, coupon_discount_paisa, loyalty_points,
         flash_sale_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        orderId, l.productId, l.name, l.modelNumber, l.qty, l.mopPaisa, l.mrpPaisa, l.mopPaisa, ql.subtotalPaisa,
        l.free?.name ?? null, l.free?.pricePaisa ?? null, used ? coupon.id : null, used ? coupon.code : null, used ? coupon.option : null,
        used ? coupon.basis : null, ql.couponPaisa, w.fullRedeem ? 0 : ql.loyaltyPoints, l.flashSaleId,
      ],
    );
  }
  if (coupon && !(await recordCouponUse(tx, coupon.id, w.userId, { orderId }))) throw unprocessable(COUPON_MESSAGES.usedUp);
  return orderId;
}

export interface OrderWritten extends Written {
  owner: { orderId: number };
  points: number;
}

/**
 * A cart checkout's write, inside the order pipeline's transaction with the user locked: the cart
 * priced again, the coupon and coins checked, stock taken, the order, its products, its coupon use
 * and its spent coins written. Offline methods empty the cart at once and Loyalty Full Redeem is
 * paid at once; an online order waits for its payment (`online`). The demo seed places its orders
 * through here too (server/demo/seed/orders.ts), so they follow the same money rules.
 */
export async function writeCartOrder(
  tx: Queryable,
  userId: number,
  input: CheckoutInput,
  query: CouponQueryInput,
  place: { zone: DeliveryZone; bankId: number | null; online: boolean },
): Promise<OrderWritten> {
  const method = input.payment_method;
  const lines = await cartLines(tx, userId);
  if (lines.length === 0) throw unprocessable(C.empty);
  checkOrderable(lines);
  const coupon = await couponFor(tx, userId, query.coupon, lines);
  const q = quote(lines, coupon, place.zone);
  const balance = await loyaltyBalance(tx, userId);
  checkMethod('order', method, q.fullTotalPaisa, balance);
  const r = redemptionFor(method, q.fullTotalPaisa, balance, query.redeem);
  const points = r.points;
  const total = afterRedemption(q.fullTotalPaisa, r);
  if (total === 0 && method !== LOYALTY_FULL_REDEEM) throw unprocessable(M.nothingToPay);
  const fullRedeem = method === LOYALTY_FULL_REDEEM;

  const orderId = await writeOrder(tx, {
    userId, method, lines, quote: q, coupon, points, redemption: r, totalPaisa: total, fullRedeem, input, bankId: place.bankId,
  });
  await ledgerEntry(tx, { userId, owner: { orderId }, points: -points, kind: 'redeem', remarks: `Redeemed on order #${orderId}` });
  if (!place.online) {
    if (fullRedeem) await markOrderPaid(tx, orderId, 'Pending');
    else {
      await clearOrderedLines(tx, userId, lines.map((l) => l.productId));
      await mailOrderConfirmation(tx, orderId);
    }
  }
  return { owner: { orderId }, chargePaisa: total, points, stock: stockClaims(lines) };
}

/** POST post-checkout: the parsed payload and query through the one pipeline (orders/place-order.ts). */
export async function placeOrder(db: Database, config: ServerConfig, user: AuthUser, input: CheckoutInput, query: CouponQueryInput): Promise<CheckoutAnswer> {
  const method = input.payment_method;
  const { written, ctx, handoff } = await placeThroughPipeline<OrderWritten>(
    db, config, user, { method, place: input, bankId: input.bank_id },
    {
      options: paymentOptions('order', true),
      ...replacingOwnOrders(user.id),
      write: (tx, { zone, bank, gateway }) => writeCartOrder(tx, user.id, input, query, { zone, bankId: bank?.id ?? null, online: gateway !== null }),
      payment: (w) => ({
        reference: `ORD-${w.owner.orderId}`,
        description: `Order #${w.owner.orderId} at ${gateways(config, db).settings.merchantName}`,
        particulars: `Order ${w.owner.orderId} of ${user.name}`.slice(0, 100),
      }),
    },
  );

  const orderId = written.owner.orderId;
  const base = { statusCode: 200 as const, order_id: orderId, total_amount: paisaToRupees(written.chargePaisa) };
  if (handoff) return { ...base, message: M.placedOnline(orderId), ...handoff };
  const bank = ctx.bank;
  const message =
    method === LOYALTY_FULL_REDEEM
      ? M.placedLoyalty(orderId, written.points)
      : bank
        ? M.placedBankTransfer(orderId, paisaToRupees(written.chargePaisa), bank.bank_name, bank.account_name, bank.account_number)
        : M.placedOffline(orderId);
  return { ...base, message };
}

// ---------------------------------------------------------------- get-checkout

/** GET get-checkout: the cart priced for checkout; an empty cart, a line out of stock or a failing coupon is a 422. */
export async function checkoutData(db: Queryable, userId: number, q: CouponQueryInput & { zone: DeliveryZone }): Promise<CheckoutData & Record<string, unknown>> {
  const lines = await cartLines(db, userId);
  if (lines.length === 0) throw unprocessable(C.empty);
  checkOrderable(lines);
  const priced = await priceLines(db, userId, lines, { coupon: q.coupon, redeem: q.redeem, zone: q.zone });
  if (priced.couponResult?.status === 'danger') throw unprocessable(priced.couponResult.message);
  const cart = cartData(priced, []);
  const data: CheckoutData & Record<string, unknown> = {
    cart_items: cart.cart_items,
    payment_options: paymentOptions('order', priced.limits.full > 0 && priced.balance >= priced.limits.full),
    cart_total: cart.cart_total,
    cash_back: paisaToRupees(priced.quote.cashBackPaisa),
    grand_total: cart.grand_total,
    tds: cart.tds,
    coupon_discount: cart.coupon_discount,
    loyalty_point_total: cart.loyalty_point_total,
    redeem: cart.redeem,
  };
  if (cart.delivery_charge != null) data.delivery_charge = cart.delivery_charge;
  if (cart.coupon) data.coupon = cart.coupon;
  return data;
}
