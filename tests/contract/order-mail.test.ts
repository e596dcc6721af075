/**
 * The store's mail about orders (issue 16), read from the outbox the password-reset code goes
 * through: an order confirmation with the lines and totals (formatMoney), sent when a Cash On
 * Delivery order is placed and when an online order's payment is verified (not before, not for a
 * cancelled payment); a booking confirmation; a notice when a cancellation is accepted.
 */
import type { TestApp } from '../support/contract-app';
import { decideBookingCancellation, decideOrderCancellation } from '../../server/orders/cancellations';
import { formatMoney } from '../../shared/domain/money';
import { get, post } from './http';
import {
  addLine, api, checkout, checkoutApp, coupon, orderPayload, product, settle, shopper, type CheckoutAnswer, type Place, type Shopper,
} from './checkout-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

interface Mail {
  subject: string;
  body: string;
}
const outboxOf = async (s: Shopper) =>
  (await t.db.query<Mail>('SELECT subject, body FROM mail_outbox WHERE to_email = $1 ORDER BY id', [s.email])).rows;

async function cartOfSix(s: Shopper) {
  const p = await product(t, { pricePaisa: 899_00, stock: 20, name: `Steam Iron ${Date.now()}` });
  await addLine(t, s.token, p.id, 6);
  return p;
}

describe('order confirmation', () => {
  it('Cash On Delivery: mailed when the order is placed, with its lines, coupon and totals', async () => {
    const s = await shopper(t, 'Mina Shrestha');
    const p = await cartOfSix(s);
    const code = await coupon(t, { option: 'F', value: 500 });
    const r = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'), `&coupon=${code}`);
    expect(r.status).toBe(200);
    const id = r.body.order_id;
    const mails = await outboxOf(s);
    expect(mails.map((m) => m.subject)).toEqual([`Your order #${id} is confirmed`]);
    const body = mails[0].body;
    expect(body).toContain('Hello Mina Shrestha,');
    expect(body).toContain(`6 × ${p.name}`);
    expect(body).toContain(`@ ${formatMoney(899)} = ${formatMoney(5394)}`);
    expect(body).toContain(`Total Products (tax incl.): ${formatMoney(5394)}`);
    expect(body).toContain(`Coupon Discount (${code}): - ${formatMoney(500)}`);
    expect(body).toContain(`Total: ${formatMoney(r.body.total_amount)}`);
    expect(body).toContain(`You pay ${formatMoney(r.body.total_amount)} in cash when it is delivered.`);
  });

  it('online: nothing while the payment is open or when it is cancelled; mailed once the payment is verified', async () => {
    const s = await shopper(t);
    await cartOfSix(s);
    const unpaid = await checkout(t, s.token, orderPayload(valley, 'eSewa'));
    expect(unpaid.status).toBe(200);
    expect(await outboxOf(s)).toEqual([]);
    await settle(t, unpaid.body, 'cancel');
    expect(await outboxOf(s)).toEqual([]);

    const paid = await checkout(t, s.token, orderPayload(valley, 'eSewa'));
    expect(await outboxOf(s)).toEqual([]);
    await settle(t, paid.body, 'pay');
    const mails = await outboxOf(s);
    expect(mails.map((m) => m.subject)).toEqual([`Your order #${paid.body.order_id} is confirmed`]);
    expect(mails[0].body).toContain('We have received your payment by eSewa.');
    expect(mails[0].body).toContain(`Total: ${formatMoney(paid.body.total_amount)}`);
  });
});

describe('booking confirmation and cancellation notices', () => {
  it('a Bank Transfer pre-booking is confirmed by mail; an accepted cancellation sends a notice', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const banks = await get<{ data: { id: number }[] }>(api(t), '/bank-transfer/get-banks');
    const r = await post<CheckoutAnswer & { booking_id: number }>(
      api(t), `/post-prebooking/${p.id}?platform=W`, orderPayload(valley, 'Bank Transfer', { bank_id: banks.body.data[0].id }), s.token,
    );
    expect(r.status).toBe(200);
    const id = r.body.booking_id;
    let mails = await outboxOf(s);
    expect(mails.map((m) => m.subject)).toEqual([`Your pre-booking #${id} is confirmed`]);
    expect(mails[0].body).toContain(`Booking amount: ${formatMoney(5000)}`);

    expect((await post(api(t), `/cancel-booking/${id}`, { cancelled_reason: 'Changed my mind' }, s.token)).status).toBe(200);
    expect(await decideBookingCancellation(t.db, id, 'accept')).toBe(true);
    mails = await outboxOf(s);
    expect(mails.at(-1)!.subject).toBe(`Your booking #${id} has been cancelled`);
  });

  it('an online pre-booking is confirmed once its payment is verified', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const r = await post<CheckoutAnswer & { booking_id: number }>(api(t), `/post-prebooking/${p.id}?platform=W`, orderPayload(valley, 'eSewa'), s.token);
    expect(r.status).toBe(200);
    expect(await outboxOf(s)).toEqual([]);
    await settle(t, r.body, 'pay');
    const mails = await outboxOf(s);
    expect(mails.map((m) => m.subject)).toEqual([`Your pre-booking #${r.body.booking_id} is confirmed`]);
    expect(mails[0].body).toContain(`We have received your payment of ${formatMoney(5000)} by eSewa.`);
  });

  it('an accepted order cancellation sends a notice; a rejected one does not', async () => {
    const s = await shopper(t);
    await cartOfSix(s);
    const a = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'));
    await cartOfSix(s);
    const b = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'));
    for (const o of [a, b]) await post(api(t), `/cancel-order/${o.body.order_id}`, { cancelled_reason: 'Ordered by mistake' }, s.token);
    expect(await decideOrderCancellation(t.db, a.body.order_id, 'accept')).toBe(true);
    expect(await decideOrderCancellation(t.db, b.body.order_id, 'reject')).toBe(true);
    const subjects = (await outboxOf(s)).map((m) => m.subject);
    expect(subjects.filter((x) => x.includes('cancelled'))).toEqual([`Your order #${a.body.order_id} has been cancelled`]);
  });
});
