/**
 * IME Pay web checkout.
 * - Token, server to server: POST {base}/api/Web/GetToken with basic auth (API user : password)
 *   and the header `Module: base64(module)`, JSON {MerchantCode, Amount (rupees), RefId (our
 *   transaction id)} → {ResponseCode: 0, TokenId, Amount, RefId}.
 * - Hand-off: the browser goes to {base}/WebCheckout/Checkout?data=base64(TokenId|MerchantCode|
 *   RefId|TranAmount|Method|RespUrl|CancelUrl).
 * - Return: RespUrl (our success URL) or CancelUrl (our failure URL), each carrying ?txn={ours},
 *   with data=base64(ResponseCode|ResponseDescription|Msisdn|TransactionId|RefId|TranAmount|TokenId)
 *   (or the same as separate form fields).
 * - Confirmation, server to server: POST {base}/api/Web/Confirm {MerchantCode, RefId, TokenId
 *   (the one WE got), TransactionId, Msisdn} → ResponseCode 0 means paid. Anything else settles
 *   nothing by itself (TransactionId and Msisdn come from the browser): the status call decides.
 * - Status call (lookup()), server to server: POST {base}/api/Web/Recheck {MerchantCode, RefId,
 *   TokenId} (all ours) → {ResponseCode: 0 paid | 1 failed | 2 pending or unknown | 3 cancelled
 *   by the payer, ResponseDescription, Msisdn, TransactionId, RefId, TokenId, TranAmount}
 *   (docs/adr/0010-payment-truth.md).
 */
import { returnUrl, type PaymentSettings } from './config';
import { basicAuth, gatewayFetch, jsonObject, parseRupees, rupeesText } from './http';
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

export const IMEPAY_SLUG = 'imepay';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The pipe-separated fields of the checkout `data` parameter. */
export const checkoutData = (f: { TokenId: string; MerchantCode: string; RefId: string; TranAmount: string; Method: string; RespUrl: string; CancelUrl: string }) =>
  b64([f.TokenId, f.MerchantCode, f.RefId, f.TranAmount, f.Method, f.RespUrl, f.CancelUrl].join('|'));

export const RESPONSE_FIELDS = ['ResponseCode', 'ResponseDescription', 'Msisdn', 'TransactionId', 'RefId', 'TranAmount', 'TokenId'] as const;
export type ImePayResponse = Record<(typeof RESPONSE_FIELDS)[number], string>;

export const responseData = (r: ImePayResponse) => b64(RESPONSE_FIELDS.map((k) => r[k]).join('|'));

/** The gateway's answer from a return: the `data` parameter decoded, or separate fields. */
export function readResponse(params: ReturnParams): Partial<ImePayResponse> {
  if (params.data) {
    let text = '';
    try {
      text = Buffer.from(params.data, 'base64').toString('utf8');
    } catch {
      return {};
    }
    const parts = text.split('|');
    if (parts.length !== RESPONSE_FIELDS.length) return {};
    return Object.fromEntries(RESPONSE_FIELDS.map((k, i) => [k, parts[i]])) as ImePayResponse;
  }
  return Object.fromEntries(RESPONSE_FIELDS.filter((k) => params[k] !== undefined).map((k) => [k, params[k]]));
}

export const imePayHeaders = (s: PaymentSettings) => ({
  Authorization: basicAuth(s.imepay.apiUser, s.imepay.apiPassword),
  Module: b64(s.imepay.module),
  'Content-Type': 'application/json',
});

