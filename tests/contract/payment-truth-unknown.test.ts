/**
 * A payment the gateway confirmed is never lost, whatever else happened (issue 30,
 * docs/adr/0010-payment-truth.md), over HTTP through the sandbox gateways:
 * - paid at the gateway, its return dropped, then a newer checkout: the first order or booking is
 *   recorded paid (never cancelled) and the newer checkout goes on beside it;
 * - a gateway that cannot be asked (eSewa ePay v1) or does not answer: the order or booking gives
 *   its stock back but its payment is 'unknown', shown as such in the history, never cancelled;
 *   a verified return or the reconciliation job settles it later (paid, or Refund Due);
 * - the reconciliation job asks again about released payments with a growing delay, kept in the
 *   payment's row;
 * - every decision is logged at warn or error with the order or booking, gateway, transaction and
 *   the gateway's reference.
 */
import type { TestApp } from '../support/contract-app';
import { RECONCILE_PAYMENTS } from '../../server/jobs';
import { PAYMENT_NOTES } from '../../server/accounts/account-area-messages';
import { RECHECK_DELAYS_MINUTES } from '../../server/payments/payment-reconciliation';
import { RESERVATION_REASONS } from '../../server/reservation/reservation-messages';
import { get, post } from './http';
import { api, checkout, checkoutApp, gatewayPage, orderPayload, orderState, paymentsOf, product, shopper, stockOf, type CheckoutAnswer, type Place, type Shopper } from './checkout-support';
import { GATEWAY_IDS, GATEWAYS, paymentTruthKit, type Placed } from './payment-truth-support';
import { bookingPayload, bookingState, checkoutId, hop, somePlace } from './reservation-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

const savedCard = process.env.NABIL_CARD_BASE_URL;
const cardGatewayDown = () => (process.env.NABIL_CARD_BASE_URL = 'http://127.0.0.1:9/nowhere');
const cardGatewayBack = () => {
  if (savedCard === undefined) delete process.env.NABIL_CARD_BASE_URL;
  else process.env.NABIL_CARD_BASE_URL = savedCard;
};
afterEach(() => {
  cardGatewayBack();
  jest.restoreAllMocks();
});

const { order, atGateway, completed, ordersOf, bookingsOf } = paymentTruthKit(() => ({ t, valley }));

interface PaymentRecord {
  id: number;
  status: string;
  gateway_reference: string | null;
  refund_reason: string | null;
  rechecks: number;
  /** Minutes from now to the next recheck; null when nobody asks any more. */
  next_in: number | null;
  request_data: Record<string, unknown> | null;
}

async function paymentOf(txn: string): Promise<PaymentRecord> {
  const r = await t.db.query<PaymentRecord>(
    `SELECT id, status, gateway_reference, refund_reason, rechecks, request_data,
            round(extract(epoch FROM recheck_at - now()) / 60)::int AS next_in
       FROM payments WHERE transaction_id = $1`,
    [txn],
  );
  return r.rows[0];
}

/** The payment's next recheck comes due, and the reconciliation job runs now, in `t`'s process. */
async function reconcileNow(txn: string): Promise<void> {
  await t.db.query('UPDATE payments SET recheck_at = now() WHERE transaction_id = $1 AND recheck_at IS NOT NULL', [txn]);
  await t.db.query('UPDATE jobs SET run_at = now() WHERE key = $1', [RECONCILE_PAYMENTS]);
  await t.app.jobs!.runDue();
}

const cod = (s: Shopper) => checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'));
const listed = async (s: Shopper, id: number) => (await ordersOf(s)).body.data.find((o) => o.id === id)!;

