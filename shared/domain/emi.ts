/**
 * Flexi Pay instalments (spec part 3 §4, §9): the monthly instalment is grand_total divided by
 * the months of the chosen EMI period, to 2 decimals; 0% interest, 0% down payment.
 * Rounding is half-up on the paisa (computed in paisa to avoid binary-fraction surprises).
 *
 * A product's "EMI from NPR X/month" (the card's and the detail's emi_price, spec parts 1 and 2)
 * and its 'Calculate EMI' modal share one rule: the modal lists `emiPlan` over the periods it
 * offers, and the quote is `lowestInstalment` over the same periods, the lowest figure the
 * modal shows (the longest period's).
 */
import { rupeesToPaisa } from './money';

export const FIRST_CARD_DIGITS = 6;
export const EMI_CONVERSION_DAYS = 7;

/** grand_total / months to 2 decimals; null when months is not a positive number. */
export function monthlyInstalment(grandTotal: number | null | undefined, months: number | null | undefined): number | null {
  const m = Number(months);
  if (!Number.isFinite(m) || m <= 0) return null;
  const paisa = rupeesToPaisa(grandTotal ?? 0);
  return Math.round(paisa / m) / 100;
}

/** The instalment as the screen shows it, always 2 decimals ('1666.67'); '' without a period. */
export function formatInstalment(grandTotal: number | null | undefined, months: number | null | undefined): string {
  const v = monthlyInstalment(grandTotal, months);
  return v == null ? '' : v.toFixed(2);
}

/**
 * The periods offered when no bank list can be had (the banks' usual Flexi Pay periods): what a
 * product's EMI modal lists for a visitor, and what the product's quoted emi_price is the
 * lowest instalment of.
 */
export const DEFAULT_EMI_MONTHS = [3, 6, 9, 12, 18, 24] as const;

/** The usual periods as plan periods. */
export const DEFAULT_EMI_PERIODS: readonly { months: number }[] = DEFAULT_EMI_MONTHS.map((months) => ({ months }));

/**
 * Each period with its monthly instalment of `price`, shortest period first; periods without a
 * positive number of months are left out.
 */
export function emiPlan<P extends { months: number }>(price: number, periods: readonly P[]): (P & { monthly: number })[] {
  const rows: (P & { monthly: number })[] = [];
  for (const p of periods) {
    const monthly = monthlyInstalment(price, p.months);
    if (monthly != null) rows.push({ ...p, monthly });
  }
  return rows.sort((a, b) => a.months - b.months);
}

/**
 * The lowest monthly instalment the plan offers (the product's "EMI from … /month"); null when it
 * offers no period.
 */
export function lowestInstalment(price: number, periods: readonly { months: number }[] = DEFAULT_EMI_PERIODS): number | null {
  const rows = emiPlan(price, periods);
  return rows.length ? Math.min(...rows.map((r) => r.monthly)) : null;
}
