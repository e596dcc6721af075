/**
 * Flexi Pay over HTTP (spec part 3 §4, §7, §9): the banks a cart can use (or the message why
 * none), the checkout details, and post-checkout-flexipay through the card sandbox — an online
 * 'Nabil Card' order with its instalment plan, stock held until the verified return, the cart
 * emptied when paid, everything given back when the payer cancels.
 */
import type { TestApp } from '../support/contract-app';
import { FLEXIPAY_MESSAGES as F } from '../../server/accounts/account-area-messages';
import { CART_MESSAGES as C, CHECKOUT_MESSAGES as K } from '../../server/orders/checkout-messages';
import { cardExpired } from '../../server/orders/flexipay';
import { ACCOUNT_MESSAGES as A } from '../../shared/validation/messages';
import { STORE_MESSAGES as S } from '../../shared/validation/store-messages';
import { get, post } from './http';
import { addLine, api, cartOf, checkout, checkoutApp, flexiPayPayload, orderPayload, orderState, paymentsOf, product, settle, shopper, stockOf, type CheckoutAnswer, type Place } from './checkout-support';

let t: TestApp;
let valley: Place;
let outside: Place;
beforeAll(async () => ({ t, valley, outside } = await checkoutApp({ seedProducts: 30 })));
afterAll(() => t.close());

interface Bank {
  id: number;
  bank_name: string;
  bank_logo: string;
  terms_and_condition: string;
  emi_periods: { id: number; name: string; months: number }[];
}

const banks = (token: string) => get<{ data: Bank[] }>(api(t), '/get-emi-banks-by-user', token);
const details = (token: string, q = '?platform=W') => get<{ data: { cart_items: Record<string, unknown>[]; payment_options: string[]; delivery_charge?: number; grand_total: number } }>(api(t), `/get-checkout-flexipay${q}`, token);
const submit = (token: string, payload: unknown, q = '?platform=W') => post<CheckoutAnswer & { emi: { months: number; monthly: number; bank_name: string } }>(api(t), `/post-checkout-flexipay${q}`, payload, token);

async function buyer(lines: [number, number][]) {
  const s = await shopper(t);
  for (const [id, qty] of lines) await addLine(t, s.token, id, qty);
  return s;
}

async function nabil(token: string, months = 12) {
  const r = await banks(token);
  const bank = r.body.data.find((b) => b.bank_name === 'Nabil Bank')!;
  return { bank, period: bank.emi_periods.find((p) => p.months === months)! };
}


describe('get-emi-banks-by-user', () => {
  it('needs a session', async () => {
    expect((await get(api(t), '/get-emi-banks-by-user')).status).toBe(401);
  });

  it('answers an empty list with the reason: empty cart, a product without instalments, below every minimum', async () => {
    const empty = await banks((await shopper(t)).token);
    expect([empty.status, empty.body]).toEqual([200, { statusCode: 200, message: F.emptyCart, data: [] }]);

    const small = await product(t, { pricePaisa: 5_000_00 });
    const low = await banks((await buyer([[small.id, 1]])).token);
    expect(low.body).toEqual({ statusCode: 200, message: F.belowMinimum(10_000), data: [] });

    const noEmi = await product(t, { pricePaisa: 40_000_00 });
    await t.db.query('UPDATE products SET emi_months = 0 WHERE id = $1', [noEmi.id]);
    const none = await banks((await buyer([[noEmi.id, 1]])).token);
    expect(none.body).toEqual({ statusCode: 200, message: F.notEligible(noEmi.name), data: [] });
  });

  it("get-cart offers Flexi Pay by the same rule: available when a bank takes the cart, else not, with get-emi-banks-by-user's reason", async () => {
    const flexiOf = async (token: string) => (await cartOf(t, token)).body.data.flexi_pay;
    const ok = await product(t, { pricePaisa: 12_000_00 });
    const small = await product(t, { pricePaisa: 5_000_00 });
    const noEmi = await product(t, { pricePaisa: 40_000_00 });
    await t.db.query('UPDATE products SET emi_months = 0 WHERE id = $1', [noEmi.id]);
    const carts: [string, [number, number][]][] = [
      ['eligible', [[ok.id, 1]]],
      ['below every minimum', [[small.id, 1]]],
      ['a product without instalments', [[ok.id, 1], [noEmi.id, 1]]],
      ['empty', []],
    ];
    const seen: Record<string, unknown> = {};
    for (const [what, lines] of carts) {
      const s = await buyer(lines);
      const offer = await banks(s.token);
      seen[what] = await flexiOf(s.token);
      expect({ what, flexi: seen[what] }).toEqual({ what, flexi: offer.body.data.length ? { available: true } : { available: false, message: offer.body.message } });
    }
    expect(seen).toEqual({
      eligible: { available: true },
      'below every minimum': { available: false, message: F.belowMinimum(10_000) },
      'a product without instalments': { available: false, message: F.notEligible(noEmi.name) },
      empty: { available: false, message: F.emptyCart },
    });
  });

  it('lists the banks whose minimum the cart reaches, with logo, terms and periods', async () => {
    const p = await product(t, { pricePaisa: 12_000_00 });
    const r = await banks((await buyer([[p.id, 1]])).token);
    expect(r.status).toBe(200);
    const names = r.body.data.map((b) => b.bank_name);
    expect(names).toEqual(['Nabil Bank', 'NIC Asia Bank', 'Himalayan Bank', 'Siddhartha Bank']);
    const n = r.body.data[0];
    expect(n.bank_logo).toMatch(/^\/media\/bank\/nabil-bank\.svg$/);
    expect(n.terms_and_condition).toContain('Nabil Bank Flexi Pay terms and conditions');
    expect(n.emi_periods.map((x) => x.months)).toEqual([3, 6, 9, 12, 18, 24]);
    expect(n.emi_periods[0]).toEqual({ id: expect.any(Number), name: '3 Months', months: 3 });
    const two = await product(t, { pricePaisa: 20_000_00 });
    const all = await banks((await buyer([[two.id, 1]])).token);
    expect(all.body.data).toHaveLength(6);
  });
});

