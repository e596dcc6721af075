/**
 * Payment truth (docs/adr/0010-payment-truth.md), over HTTP through every sandbox gateway:
 * - a failure or cancel return is never final on its own say: the gateway's status call decides
 *   (eSewa ePay v1 has none: the order waits for its hold), and a success return that cannot be
 *   confirmed (forged, wrong reference) fails nothing;
 * - a payment the gateway confirms is never lost: after a forged failure, a newer checkout, the
 *   customer's cancellation or an expired hold, it restores the order or booking as paid (stock,
 *   coins and coupon taken again) or, when they are gone, marks it 'Refund Due' — in the order or
 *   booking history and in the server log;
 * - cancelling from the history and the expiry sweep ask the gateway before releasing; one that
 *   cannot be asked (eSewa) or stays silent for 24 hours is kept with its payment unknown.
 * The newer-checkout and reconciliation cases: payment-truth-unknown.test.ts.
 */
import type { TestApp } from '../support/contract-app';
import { CANCEL_MESSAGES as X, PAYMENT_NOTES } from '../../server/accounts/account-area-messages';
import { decideBookingCancellation } from '../../server/orders/cancellations';
import { HOLD_GIVE_UP_HOURS, releaseAbandoned } from '../../server/orders/order-settlement';
import { get, post } from './http';
import {
  api, balanceOf, checkout, checkoutApp, coupon, gatewayPage, orderPayload, orderState, paymentsOf, product,
  settle, shopper, stockOf, type CheckoutAnswer, type Place, type Shopper,
} from './checkout-support';
import { GATEWAY_IDS, GATEWAYS, paymentTruthKit } from './payment-truth-support';
import { bookingPayload, bookingState, checkoutId, hop, somePlace } from './reservation-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const { order, atGateway, forgedFailure, forgedSuccess, completed, expireOrder, expireBooking, ordersOf, bookingsOf, redemptions } = paymentTruthKit(() => ({ t, valley }));

describe.each(GATEWAYS)('$method', (g) => {
  it('paid at the gateway, then a forged failure return: never cancelled, and the payment counts once', async () => {
    const x = await order(g.method);
    const comeBack = await (await atGateway(x, g.method)).payOnly();
    const failure = await hop(forgedFailure(g.slug, x.txn));
    expect(failure.status).toBe(302);
    if (g.statusCall) {
      // The status call is asked instead of believing the return: it says paid.
      expect(failure.location).toBe(completed(g.slug, x.a.order_id));
      expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
    } else {
      // eSewa ePay v1 cannot be asked without a refId: the order simply keeps waiting.
      expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending', failure_reason: null });
      expect((await paymentsOf(t, { orderId: x.a.order_id }))[0].status).toBe('pending');
    }
    expect(await stockOf(t, x.p.id)).toBe(4);
    const { final } = await comeBack();
    expect(final).toBe(completed(g.slug, x.a.order_id));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    expect((await paymentsOf(t, { orderId: x.a.order_id })).map((p) => p.status)).toEqual(['paid']);
    expect(await stockOf(t, x.p.id)).toBe(4);
  });

  it('a success return the gateway does not confirm (made-up reference) fails nothing; the real payment still counts', async () => {
    const x = await order(g.method);
    const gate = await atGateway(x, g.method);
    expect([302, 422]).toContain(await forgedSuccess(g, x));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending', failure_reason: null });
    expect((await paymentsOf(t, { orderId: x.a.order_id }))[0].status).toBe('pending');
    expect(await stockOf(t, x.p.id)).toBe(4);
    expect((await gate.pay()).final).toBe(completed(g.slug, x.a.order_id));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
  });

  it('superseded by a newer checkout, then paid on the first tab: restored as paid (stock, coins, coupon taken again) and logged', async () => {
    const warn = jest.spyOn(t.app.log, 'warn');
    const code = await coupon(t, { option: 'F', value: 500, usageLimit: 100 });
    const x = await order(g.method, { coins: 100, code });
    const gate = await atGateway(x, g.method);
    // A second tab: Cash On Delivery, which replaces the unpaid online order: its gateway has no
    // completed payment yet (eSewa cannot be asked: its payment becomes unknown, not cancelled).
    const cod = await checkout(t, x.s.token, orderPayload(valley, 'Cash On Delivery'));
    expect(cod.status).toBe(200);
    expect(await orderState(t, x.a.order_id)).toMatchObject(
      g.statusCall
        ? { order_status: 'Cancelled', payment_status: 'Cancelled', failure_reason: 'replaced by a newer checkout' }
        : { order_status: 'Pending', payment_status: 'Unknown', failure_reason: 'replaced by a newer checkout' },
    );
    expect([await stockOf(t, x.p.id), await balanceOf(t, x.s.id), await redemptions(x.a.order_id)]).toEqual([4, 100, 0]);

    expect((await gate.pay()).final).toBe(completed(g.slug, x.a.order_id));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    const [pay] = await paymentsOf(t, { orderId: x.a.order_id });
    expect(pay).toMatchObject({ status: 'paid', gateway_reference: expect.any(String) });
    // Both orders hold their unit; the 100 coins are spent again and the 55 it earns credited
    // (NPR 11,000 / 200); the coupon use is recorded again.
    expect([await stockOf(t, x.p.id), await balanceOf(t, x.s.id), await redemptions(x.a.order_id)]).toEqual([3, 55, 1]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: GATEWAY_IDS[g.method], transaction: x.txn, reference: pay.gateway_reference, amount: x.a.total_amount }),
      expect.stringMatching(/after its order was released: restored as paid/),
    );
    expect((await ordersOf(x.s)).body.data.find((o) => o.id === x.a.order_id)).toMatchObject({ payment_status: 'Paid', payment_note: null });
  });
});

