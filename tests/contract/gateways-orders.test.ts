/**
 * Every redirect or form gateway end to end for an ORDER, over HTTP as a browser goes: checkout →
 * hand-off → sandbox page → pay or cancel → the gateway's return to us → server-to-server
 * verification → recorded once → the spec's /payment/{gateway}/?order=…&order_id=… page. Then replays and
 * tampering.
 */
import type { TestApp } from '../support/contract-app';
import { cgPaySignature } from '../../server/payments/cg-pay';
import { releaseAbandoned } from '../../server/orders/order-settlement';
import {
  addLine, balanceOf, cartOf, checkout, CHECKOUT_APP, checkoutApp, coupon, gatewayPage, giveCoins, orderPayload, orderState, paymentsOf,
  product, settle, shopper, stockOf, type CheckoutAnswer, type Place,
} from './checkout-support';
import { checkoutId, hop } from './reservation-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp({ ...CHECKOUT_APP, seedProducts: 40 })));
afterAll(() => t.close());

const METHODS = [
  ['eSewa', 'esewa'],
  ['Nabil Card', 'nabil-card'],
  ['Connect IPS', 'connect-ips'],
  ['IME Pay', 'imepay'],
  ['CG Pay', 'cg-pay'],
] as const;

async function order(method: string, opts: { coins?: number; code?: string; stock?: number } = {}) {
  const p = await product(t, { pricePaisa: 12_000_00, discountPaisa: 11_000_00, stock: opts.stock ?? 5 });
  const s = await shopper(t);
  await addLine(t, s.token, p.id, 1);
  if (opts.coins) await giveCoins(t, s.id, opts.coins);
  const q = `${opts.code ? `&coupon=${opts.code}` : ''}${opts.coins ? `&redeem=${opts.coins}` : ''}`;
  const r = await checkout(t, s.token, orderPayload(valley, method), q);
  if (r.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(r.body)}`);
  return { p, s, a: r.body };
}

const ledger = async (orderId: number) =>
  (await t.db.query<{ kind: string; points: number }>('SELECT kind, points FROM loyalty_ledger WHERE order_id = $1 ORDER BY id', [orderId])).rows;

describe.each(METHODS)('%s', (method, slug) => {
  it('hands off the way the storefront expects', async () => {
    const { a } = await order(method);
    if (method === 'eSewa') {
      expect(a.payment_data).toMatchObject({ url: `${t.baseUrl}/sandbox/esewa/epay/main`, method: 'POST' });
      expect(Object.keys(a.payment_data!.data).sort()).toEqual(['amt', 'fu', 'pdc', 'pid', 'psc', 'scd', 'su', 'tAmt', 'txAmt']);
      expect(a.payment_data!.data.tAmt).toBe(11_000);
    } else {
      expect(a.payment_gateway_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(a).not.toHaveProperty('payment_data');
    }
    expect(a).toMatchObject({ statusCode: 200, total_amount: 11_000, order_id: expect.any(Number) });
    expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
  });

  it('pay → verified → Accepted and Paid, cart emptied, coins earned and cash back, once', async () => {
    const { p, s, a } = await order(method);
    expect((await cartOf(t, s.token)).body.data.cart_items).toHaveLength(1);
    const { gatewayReturn, final } = await settle(t, a, 'pay');
    expect(gatewayReturn.startsWith(`${t.baseUrl}/api/payment/${slug}/success`)).toBe(true);
    expect(final).toBe(`${t.baseUrl}/payment/${slug}/?order=completed&order_id=${a.order_id}`);
    expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    const [pay] = await paymentsOf(t, { orderId: a.order_id });
    expect(pay).toMatchObject({ status: 'paid', amount_paisa: 11_000_00, gateway_reference: expect.any(String) });
    expect((await cartOf(t, s.token)).body.data.cart_items).toEqual([]);
    expect(await stockOf(t, p.id)).toBe(4);
    // 11,000 / 200 = 55 coins; no cash back below NPR 50,000.
    expect(await ledger(a.order_id)).toEqual([{ kind: 'earn', points: 55 }]);
  });

  it('cancel → the gateway confirms → Cancelled; stock, coins and coupon come back; the cart is intact and can be checked out again', async () => {
    const code = await coupon(t, { option: 'F', value: 1000, usageLimit: 100 });
    const { p, s, a } = await order(method, { coins: 100, code });
    expect(await stockOf(t, p.id)).toBe(4);
    expect(await balanceOf(t, s.id)).toBe(0);
    const { final } = await settle(t, a, 'cancel');
    expect(final).toBe(`${t.baseUrl}/payment/${slug}/?order=cancelled&order_id=${a.order_id}`);
    if (method === 'eSewa') {
      // ePay v1 has no status call: its failure return proves nothing, the order holds until the hold expires.
      expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
      expect(await stockOf(t, p.id)).toBe(4);
      await t.db.query(`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = $1`, [a.order_id]);
      // Nobody can confirm it was not paid: released with its payment unknown, never cancelled (ADR 10).
      await releaseAbandoned(t.db, 30);
      expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Unknown', failure_reason: 'expired unpaid' });
    } else {
      expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Cancelled', failure_reason: 'cancelled by payer' });
    }
    expect((await paymentsOf(t, { orderId: a.order_id }))[0]).toMatchObject({ status: method === 'eSewa' ? 'unknown' : 'cancelled' });
    expect(await stockOf(t, p.id)).toBe(5);
    expect(await balanceOf(t, s.id)).toBe(100);
    expect((await t.db.query('SELECT 1 FROM coupon_redemptions WHERE order_id = $1', [a.order_id])).rowCount).toBe(0);
    expect((await cartOf(t, s.token)).body.data.cart_items).toHaveLength(1);
    const retry = await checkout(t, s.token, orderPayload(valley, method), `&coupon=${code}&redeem=100`);
    expect(retry.status).toBe(200);
    expect(retry.body.total_amount).toBe(a.total_amount);
    const paid = await settle(t, retry.body, 'pay');
    expect(paid.final).toBe(`${t.baseUrl}/payment/${slug}/?order=completed&order_id=${retry.body.order_id}`);
  });

  it('20 copies of the first return racing each other record one payment', async () => {
    const { p, a } = await order(method);
    const page = await gatewayPage(a);
    const back = await hop(`${t.baseUrl}/sandbox/checkout/${checkoutId(page)}/pay`, { method: 'POST', form: {} });
    const replies = await Promise.all(Array.from({ length: 20 }, () => hop(back.location!)));
    for (const r of replies) expect(r.location).toBe(`${t.baseUrl}/payment/${slug}/?order=completed&order_id=${a.order_id}`);
    const pays = await paymentsOf(t, { orderId: a.order_id });
    expect(pays.map((x) => x.status)).toEqual(['paid']);
    expect(await ledger(a.order_id)).toEqual([{ kind: 'earn', points: 55 }]);
    expect(await stockOf(t, p.id)).toBe(4);
  });

  it('20 replays of the successful return give one payment and one state change', async () => {
    const { p, a } = await order(method);
    const { gatewayReturn, final } = await settle(t, a, 'pay');
    const before = await paymentsOf(t, { orderId: a.order_id });
    const replies = await Promise.all(Array.from({ length: 20 }, () => hop(gatewayReturn)));
    for (const r of replies) expect([r.status, r.location]).toEqual([302, final]);
    expect(await paymentsOf(t, { orderId: a.order_id })).toEqual(before);
    expect(await ledger(a.order_id)).toEqual([{ kind: 'earn', points: 55 }]);
    expect(await stockOf(t, p.id)).toBe(4);
    // A cancel arriving afterwards changes nothing either.
    const failure = gatewayReturn.replace('/success', '/failure');
    await hop(failure);
    expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
  });
});

describe('tampering', () => {
  it('eSewa: an amount lowered in the form is not paid; the order fails and releases its stock', async () => {
    const { p, a } = await order('eSewa');
    const pd = a.payment_data!;
    let page = await hop(pd.url, { method: 'POST', form: { ...pd.data, amt: 1, tAmt: 1 } });
    while (page.status === 303 && page.location) page = await hop(page.location);
    const back = await hop(`${t.baseUrl}/sandbox/checkout/${checkoutId(page)}/pay`, { method: 'POST', form: {} });
    const ours = await hop(back.location!);
    expect(ours.location).toBe(`${t.baseUrl}/payment/esewa/?order=failure&order_id=${a.order_id}`);
    expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Failed', payment_status: 'Failed', failure_reason: 'amount mismatch' });
    expect(await stockOf(t, p.id)).toBe(5);
  });

  it('CG Pay: a changed amount breaks the signature at the gateway; a forged return is not paid and fails nothing', async () => {
    const { a } = await order('CG Pay');
    const url = new URL(a.payment_gateway_url!);
    url.searchParams.set('amount', '100');
    const refused = await hop(url.toString());
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('signature does not match');
    const txn = url.searchParams.get('txn')!;
    const forged = { txn, reference: 'SB000000000000', amount: '1100000', status: 'PAID' };
    const wrongKey = cgPaySignature('not-the-secret', forged);
    const r = await hop(`${t.baseUrl}/api/payment/cg-pay/success?${new URLSearchParams({ ...forged, signature: wrongKey })}`);
    expect(r.location).toBe(`${t.baseUrl}/payment/cg-pay/?order=failure&order_id=${a.order_id}`);
    // CG Pay's transaction read (by our txn) knows no payment: still pending, the payer may pay yet.
    expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
    expect((await paymentsOf(t, { orderId: a.order_id }))[0].status).toBe('pending');
  });

  it('CG Pay: a validly signed return for a payment the gateway never completed is not paid, and it can still be paid', async () => {
    const { a } = await order('CG Pay');
    const txn = new URL(a.payment_gateway_url!).searchParams.get('txn')!;
    await gatewayPage(a); // the gateway issued a transaction, nobody paid it
    const sb = await t.db.query<{ id: string }>(`SELECT id FROM sandbox_transactions WHERE gateway = 'cg_pay' AND merchant_reference = $1`, [txn]);
    const forged = { txn, reference: sb.rows[0].id, amount: '1100000', status: 'PAID' };
    const r = await hop(`${t.baseUrl}/api/payment/cg-pay/success?${new URLSearchParams({ ...forged, signature: cgPaySignature('sandbox-cgpay-secret', forged) })}`);
    expect(r.location).toBe(`${t.baseUrl}/payment/cg-pay/?order=failure&order_id=${a.order_id}`);
    expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
    const paid = await settle(t, a, 'pay');
    expect(paid.final).toBe(`${t.baseUrl}/payment/cg-pay/?order=completed&order_id=${a.order_id}`);
    expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
  });

  it('IME Pay: a changed amount in the checkout is refused; a changed TranAmount in the return does not matter, the gateway decides', async () => {
    const { a } = await order('IME Pay');
    const url = new URL(a.payment_gateway_url!);
    const parts = Buffer.from(url.searchParams.get('data')!, 'base64').toString().split('|');
    const changed = [...parts];
    changed[3] = '1';
    url.searchParams.set('data', Buffer.from(changed.join('|')).toString('base64'));
    expect((await hop(url.toString())).status).toBe(400);
    const page = await gatewayPage(a);
    const back = await hop(`${t.baseUrl}/sandbox/checkout/${checkoutId(page)}/pay`, { method: 'POST', form: {} });
    const ret = new URL(back.location!);
    const answer = Buffer.from(ret.searchParams.get('data')!, 'base64').toString().split('|');
    answer[5] = '1';
    ret.searchParams.set('data', Buffer.from(answer.join('|')).toString('base64'));
    const ours = await hop(ret.toString());
    // IME Pay's confirm answers its own amount, ours: the payment is real.
    expect(ours.location).toBe(`${t.baseUrl}/payment/imepay/?order=completed&order_id=${a.order_id}`);
    expect(await orderState(t, a.order_id)).toMatchObject({ order_status: 'Accepted', payment_status: 'Paid' });
  });

  it('the Connect IPS hand-off page is only for a pending payment', async () => {
    const { a } = await order('Connect IPS');
    const page = await hop(a.payment_gateway_url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);
    await settle(t, a, 'cancel');
    const after = await hop(a.payment_gateway_url!);
    expect(after.status).toBe(409);
    expect((await hop(`${t.baseUrl}/api/payment-handoff/CG0000000000000000`)).status).toBe(404);
  });
});

describe('cash back', () => {
  it('an order from NPR 50,000 credits NPR 500 as coins once paid', async () => {
    const p = await product(t, { pricePaisa: 52_000_00 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id);
    const r = await checkout(t, s.token, orderPayload(valley, 'eSewa'));
    expect(r.status).toBe(200);
    await settle(t, r.body as CheckoutAnswer, 'pay');
    expect(await ledger(r.body.order_id)).toEqual([{ kind: 'earn', points: 260 }, { kind: 'cash_back', points: 500 }]);
    expect(await balanceOf(t, s.id)).toBe(760);
  });
});
