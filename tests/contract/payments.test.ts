/**
 * Each gateway end to end through the sandbox, over HTTP as a browser would go: booking → gateway
 * page → pay or cancel → the gateway's redirect to our return URL → verification server to
 * server → recorded once → the browser sent back to where the flow started.
 */
import { createPrivateKey, createSign } from 'node:crypto';
import type { TestApp } from '../support/contract-app';
import { RESERVATION_REASONS as R } from '../../server/reservation/reservation-messages';
import { get, post } from './http';
import {
  bookingPayload,
  bookingState,
  checkoutId,
  hop,
  newCustomer,
  openGateway,
  paymentState,
  reservationApp,
  settleAtGateway,
  type Place,
  type ReservationAnswer,
} from './reservation-support';

let t: TestApp;
let api: string;
let place: Place;
let buyer: string;
beforeAll(async () => ({ t, api, place, buyer } = await reservationApp()));
afterAll(() => t.close());

type Method = 'Nabil Card' | 'eSewa' | 'Connect IPS';
const METHODS: Method[] = ['Nabil Card', 'eSewa', 'Connect IPS'];

async function book(method: Method, extra: Record<string, unknown> = {}, token = buyer): Promise<ReservationAnswer> {
  const r = await post<ReservationAnswer>(api, '/post-prebooking/ola-s1-pro?platform=W', bookingPayload(place, method, extra), token);
  if (r.status !== 200) throw new Error(`booking failed: ${JSON.stringify(r.body)}`);
  return r.body;
}

const storefrontTarget = (bookingId: number, status: string) =>
  `${t.baseUrl}/myReservations?source=ola&product=ola-s1-pro&cg_reservation=${bookingId}&cg_status=${status}`;

describe.each(METHODS)('%s through the sandbox', (method) => {
  it('pay → verified → Accepted, and the browser goes back to /myReservations', async () => {
    const me = await newCustomer(api);
    const answer = await book(method, {}, me);
    const { gatewayReturn, final } = await settleAtGateway(t.baseUrl, answer, 'pay');
    expect(gatewayReturn.startsWith(`${t.baseUrl}/api/payment/`)).toBe(true);
    expect(final).toBe(storefrontTarget(answer.booking_id, 'completed'));
    expect(await bookingState(t, answer.booking_id)).toEqual({ status: 'Accepted', payment_status: 'Paid', failure_reason: null });
    const p = await paymentState(t, answer.booking_id);
    expect(p).toMatchObject({ status: 'paid', failure_reason: null, gateway_reference: expect.any(String) });
    expect(p.verified_at).not.toBeNull();
    const list = await get<{ data: { orderId: number; orderStatus: string; reasonForFail: string | null }[] }>(api, '/ola/get-bookings', me);
    expect(list.body.data[0]).toMatchObject({ orderId: answer.booking_id, orderStatus: 'Accepted', reasonForFail: null });
  });

  it('cancel → the gateway confirms it → Failed with the reason "cancelled by payer" (eSewa: no status call, still pending)', async () => {
    const answer = await book(method);
    const { final } = await settleAtGateway(t.baseUrl, answer, 'cancel');
    expect(final).toBe(storefrontTarget(answer.booking_id, 'cancelled'));
    if (method === 'eSewa') {
      // ePay v1 cannot be asked without the refId of a success return: the failure return proves nothing.
      expect(await bookingState(t, answer.booking_id)).toEqual({ status: 'Pending', payment_status: 'Pending', failure_reason: null });
      expect(await paymentState(t, answer.booking_id)).toMatchObject({ status: 'pending', verified_at: null });
      return;
    }
    expect(await bookingState(t, answer.booking_id)).toEqual({ status: 'Failed', payment_status: 'Cancelled', failure_reason: 'cancelled by payer' });
    expect(await paymentState(t, answer.booking_id)).toMatchObject({ status: 'cancelled', failure_reason: 'cancelled by payer', verified_at: null });
    const list = await get<{ data: { orderId: number; reasonForFail: string | null }[] }>(api, '/ola/get-bookings', buyer);
    expect(list.body.data.find((b) => b.orderId === answer.booking_id)?.reasonForFail).toBe(
      R.cancelledAtGateway(method === 'Nabil Card' ? 'the card payment service' : method),
    );
  });

  it('a replayed return changes nothing', async () => {
    const answer = await book(method);
    const { gatewayReturn, final } = await settleAtGateway(t.baseUrl, answer, 'pay');
    const before = await paymentState(t, answer.booking_id);
    const again = await hop(gatewayReturn);
    expect(again.status).toBe(302);
    expect(again.location).toBe(final);
    expect(await paymentState(t, answer.booking_id)).toEqual(before);
    expect((await bookingState(t, answer.booking_id)).status).toBe('Accepted');
    // A cancel arriving after the payment (or replayed) does not undo it either.
    const failureUrl = method === 'eSewa' ? String(answer.payment_data!.data.fu) : gatewayReturn.replace('/success?', '/failure?');
    const page = await hop(failureUrl);
    expect(page.status).toBe(302);
    expect(await paymentState(t, answer.booking_id)).toEqual(before);
  });

  it('sends the browser back to the partner page that hosts the widget', async () => {
    const partnerPage = `http://localhost:${t.config.demoPort}/?model=pro#reserve`;
    const answer = await book(method, { return_url: partnerPage });
    const paid = await settleAtGateway(t.baseUrl, answer, 'pay');
    expect(paid.final).toBe(`http://localhost:${t.config.demoPort}/?model=pro&cg_reservation=${answer.booking_id}&cg_status=completed#reserve`);
    const other = await book(method, { return_url: partnerPage });
    const cancelled = await settleAtGateway(t.baseUrl, other, 'cancel');
    expect(new URL(cancelled.final).searchParams.get('cg_status')).toBe('cancelled');
  });
});

