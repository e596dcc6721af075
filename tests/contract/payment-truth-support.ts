/**
 * What the payment-truth suites share: the sandbox gateways, an order placed through one of them,
 * and the payer's tab stopped on the gateway's page (pay there, come back or not).
 */
import type { TestApp } from '../support/contract-app';
import { cgPaySignature } from '../../server/payments/cg-pay';
import { get, post } from './http';
import { addLine, api, checkout, gatewayPage, giveCoins, orderPayload, paymentsOf, payWithKhalti, product, shopper, type CheckoutAnswer, type Place, type Shopper } from './checkout-support';
import { checkoutId, hop } from './reservation-support';

export interface Gateway {
  method: string;
  slug: string;
  /** The gateway offers a status call (all but eSewa ePay v1). */
  statusCall: boolean;
}

export const GATEWAYS: Gateway[] = [
  { method: 'eSewa', slug: 'esewa', statusCall: false },
  { method: 'Connect IPS', slug: 'connect-ips', statusCall: true },
  { method: 'Nabil Card', slug: 'nabil-card', statusCall: true },
  { method: 'Khalti', slug: 'khalti', statusCall: true },
  { method: 'IME Pay', slug: 'imepay', statusCall: true },
  { method: 'CG Pay', slug: 'cg-pay', statusCall: true },
];
export const GATEWAY_IDS: Record<string, string> = {
  eSewa: 'esewa', 'Connect IPS': 'connect_ips', 'Nabil Card': 'nabil_card', Khalti: 'khalti', 'IME Pay': 'imepay', 'CG Pay': 'cg_pay',
};

export const PRICE = 11_000_00;

export interface Placed {
  p: { id: number; name: string };
  s: Shopper;
  a: CheckoutAnswer;
  txn: string;
}

/** The helpers over one suite's app; `app` is read when a helper runs (after beforeAll). */
export function paymentTruthKit(app: () => { t: TestApp; valley: Place }) {
  const at = () => app();

  async function order(method: string, opts: { stock?: number; coins?: number; code?: string; s?: Shopper; p?: { id: number; name: string } } = {}): Promise<Placed> {
    const { t, valley } = at();
    const p = opts.p ?? (await product(t, { pricePaisa: PRICE, stock: opts.stock ?? 5 }));
    const s = opts.s ?? (await shopper(t));
    await addLine(t, s.token, p.id, 1);
    if (opts.coins) await giveCoins(t, s.id, opts.coins);
    const q = `${opts.code ? `&coupon=${opts.code}` : ''}${opts.coins ? `&redeem=${opts.coins}` : ''}`;
    const r = await checkout(t, s.token, orderPayload(valley, method), q);
    if (r.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(r.body)}`);
    const [pay] = await paymentsOf(t, { orderId: r.body.order_id });
    return { p, s, a: r.body, txn: pay.transaction_id };
  }

  const khaltiCallback = (token: string, body: unknown) => post<{ statusCode: number; url: string; message: string }>(api(at().t), '/payment/khalti/callback', body, token);

  /**
   * The payer's first tab, stopped on the gateway's page. pay() pays there and lets the browser
   * come back to us (Khalti: the widget pays and posts its callback); payOnly() pays and answers
   * how the browser would come back, without coming back yet.
   */
  async function atGateway(x: Placed, method: string) {
    const { t } = at();
    if (method === 'Khalti') {
      const payOnly = async () => {
        const payload = await payWithKhalti(x.a);
        return async () => ({ final: (await khaltiCallback(x.s.token, payload)).body.url });
      };
      return { payOnly, pay: async () => (await payOnly())() };
    }
    const page = await gatewayPage(x.a);
    const id = checkoutId(page);
    const payOnly = async () => {
      const back = await hop(`${t.baseUrl}/sandbox/checkout/${id}/pay`, { method: 'POST', form: {} });
      if (back.status !== 303 || !back.location) throw new Error(`sandbox answered ${back.status}`);
      return async () => {
        const ours = await hop(back.location!);
        if (ours.status !== 302 || !ours.location) throw new Error(`return answered ${ours.status}: ${ours.text}`);
        return { final: ours.location };
      };
    };
    return { payOnly, pay: async () => (await payOnly())() };
  }

  /** A failure return for this payment as anyone can type it. */
  function forgedFailure(slug: string, txn: string): string {
    const q: Record<string, string> = {
      esewa: `pid=${txn}`,
      'connect-ips': `TXNID=${txn}`,
      'nabil-card': `txn=${txn}`,
      imepay: `txn=${txn}`,
      'cg-pay': `txn=${txn}&status=CANCELLED`,
      khalti: `product_identity=${txn}`,
    };
    return `${at().t.baseUrl}/api/payment/${slug}/failure?${q[slug]}`;
  }

  const b64 = (text: string) => Buffer.from(text).toString('base64');

  /** A success return (or Khalti callback) claiming a payment with a reference the gateway does not confirm. */
  async function forgedSuccess(g: Gateway, x: Placed): Promise<number> {
    const amount = String(x.a.total_amount);
    const urls: Record<string, string> = {
      esewa: `oid=${x.txn}&amt=${amount}&refId=SB000000000000`,
      'connect-ips': `TXNID=${x.txn}`,
      'nabil-card': `txn=${x.txn}&ORDERID=SB000000000000`,
      imepay: `txn=${x.txn}&data=${encodeURIComponent(b64(`0|Success|9800000001|IME123456789|${x.txn}|${amount}|SB000000000000`))}`,
      'cg-pay': (() => {
        const signed = { txn: x.txn, reference: 'SB000000000000', amount: String(x.a.total_amount * 100), status: 'PAID' };
        return new URLSearchParams({ ...signed, signature: cgPaySignature('sandbox-cgpay-secret', signed) }).toString();
      })(),
    };
    if (g.slug === 'khalti') {
      return (await khaltiCallback(x.s.token, { token: 'made-up-token', amount: x.a.total_amount * 100, product_identity: x.txn, idx: 'SB000000000000' })).status;
    }
    return (await hop(`${at().t.baseUrl}/api/payment/${g.slug}/success?${urls[g.slug]}`)).status;
  }

  /** Where a paid order's return sends the browser: its return page, naming the order. */
  const completed = (slug: string, orderId: number) => `${at().t.baseUrl}/payment/${slug}/?order=completed&order_id=${orderId}`;

  const expireOrder = (id: number, hours = 2) => at().t.db.query(`UPDATE orders SET created_at = now() - ($2::int * interval '1 hour') WHERE id = $1`, [id, hours]);
  const expireBooking = (id: number, hours = 2) => at().t.db.query(`UPDATE bookings SET created_at = now() - ($2::int * interval '1 hour') WHERE id = $1`, [id, hours]);

  const ordersOf = (s: Shopper) => get<{ data: Record<string, unknown>[] }>(api(at().t), '/get-orders', s.token);
  const bookingsOf = (s: Shopper) => get<{ data: Record<string, unknown>[] }>(api(at().t), '/get-bookings', s.token);
  const redemptions = async (orderId: number) => (await at().t.db.query('SELECT 1 FROM coupon_redemptions WHERE order_id = $1', [orderId])).rowCount;

  return { order, khaltiCallback, atGateway, forgedFailure, forgedSuccess, completed, expireOrder, expireBooking, ordersOf, bookingsOf, redemptions };
}