describe.each(GATEWAYS.filter((g) => g.statusCall))('$method: paid at the gateway, the return dropped, then a Cash On Delivery checkout', (g) => {
  it('the first order is recorded paid, never cancelled; the new order goes on beside it; logged', async () => {
    const warn = jest.spyOn(t.app.log, 'warn');
    const x = await order(g.method);
    await (await atGateway(x, g.method)).payOnly();
    const second = await cod(x.s);
    expect(second.status).toBe(200);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    expect(await orderState(t, second.body.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
    const pay = await paymentOf(x.txn);
    expect(pay).toMatchObject({ status: 'paid', gateway_reference: expect.any(String), next_in: null });
    // Both orders hold their unit.
    expect(await stockOf(t, x.p.id)).toBe(3);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: GATEWAY_IDS[g.method], transaction: x.txn, reference: pay.gateway_reference, amount: x.a.total_amount }),
      expect.stringMatching(/recorded paid when a newer checkout came/),
    );
    expect(await listed(x.s, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid', payment_note: null });
  });
});

describe('the card gateway does not answer when the newer checkout comes', () => {
  async function paidThenSilent(stock: number) {
    const warn = jest.spyOn(t.app.log, 'warn');
    const x = await order('Nabil Card', { stock });
    await (await atGateway(x, 'Nabil Card')).payOnly();
    cardGatewayDown();
    const second = await cod(x.s);
    expect(second.status).toBe(200);
    // Not cancelled: its stock went back (the new order took it), its payment is unknown.
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Unknown', failure_reason: 'replaced by a newer checkout' });
    const pay = await paymentOf(x.txn);
    expect(pay).toMatchObject({ status: 'unknown', rechecks: 0, next_in: 1 });
    expect(await stockOf(t, x.p.id)).toBe(stock - 1);
    expect(await listed(x.s, x.a.order_id)).toMatchObject({
      order_status: 'Pending',
      payment_status: 'Unknown',
      payment_note: PAYMENT_NOTES.unknown('order', x.a.total_amount, 'Nabil Card'),
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'nabil_card', transaction: x.txn, reference: pay.request_data!.order_id, amount: x.a.total_amount }),
      expect.stringMatching(/payment UNKNOWN \(reconciliation keeps asking\)/),
    );
    // Reconciliation while the gateway is still silent: asked again later, 5 minutes on.
    await reconcileNow(x.txn);
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'unknown', rechecks: 1, next_in: RECHECK_DELAYS_MINUTES[1] });
    expect(await orderState(t, x.a.order_id)).toMatchObject({ payment_status: 'Unknown' });
    cardGatewayBack();
    return { x, pay };
  }

  it('reconciliation finds it paid: restored as paid (its stock taken again), logged', async () => {
    const { x } = await paidThenSilent(5);
    const warn = jest.spyOn(t.app.log, 'warn');
    await reconcileNow(x.txn);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    const pay = await paymentOf(x.txn);
    expect(pay).toMatchObject({ status: 'paid', next_in: null });
    expect(await stockOf(t, x.p.id)).toBe(3);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'nabil_card', transaction: x.txn, reference: pay.gateway_reference, releasedAs: 'unknown (replaced by a newer checkout)' }),
      expect.stringMatching(/restored as paid/),
    );
  });

  it('reconciliation finds it paid after its last unit was sold: Refund Due, never lost, logged as an error', async () => {
    const { x } = await paidThenSilent(1);
    const error = jest.spyOn(t.app.log, 'error');
    await reconcileNow(x.txn);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Refund Due' });
    const pay = await paymentOf(x.txn);
    expect(pay).toMatchObject({ status: 'paid', refund_reason: `${x.p.name} is out of stock`, next_in: null });
    expect(await stockOf(t, x.p.id)).toBe(0);
    expect(await listed(x.s, x.a.order_id)).toMatchObject({ payment_status: 'Refund Due', payment_note: PAYMENT_NOTES.refundDue('order', x.a.total_amount, 'Nabil Card') });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'nabil_card', transaction: x.txn, reference: pay.gateway_reference, why: `${x.p.name} is out of stock` }),
      expect.stringMatching(/REFUND DUE/),
    );
  });

  it('not paid after all: when the gateway answers again the order is released as not paid, and asked about again later', async () => {
    const x = await order('Nabil Card');
    await atGateway(x, 'Nabil Card');
    cardGatewayDown();
    expect((await cod(x.s)).status).toBe(200);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Unknown' });
    cardGatewayBack();
    await reconcileNow(x.txn);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Cancelled', failure_reason: 'replaced by a newer checkout' });
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'cancelled', rechecks: 1, next_in: RECHECK_DELAYS_MINUTES[1] });
    expect(await stockOf(t, x.p.id)).toBe(4);
  });
});

