/**
 * Coupons and flash sales as staff edit them (issue 32): one schema per input, read by the back
 * office's forms and by the server's /api/admin/coupons and /api/admin/flash-sales routes alike.
 * The rules are the ones the shopper side applies (server/cart/coupons.ts, cart-totals.ts,
 * server/catalogue/product-sql.ts), so a coupon or a sale a member saves behaves as it reads.
 * Rules that need the database (a code already taken, a product's price and stock, uses already
 * made) are checked by the routes, with the messages below.
 */
import { array, boolean, mixed, number, object, string, type TestContext } from 'yup';
import './locale';
import { STAFF_INPUT_MESSAGES } from './staff';

/** Codes are letters, digits, dashes and underscores: what a shopper can type and the cart looks up. */
export const COUPON_CODE_SHAPE = /^[A-Za-z0-9_-]{1,40}$/;

/** An instant with its offset, as the API answers them (2026-12-01T10:00:00.000Z, 2026-12-01T15:45+05:45). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export const PROMOTION_LIMITS = {
  description: 200,
  title: 150,
  banner: 500,
  /** Products named in one coupon or one flash sale request. */
  products: 200,
  maxRupees: 100_000_000,
} as const;

export const PROMOTION_MESSAGES = {
  version: STAFF_INPUT_MESSAGES.version,
  code: 'Enter the coupon code: 1 to 40 letters, digits, dashes or underscores.',
  codeTaken: (code: string) => `A coupon with the code ${code} already exists (codes are the same in upper and lower case).`,
  description: `The description should not be more than ${PROMOTION_LIMITS.description} characters.`,
  option: 'option is "P" (a percent off) or "F" (a fixed amount off).',
  percent: 'percent is above 0 and at most 100, with at most two decimals.',
  percentNeeded: 'A percent coupon needs its percent: above 0 and at most 100.',
  percentNotForFixed: 'A fixed-amount coupon has no percent: leave percent empty.',
  amountNeeded: 'A fixed-amount coupon needs its amount in rupees, above 0.',
  amountNotForPercent: 'A percent coupon has no fixed amount: leave amount empty.',
  basis: 'mrp_or_mop is "MRP" (the list price) or "MOP" (the selling price).',
  scope: 'scope is "cart" (the whole cart) or "product" (the products listed).',
  money: (field: string) => `${field} is an amount in rupees with at most two decimals, 0 or more.`,
  positiveMoney: (field: string) => `${field} is an amount in rupees above 0, with at most two decimals.`,
  instant: (field: string) => `${field} is a date and time with its offset, such as 2026-12-01T10:00:00+05:45.`,
  validRequired: 'Enter when the coupon starts (valid_from) and ends (valid_until).',
  untilAfterFrom: 'The coupon must end (valid_until) after it starts (valid_from).',
  untilPassed: 'The coupon’s end (valid_until) has already passed: shoppers could never use it.',
  usageLimit: 'usage_limit is a whole number from 1, or empty for no limit.',
  usageLimitBelowUses: (used: number) => `The usage limit cannot be below the ${used} uses already made.`,
  perUser: 'usage_limit_per_user is a whole number from 1.',
  firstOrderOnly: 'first_order_only is true or false.',
  status: 'status is 1 (on) or 0 (off).',
  productIds: `product_ids is a list of product ids (at most ${PROMOTION_LIMITS.products}).`,
  productsNeeded: 'A product coupon needs at least one product: list them in product_ids.',
  productsNotForCart: 'A cart coupon applies to the whole cart: leave product_ids empty, or make it a product coupon.',
  unknownProduct: (id: number) => `There is no product ${id}.`,
  couponNothingToChange: 'Say what to change: any coupon field, or status to switch it on or off.',
  title: `Enter the flash sale’s title (at most ${PROMOTION_LIMITS.title} characters).`,
  banner: `The banner is an image address of at most ${PROMOTION_LIMITS.banner} characters, or empty.`,
  timesRequired: 'Enter when the flash sale starts (start_time) and ends (end_time).',
  endAfterStart: 'The flash sale must end (end_time) after it starts (start_time).',
  endPassed: 'The flash sale’s end (end_time) has already passed: shoppers would never see it.',
  saleNothingToChange: 'Say what to change: title, banner, start_time, end_time or status.',
  productId: 'product_id is a product id, a whole number from 1.',
  flashPrice: 'flash_price is the sale price in rupees, above 0, with at most two decimals.',
  flashPriceNotBelow: (id: number, now: string) =>
    `The flash price of product ${id} must be below its price now (${now}): shoppers pay the lower of the two, so it would change nothing.`,
  quantity: 'quantity is the number of units on sale, a whole number from 1, or empty for no limit.',
  quantityAboveStock: (id: number, stock: number) => `Product ${id} has ${stock} units in stock: the flash sale quantity cannot be more.`,
  repeatedProduct: (id: number) => `Product ${id} is listed twice: list each product once.`,
  notInSale: (id: number) => `Product ${id} is not in this flash sale.`,
} as const;
const M = PROMOTION_MESSAGES;

