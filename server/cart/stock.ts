/**
 * Stock never oversells: a checkout takes its units with one guarded UPDATE per product inside
 * the transaction that creates the order (or buy-now booking):
 *   UPDATE products SET stock_quantity = stock_quantity - $qty WHERE id = $id AND stock_quantity >= $qty
 * PostgreSQL re-checks the condition after waiting for a concurrent checkout's row lock, so two
 * checkouts can never both take the last unit; the loser gets 0 rows and the whole order rolls back.
 * Products are taken in id order so two carts never wait on each other in a cycle.
 */
import type { Queryable } from '../db';
import { unprocessable } from '../http/errors';
import { CART_MESSAGES } from '../orders/checkout-messages';

export interface StockClaim {
  productId: number;
  name: string;
  qty: number;
}

/** The units of cart lines. */
export const stockClaims = (lines: readonly StockClaim[]): StockClaim[] => lines.map((l) => ({ productId: l.productId, name: l.name, qty: l.qty }));

/** Takes every claim or throws 422 '{name} is out of Stock.' (the caller's transaction rolls back). */
export async function takeStock(tx: Queryable, claims: readonly StockClaim[]): Promise<void> {
  for (const c of [...claims].sort((a, b) => a.productId - b.productId)) {
    const r = await tx.query(
      `UPDATE products SET stock_quantity = stock_quantity - $2, updated_at = now()
        WHERE id = $1 AND status AND stock_quantity >= $2`,
      [c.productId, c.qty],
    );
    if (!r.rowCount) throw unprocessable(CART_MESSAGES.outOfStock(c.name));
  }
}

/** Puts units back. Callers guarantee it runs once (behind a conditional state change). */
export async function returnStock(tx: Queryable, claims: readonly Pick<StockClaim, 'productId' | 'qty'>[]): Promise<void> {
  for (const c of [...claims].sort((a, b) => a.productId - b.productId)) {
    await tx.query('UPDATE products SET stock_quantity = stock_quantity + $2, updated_at = now() WHERE id = $1', [c.productId, c.qty]);
  }
}

/**
 * A 422 for the first line the shopper cannot order now: a prepayment product (bought through its
 * pre-booking; one put in a cart before add-to-cart refused them), then '{name} is out of Stock.'
 * or 'Only n units …'.
 */
export function checkOrderable(lines: readonly { name: string; qty: number; available: number; bookingOnly?: boolean }[]): void {
  const bookingOnly = lines.find((l) => l.bookingOnly);
  if (bookingOnly) throw unprocessable(CART_MESSAGES.prebookOnly(bookingOnly.name));
  for (const l of lines) {
    if (l.available < l.qty) throw unprocessable(l.available < 1 ? CART_MESSAGES.outOfStock(l.name) : CART_MESSAGES.onlyLeft(l.name, l.available));
  }
}
