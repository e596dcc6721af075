/**
 * Standard checkout over HTTP: get-checkout, post-checkout with the offline methods (Bank
 * Transfer, Cash On Delivery, Loyalty Full Redeem), bad input, coupons and coins at checkout,
 * stock taken in the order's transaction, banks, and releasing unpaid online orders.
 */
import type { TestApp } from '../support/contract-app';
import type { CheckoutData } from '../../shared/api/checkout';
import { CART_MESSAGES as C, CHECKOUT_MESSAGES as M, COUPON_MESSAGES as K } from '../../server/orders/checkout-messages';
import { STORE_MESSAGES as S } from '../../shared/validation/store-messages';
import { get, post } from './http';
import {
  addLine, api, balanceOf, cartOf, checkout, CHECKOUT_APP, checkoutApp, coupon, giveCoins, orderPayload, orderState, paymentsOf, product,
  runHoldJob, shopper, stockOf, type Place,
} from './checkout-support';

let t: TestApp;
let valley: Place;
let outside: Place;
beforeAll(async () => ({ t, valley, outside } = await checkoutApp({ ...CHECKOUT_APP, seedProducts: 40 })));
afterAll(() => t.close());

const ORDER_OPTIONS = ['Bank Transfer', 'Cash On Delivery', 'eSewa', 'Khalti', 'Nabil Card', 'Connect IPS', 'IME Pay', 'CG Pay'];

async function buyer(lines: [number, number][] = []) {
  const s = await shopper(t);
  for (const [id, qty] of lines) await addLine(t, s.token, id, qty);
  return s;
}

describe('get-checkout', () => {
  it('needs a session and a cart', async () => {
    expect((await get(api(t), '/get-checkout?platform=W')).status).toBe(401);
    const r = await get(api(t), '/get-checkout?platform=W', (await shopper(t)).token);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(C.empty);
  });

  it('answers the checkout data with the server-defined payment options', async () => {
    const p = await product(t, { pricePaisa: 60_000_00, discountPaisa: 55_000_00 });
    const s = await buyer([[p.id, 1]]);
    const r = await get<{ data: Record<string, unknown> }>(api(t), '/get-checkout?platform=W', s.token);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ payment_options: ORDER_OPTIONS, cart_total: 55_000, cash_back: 500, grand_total: 55_000, tds: 0 });
    expect(r.body.data).not.toHaveProperty('delivery_charge');
    expect((r.body.data.cart_items as unknown[]).length).toBe(1);
  });

  it('offers Loyalty Full Redeem only when the coins cover the whole order', async () => {
    const p = await product(t, { pricePaisa: 850_00 });
    const s = await buyer([[p.id, 1]]);
    // 850 + 150 delivery = 1,000 due: 1,177 coins pay it (each lowers it by NPR 0.85).
    await giveCoins(t, s.id, 1176);
    const few = await get<{ data: { payment_options: string[] } }>(api(t), '/get-checkout?platform=W', s.token);
    expect(few.body.data.payment_options).not.toContain('Loyalty Full Redeem');
    await giveCoins(t, s.id, 1);
    const enough = await get<{ data: { payment_options: string[] } }>(api(t), '/get-checkout?platform=W', s.token);
    expect(enough.body.data.payment_options).toEqual(['Bank Transfer', 'Cash On Delivery', 'Loyalty Full Redeem', ...ORDER_OPTIONS.slice(2)]);
  });

  it('refuses a failing coupon and a line out of stock (the page goes back to the cart)', async () => {
    const p = await product(t, { pricePaisa: 1000_00, stock: 3 });
    const s = await buyer([[p.id, 2]]);
    const bad = await get(api(t), '/get-checkout?platform=W&coupon=NOSUCH', s.token);
    expect([bad.status, bad.body.message]).toEqual([422, K.unknown]);
    await t.db.query('UPDATE products SET stock_quantity = 1 WHERE id = $1', [p.id]);
    const short = await get(api(t), '/get-checkout?platform=W', s.token);
    expect([short.status, short.body.message]).toEqual([422, C.onlyLeft(p.name, 1)]);
  });
});

