/**
 * The cart: its lines with everything part 3 §3 shows of a line, adding, changing by one and
 * deleting, and the cart answer (totals by cart/cart-totals.ts, coupons by coupons.ts).
 */
import type { Queryable } from '../db';
import { notFound, unprocessable } from '../http/errors';
import type { CartCoupon, CartData, CartItem, CouponResult } from '../../shared/api/cart';
import { paisaToRupees } from '../../shared/domain/money';
import { MAX_QTY_PER_LINE } from '../../shared/validation/limits';
import { CART_MESSAGES as M, COUPON_MESSAGES } from '../orders/checkout-messages';
import { couponsForCart, checkCoupon } from './coupons';
import { loyaltyBalance } from './loyalty';
import { ONLINE_METHODS } from '../payments/payment-options';
import { liveSessionSql } from '../accounts/sessions';
import { FLASH_SALE_OF_PRICE_SQL, RUNNING_FLASH_PRICE_JOIN, SELLING_PRICE_SQL } from '../catalogue/product-sql';
import {
  afterRedemption,
  fullRedemption,
  quote,
  redeemLimits,
  redemption,
  type CouponRule,
  type DeliveryZone,
  type Quote,
  type QuoteLine,
  type Redemption,
  type TotalsLine,
} from './cart-totals';

/** At most this many of one product in a cart (the cart_items check; the wishlist's quantity says so too). */
export { MAX_QTY_PER_LINE };

export interface CartLine extends TotalsLine {
  name: string;
  image: string;
  brand: string;
  modelNumber: string;
  supplierName: string | null;
  supplierLogo: string | null;
  /**
   * Units that can be bought now by this shopper (0 when the product is switched off): the stock
   * plus the units their own unpaid online orders hold, which their next checkout releases first.
   */
  available: number;
  /** Of `available`, the units held by the shopper's own unpaid online orders. */
  ownHeld: number;
  /** A prepayment product: bought through its pre-booking, never through the cart. */
  bookingOnly: boolean;
  free: { name: string; image: string | null; pricePaisa: number } | null;
  /** The running flash sale whose price this line sells at: its units on sale are taken with the stock. */
  flashSaleId: number | null;
}

interface LineRow {
  product_id: number;
  qty: number;
  name: string;
  featured_image: string | null;
  model_number: string;
  price_paisa: number;
  discount_price_paisa: number | null;
  selling_price_paisa: number;
  stock_quantity: number;
  status: boolean;
  prepayment: boolean;
  brand: string;
  supplier_name: string | null;
  supplier_logo: string | null;
  free_name: string | null;
  free_image: string | null;
  free_price_paisa: number | null;
  flash_sale_id: number | null;
  own_held?: number | string | null;
}

/** The columns of a product as a priced line (`p` products; its selling price is product-sql.ts's one rule). */
export const PRODUCT_LINE_SQL = `p.id AS product_id, p.name, p.featured_image, p.model_number, p.price_paisa, p.discount_price_paisa,
  ${SELLING_PRICE_SQL} AS selling_price_paisa, p.stock_quantity, p.status, p.prepayment, b.name AS brand, s.name AS supplier_name, s.logo AS supplier_logo,
  f.name AS free_name, f.image AS free_image, f.price_paisa AS free_price_paisa, ${FLASH_SALE_OF_PRICE_SQL} AS flash_sale_id`;
export const PRODUCT_LINE_JOINS = `JOIN brands b ON b.id = p.brand_id
  LEFT JOIN suppliers s ON s.id = p.supplier_id
  LEFT JOIN product_free_items f ON f.product_id = p.id
  ${RUNNING_FLASH_PRICE_JOIN}`;

export function toCartLine(row: LineRow): CartLine {
  const ownHeld = row.status ? Number(row.own_held ?? 0) : 0;
  return {
    productId: Number(row.product_id),
    qty: row.qty,
    mrpPaisa: row.price_paisa,
    mopPaisa: Number(row.selling_price_paisa),
    name: row.name,
    image: row.featured_image ?? '',
    brand: row.brand,
    modelNumber: row.model_number,
    supplierName: row.supplier_name,
    supplierLogo: row.supplier_logo,
    available: row.status ? row.stock_quantity + ownHeld : 0,
    ownHeld,
    bookingOnly: row.prepayment,
    free: row.free_name ? { name: row.free_name, image: row.free_image, pricePaisa: row.free_price_paisa ?? 0 } : null,
    flashSaleId: row.flash_sale_id == null ? null : Number(row.flash_sale_id),
  };
}

