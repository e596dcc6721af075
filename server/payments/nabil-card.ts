/**
 * The card gateway ('Nabil Card': Master/Visa Debit/Credit Card/UnionPay), an order-based
 * hosted payment page in the style of the banks' e-commerce gateways.
 * - Initiate, server to server: POST {base}/api/orders (basic auth merchant id : API key) with
 *   {order_reference, amount (paisa), currency, description, approve_url, decline_url, cancel_url}
 *   → {order_id, session_id, payment_url}; the browser is redirected to payment_url.
 * - Return: approve_url (our success URL) or decline/cancel_url (our failure URL), each carrying
 *   ?txn={our transaction id}, with &ORDERID={order_id} appended by the gateway.
 * - Confirmation, server to server: GET {base}/api/orders/{order_id} → {order_id,
 *   order_reference, amount, currency, status: CREATED | APPROVED | DECLINED | CANCELED}.
 *   Only APPROVED, for our reference, amount and currency, is paid; CANCELED and DECLINED are
 *   final; CREATED (the payer is still on the page) or an unknown order settles nothing. Asked
 *   with the order id WE stored, it is also the status call (lookup(), the "order inquiry").
 */
import { returnUrl, type PaymentSettings } from './config';
import { basicAuth, gatewayFetch, jsonObject } from './http';
import {
  GatewayError,
  type Handoff,
  type PaymentGateway,
  type PaymentToStart,
  type ReturnOutcome,
  type ReturnParams,
  type StoredPayment,
  type Verification,
} from './types';

export const NABIL_CARD_SLUG = 'nabil-card';

export function nabilCardGateway(s: PaymentSettings): PaymentGateway {
  const c = s.nabilCard;
  const auth = basicAuth(c.merchantId, c.apiKey);
  const back = (outcome: 'success' | 'failure', txn: string) => `${returnUrl(s, NABIL_CARD_SLUG, outcome)}?txn=${encodeURIComponent(txn)}`;

  /** The order inquiry: GET the gateway order WE created for this payment. */
  const inquire = async (payment: StoredPayment): Promise<Verification> => {
    const orderId = payment.requestData?.order_id;
    // No gateway order: the hand-off never happened, so nothing can have been paid.
    if (typeof orderId !== 'string') return { ok: false, reason: 'not completed', raw: { error: 'no gateway order' } };
    let answer: Record<string, unknown> | null;
    let raw: Record<string, unknown>;
    try {
      const r = await gatewayFetch(`${c.baseUrl}/api/orders/${encodeURIComponent(orderId)}`, { method: 'GET', headers: { Authorization: auth } }, s.timeoutMs);
      answer = jsonObject(r.text);
      raw = { order: { status: r.status, body: answer ?? r.text.slice(0, 2000) } };
      if (r.status >= 500 || r.status === 401 || r.status === 403) return { ok: false, reason: 'gateway unavailable', raw };
      if (r.status !== 200 || !answer) return { ok: false, reason: 'not completed', raw };
    } catch (err) {
      return { ok: false, reason: 'gateway unavailable', raw: { error: String(err) } };
    }
    if (answer.order_reference !== payment.transactionId) return { ok: false, reason: 'verification failed', raw };
    switch (answer.status) {
      case 'APPROVED':
        if (Number(answer.amount) !== payment.amountPaisa || answer.currency !== payment.currency) return { ok: false, reason: 'amount mismatch', raw };
        return { ok: true, reference: orderId, raw };
      case 'CANCELED':
        return { ok: false, reason: 'cancelled by payer', raw };
      case 'DECLINED':
        return { ok: false, reason: 'declined by the bank', raw };
      default:
        return { ok: false, reason: 'not completed', raw };
    }
  };

  return {
    id: 'nabil_card',
    slug: NABIL_CARD_SLUG,

    async initiate(p: PaymentToStart): Promise<Handoff> {
      const order = {
        order_reference: p.transactionId,
        amount: p.amountPaisa,
        currency: p.currency,
        description: p.description,
        approve_url: back('success', p.transactionId),
        decline_url: back('failure', p.transactionId),
        cancel_url: back('failure', p.transactionId),
      };
      const r = await gatewayFetch(
        `${c.baseUrl}/api/orders`,
        { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json' }, body: JSON.stringify(order) },
        s.timeoutMs,
      );
      const answer = jsonObject(r.text);
      const orderId = answer?.order_id;
      const url = answer?.payment_url;
      if (r.status >= 300 || typeof orderId !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        throw new GatewayError(`the card gateway refused the order (HTTP ${r.status}): ${r.text.slice(0, 200)}`);
      }
      return { kind: 'redirect', url, state: { order_id: orderId, session_id: answer?.session_id ?? null } };
    },

    transactionIdOf(_outcome: ReturnOutcome, params: ReturnParams): string | null {
      return params.txn || null;
    },

    async verify(payment: StoredPayment, outcome: ReturnOutcome, params: ReturnParams): Promise<Verification> {
      if (outcome === 'failure') return { ok: false, reason: 'verification failed', raw: { returned: params } };
      const orderId = payment.requestData?.order_id;
      if (typeof orderId !== 'string' || (params.ORDERID && params.ORDERID !== orderId)) {
        return { ok: false, reason: 'verification failed', raw: { returned: params, error: 'ORDERID is not this payment’s order' } };
      }
      const v = await inquire(payment);
      return { ...v, raw: { returned: params, ...(v.raw as object) } } as Verification;
    },

    lookup: inquire,
  };
}