describe('post-checkout: input', () => {
  it('refuses missing fields with the form messages, and writes nothing', async () => {
    const p = await product(t, { pricePaisa: 1000_00, stock: 5 });
    const s = await buyer([[p.id, 1]]);
    const cases: [unknown, string][] = [
      [{}, S.required],
      [{ ...orderPayload(valley, 'Cash On Delivery'), shipping_data: { name: 'A', email: 'nope', address: 'x', mobile: '9801234567' } }, S.emailInvalid],
      [{ ...orderPayload(valley, 'Cash On Delivery'), area_id: undefined }, S.required],
      [orderPayload(valley, ''), S.paymentMethodRequired],
      [orderPayload(valley, 'Bank Transfer'), S.bankRequired],
      [orderPayload(valley, 'Bank Transfer', { bank_id: 999 }), M.unknownBank],
      [orderPayload(valley, 'Bitcoin'), M.methodUnavailable('Bitcoin')],
      [{ ...orderPayload(valley, 'Cash On Delivery'), area_id: outside.area_id }, M.areaNotInCity],
      [{ ...orderPayload(valley, 'Cash On Delivery'), province_id: outside.province_id }, M.cityNotInProvince],
    ];
    for (const [payload, message] of cases) {
      const r = await checkout(t, s.token, payload);
      expect({ message: r.body.message, status: r.status }).toEqual({ message, status: 422 });
    }
    expect((await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'), '&redeem=x')).body.message).toBe(C.redeemShape);
    expect(await stockOf(t, p.id)).toBe(5);
    expect((await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [s.id])).rowCount).toBe(0);
  });

  it('an empty cart cannot be checked out', async () => {
    const r = await checkout(t, (await shopper(t)).token, orderPayload(valley, 'Cash On Delivery'));
    expect([r.status, r.body.message]).toEqual([422, C.empty]);
  });
});

describe('post-checkout: offline methods', () => {
  it('Cash On Delivery: placed Pending, stock taken, cart emptied, totals from the server', async () => {
    const p = await product(t, { pricePaisa: 2000_00, stock: 4 });
    const s = await buyer([[p.id, 2]]);
    const r = await checkout(t, s.token, { ...orderPayload(outside, 'Cash On Delivery'), total_amount: 1, grand_total: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ statusCode: 200, total_amount: 4250, message: M.placedOffline(r.body.order_id) });
    expect(r.body).not.toHaveProperty('payment_gateway_url');
    expect(await orderState(t, r.body.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending', total_amount_paisa: 4250_00 });
    expect(await stockOf(t, p.id)).toBe(2);
    expect((await cartOf(t, s.token)).body.data.cart_items).toEqual([]);
    const lines = await t.db.query<{ qty: number; subtotal_paisa: number; loyalty_points: number }>('SELECT qty, subtotal_paisa, loyalty_points FROM order_products WHERE order_id = $1', [r.body.order_id]);
    expect(lines.rows).toEqual([{ qty: 2, subtotal_paisa: 4000_00, loyalty_points: 20 }]);
    const o = await t.db.query<{ cart_data: Record<string, unknown>[]; delivery_charge_paisa: number }>('SELECT cart_data, delivery_charge_paisa FROM orders WHERE id = $1', [r.body.order_id]);
    expect(o.rows[0].delivery_charge_paisa).toBe(250_00);
    expect(o.rows[0].cart_data[0]).toMatchObject({ id: p.id, name: p.name, qty: 2, subtotal: 4000, price: 2000, mrp: 2000, mop: 2000, options: { count: 2 } });
  });

  it('Bank Transfer: needs a bank and says where to pay', async () => {
    const banks = await get<{ data: { id: number; bank_name: string; account_number: string }[] }>(api(t), '/bank-transfer/get-banks');
    expect(banks.status).toBe(200);
    const bank = banks.body.data[0];
    expect(bank).toMatchObject({ id: expect.any(Number), bank_name: expect.any(String) });
    const p = await product(t, { pricePaisa: 6000_00 });
    const s = await buyer([[p.id, 1]]);
    const r = await checkout(t, s.token, orderPayload(valley, 'Bank Transfer', { bank_id: String(bank.id) }));
    expect(r.status).toBe(200);
    expect(r.body.message).toContain(bank.bank_name);
    expect(r.body.message).toContain(bank.account_number);
    expect(r.body.total_amount).toBe(6000);
    expect(await orderState(t, r.body.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
  });

  it('Loyalty Full Redeem: the coins pay everything, the order is Paid at once', async () => {
    const p = await product(t, { pricePaisa: 850_00, stock: 2 });
    const s = await buyer([[p.id, 1]]);
    await giveCoins(t, s.id, 1100);
    const refused = await checkout(t, s.token, orderPayload(valley, 'Loyalty Full Redeem'));
    expect([refused.status, refused.body.message]).toEqual([422, M.notEnoughCoins]);
    await giveCoins(t, s.id, 100);
    // Before the shopper confirms: the coins the order will take and the TDS withheld on them.
    const before = await get<{ data: CheckoutData }>(api(t), `/get-checkout?platform=W&area_id=${valley.area_id}`, s.token);
    expect(before.body.data.redeem).toMatchObject({ full_redeem_points: 1177, full_redeem_tds: 177 });
    const r = await checkout(t, s.token, orderPayload(valley, 'Loyalty Full Redeem'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total_amount: 0, message: M.placedLoyalty(r.body.order_id, 1177) });
    expect(await orderState(t, r.body.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Paid' });
    expect(await balanceOf(t, s.id)).toBe(1200 - 1177);
    expect(await stockOf(t, p.id)).toBe(1);
    const o = await t.db.query<{ redeem: string; redeem_point: number; redeem_amount_paisa: number; tds_paisa: number; total_amount_paisa: number }>(
      'SELECT redeem, redeem_point, redeem_amount_paisa, tds_paisa, total_amount_paisa FROM orders WHERE id = $1', [r.body.order_id]);
    // 850 + 150 delivery − 1,177 coins + 177 TDS = 0 to the paisa (15 % alone, 176.55, left NPR 0.45 overpaid).
    expect(o.rows[0]).toEqual({ redeem: 'Yes', redeem_point: 1177, redeem_amount_paisa: 1177_00, tds_paisa: 177_00, total_amount_paisa: 0 });
  });

  it('coupon and coins at checkout: the order keeps them, the ledger spends the coins, the coupon counts once', async () => {
    const p = await product(t, { pricePaisa: 10_000_00 });
    const s = await buyer([[p.id, 1]]);
    await giveCoins(t, s.id, 500);
    const code = await coupon(t, { option: 'P', value: 10, usageLimit: 5 });
    const r = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'), `&coupon=${code}&redeem=200`);
    expect(r.status).toBe(200);
    // 10,000 − 1,000 coupon − 200 coins + 30 TDS.
    expect(r.body.total_amount).toBe(8830);
    expect(await balanceOf(t, s.id)).toBe(300);
    const c = await t.db.query<{ used_count: number }>('SELECT used_count FROM coupons WHERE code = $1', [code]);
    expect(c.rows[0].used_count).toBe(1);
    // Used once per user by default.
    await addLine(t, s.token, p.id);
    const again = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'), `&coupon=${code}`);
    expect([again.status, again.body.message]).toEqual([422, K.usedByYou]);
    const tooMany = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'), '&redeem=301');
    expect([tooMany.status, tooMany.body.message]).toEqual([422, M.tooManyCoins(300)]);
  });

  it('a first-order coupon (WELCOME500) is refused once the shopper has a paid order', async () => {
    const p = await product(t, { pricePaisa: 6_000_00, stock: 5 });
    const s = await buyer([[p.id, 1]]);
    const fresh = await get<{ data: { coupon_discount: number } }>(api(t), '/get-checkout?platform=W&coupon=WELCOME500', s.token);
    expect([fresh.status, fresh.body.data.coupon_discount]).toEqual([200, 500]);
    // An order placed but not paid yet (cash on delivery) is not a first order done.
    const placed = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'));
    expect(placed.status).toBe(200);
    await addLine(t, s.token, p.id);
    const stillFirst = await get(api(t), '/get-checkout?platform=W&coupon=WELCOME500', s.token);
    expect(stillFirst.status).toBe(200);
    await t.db.query("UPDATE orders SET payment_status = 'Paid' WHERE id = $1", [placed.body.order_id]);
    const later = await get(api(t), '/get-checkout?platform=W&coupon=WELCOME500', s.token);
    expect([later.status, later.body.message]).toEqual([422, K.firstOrderOnly]);
    const order = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'), '&coupon=WELCOME500');
    expect([order.status, order.body.message]).toEqual([422, K.firstOrderOnly]);
  });

  it('a line out of stock refuses the whole order: nothing is written, the cart stays', async () => {
    const a = await product(t, { pricePaisa: 1000_00, stock: 5 });
    const b = await product(t, { pricePaisa: 1000_00, stock: 1 });
    const s = await buyer([[a.id, 2], [b.id, 1]]);
    await t.db.query('UPDATE products SET stock_quantity = 0 WHERE id = $1', [b.id]);
    const r = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'));
    expect([r.status, r.body.message]).toEqual([422, C.outOfStock(b.name)]);
    expect(await stockOf(t, a.id)).toBe(5);
    expect((await cartOf(t, s.token)).body.data.cart_items).toHaveLength(2);
  });
});

describe('unpaid online orders', () => {
  it('a new checkout replaces the shopper’s own unpaid online order (its stock comes back)', async () => {
    const p = await product(t, { pricePaisa: 1000_00, stock: 3 });
    const s = await buyer([[p.id, 2]]);
    // Its gateway is asked first and has no completed payment (eSewa, which cannot be asked, would
    // keep it with its payment unknown: payment-truth-unknown.test.ts).
    const first = await checkout(t, s.token, orderPayload(valley, 'Connect IPS'));
    expect(first.status).toBe(200);
    expect(await stockOf(t, p.id)).toBe(1);
    expect((await cartOf(t, s.token)).body.data.cart_items).toHaveLength(1);
    const second = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'));
    expect(second.status).toBe(200);
    expect(await orderState(t, first.body.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Cancelled', failure_reason: 'replaced by a newer checkout' });
    expect((await paymentsOf(t, { orderId: first.body.order_id }))[0]).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t, p.id)).toBe(1);
  });

  it('an online order left unpaid past the hold releases its stock and coins', async () => {
    const p = await product(t, { pricePaisa: 1000_00, stock: 3 });
    const s = await buyer([[p.id, 1]]);
    await giveCoins(t, s.id, 100);
    const r = await checkout(t, s.token, orderPayload(valley, 'Nabil Card'), '&redeem=100');
    expect(r.status).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(0);
    await t.db.query(`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = $1`, [r.body.order_id]);
    await runHoldJob(t);
    expect(await orderState(t, r.body.order_id)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'expired unpaid' });
    expect(await stockOf(t, p.id)).toBe(3);
    expect(await balanceOf(t, s.id)).toBe(100);
  });
});

describe('post-checkout: guest', () => {
  it('needs a session', async () => {
    const r = await post(api(t), '/post-checkout?platform=W', orderPayload(valley, 'Cash On Delivery'));
    expect(r.status).toBe(401);
  });
});
