/**
 * Coupons: finding one by code, checking it against a user and a cart (status, validity dates,
 * usage limits overall and per user, first order only, minimum cart total, product scope: one rule,
 * `refusal`), the list of coupons the user can use on a cart (the same rule), and recording or
 * releasing a use (guarded, so a limit is never exceeded even by concurrent checkouts).
 */
import type { Queryable } from '../db';
import { paisaToRupees } from '../../shared/domain/money';
import type { CartCoupon } from '../../shared/api/cart';
import { COUPON_CODE_SHAPE } from '../../shared/validation/promotions';
import { COUPON_MESSAGES as M } from '../orders/checkout-messages';
import { couponApplies, lineSubtotal, type CouponRule, type TotalsLine } from './cart-totals';

interface CouponRow {
  id: number;
  code: string;
  coupon_desc: string | null;
  option: 'P' | 'F';
  percent: number | null;
  amount_paisa: number | null;
  mrp_or_mop: 'MRP' | 'MOP';
  scope: 'product' | 'cart';
  min_cart_paisa: number;
  max_discount_paisa: number | null;
  usage_limit: number | null;
  usage_limit_per_user: number;
  used_count: number;
  first_order_only: boolean;
  status: boolean;
  not_started: boolean;
  expired: boolean;
  product_ids: number[] | null;
}

export type CouponCheck = { ok: true; rule: CouponRule } | { ok: false; message: string };

/** Codes are letters, digits, dashes and underscores; anything else cannot be a coupon. */
export const COUPON_CODE = COUPON_CODE_SHAPE;

const COUPON_SELECT = `SELECT c.id, c.code, c.coupon_desc, c.option, c.percent, c.amount_paisa, c.mrp_or_mop, c.scope, c.min_cart_paisa, c.max_discount_paisa,
            c.usage_limit, c.usage_limit_per_user, c.used_count, c.first_order_only, c.status,
            c.valid_from > now() AS not_started, c.valid_until <= now() AS expired,
            CASE WHEN c.scope = 'product'
                 THEN ARRAY(SELECT cp.product_id FROM coupon_products cp WHERE cp.coupon_id = c.id) END AS product_ids
       FROM coupons c`;

async function findCoupon(db: Queryable, code: string): Promise<CouponRow | null> {
  if (!COUPON_CODE.test(code)) return null;
  const r = await db.query<CouponRow>(`${COUPON_SELECT} WHERE upper(c.code) = upper($1)`, [code]);
  return r.rows[0] ?? null;
}

const toRule = (c: CouponRow): CouponRule => ({
  id: c.id,
  code: c.code,
  option: c.option,
  percent: c.percent == null ? null : Number(c.percent),
  amountPaisa: c.amount_paisa,
  basis: c.mrp_or_mop,
  scope: c.scope,
  minCartPaisa: c.min_cart_paisa,
  maxDiscountPaisa: c.max_discount_paisa,
  productIds: new Set((c.product_ids ?? []).map(Number)),
});

/** What the rule needs to know of the shopper: how often they used each coupon, and whether they have a paid order. */
interface ShopperFacts {
  usesOf: (couponId: number) => number;
  hasPaidOrder: boolean;
}

async function shopperFacts(db: Queryable, userId: number, couponIds: readonly number[], needPaidOrder: boolean): Promise<ShopperFacts> {
  const uses = await db.query<{ coupon_id: number; n: number }>(
    'SELECT coupon_id, count(*)::int AS n FROM coupon_redemptions WHERE user_id = $1 AND coupon_id = ANY($2::bigint[]) GROUP BY coupon_id',
    [userId, couponIds],
  );
  const byCoupon = new Map(uses.rows.map((u) => [Number(u.coupon_id), Number(u.n)]));
  const paid = needPaidOrder ? await db.query("SELECT 1 FROM orders WHERE user_id = $1 AND payment_status = 'Paid' LIMIT 1", [userId]) : null;
  return { usesOf: (id) => byCoupon.get(Number(id)) ?? 0, hasPaidOrder: (paid?.rows.length ?? 0) > 0 };
}

/**
 * THE coupon rule: why `c` cannot be used by this shopper on `lines` (status, validity dates,
 * usage limits overall and per user, first order only, product scope, minimum), or null when it can.
 * `forProduct`: the pre-booking wording ('this product' instead of 'your cart').
 */