describe('paid after its release, when the order cannot be restored: refund due', () => {
  it('the last unit was sold meanwhile: the order stays cancelled, Refund Due in the history, logged as an error', async () => {
    const error = jest.spyOn(t.app.log, 'error');
    const x = await order('Nabil Card', { stock: 1 });
    const gate = await atGateway(x, 'Nabil Card');
    expect((await checkout(t, x.s.token, orderPayload(valley, 'Cash On Delivery'))).status).toBe(200);
    expect(await stockOf(t, x.p.id)).toBe(0);
    const { final } = await gate.pay();
    expect(final).toBe(`${t.baseUrl}/payment/nabil-card/?order=cancelled&order_id=${x.a.order_id}`);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Refund Due', failure_reason: 'replaced by a newer checkout' });
    const pays = await t.db.query<{ status: string; refund_reason: string; gateway_reference: string }>('SELECT status, refund_reason, gateway_reference FROM payments WHERE order_id = $1', [x.a.order_id]);
    expect(pays.rows).toEqual([{ status: 'paid', refund_reason: `${x.p.name} is out of stock`, gateway_reference: expect.any(String) }]);
    expect(await stockOf(t, x.p.id)).toBe(0);
    const listed = (await ordersOf(x.s)).body.data.find((o) => o.id === x.a.order_id)!;
    expect(listed).toMatchObject({
      order_status: 'Cancelled',
      payment_status: 'Refund Due',
      payment_note: PAYMENT_NOTES.refundDue('order', x.a.total_amount, 'Nabil Card'),
    });
    expect((listed.order_products as { payment_status: string }[])[0].payment_status).toBe('Refund Due');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'nabil_card', transaction: x.txn, reference: pays.rows[0].gateway_reference, amount: x.a.total_amount, why: `${x.p.name} is out of stock` }),
      expect.stringMatching(/REFUND DUE/),
    );
    // Replays do not restore it nor log it again.
    error.mockClear();
    await gate.pay().catch(() => undefined);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ payment_status: 'Refund Due' });
    expect(error).not.toHaveBeenCalled();
  });

  it('the coins it redeemed were spent on the newer order: refund due, nothing spent twice', async () => {
    const x = await order('CG Pay', { coins: 100 });
    const gate = await atGateway(x, 'CG Pay');
    const cod = await checkout(t, x.s.token, orderPayload(valley, 'Cash On Delivery'), '&redeem=100');
    expect(cod.status).toBe(200);
    expect(await balanceOf(t, x.s.id)).toBe(0);
    await gate.pay();
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Refund Due' });
    expect(await balanceOf(t, x.s.id)).toBe(0);
    expect(await stockOf(t, x.p.id)).toBe(4);
    const pays = await t.db.query<{ refund_reason: string }>('SELECT refund_reason FROM payments WHERE order_id = $1', [x.a.order_id]);
    expect(pays.rows[0].refund_reason).toBe('the coins it redeemed were spent meanwhile');
  });
});

describe('cancelling from Order History asks the gateway first', () => {
  it('already paid at the gateway (the browser never came back): paid, and the request waits for the shop', async () => {
    const x = await order('Connect IPS');
    const comeBack = await (await atGateway(x, 'Connect IPS')).payOnly();
    const c = await post(api(t), `/cancel-order/${x.a.order_id}`, { cancelled_reason: 'Changed my mind' }, x.s.token);
    expect([c.status, c.body.message]).toEqual([200, X.orderRequested(x.a.order_id)]);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Paid' });
    expect((await ordersOf(x.s)).body.data.find((o) => o.id === x.a.order_id)).toMatchObject({ cancelled_order: 'C', payment_status: 'Paid' });
    expect(await stockOf(t, x.p.id)).toBe(4);
    // The browser's late return changes nothing more.
    expect((await comeBack()).final).toBe(completed('connect-ips', x.a.order_id));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Paid' });
  });

  it('not paid yet: released at once; paid afterwards (Khalti): restored, the request standing', async () => {
    const x = await order('Khalti');
    const c = await post(api(t), `/cancel-order/${x.a.order_id}`, { cancelled_reason: 'Changed my mind' }, x.s.token);
    expect(c.status).toBe(200);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Cancelled', failure_reason: 'cancelled by the customer' });
    expect(await stockOf(t, x.p.id)).toBe(5);
    const { final } = await (await atGateway(x, 'Khalti')).pay();
    expect(final).toBe(completed('khalti', x.a.order_id));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Paid' });
    expect(await stockOf(t, x.p.id)).toBe(4);
  });
});