describe('get-checkout-flexipay', () => {
  it('answers the cart at its selling price, without coupon or coins, delivered free in the valley when no area is given', async () => {
    const p = await product(t, { pricePaisa: 60_000_00, discountPaisa: 55_000_00 });
    const q = await product(t, { pricePaisa: 2_500_00 });
    const s = await buyer([[p.id, 1], [q.id, 2]]);
    const r = await details(s.token);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ payment_options: ['Nabil Card'], grand_total: 60_000 });
    expect(r.body.data).not.toHaveProperty('delivery_charge');
    expect(r.body.data.cart_items).toEqual([
      expect.objectContaining({ product_id: p.id, product_name: p.name, qty: 1, total: 55_000, product_price: 60_000, product_discount_price: 55_000, product_img: expect.any(String) }),
      expect.objectContaining({ product_id: q.id, qty: 2, total: 5_000, product_price: 2_500, product_discount_price: null }),
    ]);
  });

  it('charges the delivery of the area asked for, as get-checkout does (the valley rate without one)', async () => {
    const small = await product(t, { pricePaisa: 12_000_00 });
    const s = await buyer([[small.id, 1]]);
    const outsideFlexi = (await details(s.token, `?platform=W&area_id=${outside.area_id}`)).body.data;
    const outsideRegular = (await get<{ data: { delivery_charge?: number; grand_total: number } }>(api(t), `/get-checkout?platform=W&area_id=${outside.area_id}`, s.token)).body.data;
    expect(outsideFlexi).toMatchObject({ delivery_charge: 250, grand_total: 12_250 });
    expect([outsideFlexi.delivery_charge, outsideFlexi.grand_total]).toEqual([outsideRegular.delivery_charge, outsideRegular.grand_total]);
    expect((await details(s.token, `?platform=W&area_id=${valley.area_id}`)).body.data).not.toHaveProperty('delivery_charge');
    expect((await details(s.token, '?platform=W&area_id=x')).status).toBe(422);
  });

  it('refuses an empty cart, a line out of stock, another platform and a guest', async () => {
    expect((await details((await shopper(t)).token)).body.message).toBe(F.emptyCart);
    const p = await product(t, { pricePaisa: 30_000_00, stock: 2 });
    const s = await buyer([[p.id, 2]]);
    await t.db.query('UPDATE products SET stock_quantity = 1 WHERE id = $1', [p.id]);
    const short = await details(s.token);
    expect([short.status, short.body.message]).toEqual([422, C.onlyLeft(p.name, 1)]);
    expect((await details(s.token, '?platform=Q')).body.message).toBe(C.platform);
    expect((await get(api(t), '/get-checkout-flexipay?platform=W')).status).toBe(401);
  });
});

