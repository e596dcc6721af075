/**
 * Khalti end to end for orders and bookings: the checkout hands out what the wallet widget needs,
 * the widget pays through the sandbox wallet API (initiate, confirm), posts the success payload
 * to payment/khalti/callback, and the server verifies it with Khalti (Authorization: Key …)
 * before marking anything paid. Replays, a tampered amount and a forged token.
 */
import type { TestApp } from '../support/contract-app';
import { KHALTI_MESSAGES as K } from '../../server/orders/checkout-messages';
import { call, post } from './http';
import {
  addLine, api, balanceOf, cartOf, checkout, checkoutApp, orderPayload, orderState, paymentsOf, payWithKhalti, product, shopper, stockOf,
  type Place,
} from './checkout-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

async function khaltiOrder() {
  const p = await product(t, { pricePaisa: 8_000_00, stock: 3 });
  const s = await shopper(t);
  await addLine(t, s.token, p.id);
  const r = await checkout(t, s.token, orderPayload(valley, 'Khalti'));
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return { p, s, a: r.body };
}

const callback = (token: string, body: unknown) => post<{ url?: string }>(api(t), '/payment/khalti/callback', body, token);

it('the checkout answers order_id, total_amount and the widget configuration', async () => {
  const { a } = await khaltiOrder();
  expect(a).toMatchObject({ statusCode: 200, order_id: expect.any(Number), total_amount: 8000 });
  expect(a.khalti).toEqual({
    public_key: 'test_public_key_cg_sandbox',
    product_identity: expect.stringMatching(/^CG[0-9A-F]{16}$/),
    product_name: `Order #${a.order_id} at CG Digital`,
    product_url: `${t.baseUrl}/`,
    amount: 800_000,
    api_base: `${t.baseUrl}/sandbox/khalti/api/v2`,
    payment_preference: ['KHALTI', 'EBANKING', 'MOBILE_BANKING', 'CONNECT_IPS', 'SCT'],
  });
  expect(a.khalti!.amount).toBe(a.total_amount * 100);
});

it('pay in the wallet → callback verifies → Accepted and Paid; 20 replays change nothing', async () => {
  const { p, s, a } = await khaltiOrder();
  const success = await payWithKhalti(a);
  expect(success).toMatchObject({ idx: expect.any(String), token: expect.any(String), amount: 800_000, product_identity: a.khalti!.product_identity });
  const r = await callback(s.token, success);
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ statusCode: 200, message: K.completed, url: `${t.baseUrl}/payment/khalti/?order=completed&order_id=${a.order_id}` });
  expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
  expect((await cartOf(t, s.token)).body.data.cart_items).toEqual([]);
  const before = await paymentsOf(t, { orderId: a.order_id });
  expect(before).toEqual([expect.objectContaining({ status: 'paid', gateway_reference: success.idx })]);
  const replays = await Promise.all(Array.from({ length: 20 }, () => callback(s.token, success)));
  for (const x of replays) expect(x.body.url).toBe(`${t.baseUrl}/payment/khalti/?order=completed&order_id=${a.order_id}`);
  expect(await paymentsOf(t, { orderId: a.order_id })).toEqual(before);
  expect(await balanceOf(t, s.id)).toBe(40);
  expect(await stockOf(t, p.id)).toBe(2);
});

it('the spec widget’s product_identity (the order id) finds the payment too', async () => {
  const { s, a } = await khaltiOrder();
  const success = await payWithKhalti(a);
  const r = await callback(s.token, { ...success, product_identity: String(a.order_id) });
  expect(r.status).toBe(200);
  expect(await orderState(t, a.order_id)).toMatchObject({ payment_status: 'Paid' });
});

it('a tampered amount is refused and changes nothing; the real payload still verifies', async () => {
  const { s, a } = await khaltiOrder();
  const success = await payWithKhalti(a);
  const tampered = await callback(s.token, { ...success, amount: 100 });
  expect([tampered.status, tampered.body.message]).toEqual([422, K.amount]);
  expect((await paymentsOf(t, { orderId: a.order_id }))[0].status).toBe('pending');
  expect((await callback(s.token, success)).status).toBe(200);
});