describe('eSewa ePay v1 (no status call), its return never came', () => {
  it('a newer checkout: payment unknown, not cancelled, logged as an error; the later verified return restores it', async () => {
    const error = jest.spyOn(t.app.log, 'error');
    const x = await order('eSewa');
    const comeBack = await (await atGateway(x, 'eSewa')).payOnly();
    expect((await cod(x.s)).status).toBe(200);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Unknown', failure_reason: 'replaced by a newer checkout' });
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'unknown' });
    expect(await stockOf(t, x.p.id)).toBe(4);
    expect(await listed(x.s, x.a.order_id)).toMatchObject({ payment_status: 'Unknown', payment_note: PAYMENT_NOTES.unknown('order', x.a.total_amount, 'eSewa') });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'esewa', transaction: x.txn, reference: null, amount: x.a.total_amount, why: 'the gateway has no status call' }),
      expect.stringMatching(/payment UNKNOWN until the gateway or the shop settles it/),
    );
    // Reconciliation cannot ask eSewa: it stops, the payment stays unknown for the shop.
    await reconcileNow(x.txn);
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'unknown', next_in: null });
    expect((await comeBack()).final).toBe(completed('esewa', x.a.order_id));
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'paid', gateway_reference: expect.any(String) });
    expect(await stockOf(t, x.p.id)).toBe(3);
  });

  it('cancelled from Order History: the request stands, the stock goes back, the payment is unknown (not cancelled)', async () => {
    const x = await order('eSewa');
    const c = await post(api(t), `/cancel-order/${x.a.order_id}`, { cancelled_reason: 'Changed my mind' }, x.s.token);
    expect(c.status).toBe(200);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Unknown', failure_reason: 'cancelled by the customer' });
    expect(await listed(x.s, x.a.order_id)).toMatchObject({ cancelled_order: 'C', payment_status: 'Unknown' });
    expect(await stockOf(t, x.p.id)).toBe(5);
  });
});

describe('bookings paid at the gateway, the return dropped, then booked again', () => {
  const book = (s: Shopper, productId: number | string, payload: unknown) => post<CheckoutAnswer>(api(t), `/post-prebooking/${productId}?platform=W`, payload, s.token);

  it('a pre-booking: recorded paid, never replaced; the new pre-booking goes on beside it', async () => {
    const warn = jest.spyOn(t.app.log, 'warn');
    const p = await product(t, { pricePaisa: 30_000_00, prepaymentPaisa: 3_000_00 });
    const s = await shopper(t);
    const r = await book(s, p.id, orderPayload(valley, 'Connect IPS'));
    expect(r.status).toBe(200);
    const x: Placed = { p, s, a: r.body, txn: (await paymentsOf(t, { bookingId: r.body.order_id }))[0].transaction_id };
    await (await atGateway(x, 'Connect IPS')).payOnly();
    const again = await book(s, p.id, orderPayload(valley, 'Nabil Card'));
    expect(again.status).toBe(200);
    expect(await bookingState(t, r.body.order_id)).toMatchObject({ status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    expect(await bookingState(t, again.body.order_id)).toMatchObject({ status: 'Pending', payment_status: 'Pending' });
    const pay = await paymentOf(x.txn);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ booking: r.body.order_id, gateway: 'connect_ips', transaction: x.txn, reference: pay.gateway_reference }),
      expect.stringMatching(/recorded paid before a newer checkout/),
    );
    expect((await bookingsOf(s)).body.data.find((b) => b.id === r.body.order_id)).toMatchObject({ status: 'Accepted', payment_status: 'Paid' });
  });

  it('a scooter reservation whose gateway does not answer: payment unknown, shown as being checked; reconciliation restores it', async () => {
    const s = await shopper(t);
    const place = await somePlace(t);
    const reserve = (method: 'Nabil Card' | 'Connect IPS') =>
      post<CheckoutAnswer & { booking_id: number }>(api(t), '/post-prebooking/ola-s1-pro?platform=W', bookingPayload(place, method), s.token);
    const r = await reserve('Nabil Card');
    expect(r.status).toBe(200);
    const x: Placed = { p: { id: 0, name: '' }, s, a: r.body, txn: (await paymentsOf(t, { bookingId: r.body.booking_id }))[0].transaction_id };
    await (await atGateway(x, 'Nabil Card')).payOnly();
    cardGatewayDown();
    // A reload of the price summary books again, with another method.
    expect((await reserve('Connect IPS')).status).toBe(200);
    expect(await bookingState(t, r.body.booking_id)).toMatchObject({ status: 'Pending', payment_status: 'Unknown' });
    const list = await get<{ data: { orderId: number; orderStatus: string; reasonForFail: string | null }[] }>(api(t), '/ola/get-bookings', s.token);
    expect(list.body.data.find((b) => b.orderId === r.body.booking_id)).toMatchObject({ orderStatus: 'Pending', reasonForFail: RESERVATION_REASONS.beingChecked('the card payment service') });
    cardGatewayBack();
    await reconcileNow(x.txn);
    expect(await bookingState(t, r.body.booking_id)).toMatchObject({ status: 'Accepted', payment_status: 'Paid', failure_reason: null });
  });
});