/**
 * Units of `p` held by the unpaid online orders of user $1 (ONLINE_METHODS as $2): a checkout
 * supersedes those orders before it takes stock, so to this shopper they are available.
 */
export const ownHeldSql = (user: string, methods: string) => `(SELECT COALESCE(sum(op.qty), 0)::int FROM orders o JOIN order_products op ON op.order_id = o.id
  WHERE o.user_id = ${user} AND op.product_id = p.id AND o.order_status = 'Pending' AND o.payment_status = 'Pending'
    AND o.payment_method = ANY(${methods}::text[]))`;
export const OWN_HELD_SQL = `${ownHeldSql('$1', '$2')} AS own_held`;

/** The user's cart lines, oldest first. */
export async function cartLines(db: Queryable, userId: number): Promise<CartLine[]> {
  const r = await db.query<LineRow>(
    `SELECT ${PRODUCT_LINE_SQL}, ci.qty, ${OWN_HELD_SQL}
       FROM carts c JOIN cart_items ci ON ci.cart_id = c.id JOIN products p ON p.id = ci.product_id
       ${PRODUCT_LINE_JOINS}
      WHERE c.user_id = $1
      ORDER BY ci.created_at, ci.id`,
    [userId, ONLINE_METHODS],
  );
  return r.rows.map(toCartLine);
}

/** One product as a line of `qty` (pre-booking, buy-now); null when there is no such product. */
export async function productLine(
  db: Queryable,
  productId: number,
  qty = 1,
): Promise<(CartLine & { prepayment: boolean; prepaymentPaisa: number | null; active: boolean }) | null> {
  const r = await db.query<LineRow & { prepayment_value_paisa: number | null }>(
    `SELECT ${PRODUCT_LINE_SQL}, p.prepayment_value_paisa FROM products p ${PRODUCT_LINE_JOINS} WHERE p.id = $1`,
    [productId],
  );
  const row = r.rows[0];
  if (!row) return null;
  return { ...toCartLine({ ...row, qty }), prepayment: row.prepayment, prepaymentPaisa: row.prepayment_value_paisa, active: row.status };
}

// ---------------------------------------------------------------- changing the cart

interface ProductFacts {
  name: string;
  stock_quantity: number;
  status: boolean;
  /** A booking-only product (its pre-booking is the way to buy it). */
  prepayment: boolean;
}

/** The product's name and the units this user can have (the stock plus what their own unpaid online orders hold). */
async function productFacts(db: Queryable, productId: number, userId: number): Promise<ProductFacts> {
  const r = await db.query<ProductFacts>(
    `SELECT p.name, p.stock_quantity + ${ownHeldSql('$2', '$3')} AS stock_quantity, p.status, p.prepayment FROM products p WHERE p.id = $1`,
    [productId, userId, ONLINE_METHODS],
  );
  if (!r.rows[0]) throw notFound(M.noProduct);
  return r.rows[0];
}

/** POST add-to-cart: adds qty units (a line already there grows); a booking-only product is refused. */
export async function addToCart(db: Queryable, userId: number, productId: number, qty: number): Promise<{ name: string; qty: number }> {
  const p = await productFacts(db, productId, userId);
  if (p.prepayment) throw unprocessable(M.prebookOnly(p.name));
  const stock = p.status ? p.stock_quantity : 0;
  if (stock < 1) throw unprocessable(M.outOfStock(p.name));
  const cart = await db.query<{ id: number }>(
    `INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING id`,
    [userId],
  );
  const limit = Math.min(MAX_QTY_PER_LINE, stock);
  const r = await db.query<{ qty: number }>(
    `INSERT INTO cart_items (cart_id, product_id, qty) SELECT $1::bigint, $2::bigint, $3::int WHERE $3::int <= $4::int
     ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = cart_items.qty + EXCLUDED.qty, updated_at = now()
       WHERE cart_items.qty + EXCLUDED.qty <= $4::int
     RETURNING qty`,
    [cart.rows[0].id, productId, qty, limit],
  );
  if (!r.rows[0]) throw unprocessable(limit < MAX_QTY_PER_LINE ? M.onlyLeft(p.name, stock) : M.maxPerLine(MAX_QTY_PER_LINE));
  return { name: p.name, qty: r.rows[0].qty };
}

/**
 * The hot path of update-cart: the session check and the change in ONE statement (half the
 * round trips of requireUser + changeQuantity). Null when nothing changed — the caller then
 * authenticates the usual way and changeQuantity says why.
 */
