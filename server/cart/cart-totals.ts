/**
 * The money rules of the cart and the checkouts, as pure functions over integer paisa
 * (docs/adr/0006-checkout-money-and-stock.md). The browser's numbers never enter here: the
 * callers load prices, coupons and balances from the database.
 *
 * - Coupon: option 'P' takes `percent` of the MRP or MOP (mrp_or_mop) of each eligible unit;
 *   option 'F' takes `amount` off each eligible unit (product coupons) or once off the cart (cart
 *   coupons, shared over the lines in proportion to their value). A line never goes below zero;
 *   max_discount caps the whole discount.
 * - Delivery: shared/domain/delivery.ts (free inside the valley from NPR 5,000, else 150; 250 outside).
 * - CG|Coins: 1 coin is worth NPR 1. Redeeming R coins takes NPR R off and withholds 15% TDS on it,
 *   which is added back: grand total = cart total + delivery − R + 0.15 R. So each coin lowers the
 *   total by NPR 0.85, and at most floor(due / 0.85) coins can be redeemed.
 * - Cash back: NPR 500 (as CG|Coins, once the order is paid) when the cart total reaches NPR 50,000.
 * - Coins earned: the product's price (its discount price when it has one) / 200 per unit, floored.
 */
import { coinsForLine } from '../../shared/domain/loyalty';
import { paisaToRupees } from '../../shared/domain/money';
import { DELIVERY_RULES, deliveryCharge, type DeliveryZone } from '../../shared/domain/delivery';

export { deliveryCharge, type DeliveryZone };

export const CHECKOUT_RULES = {
  ...DELIVERY_RULES,
  paisaPerCoin: 100,
  /** TDS withheld on the value of redeemed coins, in paisa per coin (15% of NPR 1). */
  tdsPaisaPerCoin: 15,
  cashBackFromPaisa: 50_000_00,
  cashBackPaisa: 500_00,
} as const;

/** What a redeemed coin takes off the total after TDS (85 paisa). */
export const NET_PAISA_PER_COIN = CHECKOUT_RULES.paisaPerCoin - CHECKOUT_RULES.tdsPaisaPerCoin;

export interface TotalsLine {
  productId: number;
  qty: number;
  /** List price per unit. */
  mrpPaisa: number;
  /** Selling price per unit (discount or flash sale price, else the list price). */
  mopPaisa: number;
}

export interface CouponRule {
  id: number;
  code: string;
  option: 'P' | 'F';
  percent: number | null;
  amountPaisa: number | null;
  basis: 'MRP' | 'MOP';
  scope: 'product' | 'cart';
  minCartPaisa: number;
  maxDiscountPaisa: number | null;
  /** The products a 'product' coupon is for. */
  productIds: ReadonlySet<number>;
}

/**
 * Splits `total` into integer parts proportional to `weights` (largest remainder), so the parts
 * always add up to exactly `total`. All weights zero: everything on the first part.
 */
