/**
 * Flexi Pay, card instalments (spec part 3 §2, §4, §7, §9):
 *   GET  get-emi-banks-by-user             the banks (with logos, terms and periods) the caller's cart can use
 *   GET  get-checkout-flexipay?platform=W[&area_id]  cart_items, payment_options, delivery_charge, grand_total
 *   POST post-checkout-flexipay?platform=W the order, then the card gateway (payment_gateway_url)
 *
 * Money: the spec's Flexi Pay data has no coupon or coins, so a Flexi Pay order is the cart's goods
 * at their selling price plus the delivery charge the regular checkout takes to the same address
 * (shared/domain/delivery.ts: the one rule; the valley's until an area is given, as get-checkout);
 * grand_total is what the card is charged and what the instalment (grand_total / months, 2
 * decimals, shared/domain/emi.ts) divides. A bank is offered when the goods reach its minimum and
 * every product can be bought in instalments
 * (products.emi_months > 0). The order is an online 'Nabil Card' order (the card gateway that
 * takes 'Master/Visa Debit/Credit Card/UnionPay') with is_emi and its plan; from there it is
 * settled, released and returned like any other card order (orders/orders.ts, order-settlement.ts).
 */
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db';
import type { AuthUser } from '../http/context';
import { badRequest, HttpError, unprocessable } from '../http/errors';
import { isPlainObject, parseInput } from '../http/validate';
import { gateways } from '../payments';
import type { FlexiPayAvailability } from '../../shared/api/cart';
import type { EmiBank, FlexiPayCheckoutData, FlexiPayPayload } from '../../shared/api/checkout';
import { paisaToRupees } from '../../shared/domain/money';
import { flexiPayPayloadSchema } from '../../shared/validation/checkout';
import { FLEXIPAY_MESSAGES as M } from '../accounts/account-area-messages';
import { cartLines, toCartItem, type CartLine } from '../cart/cart';
import { quote, redemption, type DeliveryZone, type Quote } from '../cart/cart-totals';
import { writeOrder } from './orders';
import { placeThroughPipeline, replacingOwnOrders, type Written } from './place-order';
import { checkOrderable, stockClaims } from '../cart/stock';

/** The card method a Flexi Pay order is paid with. */
export const FLEXIPAY_METHOD = 'Nabil Card';

interface EmiProductRow {
  id: number;
  emi_months: number;
}

/** Some cart lines as a Flexi Pay quote: no coupon, no coins, the delivery charge of `zone`. */
export const flexiQuote = (lines: CartLine[], zone: DeliveryZone): Quote => quote(lines, null, zone);

/** Lines that can all be bought now in instalments, or a 422 saying why not. */
async function eligibleLines(db: Queryable, lines: CartLine[]): Promise<CartLine[]> {
  if (lines.length === 0) throw unprocessable(M.emptyCart);
  checkOrderable(lines);
  const r = await db.query<EmiProductRow>('SELECT id, emi_months FROM products WHERE id = ANY($1::bigint[])', [lines.map((l) => l.productId)]);
  const months = new Map(r.rows.map((p) => [Number(p.id), p.emi_months]));
  for (const l of lines) if (!(months.get(l.productId) ?? 0)) throw unprocessable(M.notEligible(l.name));
  return lines;
}

interface BankRow {
  id: number;
  bank_name: string;
  bank_logo: string | null;
  terms_and_condition: string;
  min_amount_paisa: number;
}

interface PeriodRow {
  id: number;
  emi_bank_id: number;
  name: string;
  months: number;
}

async function activeBanks(db: Queryable): Promise<(BankRow & { periods: PeriodRow[] })[]> {
  const banks = await db.query<BankRow>(
    'SELECT id, bank_name, bank_logo, terms_and_condition, min_amount_paisa FROM emi_banks WHERE status ORDER BY position, id',
  );
  const periods = await db.query<PeriodRow>('SELECT id, emi_bank_id, name, months FROM emi_periods ORDER BY months, id');
  return banks.rows.map((b) => ({ ...b, periods: periods.rows.filter((p) => p.emi_bank_id === b.id) })).filter((b) => b.periods.length > 0);
}

const apiBank = (b: BankRow & { periods: PeriodRow[] }): EmiBank => ({
  id: b.id,
  bank_name: b.bank_name,
  bank_logo: b.bank_logo,
  terms_and_condition: b.terms_and_condition,
  emi_periods: b.periods.map((p) => ({ id: p.id, name: p.name, months: p.months })),
});

/**
 * THE Flexi Pay rule for some cart lines: the banks that can take them (every product bought in
 * instalments, in stock, the goods reaching the bank's minimum), or why none can, in words for the
 * shopper. get-emi-banks-by-user answers it; get-cart says whether it offers Flexi Pay by it.
 */
