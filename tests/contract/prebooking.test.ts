/**
 * Pre-booking and buy-now of a catalogue product over HTTP: the summaries (Success / Fail), the
 * pre-booking paid through a sandbox gateway, the shop opening Buy Now, buy-now with Cash On
 * Delivery and online (stock taken once, released once), and Loyalty Full Redeem of a prepayment.
 */
import type { TestApp } from '../support/contract-app';
import { CHECKOUT_MESSAGES as M, PREBOOKING_MESSAGES as P } from '../../server/orders/checkout-messages';
import { get, post } from './http';
import { api, balanceOf, checkoutApp, giveCoins, orderPayload, paymentsOf, product, settle, shopper, stockOf, type CheckoutAnswer, type Place, type Shopper } from './checkout-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

interface Summary {
  statusCode: number;
  statusMessage: string;
  message?: string;
  data: Record<string, unknown>;
}

const summary = (s: Shopper, kind: 'get-prebooking' | 'get-booknow', id: number | string, q = '') => get<Summary>(api(t), `/${kind}/${id}${q}`, s.token);
const book = (s: Shopper, id: number, payload: unknown, q = '') => post<CheckoutAnswer>(api(t), `/post-prebooking/${id}?platform=W${q}`, payload, s.token);
const bookingRow = async (id: number) =>
  (await t.db.query<{ kind: string; status: string; payment_status: string; total_amount_paisa: number; payment_value_paisa: number; buy_now_open_status: number; parent_booking_id: number | null; stock_held: number }>(
    'SELECT kind, status, payment_status, total_amount_paisa, payment_value_paisa, buy_now_open_status, parent_booking_id, stock_held FROM bookings WHERE id = $1',
    [id],
  )).rows[0];

async function paidPrebooking(stock = 3) {
  const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00, stock });
  const s = await shopper(t);
  const r = await book(s, p.id, orderPayload(valley, 'eSewa'));
  expect(r.status).toBe(200);
  const { final } = await settle(t, r.body, 'pay');
  expect(final).toBe(`${t.baseUrl}/payment/booking/esewa/?booking=completed&booking_id=${r.body.order_id}`);
  return { p, s, bookingId: r.body.order_id };
}

describe('summaries', () => {
  it('get-prebooking: Success with the prepayment now and the rest later', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const r = await summary(s, 'get-prebooking', p.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ statusCode: 200, statusMessage: 'Success' });
    expect(r.body.data).toMatchObject({
      product_id: p.id, product_name: p.name, product_img: expect.any(String), grand_total: 50_000, cash_back: 500,
      prepayment_value: 5000, payment_value: 45_000, payment_options: ['Bank Transfer', 'eSewa', 'Khalti', 'Nabil Card', 'Connect IPS'],
    });
    expect(r.body.data).not.toHaveProperty('delivery_charge');
  });

  it('Fail for a product that takes no prepayment, an unknown product, a bad id, or no open Buy Now', async () => {
    const s = await shopper(t);
    const plain = await product(t, { pricePaisa: 1000_00 });
    const cases: [string, number | string, number, string][] = [
      ['get-prebooking', plain.id, 404, P.notPrebookable],
      ['get-prebooking', 99999999, 404, P.noProduct],
      ['get-prebooking', 'abc', 404, P.noProduct],
      ['get-booknow', plain.id, 404, P.noBuyNow],
    ];
    for (const [kind, id, status, message] of cases) {
      const r = await summary(s, kind as 'get-prebooking', id);
      expect({ status: r.status, body: r.body }).toEqual({ status, body: { statusCode: status, statusMessage: 'Fail', message } });
    }
    expect((await get(api(t), `/get-prebooking/${plain.id}`)).status).toBe(401);
  });
});

describe('pre-booking', () => {
  it('paid online: Accepted, no stock taken; the prepayment is what was charged', async () => {
    const { p, bookingId } = await paidPrebooking();
    expect(await bookingRow(bookingId)).toMatchObject({ kind: 'prebooking', status: 'Accepted', payment_status: 'Paid', total_amount_paisa: 5000_00, payment_value_paisa: 45_000_00, stock_held: 0 });
    expect((await paymentsOf(t, { bookingId }))[0]).toMatchObject({ status: 'paid', amount_paisa: 5000_00 });
    expect(await stockOf(t, p.id)).toBe(3);
  });

  it('refuses Cash On Delivery and a product that takes no prepayment', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const cod = await book(s, p.id, orderPayload(valley, 'Cash On Delivery'));
    expect([cod.status, cod.body.message]).toEqual([422, M.methodUnavailable('Cash On Delivery')]);
    const plain = await product(t, { pricePaisa: 1000_00 });
    expect((await book(s, plain.id, orderPayload(valley, 'eSewa'))).body).toEqual({ statusCode: 404, message: P.notPrebookable });
    expect((await book(s, 99999999, orderPayload(valley, 'eSewa'))).status).toBe(404);
  });

  it('Bank Transfer and Loyalty Full Redeem complete at once', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const bank = await book(s, p.id, orderPayload(valley, 'Bank Transfer', { bank_id: 1 }));
    expect(bank.status).toBe(200);
    expect(bank.body.message).toContain(`mention booking #${bank.body.order_id}`);
    expect(await bookingRow(bank.body.order_id)).toMatchObject({ status: 'Pending', payment_status: 'Pending' });
    // 5,000 / 0.85 → 5,883 coins.
    await giveCoins(t, s.id, 5883);
    const coins = await book(s, p.id, orderPayload(valley, 'Loyalty Full Redeem'));
    expect(coins.status).toBe(200);
    expect(coins.body).toMatchObject({ total_amount: 0, message: P.bookedLoyalty(coins.body.order_id, 5883) });
    expect(await bookingRow(coins.body.order_id)).toMatchObject({ status: 'Accepted', payment_status: 'Paid' });
    expect(await balanceOf(t, s.id)).toBe(0);
  });
});