it('a token Khalti does not know fails nothing (the real payment still goes through); one paid for less fails the order', async () => {
  const { p, s, a } = await khaltiOrder();
  const forged = await callback(s.token, { token: 'forged-token', amount: 800_000, product_identity: a.khalti!.product_identity, idx: 'x' });
  expect(forged.status).toBe(422);
  expect(forged.body).toMatchObject({ message: K.notCompleted, url: `${t.baseUrl}/payment/khalti/?order=failure&order_id=${a.order_id}` });
  // Khalti's status call knows no completed payment for it: still pending, stock still held.
  expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
  expect(await stockOf(t, p.id)).toBe(2);
  expect((await callback(s.token, await payWithKhalti(a))).status).toBe(200);
  expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });

  const second = await khaltiOrder();
  const cheap = await payWithKhalti(second.a, { amount: 1000 });
  const r = await callback(second.s.token, { ...cheap, amount: 800_000 });
  expect(r.status).toBe(422);
  // Khalti's own record: paid, for NPR 10 — the gateway's word settles it (and the log asks for a refund).
  expect(await orderState(t, second.a.order_id)).toMatchObject({ order_status: 'Failed', failure_reason: 'amount mismatch' });
  expect(await stockOf(t, second.p.id)).toBe(3);
});

it('only the owner can post a callback for a payment; bad payloads are 4xx', async () => {
  const { a } = await khaltiOrder();
  const success = await payWithKhalti(a);
  const other = await shopper(t);
  expect((await callback(other.token, success)).status).toBe(404);
  expect((await callback(other.token, {})).status).toBe(422);
  expect((await post(api(t), '/payment/khalti/callback', success)).status).toBe(401);
});

it('the sandbox wallet checks the key, PIN and confirmation code, and verify needs the secret key', async () => {
  const { a } = await khaltiOrder();
  const k = a.khalti!;
  const init = (extra: Record<string, unknown>) =>
    call(k.api_base, 'POST', '/payment/initiate/', { public_key: k.public_key, mobile: '9800000001', transaction_pin: '1111', amount: k.amount, product_identity: k.product_identity, product_name: 'x', ...extra });
  expect((await init({ public_key: 'nope' })).status).toBe(401);
  expect((await init({ transaction_pin: '0000' })).status).toBe(400);
  const ok = await init({});
  expect(ok.headers.get('access-control-allow-origin')).toBe('*');
  const token = (ok.body as { token: string }).token;
  const wrong = await call(k.api_base, 'POST', '/payment/confirm/', { public_key: k.public_key, token, confirmation_code: '000000', transaction_pin: '1111' });
  expect(wrong.status).toBe(400);
  const verify = await call(k.api_base, 'POST', '/payment/verify/', { token, amount: k.amount });
  expect(verify.status).toBe(401);
});

it('a pre-booking paid with Khalti goes to the status page of the booking', async () => {
  const p = await product(t, { pricePaisa: 30_000_00, prepaymentPaisa: 3_000_00 });
  const s = await shopper(t);
  const r = await post<import('./checkout-support').CheckoutAnswer>(api(t), `/post-prebooking/${p.id}?platform=W`, orderPayload(valley, 'Khalti'), s.token);
  expect(r.status).toBe(200);
  expect(r.body.khalti!.amount).toBe(300_000);
  const success = await payWithKhalti(r.body);
  const cb = await callback(s.token, { ...success, product_identity: String(r.body.order_id) });
  expect(cb.body).toMatchObject({ statusCode: 200, url: `${t.baseUrl}/user/booking-status?booking=completed&booking_id=${r.body.order_id}` });
  const b = await t.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [r.body.order_id]);
  expect(b.rows[0].status).toBe('Accepted');
});