export function imePayGateway(s: PaymentSettings): PaymentGateway {
  const c = s.imepay;
  const back = (outcome: 'success' | 'failure', txn: string) => `${returnUrl(s, IMEPAY_SLUG, outcome)}?txn=${encodeURIComponent(txn)}`;

  return {
    id: 'imepay',
    slug: IMEPAY_SLUG,

    async initiate(p: PaymentToStart): Promise<Handoff> {
      const amount = rupeesText(p.amountPaisa);
      const r = await gatewayFetch(
        `${c.baseUrl}/api/Web/GetToken`,
        { method: 'POST', headers: imePayHeaders(s), body: JSON.stringify({ MerchantCode: c.merchantCode, Amount: amount, RefId: p.transactionId }) },
        s.timeoutMs,
      );
      const answer = jsonObject(r.text);
      const token = answer?.TokenId;
      if (r.status !== 200 || String(answer?.ResponseCode) !== '0' || typeof token !== 'string' || !token) {
        throw new GatewayError(`IME Pay refused the token request (HTTP ${r.status}): ${r.text.slice(0, 200)}`);
      }
      const data = checkoutData({
        TokenId: token,
        MerchantCode: c.merchantCode,
        RefId: p.transactionId,
        TranAmount: amount,
        Method: 'GET',
        RespUrl: back('success', p.transactionId),
        CancelUrl: back('failure', p.transactionId),
      });
      return { kind: 'redirect', url: `${c.baseUrl}/WebCheckout/Checkout?data=${encodeURIComponent(data)}`, state: { token_id: token } };
    },

    transactionIdOf(_outcome: ReturnOutcome, params: ReturnParams): string | null {
      return params.txn || readResponse(params).RefId || null;
    },

    async verify(payment: StoredPayment, outcome: ReturnOutcome, params: ReturnParams): Promise<Verification> {
      const got = readResponse(params);
      const raw0 = { returned: params, decoded: got };
      const token = payment.requestData?.token_id;
      if (typeof token !== 'string') return { ok: false, reason: 'verification failed', raw: { ...raw0, error: 'no token' } };
      // A failure return, or one that is not about our RefId and TokenId, claims nothing we can confirm.
      if (outcome === 'failure' || got.ResponseCode !== '0' || got.RefId !== payment.transactionId || got.TokenId !== token || !got.TransactionId || !got.Msisdn) {
        return { ok: false, reason: 'verification failed', raw: raw0 };
      }
      let answer: Record<string, unknown> | null;
      let raw: Record<string, unknown>;
      try {
        const r = await gatewayFetch(
          `${c.baseUrl}/api/Web/Confirm`,
          {
            method: 'POST',
            headers: imePayHeaders(s),
            body: JSON.stringify({ MerchantCode: c.merchantCode, RefId: payment.transactionId, TokenId: token, TransactionId: got.TransactionId, Msisdn: got.Msisdn }),
          },
          s.timeoutMs,
        );
        answer = jsonObject(r.text);
        raw = { ...raw0, confirm: { status: r.status, body: answer ?? r.text.slice(0, 2000) } };
        if (r.status >= 500 || r.status === 401 || r.status === 403) return { ok: false, reason: 'gateway unavailable', raw };
      } catch (err) {
        return { ok: false, reason: 'gateway unavailable', raw: { ...raw0, error: String(err) } };
      }
      if (String(answer?.ResponseCode) !== '0' || answer?.RefId !== payment.transactionId) return { ok: false, reason: 'verification failed', raw };
      // The amount is the gateway's (the returned TranAmount is only the browser's word).
      if (answer?.TranAmount !== undefined && parseRupees(String(answer.TranAmount)) !== payment.amountPaisa) {
        return { ok: false, reason: 'amount mismatch', raw };
      }
      return { ok: true, reference: String(got.TransactionId), raw };
    },

    async lookup(payment: StoredPayment): Promise<Verification> {
      const token = payment.requestData?.token_id;
      // No token: the hand-off never happened, so nothing can have been paid.
      if (typeof token !== 'string') return { ok: false, reason: 'not completed', raw: { error: 'no token' } };
      let answer: Record<string, unknown> | null;
      let raw: Record<string, unknown>;
      try {
        const r = await gatewayFetch(
          `${c.baseUrl}/api/Web/Recheck`,
          { method: 'POST', headers: imePayHeaders(s), body: JSON.stringify({ MerchantCode: c.merchantCode, RefId: payment.transactionId, TokenId: token }) },
          s.timeoutMs,
        );
        answer = jsonObject(r.text);
        raw = { recheck: { status: r.status, body: answer ?? r.text.slice(0, 2000) } };
        if (r.status !== 200 || !answer) return { ok: false, reason: 'gateway unavailable', raw };
      } catch (err) {
        return { ok: false, reason: 'gateway unavailable', raw: { error: String(err) } };
      }
      if (answer.RefId !== undefined && answer.RefId !== payment.transactionId) return { ok: false, reason: 'verification failed', raw };
      switch (String(answer.ResponseCode)) {
        case '0':
          if (typeof answer.TransactionId !== 'string' || !answer.TransactionId) return { ok: false, reason: 'verification failed', raw };
          if (answer.TranAmount !== undefined && parseRupees(String(answer.TranAmount)) !== payment.amountPaisa) return { ok: false, reason: 'amount mismatch', raw };
          return { ok: true, reference: answer.TransactionId, raw };
        case '1':
          return { ok: false, reason: 'declined by the bank', raw };
        case '3':
          return { ok: false, reason: 'cancelled by payer', raw };
        default:
          return { ok: false, reason: 'not completed', raw };
      }
    },
  };
}