export function distribute(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

export const lineSubtotal = (l: TotalsLine) => l.mopPaisa * l.qty;

export const couponApplies = (c: CouponRule, productId: number) => c.scope === 'cart' || c.productIds.has(productId);

/** The discount of each line (paisa), in the order of `lines`. */
export function couponDiscounts(lines: readonly TotalsLine[], c: CouponRule): number[] {
  const subtotals = lines.map(lineSubtotal);
  let parts: number[];
  if (c.option === 'P') {
    const basisPoints = Math.round(Number(c.percent ?? 0) * 100);
    parts = lines.map((l) => {
      if (!couponApplies(c, l.productId)) return 0;
      const unit = c.basis === 'MRP' ? l.mrpPaisa : l.mopPaisa;
      return Math.round((unit * l.qty * basisPoints) / 10_000);
    });
  } else if (c.scope === 'product') {
    parts = lines.map((l) => (couponApplies(c, l.productId) ? (c.amountPaisa ?? 0) * l.qty : 0));
  } else {
    const goods = subtotals.reduce((a, b) => a + b, 0);
    parts = distribute(Math.min(c.amountPaisa ?? 0, goods), subtotals);
  }
  parts = parts.map((d, i) => Math.max(0, Math.min(d, subtotals[i])));
  const total = parts.reduce((a, b) => a + b, 0);
  if (c.maxDiscountPaisa != null && total > c.maxDiscountPaisa) parts = distribute(c.maxDiscountPaisa, parts);
  return parts;
}

export const cashBackFor = (cartTotalPaisa: number) =>
  cartTotalPaisa >= CHECKOUT_RULES.cashBackFromPaisa ? CHECKOUT_RULES.cashBackPaisa : 0;

export interface Redemption {
  points: number;
  /** What the coins are worth (NPR 1 each). */
  valuePaisa: number;
  tdsPaisa: number;
}

export const redemption = (points: number): Redemption => ({
  points,
  valuePaisa: points * CHECKOUT_RULES.paisaPerCoin,
  tdsPaisa: points * CHECKOUT_RULES.tdsPaisaPerCoin,
});

/**
 * Loyalty Full Redeem: the fewest whole coins that pay `duePaisa`, and exactly it. A coin pays
 * 85 paisa after TDS, so the last coin is seldom used up; what it leaves over (under 85 paisa) is
 * withheld with the TDS, so coins − TDS is the amount due to the paisa and the order's rows add up
 * to a Total of 0 (NPR 999: 1,176 coins, TDS 177, where 15 % alone left NPR 0.60 overpaid).
 */
export function fullRedemption(duePaisa: number): Redemption {
  const due = Math.max(0, duePaisa);
  const points = Math.ceil(due / NET_PAISA_PER_COIN);
  const valuePaisa = points * CHECKOUT_RULES.paisaPerCoin;
  return { points, valuePaisa, tdsPaisa: valuePaisa - due };
}

/** The most coins that can go on `duePaisa`, and the coins that pay all of it (Loyalty Full Redeem). */
export function redeemLimits(duePaisa: number, balance: number): { max: number; full: number } {
  const due = Math.max(0, duePaisa);
  return { max: Math.max(0, Math.min(balance, Math.floor(due / NET_PAISA_PER_COIN))), full: fullRedemption(due).points };
}

/** What is left to pay once `r` is redeemed against `duePaisa` (never below zero). */
export const afterRedemption = (duePaisa: number, r: Redemption) => Math.max(0, duePaisa - r.valuePaisa + r.tdsPaisa);

export interface QuoteLine {
  line: TotalsLine;
  subtotalPaisa: number;
  couponPaisa: number;
  /** Line total after its coupon. */
  totalPaisa: number;
  loyaltyPoints: number;
}

export interface Quote {
  lines: QuoteLine[];
  goodsPaisa: number;
  couponPaisa: number;
  /** Goods after coupons. */
  cartTotalPaisa: number;
  deliveryPaisa: number | null;
  /** Cart total + delivery: what the order costs before coins. */
  fullTotalPaisa: number;
  loyaltyPoints: number;
  cashBackPaisa: number;
}

/** Lines, coupon and delivery; coins come after (they depend on what is due now). */
export function quote(lines: readonly TotalsLine[], coupon: CouponRule | null, zone: DeliveryZone): Quote {
  const discounts = coupon ? couponDiscounts(lines, coupon) : lines.map(() => 0);
  const qlines = lines.map((line, i) => {
    const subtotalPaisa = lineSubtotal(line);
    return {
      line,
      subtotalPaisa,
      couponPaisa: discounts[i],
      totalPaisa: subtotalPaisa - discounts[i],
      loyaltyPoints: coinsForLine(paisaToRupees(line.mrpPaisa), paisaToRupees(line.mopPaisa), line.qty),
    };
  });
  const goodsPaisa = qlines.reduce((a, l) => a + l.subtotalPaisa, 0);
  const couponPaisa = qlines.reduce((a, l) => a + l.couponPaisa, 0);
  const cartTotalPaisa = goodsPaisa - couponPaisa;
  const deliveryPaisa = deliveryCharge(cartTotalPaisa, zone, lines.length > 0);
  return {
    lines: qlines,
    goodsPaisa,
    couponPaisa,
    cartTotalPaisa,
    deliveryPaisa,
    fullTotalPaisa: cartTotalPaisa + (deliveryPaisa ?? 0),
    loyaltyPoints: qlines.reduce((a, l) => a + l.loyaltyPoints, 0),
    cashBackPaisa: cashBackFor(cartTotalPaisa),
  };
}