export async function flexiPayOffer(db: Queryable, cart: CartLine[]): Promise<{ banks: EmiBank[] } | { message: string }> {
  let lines: CartLine[];
  try {
    lines = await eligibleLines(db, cart);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 422) return { message: err.message };
    throw err;
  }
  // A bank's minimum is on the goods: where they are delivered does not make a cart eligible.
  const total = flexiQuote(lines, 'valley').cartTotalPaisa;
  const banks = await activeBanks(db);
  if (banks.length === 0) return { message: M.noBanks };
  const usable = banks.filter((b) => b.min_amount_paisa <= total);
  if (usable.length === 0) return { message: M.belowMinimum(paisaToRupees(Math.min(...banks.map((b) => b.min_amount_paisa)))) };
  return { banks: usable.map(apiBank) };
}

/**
 * GET get-emi-banks-by-user: 200 always; an empty list comes with the reason as the message
 * (the page shows it with a link to the cart).
 */
export async function emiBanksForUser(db: Queryable, userId: number): Promise<{ statusCode: 200; message?: string; data: EmiBank[] }> {
  const offer = await flexiPayOffer(db, await cartLines(db, userId));
  return 'banks' in offer ? { statusCode: 200, data: offer.banks } : { statusCode: 200, message: offer.message, data: [] };
}

/** get-cart's flexi_pay: whether the cart page offers Flexi Pay for these lines (flexiPayOffer's rule), and why not. */
export async function flexiPayAvailability(db: Queryable, lines: CartLine[]): Promise<FlexiPayAvailability> {
  const offer = await flexiPayOffer(db, lines);
  return 'banks' in offer ? { available: true } : { available: false, message: offer.message };
}

type FlexiCheckoutAnswer = FlexiPayCheckoutData & { cart_total: number; loyalty_point_total: number; delivery_charge?: number };

/**
 * GET get-checkout-flexipay[?area_id]: the cart as Flexi Pay charges it to that area (the valley
 * until one is given), delivery_charge absent when Free; 422 when it cannot be, as get-checkout.
 */
export async function flexiPayCheckoutData(db: Queryable, userId: number, zone: DeliveryZone): Promise<FlexiCheckoutAnswer> {
  const lines = await eligibleLines(db, await cartLines(db, userId));
  const q = flexiQuote(lines, zone);
  const data: FlexiCheckoutAnswer = {
    cart_items: q.lines.map((ql, i) => toCartItem(ql, lines[i], null)),
    payment_options: [FLEXIPAY_METHOD],
    grand_total: paisaToRupees(q.fullTotalPaisa),
    cart_total: paisaToRupees(q.cartTotalPaisa),
    loyalty_point_total: q.loyaltyPoints,
  };
  if (q.deliveryPaisa !== null) data.delivery_charge = paisaToRupees(q.deliveryPaisa);
  return data;
}

// ---------------------------------------------------------------- post-checkout-flexipay

const ID_FIELDS = ['emi_duration_id', 'duration', 'area_id', 'city_id', 'province_id'] as const;
const digits = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);

/** The payload, checked strictly with the form's schema (ids may come as digit strings, as select values do). */
export async function parseFlexiPayPayload(body: unknown): Promise<FlexiPayPayload> {
  if (body === undefined || body === null) body = {};
  if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
  const copy: Record<string, unknown> = { ...body };
  for (const k of ID_FIELDS) copy[k] = digits(copy[k]);
  if (Array.isArray(copy.product_id)) copy.product_id = copy.product_id.map(digits);
  else copy.product_id = digits(copy.product_id);
  if (isPlainObject(copy.account_holder_detail)) {
    const holder = { ...copy.account_holder_detail };
    holder.bank_id = digits(holder.bank_id);
    copy.account_holder_detail = holder;
  }
  const input = (await parseInput(flexiPayPayloadSchema, copy)) as FlexiPayPayload;
  const ids = [...(Array.isArray(input.product_id) ? input.product_id : [input.product_id]), ...ID_FIELDS.map((k) => input[k]), input.account_holder_detail.bank_id];
  for (const v of ids) if (!Number.isSafeInteger(v) || v > 2_147_483_647) throw unprocessable('Ids must be whole numbers.');
  return input;
}