const isInstant = (v: unknown) => typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(Date.parse(v));
const instant = (field: string) => string().nullable().test('instant', M.instant(field), (v) => v == null || isInstant(v));
const twoDecimals = (v: number | null | undefined) => v == null || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const rupees = (field: string, positive = false) =>
  number()
    .nullable()
    .typeError(positive ? M.positiveMoney(field) : M.money(field))
    .min(positive ? 0.01 : 0, positive ? M.positiveMoney(field) : M.money(field))
    .max(PROMOTION_LIMITS.maxRupees, positive ? M.positiveMoney(field) : M.money(field))
    .test('paisa', positive ? M.positiveMoney(field) : M.money(field), twoDecimals);
const wholeFrom1 = (message: string) => number().typeError(message).integer(message).min(1, message).max(1_000_000_000, message);
const zeroOrOne = number().typeError(M.status).oneOf([0, 1], M.status);
const productId = wholeFrom1(M.productId).max(2_147_483_647, M.productId);
/** b after a; true when either is missing or no instant (their own rules say so). */
const later = (a: string | null | undefined, b: string | null | undefined) => !isInstant(a) || !isInstant(b) || Date.parse(b as string) > Date.parse(a as string);

// ------------------------------------------------------------------ coupons

const couponFields = {
  code: string().nullable().matches(COUPON_CODE_SHAPE, M.code),
  coupon_desc: string().nullable().max(PROMOTION_LIMITS.description, M.description),
  option: mixed<'P' | 'F'>().nullable().oneOf(['P', 'F', null], M.option),
  percent: number().nullable().typeError(M.percent).min(0.01, M.percent).max(100, M.percent).test('hundredths', M.percent, twoDecimals),
  amount: rupees('amount', true),
  mrp_or_mop: mixed<'MRP' | 'MOP'>().nullable().oneOf(['MRP', 'MOP', null], M.basis),
  scope: mixed<'cart' | 'product'>().nullable().oneOf(['cart', 'product', null], M.scope),
  product_ids: array(productId).nullable().typeError(M.productIds).max(PROMOTION_LIMITS.products, M.productIds),
  min_cart: rupees('min_cart'),
  max_discount: rupees('max_discount', true),
  valid_from: instant('valid_from'),
  valid_until: instant('valid_until'),
  usage_limit: wholeFrom1(M.usageLimit).nullable(),
  usage_limit_per_user: wholeFrom1(M.perUser).nullable(),
  first_order_only: boolean().nullable().typeError(M.firstOrderOnly),
  status: zeroOrOne.nullable(),
};

export interface CouponInput {
  code: string;
  coupon_desc?: string | null;
  option: 'P' | 'F';
  percent?: number | null;
  amount?: number | null;
  mrp_or_mop?: 'MRP' | 'MOP' | null;
  scope: 'cart' | 'product';
  product_ids?: number[] | null;
  min_cart?: number | null;
  max_discount?: number | null;
  valid_from: string;
  valid_until: string;
  usage_limit?: number | null;
  usage_limit_per_user?: number | null;
  first_order_only?: boolean | null;
  status?: number | null;
}

type CouponLike = Partial<Record<keyof CouponInput, unknown>>;

