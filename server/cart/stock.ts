/**
 * Stock never oversells: a checkout takes its units with one guarded UPDATE per product inside
 * the transaction that creates the order (or buy-now booking):
 *   UPDATE products SET stock_quantity = stock_quantity - $qty WHERE id = $id AND stock_quantity >= $qty
 * PostgreSQL re-checks the condition after waiting for a concurrent checkout's row lock, so two
 * checkouts can never both take the last unit; the loser gets 0 rows and the whole order rolls back.
 * Products are taken in id order so two carts never wait on each other in a cycle. A line sold at
 * a flash sale's price also takes that sale's units on sale (migration 036), the same way.
 */
import type { Queryable } from '../db';
import { unprocessable } from '../http/errors';
import { CART_MESSAGES } from '../orders/checkout-messages';

export interface StockClaim {
  productId: number;
  name: string;
  qty: number;
  /** The flash sale whose price the line was sold at, if any. */
  flashSaleId?: number | null;
}

/** The units of cart lines. */
export const stockClaims = (lines: readonly StockClaim[]): StockClaim[] =>
  lines.map((l) => ({ productId: l.productId, name: l.name, qty: l.qty, flashSaleId: l.flashSaleId ?? null }));

/** Takes every claim or throws 422 '{name} is out of Stock.' (the caller's transaction rolls back). */
export async function takeStock(tx: Queryable, claims: readonly StockClaim[], { pastFlashUnits = false } = {}): Promise<void> {
  for (const c of [...claims].sort((a, b) => a.productId - b.productId)) {
    const r = await tx.query(
      `UPDATE products SET stock_quantity = stock_quantity - $2, updated_at = now()
        WHERE id = $1 AND status AND stock_quantity >= $2`,
      [c.productId, c.qty],
    );
    if (!r.rowCount) throw unprocessable(CART_MESSAGES.outOfStock(c.name));
    if (c.flashSaleId != null) await takeFlashUnits(tx, c as StockClaim & { flashSaleId: number }, pastFlashUnits);
  }
}

/** `pastLimit`: an order paid after its units were released keeps the flash price it was paid at, counted past the units on sale. */
async function takeFlashUnits(tx: Queryable, c: StockClaim & { flashSaleId: number }, pastLimit: boolean): Promise<void> {
  const r = await tx.query(
    `UPDATE flash_sale_products SET sold_quantity = sold_quantity + $3
      WHERE flash_sale_id = $1 AND product_id = $2 AND ($4 OR quantity_limit IS NULL OR sold_quantity + $3 <= quantity_limit)`,
    [c.flashSaleId, c.productId, c.qty, pastLimit],
  );
  if (r.rowCount || pastLimit) return;
  const left = await tx.query<{ n: number }>(
    'SELECT GREATEST(COALESCE(quantity_limit, 0) - sold_quantity, 0)::int AS n FROM flash_sale_products WHERE flash_sale_id = $1 AND product_id = $2',
    [c.flashSaleId, c.productId],
  );
  throw unprocessable(CART_MESSAGES.flashUnitsLeft(c.name, left.rows[0]?.n ?? 0));
}

/** Puts units back. Callers guarantee it runs once (behind a conditional state change). */
export async function returnStock(tx: Queryable, claims: readonly Pick<StockClaim, 'productId' | 'qty' | 'flashSaleId'>[]): Promise<void> {
  for (const c of [...claims].sort((a, b) => a.productId - b.productId)) {
    await tx.query('UPDATE products SET stock_quantity = stock_quantity + $2, updated_at = now() WHERE id = $1', [c.productId, c.qty]);
    if (c.flashSaleId != null) {
      await tx.query(
        'UPDATE flash_sale_products SET sold_quantity = GREATEST(sold_quantity - $3, 0) WHERE flash_sale_id = $1 AND product_id = $2',
        [c.flashSaleId, c.productId, c.qty],
      );
    }
  }
}

/** The claims of order lines read back (product_id, name, qty, flash_sale_id), to return or take again. */
export const orderLineClaims = (rows: readonly { product_id: number | string; name?: string; qty: number; flash_sale_id?: number | string | null }[]): StockClaim[] =>
  rows.map((l) => ({ productId: Number(l.product_id), name: l.name ?? '', qty: l.qty, flashSaleId: l.flash_sale_id == null ? null : Number(l.flash_sale_id) }));

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