export async function changeQuantityForSession(
  db: Queryable,
  tokenHash: string,
  productId: number,
  change: 1 | -1,
  sessionTtlDays: number,
): Promise<{ name: string; qty: number } | null> {
  const r = await db.query<{ qty: number; name: string }>(
    `UPDATE cart_items ci SET qty = ci.qty + $3::int, updated_at = now()
       FROM sessions s, carts c, products p
      WHERE s.token_hash = $1 AND ${liveSessionSql('s', '$5')} AND c.user_id = s.user_id
        AND c.id = ci.cart_id AND ci.product_id = $2 AND p.id = ci.product_id
        AND CASE WHEN $3 < 0 THEN ci.qty + $3 >= 1
                 ELSE p.status AND ci.qty + $3 <= LEAST(${MAX_QTY_PER_LINE}, p.stock_quantity + ${ownHeldSql('s.user_id', '$4')}) END
      RETURNING ci.qty, p.name`,
    [tokenHash, productId, change, ONLINE_METHODS, sessionTtlDays],
  );
  return r.rows[0] ?? null;
}

/**
 * POST update-cart: one unit up (+1) or down (-1), in one guarded statement. Going up needs the
 * stock; going down never goes below 1 (deleting is delete-cart).
 */
export async function changeQuantity(db: Queryable, userId: number, productId: number, change: 1 | -1): Promise<{ name: string; qty: number }> {
  const r = await db.query<{ qty: number; name: string }>(
    `UPDATE cart_items ci SET qty = ci.qty + $3::int, updated_at = now()
       FROM carts c, products p
      WHERE c.id = ci.cart_id AND c.user_id = $1 AND ci.product_id = $2 AND p.id = ci.product_id
        AND CASE WHEN $3 < 0 THEN ci.qty + $3 >= 1
                 ELSE p.status AND ci.qty + $3 <= LEAST(${MAX_QTY_PER_LINE}, p.stock_quantity + ${ownHeldSql('$1', '$4')}) END
      RETURNING ci.qty, p.name`,
    [userId, productId, change, ONLINE_METHODS],
  );
  if (r.rows[0]) return r.rows[0];
  // Why not: say it precisely.
  const p = await productFacts(db, productId, userId);
  const line = await db.query<{ qty: number }>(
    'SELECT ci.qty FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = $1 AND ci.product_id = $2',
    [userId, productId],
  );
  if (!line.rows[0]) throw notFound(M.notInCart(p.name));
  if (change < 0) throw unprocessable(M.qtyAtLeastOne);
  const stock = p.status ? p.stock_quantity : 0;
  if (stock < 1) throw unprocessable(M.outOfStock(p.name));
  if (line.rows[0].qty >= MAX_QTY_PER_LINE) throw unprocessable(M.maxPerLine(MAX_QTY_PER_LINE));
  throw unprocessable(M.onlyLeft(p.name, stock));
}

/** POST delete-cart. */
export async function removeFromCart(db: Queryable, userId: number, productId: number): Promise<{ name: string }> {
  const r = await db.query<{ product_id: number }>(
    `DELETE FROM cart_items ci USING carts c WHERE c.id = ci.cart_id AND c.user_id = $1 AND ci.product_id = $2 RETURNING ci.product_id`,
    [userId, productId],
  );
  const p = await productFacts(db, productId, userId);
  if (!r.rowCount) throw notFound(M.notInCart(p.name));
  return { name: p.name };
}

/** Removes the ordered products from the cart (an order placed, or an online payment verified). */
export async function clearOrderedLines(tx: Queryable, userId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.query(
    'DELETE FROM cart_items ci USING carts c WHERE c.id = ci.cart_id AND c.user_id = $1 AND ci.product_id = ANY($2::bigint[])',
    [userId, productIds],
  );
}

// ---------------------------------------------------------------- the cart answer

export function toCartItem(q: QuoteLine, line: CartLine, coupon: CouponRule | null): CartItem {
  const mrp = paisaToRupees(line.mrpPaisa);
  const mop = paisaToRupees(line.mopPaisa);
  const discounted = line.mopPaisa < line.mrpPaisa;
  return {
    product_id: line.productId,
    product_name: line.name,
    product_img: line.image,
    brand: line.brand,
    model_number: line.modelNumber,
    supplier_name: line.supplierName,
    supplier_logo: line.supplierLogo,
    loyalty_point: q.loyaltyPoints,
    qty: line.qty,
    product_price: mrp,
    product_discount: paisaToRupees(line.mrpPaisa - line.mopPaisa),
    product_discount_price: discounted ? mop : null,
    total: paisaToRupees(q.totalPaisa),
    delivery_charge: null,
    free: line.free ? { name: line.free.name, image: line.free.image, price: paisaToRupees(line.free.pricePaisa) } : null,
    coupon_discount:
      coupon && q.couponPaisa > 0
        ? {
            option: coupon.option,
            coupon: coupon.code,
            value: coupon.option === 'P' ? Number(coupon.percent) : paisaToRupees(coupon.amountPaisa ?? 0),
            mrp_or_mop: coupon.basis,
            discount: paisaToRupees(q.couponPaisa),
          }
        : null,
    mrp,
    mop,
    available_quantity: line.available,
  };
}