/** The rules between fields of a whole coupon, each on the field to correct. */
function couponRules(this: TestContext, c: CouponLike) {
  const fail = (path: string, message: string) => this.createError({ path, message });
  if (c.option === 'P') {
    if (c.percent == null) return fail('percent', M.percentNeeded);
    if (c.amount != null) return fail('amount', M.amountNotForPercent);
  }
  if (c.option === 'F') {
    if (c.amount == null) return fail('amount', M.amountNeeded);
    if (c.percent != null) return fail('percent', M.percentNotForFixed);
  }
  const ids = (c.product_ids as number[] | null | undefined) ?? [];
  if (c.scope === 'product' && ids.length === 0) return fail('product_ids', M.productsNeeded);
  if (c.scope === 'cart' && ids.length > 0) return fail('product_ids', M.productsNotForCart);
  if (new Set(ids).size !== ids.length) return fail('product_ids', M.repeatedProduct(ids.find((id, i) => ids.indexOf(id) !== i)!));
  if (!later(c.valid_from as string, c.valid_until as string)) return fail('valid_until', M.untilAfterFrom);
  return true;
}

/** A new coupon (POST /api/admin/coupons), and a coupon as it stands after an edit. */
export const couponSchema = object({
  ...couponFields,
  code: couponFields.code.required(M.code),
  option: couponFields.option.required(M.option),
  scope: couponFields.scope.required(M.scope),
  valid_from: couponFields.valid_from.required(M.validRequired),
  valid_until: couponFields.valid_until.required(M.validRequired),
}).test('coupon', M.couponNothingToChange, couponRules);

/** An edit (PATCH /api/admin/coupons/{id}): any fields, from the version read. */
export const couponPatchSchema = object({
  ...couponFields,
  version: number().required(M.version).typeError(M.version).integer(M.version).min(1, M.version),
}).test('something', M.couponNothingToChange, (v) => Object.keys(v).some((k) => k !== 'version' && (v as Record<string, unknown>)[k] !== undefined));

// ------------------------------------------------------------------ flash sales

export interface FlashProductInput {
  product_id: number;
  flash_price: number;
  quantity?: number | null;
}

const flashProductFields = {
  product_id: productId.required(M.productId),
  flash_price: rupees('flash_price', true).required(M.flashPrice),
  quantity: wholeFrom1(M.quantity).nullable(),
};

const saleFields = {
  title: string().nullable().max(PROMOTION_LIMITS.title, M.title).test('not-blank', M.title, (v) => v == null || v.trim().length > 0),
  banner: string().nullable().max(PROMOTION_LIMITS.banner, M.banner),
  start_time: instant('start_time'),
  end_time: instant('end_time'),
  status: zeroOrOne.nullable(),
};

function saleTimes(this: TestContext, s: { start_time?: string | null; end_time?: string | null }) {
  return later(s.start_time, s.end_time) || this.createError({ path: 'end_time', message: M.endAfterStart });
}

/** A new flash sale (POST /api/admin/flash-sales), with its products if any; a sale after an edit. */
export const flashSaleSchema = object({
  ...saleFields,
  title: saleFields.title.required(M.title),
  start_time: saleFields.start_time.required(M.timesRequired),
  end_time: saleFields.end_time.required(M.timesRequired),
  products: array(object(flashProductFields)).nullable().typeError(M.productIds).max(PROMOTION_LIMITS.products, M.productIds),
}).test('times', M.endAfterStart, saleTimes);

/** An edit of the sale itself (PATCH /api/admin/flash-sales/{id}). */
export const flashSalePatchSchema = object({
  ...saleFields,
  version: number().required(M.version).typeError(M.version).integer(M.version).min(1, M.version),
}).test('something', M.saleNothingToChange, (v) => Object.keys(v).some((k) => k !== 'version' && (v as Record<string, unknown>)[k] !== undefined));

/** A product added to a sale or its price and quantity changed (POST /api/admin/flash-sales/{id}/products). */
export const flashProductSchema = object({
  ...flashProductFields,
  version: number().required(M.version).typeError(M.version).integer(M.version).min(1, M.version),
});
