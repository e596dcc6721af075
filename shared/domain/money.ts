/**
 * Money in exactly one place. The database keeps integer paisa; the API answers in rupees;
 * the screen shows 'NPR' with lakh grouping (Intl 'en-IN': 1,23,45,678 — not 'en-NP',
 * which groups in thousands).
 */

export const CURRENCY = 'NPR';
export const PAISA_PER_RUPEE = 100;

/** Integer paisa → rupees (12345 → 123.45). */
export function paisaToRupees(paisa: number | bigint | string | null | undefined): number {
  const n = typeof paisa === 'bigint' ? Number(paisa) : Number(paisa ?? 0);
  return Number.isFinite(n) ? Math.round(n) / PAISA_PER_RUPEE : 0;
}

/** Rupees → integer paisa, rounded half away from zero (123.455 → 12346). Also the Khalti amount (total × 100). */
export function rupeesToPaisa(rupees: number | string | null | undefined): number {
  const n = Number(rupees ?? 0);
  if (!Number.isFinite(n)) return 0;
  // toFixed(6) first removes binary noise such as 1.005 * 100 = 100.49999999999999.
  const scaled = Number((Math.abs(n) * PAISA_PER_RUPEE).toFixed(6));
  return Math.sign(n) * Math.round(scaled) || 0;
}

export interface FormatOptions {
  /** Fraction digits to show (0 to 2; default 0). */
  decimals?: number;
}

const clampDecimals = (d: number | undefined) => Math.min(2, Math.max(0, Math.trunc(d ?? 0)));

/** Lakh grouping of whole-number digits: '1234567' → '12,34,567' (the last three, then pairs). */
function groupLakh(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * A number with lakh grouping and no currency: 1234567 → '12,34,567'. Non-numbers show as 0.
 * Rounded half away from zero on the decimal value (123456.785 → 1,23,456.79), as Intl's 'en-IN'
 * format does; done by hand because a browser's first Intl.NumberFormat loads locale data for tens
 * of milliseconds, inside the first render of a price.
 */
export function formatAmount(value: number | string | null | undefined, options: FormatOptions = {}): string {
  const n = Number(value ?? 0);
  const x = Number.isFinite(n) ? n : 0;
  const decimals = clampDecimals(options.decimals);
  // toFixed(6) first removes binary noise, as in rupeesToPaisa (1.005 * 100 = 100.49999999999999).
  const scaled = String(Math.round(Number((Math.abs(x) * 10 ** decimals).toFixed(6)))).padStart(decimals + 1, '0');
  const whole = groupLakh(scaled.slice(0, scaled.length - decimals));
  const fraction = decimals ? `.${scaled.slice(-decimals)}` : '';
  return `${x < 0 ? '-' : ''}${whole}${fraction}`;
}

/** Rupees for display: 123456 → 'NPR 1,23,456'; with {decimals: 2}, 99.5 → 'NPR 99.50'. */
export function formatNpr(rupees: number | string | null | undefined, options: FormatOptions = {}): string {
  return `${CURRENCY} ${formatAmount(rupees, options)}`;
}

/**
 * Money as every screen and message shows an amount: whole rupees without decimals, else two
 * (NPR 1,23,456 · NPR 12.75 · NPR 99.50). Non-numbers and null show as NPR 0.
 */
export function formatMoney(rupees: number | string | null | undefined): string {
  const paisa = rupeesToPaisa(rupees);
  return formatNpr(paisa / PAISA_PER_RUPEE, { decimals: paisa % PAISA_PER_RUPEE === 0 ? 0 : 2 });
}

/**
 * An amount taken off a total (a coupon's saving, redeemed coins), as every summary shows it: the
 * minus sign against the money, 'NPR 598' → '−NPR 598'.
 */
export function formatDeduction(rupees: number | string | null | undefined): string {
  return `\u2212${formatMoney(rupees)}`;
}

/**
 * A signed count as the screens show it (CG|Coins in Loyalty Point History): lakh grouping, two
 * decimals only when there is a fraction, and below zero the minus sign a deduction uses:
 * -7036 → '−7,036', 469 → '469'.
 */
export function formatSignedCount(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  const text = formatAmount(n, { decimals: Number.isInteger(n) ? 0 : 2 });
  return text.startsWith('-') ? `\u2212${text.slice(1)}` : text;
}

/** Paisa straight to display: 12345600 → 'NPR 1,23,456'. */
export const formatPaisa = (paisa: number | bigint, options: FormatOptions = {}) => formatNpr(paisaToRupees(paisa), options);

/** True when a discount price exists and is below the price (the old price is then struck through). */
export const hasDiscount = (price: number | null | undefined, discountPrice: number | null | undefined): boolean =>
  discountPrice != null && discountPrice > 0 && price != null && discountPrice < price;

/** The price the shopper pays: the discount price when there is one, else the price. */
export const effectivePrice = (price: number | null | undefined, discountPrice: number | null | undefined): number =>
  hasDiscount(price, discountPrice) ? (discountPrice as number) : Number(price ?? 0) || 0;

/** Whole percent saved, for 'SAVE x%' (0 when there is no discount). */
export function discountPercent(price: number | null | undefined, discountPrice: number | null | undefined): number {
  if (!hasDiscount(price, discountPrice)) return 0;
  return Math.round((((price as number) - (discountPrice as number)) / (price as number)) * 100);
}