export interface CartQuery {
  coupon?: string;
  /** Coins asked for. */
  redeem?: number;
  zone: DeliveryZone;
}

export interface PricedCart {
  lines: CartLine[];
  quote: Quote;
  coupon: CouponRule | null;
  couponResult: CouponResult | null;
  balance: number;
  limits: { max: number; full: number };
  redemption: Redemption;
  grandTotalPaisa: number;
}

/**
 * Prices lines for a user: the coupon checked (a failing one is reported, not applied), coins
 * clamped to what can be redeemed. Used by get-cart and get-checkout.
 */
export async function priceLines(db: Queryable, userId: number, lines: CartLine[], q: CartQuery): Promise<PricedCart> {
  let coupon: CouponRule | null = null;
  let couponResult: CouponResult | null = null;
  if (q.coupon !== undefined) {
    const check = lines.length ? await checkCoupon(db, userId, q.coupon, lines) : { ok: false as const, message: COUPON_MESSAGES.notForCart };
    if (check.ok) coupon = check.rule;
    else couponResult = { status: 'danger', message: check.message, coupon: q.coupon };
  }
  const qt = quote(lines, coupon, q.zone);
  if (coupon) couponResult = { status: 'success', message: COUPON_MESSAGES.applied(coupon.code, paisaToRupees(qt.couponPaisa)), coupon: coupon.code };
  const balance = await loyaltyBalance(db, userId);
  const limits = redeemLimits(qt.fullTotalPaisa, balance);
  const r = redemption(Math.min(q.redeem ?? 0, limits.max));
  if (couponResult?.status === 'success') couponResult.redeem = r.points || null;
  return { lines, quote: qt, coupon, couponResult, balance, limits, redemption: r, grandTotalPaisa: afterRedemption(qt.fullTotalPaisa, r) };
}

export function cartData(p: PricedCart, coupons: CartCoupon[]): CartData {
  const data: CartData = {
    cart_items: p.quote.lines.map((ql, i) => toCartItem(ql, p.lines[i], p.coupon)),
    cart_total: paisaToRupees(p.quote.cartTotalPaisa),
    loyalty_point_total: p.quote.loyaltyPoints,
    grand_total: paisaToRupees(p.grandTotalPaisa),
    tds: paisaToRupees(p.redemption.tdsPaisa),
    coupon_discount: paisaToRupees(p.quote.couponPaisa),
    coupons,
    redeem: {
      available_points: p.balance,
      max_redeem: p.limits.max,
      points: p.redemption.points,
      amount: paisaToRupees(p.redemption.valuePaisa),
      full_redeem_points: p.limits.full,
      full_redeem_tds: paisaToRupees(fullRedemption(p.quote.fullTotalPaisa).tdsPaisa),
    },
  };
  if (p.quote.deliveryPaisa !== null) data.delivery_charge = paisaToRupees(p.quote.deliveryPaisa);
  if (p.couponResult) data.coupon = p.couponResult;
  return data;
}

/** What get-cart says while the shopper's own unpaid online order holds some of the cart's units (else undefined). */
export function ownHoldNotice(lines: readonly CartLine[]): string | undefined {
  const held = lines.filter((l) => l.ownHeld > 0).map((l) => l.name);
  return held.length ? M.ownHold(held) : undefined;
}

/** GET get-cart: the whole answer's data for the user's `lines` (the empty list for an empty cart) and, when there is one, the hold notice. */
export async function cartAnswer(db: Queryable, userId: number, lines: CartLine[], q: CartQuery): Promise<{ data: CartData; message?: string }> {
  const priced = await priceLines(db, userId, lines, q);
  const coupons = await couponsForCart(db, userId, lines);
  const message = ownHoldNotice(lines);
  return message ? { data: cartData(priced, coupons), message } : { data: cartData(priced, coupons) };
}
