/**
 * Khalti (wallet checkout, docs/adr/0007-khalti-wallet-and-cg-pay.md).
 * - Hand-off: no redirect. The browser's wallet widget (ours) is opened with the public key, the
 *   product identity (our transaction id), name and url, and the amount in paisa; it pays through
 *   the wallet API ({base}/api/v2/payment/initiate/ and confirm/) and posts the confirm answer
 *   {idx, token, amount, product_identity, …} to our POST payment/khalti/callback.
 * - Verification, server to server: POST {base}/api/v2/payment/verify/ with
 *   `Authorization: Key <secret key>` and {token, amount} (OUR amount, never the browser's), answered
 *   by {idx, state: {name: 'Completed'}, amount, refunded, …} or a 400 with the reason.
 */
import type { PaymentSettings } from './config';
import { gatewayFetch, jsonObject } from './http';
import type { Handoff, PaymentGateway, PaymentToStart, ReturnOutcome, ReturnParams, StoredPayment, Verification } from './types';
import { KHALTI_PAYMENT_PREFERENCES } from '../../shared/api/types';

export const KHALTI_SLUG = 'khalti';

/** Our transaction ids: 'CG' + 16 hex digits (services/payments.ts newTransactionId). */
export const TRANSACTION_ID = /^CG[0-9A-F]{16}$/;

export const khaltiApiBase = (s: PaymentSettings) => `${s.khalti.baseUrl}/api/v2`;

/** Where the storefront lives: the return base without /api/payment. */
const storeOrigin = (s: PaymentSettings) => s.returnBase.replace(/\/api\/payment$/, '');

export function khaltiGateway(s: PaymentSettings): PaymentGateway {
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
      if (outcome === 'failure') return { ok: false, reason: 'cancelled by payer', raw: { returned: params } };
      const token = params.token?.trim();
      if (!token) return { ok: false, reason: 'verification failed', raw: { returned: params, error: 'no token' } };
      if (params.amount !== undefined && Number(params.amount) !== payment.amountPaisa) {
        return { ok: false, reason: 'amount mismatch', raw: { returned: params } };
      }
      let answer: Record<string, unknown> | null;
      let raw: Record<string, unknown>;
      try {
        const r = await gatewayFetch(
          `${khaltiApiBase(s)}/payment/verify/`,
          {
            method: 'POST',
            headers: { Authorization: `Key ${s.khalti.secretKey}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ token, amount: payment.amountPaisa }),
          },
          s.timeoutMs,
        );
        answer = jsonObject(r.text);
        raw = { returned: params, verify: { status: r.status, body: answer ?? r.text.slice(0, 2000) } };
        if (r.status >= 500) return { ok: false, reason: 'gateway unavailable', raw };
        if (r.status !== 200 || !answer) return { ok: false, reason: 'verification failed', raw };
      } catch (err) {
        return { ok: false, reason: 'gateway unavailable', raw: { returned: params, error: String(err) } };
      }
      const state = answer.state as { name?: unknown } | undefined;
      const idx = answer.idx;
      if (state?.name !== 'Completed' || typeof idx !== 'string' || answer.refunded === true) {
        return { ok: false, reason: 'verification failed', raw };
      }
      if (Number(answer.amount) !== payment.amountPaisa) return { ok: false, reason: 'amount mismatch', raw };
      if (answer.product_identity !== undefined && answer.product_identity !== payment.transactionId) {
        return { ok: false, reason: 'verification failed', raw };
      }
      return { ok: true, reference: idx, raw };
    },
  };
}
