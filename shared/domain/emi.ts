/**
 * Flexi Pay instalments (spec part 3 §4, §9): the monthly instalment is grand_total divided by
 * the months of the chosen EMI period, to 2 decimals; 0% interest, 0% down payment.
 * Rounding is half-up on the paisa (computed in paisa to avoid binary-fraction surprises).
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
