/**
 * Khalti (wallet checkout, docs/adr/0007-khalti-wallet-and-cg-pay.md).
 * - Hand-off: no redirect. The browser's wallet widget (ours) is opened with the public key, the
 *   product identity (our transaction id), name and url, and the amount in paisa; it pays through
 *   the wallet API ({base}/api/v2/payment/initiate/ and confirm/) and posts the confirm answer
 *   {idx, token, amount, product_identity, …} to our POST payment/khalti/callback.
 * - Verification, server to server: POST {base}/api/v2/payment/verify/ with
 *   `Authorization: Key <secret key>` and {token, amount} (OUR amount, never the browser's), answered
 *   by {idx, state: {name: 'Completed'}, amount, refunded, …} or a 400 with the reason. A 4xx
 *   settles nothing: the token is the browser's, it may be made up.
 * - Status call (lookup()), server to server: GET {base}/api/v2/merchant-transaction/?product_identity={ours}
 *   with the same key → {total_records, records: [{idx, state: {name}, amount, refunded, product_identity}]}.
 *   A Completed record for our amount is paid; Completed for another amount is a final 'amount
 *   mismatch'; anything else (Initiated, Pending, none) settles nothing, since the widget can
 *   always start over for the same product identity (docs/adr/0010-payment-truth.md).
 */
import type { PaymentSettings } from './config';
import { gatewayFetch, jsonObject } from './http';
import type { Handoff, PaymentGateway, PaymentToStart, ReturnOutcome, ReturnParams, StoredPayment, Verification } from './types';
import { KHALTI_PAYMENT_PREFERENCES } from '../../shared/api/types';

export const KHALTI_SLUG = 'khalti';

/** Our transaction ids: 'CG' + 16 hex digits (payments/payments.ts newTransactionId). */
export const TRANSACTION_ID = /^CG[0-9A-F]{16}$/;

export const khaltiApiBase = (s: PaymentSettings) => `${s.khalti.baseUrl}/api/v2`;

/** Where the storefront lives: the return base without /api/payment. */
const storeOrigin = (s: PaymentSettings) => s.returnBase.replace(/\/api\/payment$/, '');

export function khaltiGateway(s: PaymentSettings): PaymentGateway {
  const headers = { Authorization: `Key ${s.khalti.secretKey}`, 'Content-Type': 'application/json' };
  return {
    id: 'khalti',
    slug: KHALTI_SLUG,

    async initiate(p: PaymentToStart): Promise<Handoff> {
      return {
        kind: 'widget',
        url: khaltiApiBase(s),
        fields: {
          public_key: s.khalti.publicKey,
          product_identity: p.transactionId,
          product_name: p.description.slice(0, 100),
          product_url: `${storeOrigin(s)}/`,
          amount: p.amountPaisa,
          api_base: khaltiApiBase(s),
          payment_preference: [...KHALTI_PAYMENT_PREFERENCES],
        },
      };
    },

    transactionIdOf(_outcome: ReturnOutcome, params: ReturnParams): string | null {
      const id = params.product_identity?.trim();
      return id && TRANSACTION_ID.test(id) ? id : null;
    },

    async verify(payment: StoredPayment, outcome: ReturnOutcome, params: ReturnParams): Promise<Verification> {
      const token = params.token?.trim();
      if (outcome === 'failure' || !token) return { ok: false, reason: 'verification failed', raw: { returned: params, error: 'no token' } };
      if (params.amount !== undefined && Number(params.amount) !== payment.amountPaisa) {
        return { ok: false, reason: 'verification failed', raw: { returned: params, error: 'not our amount' } };
      }
      // The payload's amount is the browser's word; Khalti is asked about OUR amount.
      let answer: Record<string, unknown> | null;
      let raw: Record<string, unknown>;
      try {
        const r = await gatewayFetch(
          `${khaltiApiBase(s)}/payment/verify/`,
          { method: 'POST', headers, body: JSON.stringify({ token, amount: payment.amountPaisa }) },
          s.timeoutMs,
        );
        answer = jsonObject(r.text);
        raw = { returned: params, verify: { status: r.status, body: answer ?? r.text.slice(0, 2000) } };
        if (r.status >= 500 || r.status === 401 || r.status === 403) return { ok: false, reason: 'gateway unavailable', raw };
        if (r.status !== 200 || !answer) return { ok: false, reason: 'verification failed', raw };
      } catch (err) {
        return { ok: false, reason: 'gateway unavailable', raw: { returned: params, error: String(err) } };
      }
      const state = answer.state as { name?: unknown } | undefined;
      const idx = answer.idx;
      const ours = answer.product_identity === undefined || answer.product_identity === payment.transactionId;
      if (state?.name !== 'Completed' || typeof idx !== 'string' || answer.refunded === true || !ours || Number(answer.amount) !== payment.amountPaisa) {
        return { ok: false, reason: 'verification failed', raw };
      }
      return { ok: true, reference: idx, raw };
    },

    async lookup(payment: StoredPayment): Promise<Verification> {
      let answer: Record<string, unknown> | null;
      let raw: Record<string, unknown>;
      try {
        const q = new URLSearchParams({ product_identity: payment.transactionId });
        const r = await gatewayFetch(`${khaltiApiBase(s)}/merchant-transaction/?${q}`, { method: 'GET', headers }, s.timeoutMs);
        answer = jsonObject(r.text);
        raw = { lookup: { status: r.status, body: answer ?? r.text.slice(0, 2000) } };
        if (r.status !== 200 || !answer || !Array.isArray(answer.records)) return { ok: false, reason: r.status === 404 ? 'not completed' : 'gateway unavailable', raw };
      } catch (err) {
        return { ok: false, reason: 'gateway unavailable', raw: { error: String(err) } };
      }
      const completed = (answer.records as unknown[])
        .filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
        .filter((x) => x.product_identity === payment.transactionId && (x.state as { name?: unknown } | undefined)?.name === 'Completed' && x.refunded !== true && typeof x.idx === 'string');
      const paid = completed.find((x) => Number(x.amount) === payment.amountPaisa);
      if (paid) return { ok: true, reference: paid.idx as string, raw };
      if (completed.length) return { ok: false, reason: 'amount mismatch', raw: { ...raw, paidAmount: Number(completed[0].amount), reference: completed[0].idx } };
      return { ok: false, reason: 'not completed', raw };
    },
  };
}