describe('tampering and forgery', () => {
  it('eSewa: a tampered amount is not paid (amount mismatch)', async () => {
    const answer = await book('eSewa');
    const page = await openGateway(answer, { amt: 1, tAmt: 1 });
    expect(page.text).toContain('NPR 1.00');
    const back = await hop(`${t.baseUrl}/sandbox/checkout/${checkoutId(page)}/pay`, { method: 'POST', form: {} });
    const ours = await hop(back.location!);
    expect(new URL(ours.location!).searchParams.get('cg_status')).toBe('failure');
    expect(await bookingState(t, answer.booking_id)).toEqual({ status: 'Failed', payment_status: 'Failed', failure_reason: 'amount mismatch' });
    expect((await paymentState(t, answer.booking_id)).status).toBe('failed');
  });

  it('eSewa: a success redirect that the amount was altered in after paying is not paid either (nor failed: eSewa did not say)', async () => {
    const answer = await book('eSewa');
    const page = await openGateway(answer, { amt: 1, tAmt: 1 });
    const back = await hop(`${t.baseUrl}/sandbox/checkout/${checkoutId(page)}/pay`, { method: 'POST', form: {} });
    const forged = new URL(back.location!);
    forged.searchParams.set('amt', '9999');
    await hop(forged.toString());
    expect(await bookingState(t, answer.booking_id)).toMatchObject({ status: 'Pending', payment_status: 'Pending' });
    expect((await paymentState(t, answer.booking_id)).status).toBe('pending');
  });

  it('eSewa: a forged success redirect without a sandbox payment is not paid, and fails nothing', async () => {
    const answer = await book('eSewa');
    const pid = String(answer.payment_data!.data.pid);
    const forged = await hop(`${t.baseUrl}/api/payment/esewa/success?oid=${pid}&amt=9999&refId=SB000000000000`);
    expect(forged.status).toBe(302);
    expect(new URL(forged.location!).searchParams.get('cg_status')).toBe('failure');
    expect(await bookingState(t, answer.booking_id)).toMatchObject({ status: 'Pending', failure_reason: null });
    expect((await paymentState(t, answer.booking_id)).status).toBe('pending');
    // The real payment still goes through.
    const { final } = await settleAtGateway(t.baseUrl, answer, 'pay');
    expect(final).toBe(storefrontTarget(answer.booking_id, 'completed'));
    expect((await bookingState(t, answer.booking_id)).status).toBe('Accepted');
  });

  it("eSewa: another payment's refId does not pay this one", async () => {
    const paid = await book('eSewa');
    const { gatewayReturn } = await settleAtGateway(t.baseUrl, paid, 'pay');
    const refId = new URL(gatewayReturn).searchParams.get('refId')!;
    const victim = await book('eSewa');
    const pid = String(victim.payment_data!.data.pid);
    await hop(`${t.baseUrl}/api/payment/esewa/success?oid=${pid}&amt=9999&refId=${refId}`);
    expect(await bookingState(t, victim.booking_id)).toMatchObject({ status: 'Pending', failure_reason: null });
    expect((await paymentState(t, victim.booking_id)).status).toBe('pending');
  });

  it('eSewa transrec answers honestly', async () => {
    const answer = await book('eSewa');
    const { gatewayReturn } = await settleAtGateway(t.baseUrl, answer, 'pay');
    const q = new URL(gatewayReturn).searchParams;
    const transrec = async (f: Record<string, string>) => (await hop(`${t.baseUrl}/sandbox/esewa/epay/transrec`, { method: 'POST', form: f })).text;
    const good = { amt: '9999', rid: q.get('refId')!, pid: q.get('oid')!, scd: 'EPAYTEST' };
    expect(await transrec(good)).toMatch(/<response_code>\s*Success\s*<\/response_code>/);
    expect(await transrec({ ...good, amt: '1' })).toMatch(/Failure/);
    expect(await transrec({ ...good, pid: 'CG0000000000000000' })).toMatch(/Failure/);
    expect(await transrec({ ...good, rid: 'SBNOPE' })).toMatch(/Failure/);
  });

  it('Connect IPS: a tampered amount or a bad TOKEN is refused at the gateway and nothing is paid', async () => {
    const answer = await book('Connect IPS');
    const tampered = await openGateway(answer, { TXNAMT: 100 });
    expect(tampered.status).toBe(400);
    expect(tampered.text).toContain('The TOKEN does not match');
    const forged = await openGateway(answer, { TOKEN: Buffer.from('not a signature').toString('base64') });
    expect(forged.status).toBe(400);
    expect(await paymentState(t, answer.booking_id)).toMatchObject({ status: 'pending' });
    // A success redirect for it is not confirmed (Connect IPS knows no such payment yet): nothing changes.
    const back = await hop(`${t.baseUrl}/api/payment/connect-ips/success?TXNID=${answer.payment_data!.data.TXNID}`);
    expect(back.status).toBe(302);
    expect(await bookingState(t, answer.booking_id)).toMatchObject({ status: 'Pending', failure_reason: null });
  });

  it('Connect IPS validatetxn answers honestly and needs basic auth', async () => {
    const answer = await book('Connect IPS');
    await settleAtGateway(t.baseUrl, answer, 'pay');
    const d = answer.payment_data!.data;
    const keyRow = await t.db.query<{ private_key_pem: string }>("SELECT private_key_pem FROM gateway_keys WHERE name = 'connect_ips'");
    const key = createPrivateKey(keyRow.rows[0].private_key_pem);
    const sign = (text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');
    const validate = async (txnAmt: number, token?: string, auth = `Basic ${Buffer.from('CG-DEMO-APP:sandbox-password').toString('base64')}`) => {
      const body = { merchantId: d.MERCHANTID, appId: d.APPID, referenceId: d.TXNID, txnAmt };
      const res = await fetch(`${t.baseUrl}/sandbox/connect-ips/connectipswebws/api/creditor/validatetxn`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify({ ...body, token: token ?? sign(`MERCHANTID=${d.MERCHANTID},APPID=${d.APPID},REFERENCEID=${d.TXNID},TXNAMT=${txnAmt}`) }),
      });
      return { status: res.status, body: (await res.json()) as { status: string } };
    };
    expect((await validate(999900)).body.status).toBe('SUCCESS');
    expect((await validate(100)).body).toMatchObject({ status: 'FAILED', statusDesc: 'Amount does not match the transaction' });
    expect((await validate(999900, sign('MERCHANTID=1,APPID=x,REFERENCEID=y,TXNAMT=1'))).body.status).toBe('ERROR');
    expect((await validate(999900, undefined, 'Basic bm9wZTpub3Bl')).status).toBe(401);
  });

  it('card: a success return before paying is not paid, nor failed (the gateway says the order is open); paying then counts', async () => {
    const answer = await book('Nabil Card');
    const txn = await paymentState(t, answer.booking_id);
    const forged = await hop(`${t.baseUrl}/api/payment/nabil-card/success?txn=${txn.transaction_id}`);
    expect(forged.status).toBe(302);
    expect(await bookingState(t, answer.booking_id)).toMatchObject({ status: 'Pending', failure_reason: null });
    const { final } = await settleAtGateway(t.baseUrl, answer, 'pay');
    expect(final).toBe(storefrontTarget(answer.booking_id, 'completed'));
    expect((await paymentState(t, answer.booking_id)).status).toBe('paid');
  });

  it('card: the gateway API needs the merchant credentials', async () => {
    const res = await fetch(`${t.baseUrl}/sandbox/nabil-card/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from('CG-DEMO:wrong').toString('base64')}` },
      body: JSON.stringify({ order_reference: 'X1', amount: 100, currency: 'NPR' }),
    });
    expect(res.status).toBe(401);
    const status = await fetch(`${t.baseUrl}/sandbox/nabil-card/api/orders/SB000000000000`);
    expect(status.status).toBe(401);
  });
});

