/**
 * CG|Coins (loyalty points). Spec part 2 §2/§9: the coins collected on a product equal its
 * price — or its discount price when there is one — divided by 200.
 *
 * Rounding: down to whole coins (Math.floor). Coins are earned whole, and rounding down never
 * promises a shopper more coins than the order can earn (NPR 999 → 4 coins, NPR 1,000 → 5).
 */
import { effectivePrice } from './money';

export const RUPEES_PER_COIN = 200;
export const LOYALTY_NAME = 'CG|Coins';

/** Coins for a price in rupees (floor of price / 200; 0 for missing or negative prices). */
export function coinsForAmount(rupees: number | null | undefined): number {
  const n = Number(rupees ?? 0);
  if (!Number.isFinite(n) || n <= 0) return 0;
  // The small epsilon keeps exact multiples exact despite binary fractions (e.g. 200.00000000000003).
  return Math.floor(n / RUPEES_PER_COIN + 1e-9);
}

/** 'Collect CG|Coins' of a product: the discount price when there is one, else the price, / 200. */
export function coinsForProduct(price: number | null | undefined, discountPrice?: number | null): number {
  return coinsForAmount(effectivePrice(price, discountPrice));
}

/** Coins of a cart line: per-unit coins × quantity. */
export function coinsForLine(price: number | null | undefined, discountPrice: number | null | undefined, qty: number): number {
  return coinsForProduct(price, discountPrice) * Math.max(0, Math.trunc(qty || 0));
}