describe('expired holds: the sweep asks the gateway before releasing', () => {
  const savedCard = process.env.NABIL_CARD_BASE_URL;
  afterEach(() => {
    if (savedCard === undefined) delete process.env.NABIL_CARD_BASE_URL;
    else process.env.NABIL_CARD_BASE_URL = savedCard;
  });

  it('paid at the gateway but the browser never came back: the sweep records it paid instead of releasing it', async () => {
    const x = await order('Connect IPS');
    await (await atGateway(x, 'Connect IPS')).payOnly();
    await expireOrder(x.a.order_id);
    await releaseAbandoned(t.db, 30);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
    expect(await stockOf(t, x.p.id)).toBe(4);
  });

  it('cancelled at the gateway, return lost: released at once with the gateway’s reason', async () => {
    const x = await order('IME Pay');
    const page = await gatewayPage(x.a);
    await hop(`${t.baseUrl}/sandbox/checkout/${checkoutId(page)}/cancel`, { method: 'POST', form: {} });
    await expireOrder(x.a.order_id);
    await releaseAbandoned(t.db, 30);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'cancelled by payer' });
  });

  it('still open at the gateway: released as expired; paid afterwards: restored', async () => {
    const x = await order('IME Pay', { coins: 50 });
    const gate = await atGateway(x, 'IME Pay');
    await expireOrder(x.a.order_id);
    await releaseAbandoned(t.db, 30);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'expired unpaid' });
    expect([await stockOf(t, x.p.id), await balanceOf(t, x.s.id)]).toEqual([5, 50]);
    expect((await gate.pay()).final).toBe(completed('imepay', x.a.order_id));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
    // The 50 coins spent again, the 55 it earns credited.
    expect([await stockOf(t, x.p.id), await balanceOf(t, x.s.id)]).toEqual([4, 55]);
  });

  it('eSewa (no status call): its stock released when the hold expires, its payment unknown (never cancelled); a verified success afterwards restores it', async () => {
    const error = jest.spyOn(t.app.log, 'error');
    const x = await order('eSewa');
    const comeBack = await (await atGateway(x, 'eSewa')).payOnly();
    await expireOrder(x.a.order_id);
    await releaseAbandoned(t.db, 30);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Unknown', failure_reason: 'expired unpaid' });
    expect((await paymentsOf(t, { orderId: x.a.order_id }))[0].status).toBe('unknown');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'esewa', transaction: x.txn, reference: null, amount: x.a.total_amount, why: 'the gateway has no status call' }),
      expect.stringMatching(/payment UNKNOWN/),
    );
    expect(await stockOf(t, x.p.id)).toBe(5);
    expect((await comeBack()).final).toBe(completed('esewa', x.a.order_id));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
    expect(await stockOf(t, x.p.id)).toBe(4);
  });

  it(`a gateway that does not answer keeps the hold, until ${HOLD_GIVE_UP_HOURS} hours have passed (then its stock released, its payment unknown, logged)`, async () => {
    const error = jest.spyOn(t.app.log, 'error');
    const x = await order('Nabil Card');
    process.env.NABIL_CARD_BASE_URL = 'http://127.0.0.1:9/nowhere';
    await expireOrder(x.a.order_id);
    await releaseAbandoned(t.db, 30);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
    expect(await stockOf(t, x.p.id)).toBe(4);
    await expireOrder(x.a.order_id, HOLD_GIVE_UP_HOURS + 1);
    await releaseAbandoned(t.db, 30);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Unknown', failure_reason: 'expired unpaid' });
    expect(await stockOf(t, x.p.id)).toBe(5);
    const [pay] = await t.db.query<{ status: string; request_data: { order_id: string } }>('SELECT status, request_data FROM payments WHERE order_id = $1', [x.a.order_id]).then((r) => r.rows);
    expect(pay.status).toBe('unknown');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'nabil_card', transaction: x.txn, reference: pay.request_data.order_id, amount: x.a.total_amount }),
      expect.stringMatching(/no answer from the gateway for 24 hours.*payment UNKNOWN/),
    );
  });
});