describe('payment returns that make no sense', () => {
  it.each([
    ['/api/payment/paypal/success?x=1', 404],
    ['/api/payment/esewa/maybe?oid=1', 404],
    ['/api/payment/esewa/success', 400],
    ['/api/payment/esewa/success?oid=CG0000000000000000&amt=9999&refId=SB1', 404],
    ['/api/payment/connect-ips/failure?TXNID=nope', 404],
  ])('%s answers %i as JSON', async (path, status) => {
    const r = await get(t.baseUrl, path);
    expect(r.status).toBe(status);
    expect(r.body.statusCode).toBe(status);
  });
});

describe('the sandbox pages', () => {
  it('shows merchant, amount, Pay and Cancel without any script, under a strict CSP', async () => {
    const answer = await book('eSewa');
    const page = await openGateway(answer);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('CG Digital');
    expect(page.text).toContain('NPR 9,999.00');
    expect(page.text).toMatch(/<button type="submit" class="pay">Pay NPR 9,999.00<\/button>/);
    expect(page.text).toMatch(/<button type="submit" class="cancel">Cancel/);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const css = await fetch(`${t.baseUrl}/sandbox/sandbox.css`);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('refuses an eSewa form whose total does not add up, or from an unknown merchant', async () => {
    const answer = await book('eSewa');
    const sum = await openGateway(answer, { tAmt: 5 });
    expect(sum.status).toBe(400);
    expect(sum.text).toContain('tAmt must equal amt + txAmt + psc + pdc.');
    const merchant = await openGateway(answer, { scd: 'SOMEONE' });
    expect(merchant.status).toBe(400);
  });
});

describe('a gateway that does not answer', () => {
  const saved = process.env.NABIL_CARD_BASE_URL;
  afterAll(() => {
    if (saved === undefined) delete process.env.NABIL_CARD_BASE_URL;
    else process.env.NABIL_CARD_BASE_URL = saved;
  });

  it('answers 502 for the card booking and records the reason, no half-made payment left pending', async () => {
    process.env.NABIL_CARD_BASE_URL = 'http://127.0.0.1:9/nowhere';
    const me = await newCustomer(api);
    const r = await post(api, '/post-prebooking/ola-s1-pro?platform=W', bookingPayload(place, 'Nabil Card'), me);
    expect(r.status).toBe(502);
    expect(r.body.message).toMatch(/payment service is not answering/);
    const list = await get<{ data: { orderId: number; orderStatus: string; reasonForFail: string }[] }>(api, '/ola/get-bookings', me);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ orderStatus: 'Failed', reasonForFail: R.gatewayDown('the card payment service') });
    expect((await paymentState(t, list.body.data[0].orderId)).status).toBe('failed');
  });
});
