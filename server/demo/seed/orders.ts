// Demo orders placed through the code that places real ones (issue 16, docs/adr/0006): the cart is
// filled with add-to-cart, the order written by the checkout's or Flexi Pay's own write, paid or
// failed through the payment recording, and cancelled through the cancellation service. The seed
// only decides what happened and when: the shop's later progress (Shipped, Delivered) and the dates.
import type { Queryable } from '../../db/types';
import { withinTransaction } from '../../db/within-transaction';
import type { GatewayId } from '../../payments/types';
import { addToCart } from '../../cart/cart';
import { decideOrderCancellation, requestOrderCancellation, type Decision } from '../../orders/cancellations';
import { checkPlace, transferBank } from '../../orders/checkout-input';
import { flexiPlan, writeFlexiOrder, FLEXIPAY_METHOD } from '../../orders/flexipay';
import { writeCartOrder } from '../../orders/orders';
import { takeStock } from '../../cart/stock';
import { CHECKOUT_METHOD_GATEWAYS, isOnline } from '../../payments/payment-options';
import { insertPayment, paymentById, recordFailure, recordPaid } from '../../payments/payments';
import { DAY, EPOCH, type GeneratedProduct } from './products';

export interface Shopper {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  province_id: number;
  city_id: number;
  area_id: number;
}

export interface DemoOrder {
  /** Placed this many days before the seed's epoch. */
  days: number;
  method: string;
  lines: (readonly [GeneratedProduct, number])[];
  coupon?: string;
  /** CG|Coins to redeem (the checkout's redeem query). */
  redeem?: number;
  bankId?: number;
  note?: string;
  /** An online payment's outcome: paid, or a final failure. Without it an online order is still waiting. */
  payment?: 'paid' | 'declined by the bank' | 'cancelled by payer';
  /** The shop's progress on an order it accepted. */
  stage?: 'Processing' | 'Shipped' | 'Delivered';
  /** The shopper asked to cancel; the shop decided. */
  cancel?: { reason: string; decision: Decision };
  /** A Flexi Pay order on this bank's plan. */
  emi?: { bankId: number; periodId: number; months: number };
  /** An old order kept only as cart_data (its order_products rows dropped). */
  legacy?: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

async function fillCart(tx: Queryable, userId: number, lines: DemoOrder['lines']): Promise<void> {
  await tx.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)', [userId]);
  for (const [p, qty] of lines) await addToCart(tx, userId, p.id, qty);
}

/** Places one demo order as the store would have, then dates it. Answers its id. */
export async function placeDemoOrder(tx: Queryable, kind: 'pglite' | 'postgres', who: Shopper, o: DemoOrder): Promise<number> {
  const db = withinTransaction(tx, kind);
  await fillCart(tx, who.id, o.lines);
  const shipping = { name: who.name, email: who.email, mobile: who.mobile, address: who.address };
  const place = { province_id: who.province_id, city_id: who.city_id, area_id: who.area_id };
  const online = isOnline(o.method);
  let orderId: number;
  let chargePaisa: number;
  if (o.emi) {
    const payload = {
      shipping_data: shipping, product_id: o.lines.map(([p]) => p.id), emi_duration_id: o.emi.periodId, duration: o.emi.months,
      ...place, customer_note: o.note ?? '',
      account_holder_detail: {
        bank_id: o.emi.bankId, account_holder: who.name, account_holder_address: who.address, account_holder_email: who.email,
        account_holder_mobile: who.mobile, first_six_card_number: '455701', expiry_date: '08/28',
      },
    };
    const w = await writeFlexiOrder(tx, who.id, payload, await flexiPlan(tx, payload), await checkPlace(tx, place));
    orderId = w.owner.orderId;
    chargePaisa = w.chargePaisa;
    await takeStock(tx, w.stock, { pastFlashUnits: true });
  } else {
    const zone = await checkPlace(tx, place);
    const bank = o.bankId === undefined ? null : await transferBank(tx, o.bankId);
    const input = { shipping_data: shipping, payment_method: o.method, ...place, customer_note: o.note ?? null, bank_id: bank?.id ?? null };
    const w = await writeCartOrder(tx, who.id, input, { coupon: o.coupon, redeem: o.redeem ?? 0 }, { zone, bankId: bank?.id ?? null, online });
    orderId = w.owner.orderId;
    chargePaisa = w.chargePaisa;
    await takeStock(tx, w.stock, { pastFlashUnits: true });
  }

  if ((online || o.emi) && o.payment) {
    const gateway: GatewayId = (CHECKOUT_METHOD_GATEWAYS as Record<string, GatewayId>)[o.emi ? FLEXIPAY_METHOD : o.method];
    const p = await paymentById(tx, (await insertPayment(tx, { gateway, orderId, amountPaisa: chargePaisa })).id);
    if (o.payment === 'paid') await recordPaid(db, p, `${gateway.toUpperCase()}-${100000 + orderId}`, { status: 'COMPLETE' });
    else await recordFailure(db, p, o.payment, { status: o.payment });
  }
  if (o.cancel) {
    await requestOrderCancellation(db, who.id, orderId, o.cancel.reason, null);
    await decideOrderCancellation(db, orderId, o.cancel.decision);
  }
  if (o.stage) {
    const delivery = o.stage === 'Processing' ? 'Pending' : o.stage;
    await tx.query("UPDATE orders SET order_status = $2, delivery_status = $3 WHERE id = $1 AND payment_status = 'Paid'", [orderId, o.stage, delivery]);
    await tx.query('UPDATE order_products SET order_status = $2, delivery_status = $3 WHERE order_id = $1', [orderId, o.stage, delivery]);
  }
  if (o.legacy) await tx.query('DELETE FROM order_products WHERE order_id = $1', [orderId]);
  await dateOrder(tx, orderId, EPOCH - o.days * DAY + 10.5 * 3600_000);
  return orderId;
}

/** Moves an order's rows to when it was placed (payment a minute later, a cancellation a day later). */
async function dateOrder(tx: Queryable, orderId: number, placedMs: number): Promise<void> {
  const at = iso(placedMs);
  const paid = iso(placedMs + 60_000);
  const later = iso(placedMs + DAY);
  await tx.query(
    `UPDATE orders SET created_at = $2, updated_at = CASE WHEN cancelled_at IS NULL THEN $3::timestamptz ELSE $4::timestamptz END,
            cancelled_at = CASE WHEN cancelled_at IS NULL THEN NULL ELSE $4::timestamptz END,
            cancellation_decided_at = CASE WHEN cancellation_decided_at IS NULL THEN NULL ELSE $4::timestamptz END
      WHERE id = $1`,
    [orderId, at, paid, later],
  );
  await tx.query('UPDATE order_products SET created_at = $2 WHERE order_id = $1', [orderId, at]);
  await tx.query(
    `UPDATE payments SET created_at = $2, updated_at = $3, verified_at = CASE WHEN verified_at IS NULL THEN NULL ELSE $3::timestamptz END
      WHERE order_id = $1`,
    [orderId, at, paid],
  );
  await tx.query(
    `UPDATE loyalty_ledger SET created_at = CASE WHEN kind = 'redeem' THEN $2::timestamptz ELSE $3::timestamptz END WHERE order_id = $1`,
    [orderId, at, paid],
  );
}