/** MM/YY is valid through the last day of that month. */
export function cardExpired(expiry: string, now = new Date()): boolean {
  const m = /^(\d{2})[/\\](\d{2})$/.exec(expiry);
  if (!m) return true;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

interface PlanRow {
  bank_id: number;
  bank_name: string;
  min_amount_paisa: number;
  period_id: number | null;
  months: number | null;
}

export interface FlexiPayAnswer {
  statusCode: 200;
  message: string;
  order_id: number;
  total_amount: number;
  payment_gateway_url?: string | null;
  emi: { bank_name: string; months: number; monthly: number };
}

export interface FlexiWritten extends Written {
  owner: { orderId: number };
}

/** The bank and period a Flexi Pay payload asks for, checked (422 when unknown or not matching). */
export async function flexiPlan(db: Queryable, input: FlexiPayPayload): Promise<PlanRow & { months: number; period_id: number }> {
  const holder = input.account_holder_detail;
  const plan = (
    await db.query<PlanRow>(
      `SELECT b.id AS bank_id, b.bank_name, b.min_amount_paisa, p.id AS period_id, p.months
         FROM emi_banks b LEFT JOIN emi_periods p ON p.emi_bank_id = b.id AND p.id = $2
        WHERE b.id = $1 AND b.status`,
      [holder.bank_id, input.emi_duration_id],
    )
  ).rows[0];
  if (!plan) throw unprocessable(M.unknownBank);
  if (plan.period_id == null || plan.months == null) throw unprocessable(M.unknownPeriod);
  if (plan.months !== input.duration) throw unprocessable(M.durationMismatch);
  return { ...plan, period_id: Number(plan.period_id), months: plan.months };
}

/**
 * A Flexi Pay order's write inside the order pipeline's transaction: the chosen cart lines priced
 * with the delivery charge of the address's zone (the pipeline's checkPlace),
 * the bank's minimum checked, stock taken, the order with its instalment plan written. The demo seed
 * places its instalment order through here too (server/demo/seed/orders.ts).
 */
export async function writeFlexiOrder(
  tx: Queryable, userId: number, input: FlexiPayPayload, plan: Awaited<ReturnType<typeof flexiPlan>>, zone: DeliveryZone,
): Promise<FlexiWritten> {
  const holder = input.account_holder_detail;
  const wanted = Array.isArray(input.product_id) ? input.product_id : [input.product_id];
  if (new Set(wanted).size !== wanted.length) throw unprocessable(M.duplicateProduct);
  const cart = await cartLines(tx, userId);
  if (cart.length === 0) throw unprocessable(M.emptyCart);
  for (const id of wanted) if (!cart.some((l) => l.productId === id)) throw unprocessable(M.notInCart(id));
  const lines = await eligibleLines(tx, cart.filter((l) => wanted.includes(l.productId)));
  const q = flexiQuote(lines, zone);
  const total = q.fullTotalPaisa;
  if (q.cartTotalPaisa < plan.min_amount_paisa) throw unprocessable(M.bankMinimum(plan.bank_name, paisaToRupees(plan.min_amount_paisa)));
  const orderId = await writeOrder(tx, {
    userId, method: FLEXIPAY_METHOD, lines, quote: q, coupon: null, points: 0, redemption: redemption(0), totalPaisa: total,
    fullRedeem: false, input, bankId: null,
    emi: {
      bankId: plan.bank_id, periodId: plan.period_id, months: plan.months, monthlyPaisa: Math.round(total / plan.months),
      data: {
        account_holder: holder.account_holder.trim(),
        account_holder_address: holder.account_holder_address.trim(),
        account_holder_email: holder.account_holder_email.trim(),
        account_holder_mobile: holder.account_holder_mobile.trim(),
        first_six_card_number: holder.first_six_card_number,
        expiry_date: holder.expiry_date.replace('\\', '/'),
      },
    },
  });
  return { owner: { orderId }, chargePaisa: total, stock: stockClaims(lines) };
}

/** POST post-checkout-flexipay: the parsed payload through the one order pipeline (orders/place-order.ts). */
export async function placeFlexiPayOrder(db: Database, config: ServerConfig, user: AuthUser, input: FlexiPayPayload): Promise<FlexiPayAnswer> {
  if (cardExpired(input.account_holder_detail.expiry_date)) throw unprocessable(M.cardExpired);
  const plan = await flexiPlan(db, input);
  const months = plan.months;

  const { written, handoff } = await placeThroughPipeline<FlexiWritten>(
    db, config, user, { method: FLEXIPAY_METHOD, place: input },
    {
      options: [FLEXIPAY_METHOD],
      ...replacingOwnOrders(user.id),
      write: (tx, { zone }) => writeFlexiOrder(tx, user.id, input, plan, zone),
      payment: (w) => ({
        reference: `ORD-${w.owner.orderId}`,
        description: `Flexi Pay order #${w.owner.orderId} at ${gateways(config, db).settings.merchantName} (${months} months, ${plan.bank_name})`,
        particulars: `Order ${w.owner.orderId} of ${user.name}`.slice(0, 100),
      }),
    },
  );
  const orderId = written.owner.orderId;
  return {
    statusCode: 200,
    message: M.placed(orderId),
    order_id: orderId,
    total_amount: paisaToRupees(written.chargePaisa),
    ...handoff,
    emi: { bank_name: plan.bank_name, months, monthly: Math.round(written.chargePaisa / months) / 100 },
  };
}