describe('the reconciliation job', () => {
  it('asks again about a superseded payment with a growing delay, and restores it when the gateway reports it paid', async () => {
    const warn = jest.spyOn(t.app.log, 'warn');
    const x = await order('IME Pay');
    const gate = await atGateway(x, 'IME Pay');
    expect((await cod(x.s)).status).toBe(200);
    // The gateway had no completed payment: replaced as before, first asked about again in a minute.
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Cancelled', failure_reason: 'replaced by a newer checkout' });
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'cancelled', rechecks: 0, next_in: RECHECK_DELAYS_MINUTES[0] });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'imepay', transaction: x.txn, reference: expect.any(String) }),
      expect.stringMatching(/Replaced by a newer checkout: the gateway has no completed payment/),
    );
    await reconcileNow(x.txn);
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'cancelled', rechecks: 1, next_in: RECHECK_DELAYS_MINUTES[1] });
    await reconcileNow(x.txn);
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'cancelled', rechecks: 2, next_in: RECHECK_DELAYS_MINUTES[2] });

    // The payer finishes on the first tab; the browser never comes back.
    await gate.payOnly();
    await reconcileNow(x.txn);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    const pay = await paymentOf(x.txn);
    expect(pay).toMatchObject({ status: 'paid', next_in: null });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ order: x.a.order_id, gateway: 'imepay', transaction: x.txn, reference: pay.gateway_reference, releasedAs: 'cancelled (replaced by a newer checkout)' }),
      expect.stringMatching(/restored as paid/),
    );
  });

  it('stops after its last recheck', async () => {
    const x = await order('CG Pay');
    await atGateway(x, 'CG Pay');
    expect((await cod(x.s)).status).toBe(200);
    await t.db.query('UPDATE payments SET rechecks = $2 WHERE transaction_id = $1', [x.txn, RECHECK_DELAYS_MINUTES.length - 1]);
    await reconcileNow(x.txn);
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'cancelled', rechecks: RECHECK_DELAYS_MINUTES.length, next_in: null });
  });

  it('leaves alone what the gateway itself said was not paid', async () => {
    const x = await order('IME Pay');
    // The payer cancels on the gateway's page; the browser never comes back.
    const page = await gatewayPage(x.a);
    await hop(`${t.baseUrl}/sandbox/checkout/${checkoutId(page)}/cancel`, { method: 'POST', form: {} });
    expect((await cod(x.s)).status).toBe(200);
    expect(await orderState(t, x.a.order_id)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'cancelled by payer' });
    expect(await paymentOf(x.txn)).toMatchObject({ status: 'cancelled', next_in: null });
  });
});