describe('post-checkout-flexipay', () => {
  it('refuses bad input with the form messages and writes nothing', async () => {
    const p = await product(t, { pricePaisa: 30_000_00, stock: 5 });
    const other = await product(t, { pricePaisa: 30_000_00 });
    const s = await buyer([[p.id, 1]]);
    const { bank, period } = await nabil(s.token);
    const nic = (await banks(s.token)).body.data.find((b) => b.bank_name === 'NIC Asia Bank')!;
    const good = flexiPayPayload(valley, bank.id, period, p.id);
    const holder = (extra: Record<string, unknown>) => ({ ...good, account_holder_detail: { ...good.account_holder_detail, ...extra } });
    const cases: [unknown, string][] = [
      [{}, S.required],
      [holder({ first_six_card_number: '4557' }), S.cardDigits],
      [holder({ first_six_card_number: 'abcdef' }), S.cardDigits],
      [holder({ expiry_date: '13/30' }), S.cardExpiry],
      [holder({ expiry_date: '01/20' }), F.cardExpired],
      [holder({ account_holder_mobile: '98-01' }), A.mobileInvalid],
      [holder({ account_holder_email: 'nope' }), S.emailInvalid],
      [holder({ account_holder: '' }), S.required],
      [holder({ bank_id: 999 }), F.unknownBank],
      [{ ...good, emi_duration_id: nic.emi_periods[0].id }, F.unknownPeriod],
      [{ ...good, duration: 7 }, F.durationMismatch],
      [{ ...good, product_id: other.id }, F.notInCart(other.id)],
      [{ ...good, product_id: [p.id, p.id] }, F.duplicateProduct],
      [{ ...good, area_id: outside.area_id }, K.areaNotInCity],
      [{ ...good, shipping_data: { ...good.shipping_data, email: 'x' } }, S.emailInvalid],
    ];
    for (const [body, message] of cases) {
      const r = await submit(s.token, body);
      expect({ status: r.status, message: r.body.message }).toEqual({ status: 422, message });
    }
    expect((await submit(s.token, good, '?platform=Q')).body.message).toBe(C.platform);
    expect((await submit('', good)).status).toBe(401);
    expect(await stockOf(t, p.id)).toBe(5);
    expect((await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [s.id])).rowCount).toBe(0);
  });

  it('a bank whose minimum the order does not reach is refused', async () => {
    const p = await product(t, { pricePaisa: 12_000_00 });
    const s = await buyer([[p.id, 1]]);
    const r0 = await t.db.query<{ id: number; pid: number; months: number }>(
      `SELECT b.id, p.id AS pid, p.months FROM emi_banks b JOIN emi_periods p ON p.emi_bank_id = b.id WHERE b.slug = 'standard-chartered-bank-nepal' ORDER BY p.months LIMIT 1`,
    );
    const scb = r0.rows[0];
    const r = await submit(s.token, flexiPayPayload(valley, scb.id, { id: scb.pid, months: scb.months }, p.id));
    expect([r.status, r.body.message]).toEqual([422, F.bankMinimum('Standard Chartered Bank Nepal', 20_000)]);
  });

  it('places an instalment order, hands off to the card sandbox, and a paid return completes it', async () => {
    const p = await product(t, { pricePaisa: 60_000_00, discountPaisa: 50_000_00, stock: 3 });
    const s = await buyer([[p.id, 1]]);
    const { bank, period } = await nabil(s.token, 12);
    // Ids as digit strings (select values) are accepted, as is the hint's backslash.
    const body = flexiPayPayload(outside, bank.id, period, [p.id], { emi_duration_id: String(period.id) });
    body.account_holder_detail.expiry_date = '08\\39';
    const r = await submit(s.token, { ...body, grand_total: 1 });
    expect(r.status).toBe(200);
    // Outside the valley: the regular checkout's NPR 250 delivery is charged too (issue 31).
    expect(r.body).toMatchObject({ statusCode: 200, message: F.placed(r.body.order_id), total_amount: 50_250, emi: { bank_name: 'Nabil Bank', months: 12, monthly: 4187.5 } });
    expect(r.body.payment_gateway_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\//);
    const o = await t.db.query<Record<string, unknown>>(
      `SELECT payment_method, is_emi, emi_months, emi_monthly_paisa, emi_data, delivery_charge_paisa, total_amount_paisa, redeem, coupon_code, order_status, payment_status
         FROM orders WHERE id = $1`,
      [r.body.order_id],
    );
    expect(o.rows[0]).toMatchObject({
      payment_method: 'Nabil Card', is_emi: true, emi_months: 12, emi_monthly_paisa: 4187_50, delivery_charge_paisa: 250_00, total_amount_paisa: 50_250_00,
      redeem: 'No', coupon_code: null, order_status: 'Pending', payment_status: 'Pending',
    });
    expect(o.rows[0].emi_data).toEqual({
      account_holder: 'Asha Gurung', account_holder_address: 'Ward 3, Jhamsikhel', account_holder_email: 'asha@example.com',
      account_holder_mobile: '9801234567', first_six_card_number: '455701', expiry_date: '08/39',
    });
    expect(await stockOf(t, p.id)).toBe(2);
    // Untouched until paid.
    expect((await cartOf(t, s.token)).body.data.cart_items).toHaveLength(1);

    const { final } = await settle(t, r.body, 'pay');
    expect(final).toBe(`${t.baseUrl}/payment/nabil-card/?order=completed&order_id=${r.body.order_id}&emi-purchase=yes`);
    expect(await orderState(t, r.body.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
    expect((await paymentsOf(t, { orderId: r.body.order_id }))[0]).toMatchObject({ status: 'paid', amount_paisa: 50_250_00 });
    expect((await cartOf(t, s.token)).body.data.cart_items).toEqual([]);
    expect(await stockOf(t, p.id)).toBe(2);
  });

  it('an order to an address outside the valley totals what the regular checkout charges there', async () => {
    const p = await product(t, { pricePaisa: 12_000_00, stock: 5 });
    const flexiBuyer = await buyer([[p.id, 1]]);
    const { bank, period } = await nabil(flexiBuyer.token, 12);
    const flexi = await submit(flexiBuyer.token, flexiPayPayload(outside, bank.id, period, p.id));
    const regularBuyer = await buyer([[p.id, 1]]);
    const regular = await checkout(t, regularBuyer.token, orderPayload(outside, 'Cash On Delivery'));
    expect([flexi.status, regular.status]).toEqual([200, 200]);
    expect(flexi.body.total_amount).toBe(12_250);
    expect((await orderState(t, flexi.body.order_id)).total_amount_paisa).toBe((await orderState(t, regular.body.order_id)).total_amount_paisa);
    const delivery = await t.db.query<{ delivery_charge_paisa: number | null }>('SELECT delivery_charge_paisa FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id', [[flexi.body.order_id, regular.body.order_id]]);
    expect(delivery.rows.map((r) => r.delivery_charge_paisa)).toEqual([250_00, 250_00]);
  });

  it('only the products named are ordered; the rest stay in the cart', async () => {
    const a = await product(t, { pricePaisa: 20_000_00 });
    const b = await product(t, { pricePaisa: 1_000_00 });
    const s = await buyer([[a.id, 1], [b.id, 1]]);
    const { bank, period } = await nabil(s.token, 6);
    const r = await submit(s.token, flexiPayPayload(valley, bank.id, period, a.id));
    expect(r.status).toBe(200);
    expect(r.body.total_amount).toBe(20_000);
    const lines = await t.db.query<{ product_id: number }>('SELECT product_id FROM order_products WHERE order_id = $1', [r.body.order_id]);
    expect(lines.rows.map((l) => Number(l.product_id))).toEqual([a.id]);
    await settle(t, r.body, 'pay');
    expect((await cartOf(t, s.token)).body.data.cart_items.map((i) => i.product_id)).toEqual([b.id]);
  });

  it('a cancelled card payment gives the stock back and leaves the cart as it was', async () => {
    const p = await product(t, { pricePaisa: 25_000_00, stock: 1 });
    const s = await buyer([[p.id, 1]]);
    const { bank, period } = await nabil(s.token, 3);
    const r = await submit(s.token, flexiPayPayload(valley, bank.id, period, p.id));
    expect(await stockOf(t, p.id)).toBe(0);
    const { final } = await settle(t, r.body, 'cancel');
    expect(final).toBe(`${t.baseUrl}/payment/nabil-card/?order=cancelled&order_id=${r.body.order_id}&emi-purchase=yes`);
    expect(await orderState(t, r.body.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Cancelled' });
    expect(await stockOf(t, p.id)).toBe(1);
    expect((await cartOf(t, s.token)).body.data.cart_items).toHaveLength(1);
  });

  it('a second attempt replaces the first unpaid one (its stock comes back first)', async () => {
    const p = await product(t, { pricePaisa: 25_000_00, stock: 1 });
    const s = await buyer([[p.id, 1]]);
    const { bank, period } = await nabil(s.token, 3);
    const first = await submit(s.token, flexiPayPayload(valley, bank.id, period, p.id));
    const second = await submit(s.token, flexiPayPayload(valley, bank.id, period, p.id));
    expect(second.status).toBe(200);
    expect(await orderState(t, first.body.order_id)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'replaced by a newer checkout' });
    expect(await stockOf(t, p.id)).toBe(0);
  });
});

describe('card expiry', () => {
  it('a card is valid through the last day of its month', () => {
    const now = new Date(Date.UTC(2026, 4, 31));
    expect(cardExpired('05/26', now)).toBe(false);
    expect(cardExpired('04/26', now)).toBe(true);
    expect(cardExpired('12/25', now)).toBe(true);
    expect(cardExpired('01/27', now)).toBe(false);
  });
});
