/**
 * CG Pay: the store's own wallet, with a small signed-redirect protocol modelled on the others
 * (docs/adr/0007-khalti-wallet-and-cg-pay.md). Every signature is hex HMAC-SHA256 with the
 * merchant secret over the parameters sorted by name, as `name=value` joined by '&' (raw values,
 * not URL-encoded), without `signature` itself.
 * - Hand-off: redirect to {base}/pay?merchant&txn&amount (paisa)&currency&description&return_url&cancel_url&signature.
 * - Return: return_url or cancel_url with txn, reference (CG Pay's), amount, status (PAID | CANCELLED)
 *   and signature over those four.
 * - Verification, server to server: GET {base}/api/transactions/{reference} with basic auth
 *   merchant : secret → {reference, txn, merchant, amount, currency, status: CREATED | PAID | CANCELLED}.
 * - Status call (lookup()): GET {base}/api/transactions?txn={ours}, same auth and answer (404 when
 *   the payer never reached CG Pay). PAID for our txn and amount is paid, CANCELLED is final,
 *   CREATED settles nothing (docs/adr/0010-payment-truth.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { returnUrl, type PaymentSettings } from './config';
import { basicAuth, gatewayFetch, jsonObject } from './http';
import type { Handoff, PaymentGateway, PaymentToStart, ReturnOutcome, ReturnParams, StoredPayment, Verification } from './types';

export const CG_PAY_SLUG = 'cg-pay';

/** The text a signature covers. */
export function signingText(params: Record<string, string | number>): string {
  return Object.keys(params)
    .filter((k) => k !== 'signature')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const cgPaySignature = (secret: string, params: Record<string, string | number>) =>
  createHmac('sha256', secret).update(signingText(params), 'utf8').digest('hex');

export function cgPaySignatureIsValid(secret: string, params: Record<string, string | number>, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const want = Buffer.from(cgPaySignature(secret, params), 'hex');
  return timingSafeEqual(want, Buffer.from(signature, 'hex'));
}

/** The four signed parameters of a return. */
export const RETURN_KEYS = ['txn', 'reference', 'amount', 'status'] as const;

export function cgPayGateway(s: PaymentSettings): PaymentGateway {
  const c = s.cgPay;

  /** Reads one transaction (by CG Pay's reference, or ours) and says what it means for our payment. */
  const read = async (payment: StoredPayment, path: string): Promise<Verification> => {
    let answer: Record<string, unknown> | null;
    let raw: Record<string, unknown>;
    try {
      const r = await gatewayFetch(`${c.baseUrl}${path}`, { method: 'GET', headers: { Authorization: basicAuth(c.merchantId, c.secret) } }, s.timeoutMs);
      answer = jsonObject(r.text);
      raw = { transaction: { status: r.status, body: answer ?? r.text.slice(0, 2000) } };
      if (r.status >= 500 || r.status === 401 || r.status === 403) return { ok: false, reason: 'gateway unavailable', raw };
      if (r.status !== 200 || !answer) return { ok: false, reason: 'not completed', raw };
    } catch (err) {
      return { ok: false, reason: 'gateway unavailable', raw: { error: String(err) } };
    }
    if (answer.txn !== payment.transactionId || typeof answer.reference !== 'string') return { ok: false, reason: 'verification failed', raw };
    if (answer.status === 'CANCELLED') return { ok: false, reason: 'cancelled by payer', raw };
    if (answer.status !== 'PAID') return { ok: false, reason: 'not completed', raw };
    if (Number(answer.amount) !== payment.amountPaisa || answer.currency !== payment.currency) return { ok: false, reason: 'amount mismatch', raw };
    return { ok: true, reference: answer.reference, raw };
  };

  return {
    id: 'cg_pay',
    slug: CG_PAY_SLUG,

    async initiate(p: PaymentToStart): Promise<Handoff> {
      const params: Record<string, string | number> = {
        merchant: c.merchantId,
        txn: p.transactionId,
        amount: p.amountPaisa,
        currency: p.currency,
        description: p.description.slice(0, 120),
        return_url: returnUrl(s, CG_PAY_SLUG, 'success'),
        cancel_url: returnUrl(s, CG_PAY_SLUG, 'failure'),
      };
      const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      q.set('signature', cgPaySignature(c.secret, params));
      return { kind: 'redirect', url: `${c.baseUrl}/pay?${q.toString()}` };
    },

    transactionIdOf(_outcome: ReturnOutcome, params: ReturnParams): string | null {
      return params.txn || null;
    },

    async verify(payment: StoredPayment, outcome: ReturnOutcome, params: ReturnParams): Promise<Verification> {
      const signed = Object.fromEntries(RETURN_KEYS.map((k) => [k, params[k] ?? '']));
      if (outcome === 'failure' || !params.reference || !cgPaySignatureIsValid(c.secret, signed, params.signature) || params.txn !== payment.transactionId) {
        return { ok: false, reason: 'verification failed', raw: { returned: params, error: outcome === 'failure' ? 'a failure return' : 'not a signed return of this payment' } };
      }
      const v = await read(payment, `/api/transactions/${encodeURIComponent(params.reference)}`);
      return { ...v, raw: { returned: params, ...(v.raw as object) } } as Verification;
    },

    lookup: (payment: StoredPayment) => read(payment, `/api/transactions?${new URLSearchParams({ txn: payment.transactionId })}`),
  };
}