describe('bookings', () => {
  const book = (s: Shopper, productId: number | string, payload: unknown) => post<CheckoutAnswer>(api(t), `/post-prebooking/${productId}?platform=W`, payload, s.token);

  it('a pre-booking cancelled from Booking History, then paid: restored as paid, the request standing for the shop', async () => {
    const p = await product(t, { pricePaisa: 30_000_00, prepaymentPaisa: 3_000_00 });
    const s = await shopper(t);
    const r = await book(s, p.id, orderPayload(valley, 'Connect IPS'));
    expect(r.status).toBe(200);
    const x = { p, s, a: r.body, txn: (await paymentsOf(t, { bookingId: r.body.order_id }))[0].transaction_id };
    const gate = await atGateway(x, 'Connect IPS');
    const c = await post(api(t), `/cancel-booking/${r.body.order_id}`, { cancelled_reason: 'Changed my mind' }, s.token);
    expect([c.status, c.body.message]).toEqual([200, X.bookingRequested(r.body.order_id)]);
    expect(await bookingState(t, r.body.order_id)).toMatchObject({ status: 'Failed', payment_status: 'Cancelled' });
    expect((await gate.pay()).final).toBe(`${t.baseUrl}/payment/booking/connect-ips/?booking=completed&booking_id=${r.body.order_id}`);
    expect(await bookingState(t, r.body.order_id)).toMatchObject({ status: 'Pending', payment_status: 'Paid', failure_reason: null });
    expect((await bookingsOf(s)).body.data.find((b) => b.id === r.body.order_id)).toMatchObject({ cancelled_booking: 'C', payment_status: 'Paid', payment_note: null });
    // The shop accepts the request: refunded.
    expect(await decideBookingCancellation(t.db, r.body.order_id, 'accept')).toBe(true);
    expect(await bookingState(t, r.body.order_id)).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded' });
  });

  it('a buy-now released, its unit sold meanwhile, then paid: Refund Due in Booking History', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00, stock: 1 });
    const s = await shopper(t);
    const pre = await book(s, p.id, orderPayload(valley, 'Nabil Card'));
    await settle(t, pre.body, 'pay');
    await t.db.query('UPDATE bookings SET buy_now_open_status = 1 WHERE id = $1', [pre.body.order_id]);
    const r = await book(s, p.id, { ...orderPayload(valley, 'Nabil Card'), buy_now: true });
    expect(r.status).toBe(200);
    const x = { p, s, a: r.body, txn: (await paymentsOf(t, { bookingId: r.body.order_id }))[0].transaction_id };
    const gate = await atGateway(x, 'Nabil Card');
    expect((await post(api(t), `/cancel-booking/${r.body.order_id}`, {}, s.token)).status).toBe(200);
    expect(await stockOf(t, p.id)).toBe(1);
    await t.db.query('UPDATE products SET stock_quantity = 0 WHERE id = $1', [p.id]);
    expect((await gate.pay()).final).toBe(`${t.baseUrl}/payment/booking/nabil-card/?booking=cancelled&booking_id=${r.body.order_id}`);
    expect(await bookingState(t, r.body.order_id)).toMatchObject({ status: 'Failed', payment_status: 'Refund Due' });
    expect((await bookingsOf(s)).body.data.find((b) => b.id === r.body.order_id)).toMatchObject({
      payment_status: 'Refund Due',
      payment_note: PAYMENT_NOTES.refundDue('booking', r.body.total_amount, 'Nabil Card'),
    });
    // The pre-booking stays open for another Buy Now.
    expect((await t.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [pre.body.order_id])).rows[0].status).toBe('Accepted');
  });

  it('a scooter reservation whose hold expired, then paid: Accepted again', async () => {
    const s = await shopper(t);
    const place = await somePlace(t);
    const r = await post<CheckoutAnswer & { booking_id: number }>(api(t), '/post-prebooking/ola-s1-pro?platform=W', bookingPayload(place, 'Nabil Card'), s.token);
    expect(r.status).toBe(200);
    const x = { p: { id: 0, name: '' }, s, a: r.body, txn: (await paymentsOf(t, { bookingId: r.body.booking_id }))[0].transaction_id };
    const gate = await atGateway(x, 'Nabil Card');
    await expireBooking(r.body.booking_id);
    await releaseAbandoned(t.db, 30);
    expect(await bookingState(t, r.body.booking_id)).toMatchObject({ status: 'Failed', failure_reason: 'expired unpaid' });
    const { final } = await gate.pay();
    expect(new URL(final).searchParams.get('cg_status')).toBe('completed');
    expect(await bookingState(t, r.body.booking_id)).toEqual({ status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    const list = await get<{ data: { orderId: number; orderStatus: string }[] }>(api(t), '/ola/get-bookings', s.token);
    expect(list.body.data.find((b) => b.orderId === r.body.booking_id)).toMatchObject({ orderStatus: 'Accepted' });
  });
});
