/**
 * get-orders answers orders whose rows add up (issue 16): each line's subtotal is qty × price before
 * the coupon, the line and the order carry the coupon's discount, the redeemed coins and their TDS
 * are there, and the order does not reuse the cart's name cart_total (after the coupon) for the
 * goods before it (products_total).
 */
import type { TestApp } from '../support/contract-app';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitStatements } from '../../server/db/migrate';
import { get } from './http';
import { addLine, api, checkout, checkoutApp, coupon, giveCoins, orderPayload, product, shopper, type Place } from './checkout-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

interface OrderItem {
  order_products: Record<string, unknown>[];
  cart_data: Record<string, unknown>[];
  delivery_charge: number | null;
  total_amount: number;
}

describe('get-orders money', () => {
  it('an order with a coupon and coins adds up: lines before the coupon, its discount, the coins, one name per meaning', async () => {
    const p = await product(t, { pricePaisa: 899_00, stock: 10 });
    const code = await coupon(t, { option: 'F', value: 500 });
    const s = await shopper(t);
    await giveCoins(t, s.id, 100);
    await addLine(t, s.token, p.id, 6);
    const placed = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'), `&coupon=${code}&redeem=100`);
    expect(placed.status).toBe(200);
    const o = (await get<{ data: (OrderItem & Record<string, unknown>)[] }>(api(t), '/get-orders', s.token)).body.data[0];
    expect(o.order_products[0]).toMatchObject({ qty: 6, price: 899, subtotal: 5394, coupon_discount: { coupon: code, discount: 500 } });
    expect(o.cart_data[0]).toMatchObject({ qty: 6, price: 899, subtotal: 5394, coupon_discount: { coupon: code, discount: 500 } });
    expect(o).toMatchObject({ products_total: 5394, coupon_code: code, coupon_discount: 500, redeem: 'Yes', redeem_point: 100, tds: 15 });
    // cart_total means "after the coupon" in the cart answers; an order does not reuse the name for "before".
    expect(o).not.toHaveProperty('cart_total');
    const total = 5394 - 500 + (o.delivery_charge ?? 0) - 100 + 15;
    expect(o.total_amount).toBe(total);
    expect(placed.body.total_amount).toBe(total);
  });

  it('migration 015 puts the coupon back into the subtotals of orders stored after it, and only those', async () => {
    const p = await product(t, { pricePaisa: 899_00, stock: 10 });
    const code = await coupon(t, { option: 'F', value: 500 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 6);
    const placed = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'), `&coupon=${code}`);
    const id = placed.body.order_id;
    // As the old code stored it: each subtotal after its coupon share.
    await t.db.query('UPDATE order_products SET subtotal_paisa = subtotal_paisa - coupon_discount_paisa WHERE order_id = $1', [id]);
    await t.db.query(`UPDATE orders SET cart_data = jsonb_set(cart_data, '{0,subtotal}', '4894') WHERE id = $1`, [id]);
    // An order stored as today's code stores it (before the coupon): the migration leaves it alone.
    const later = await shopper(t);
    await addLine(t, later.token, p.id, 2);
    const current = (await checkout(t, later.token, orderPayload(valley, 'Cash On Delivery'), `&coupon=${code}`)).body.order_id;
    const sql = readFileSync(join(__dirname, '../../server/db/migrations/015_order_subtotals_before_coupon.sql'), 'utf8');
    for (const statement of splitStatements(sql)) await t.db.query(statement);
    const orderOf = async (who: typeof s, orderId: number) =>
      (await get<{ data: (OrderItem & { id: number })[] }>(api(t), '/get-orders', who.token)).body.data.find((x) => x.id === orderId)!;
    const o = await orderOf(s, id);
    expect([o.order_products[0].subtotal, o.cart_data[0].subtotal]).toEqual([5394, 5394]);
    const c = await orderOf(later, current);
    expect([c.order_products[0].subtotal, c.cart_data[0].subtotal]).toEqual([1798, 1798]);
  });
});