describe('buy-now', () => {
  it('opens when the shop sets buy_now_open_status; Cash On Delivery takes one unit; one live buy-now per pre-booking', async () => {
    const { p, s, bookingId } = await paidPrebooking();
    expect((await summary(s, 'get-booknow', p.id)).body.statusMessage).toBe('Fail');
    await t.db.query('UPDATE bookings SET buy_now_open_status = 1 WHERE id = $1', [bookingId]);
    const sum = await summary(s, 'get-booknow', p.id);
    expect(sum.body).toMatchObject({ statusMessage: 'Success' });
    expect(sum.body.data).toMatchObject({ grand_total: 50_000, prepayment_value: 5000, payment_value: 45_000, payment_options: ['Bank Transfer', 'Cash On Delivery', 'eSewa', 'Khalti', 'Nabil Card', 'Connect IPS'] });
    const r = await book(s, p.id, { ...orderPayload(valley, 'Cash On Delivery'), buy_now: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total_amount: 45_000, message: P.boughtNow(r.body.order_id) });
    expect(await bookingRow(r.body.order_id)).toMatchObject({ kind: 'buy_now', status: 'Pending', parent_booking_id: bookingId, stock_held: 1 });
    expect(await stockOf(t, p.id)).toBe(2);
    const again = await book(s, p.id, { ...orderPayload(valley, 'Cash On Delivery'), buy_now: true });
    expect([again.status, again.body.message]).toEqual([409, P.buyNowTaken]);
  });

  it('online: cancel gives the unit back once; paying completes the pre-booking and earns coins (buy_now inferred)', async () => {
    const { p, s, bookingId } = await paidPrebooking(1);
    await t.db.query('UPDATE bookings SET buy_now_open_status = 1 WHERE id = $1', [bookingId]);
    const first = await book(s, p.id, orderPayload(valley, 'Nabil Card'));
    expect(first.status).toBe(200);
    expect(await bookingRow(first.body.order_id)).toMatchObject({ kind: 'buy_now' });
    expect(await stockOf(t, p.id)).toBe(0);
    const cancelled = await settle(t, first.body, 'cancel');
    expect(cancelled.final).toBe(`${t.baseUrl}/payment/booking/nabil-card/?booking=cancelled&booking_id=${first.body.order_id}`);
    expect(await stockOf(t, p.id)).toBe(1);
    await settle(t, first.body, 'cancel').catch(() => undefined);
    expect(await stockOf(t, p.id)).toBe(1);

    const second = await book(s, p.id, orderPayload(valley, 'Nabil Card'));
    const paid = await settle(t, second.body, 'pay');
    expect(paid.final).toBe(`${t.baseUrl}/payment/booking/nabil-card/?booking=completed&booking_id=${second.body.order_id}`);
    expect(await bookingRow(second.body.order_id)).toMatchObject({ status: 'Accepted', payment_status: 'Paid' });
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Completed', buy_now_open_status: 0 });
    expect(await stockOf(t, p.id)).toBe(0);
    // 50,000 / 200 = 250 coins and NPR 500 cash back.
    expect(await balanceOf(t, s.id)).toBe(750);
  });

  it('an explicit buy_now without an open pre-booking is refused', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const r = await book(s, p.id, { ...orderPayload(valley, 'Cash On Delivery'), buy_now: true });
    expect([r.status, r.body.message]).toEqual([404, P.noBuyNow]);
    const plain = await product(t, { pricePaisa: 1000_00 });
    expect((await book(s, plain.id, { ...orderPayload(valley, 'Cash On Delivery'), buy_now: true })).body.message).toBe(P.notPrebookable);
    expect((await book(s, p.id, { ...orderPayload(valley, 'eSewa'), buy_now: 'yes' })).body.message).toBe(P.buyNowFlag);
  });
});