function refusal(c: CouponRow, shopper: ShopperFacts, lines: readonly TotalsLine[], forProduct: boolean): string | null {
  if (!c.status) return M.unknown;
  if (c.not_started) return M.notStarted;
  if (c.expired) return M.expired;
  if (c.usage_limit != null && c.used_count >= c.usage_limit) return M.usedUp;
  if (shopper.usesOf(c.id) >= c.usage_limit_per_user) return M.usedByYou;
  if (c.first_order_only && shopper.hasPaidOrder) return M.firstOrderOnly;
  const rule = toRule(c);
  if (!lines.some((l) => couponApplies(rule, l.productId))) return forProduct ? M.notForProduct : M.notForCart;
  const goods = lines.reduce((a, l) => a + lineSubtotal(l), 0);
  if (goods < c.min_cart_paisa) return M.minimum(paisaToRupees(c.min_cart_paisa));
  return null;
}

/**
 * Whether `code` can be used by `userId` on `lines`; the rule to compute with when it can.
 * `forProduct`: the pre-booking wording ('this product' instead of 'your cart').
 */
export async function checkCoupon(
  db: Queryable,
  userId: number,
  code: string,
  lines: readonly TotalsLine[],
  forProduct = false,
): Promise<CouponCheck> {
  const c = await findCoupon(db, code.trim());
  if (!c || !c.status) return { ok: false, message: M.unknown };
  const message = refusal(c, await shopperFacts(db, userId, [c.id], c.first_order_only), lines, forProduct);
  return message === null ? { ok: true, rule: toRule(c) } : { ok: false, message };
}

/**
 * The coupons offered with a cart (get-cart's coupons, get-coupons-via-cart-products): those
 * checkCoupon's rule lets this shopper use on these lines now, cart coupons first. A coupon that
 * could only be refused (a first-order coupon for a returning shopper, one they used up, one whose
 * minimum the cart does not reach) is not offered.
 */
export async function couponsForCart(db: Queryable, userId: number, lines: readonly TotalsLine[]): Promise<CartCoupon[]> {
  if (lines.length === 0) return [];
  const r = await db.query<CouponRow>(
    `${COUPON_SELECT}
      WHERE c.status AND c.valid_from <= now() AND c.valid_until > now()
        AND (c.usage_limit IS NULL OR c.used_count < c.usage_limit)
        AND (c.scope = 'cart' OR EXISTS (SELECT 1 FROM coupon_products cp WHERE cp.coupon_id = c.id AND cp.product_id = ANY($1::bigint[])))
      ORDER BY c.scope DESC, c.id`,
    [lines.map((l) => l.productId)],
  );
  if (r.rows.length === 0) return [];
  const shopper = await shopperFacts(db, userId, r.rows.map((c) => c.id), r.rows.some((c) => c.first_order_only));
  return r.rows.filter((c) => refusal(c, shopper, lines, false) === null).map((c) => ({ code: c.code, coupon_desc: c.coupon_desc }));
}

/**
 * Records one use of a coupon by an order or a booking. False when the overall limit was reached
 * meanwhile (the conditional UPDATE is the guard). Call inside the checkout's transaction.
 */
export async function recordCouponUse(
  tx: Queryable,
  couponId: number,
  userId: number,
  owner: { orderId: number } | { bookingId: number },
): Promise<boolean> {
  const r = await tx.query(
    `UPDATE coupons SET used_count = used_count + 1 WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit)`,
    [couponId],
  );
  if (!r.rowCount) return false;
  await tx.query('INSERT INTO coupon_redemptions (coupon_id, user_id, order_id, booking_id) VALUES ($1, $2, $3, $4)', [
    couponId,
    userId,
    'orderId' in owner ? owner.orderId : null,
    'bookingId' in owner ? owner.bookingId : null,
  ]);
  return true;
}

/** Gives back the coupon use of an order or booking whose payment failed. */
export async function releaseCouponUse(tx: Queryable, owner: { orderId: number } | { bookingId: number }): Promise<void> {
  const column = 'orderId' in owner ? 'order_id' : 'booking_id';
  const id = 'orderId' in owner ? owner.orderId : owner.bookingId;
  const r = await tx.query<{ coupon_id: number }>(`DELETE FROM coupon_redemptions WHERE ${column} = $1 RETURNING coupon_id`, [id]);
  for (const row of r.rows) {
    await tx.query('UPDATE coupons SET used_count = used_count - 1 WHERE id = $1 AND used_count > 0', [row.coupon_id]);
  }
}
