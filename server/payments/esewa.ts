/**
 * eSewa ePay v1.
 * - Hand-off: a form POSTed to {base}/epay/main with tAmt, amt, txAmt, psc, pdc, scd, pid, su, fu
 *   (tAmt = amt + txAmt + psc + pdc; we charge no tax or fees on a reservation, so tAmt = amt).
 * - Success: eSewa sends the browser to su with ?oid={pid}&amt={tAmt}&refId={eSewa reference}.
 *   Failure or cancel: to fu (ours carries ?pid={pid}).
 * - Verification: POST {base}/epay/transrec with amt, rid, pid, scd (form-encoded), answered
 *   by XML whose <response_code> is Success or Failure. We send OUR amount, never the returned one.
 */
import { returnUrl, type PaymentSettings } from './config';
import { gatewayFetch, parseRupees, rupeesText } from './http';
import type { Handoff, PaymentGateway, PaymentToStart, ReturnOutcome, ReturnParams, StoredPayment, Verification } from './types';

export const ESEWA_SLUG = 'esewa';

export interface EsewaFormFields {
  tAmt: number;
  amt: number;
  txAmt: number;
  psc: number;
  pdc: number;
  scd: string;
  pid: string;
  su: string;
  fu: string;
}

export function esewaFields(s: PaymentSettings, p: PaymentToStart): EsewaFormFields {
  const amt = Number(rupeesText(p.amountPaisa));
  const txAmt = 0;
  const psc = 0;
  const pdc = 0;
  return {
    tAmt: amt + txAmt + psc + pdc,
    amt,
    txAmt,
    psc,
    pdc,
    scd: s.esewa.merchantCode,
    pid: p.transactionId,
    su: returnUrl(s, ESEWA_SLUG, 'success'),
    fu: `${returnUrl(s, ESEWA_SLUG, 'failure')}?pid=${encodeURIComponent(p.transactionId)}`,
  };
}

/** Reads the transrec answer: true only for <response_code>Success</response_code>. */
export function transrecSucceeded(xml: string): boolean {
  const m = /<response_code>\s*([A-Za-z]+)\s*<\/response_code>/i.exec(xml);
  return !!m && m[1].toLowerCase() === 'success';
}

export function esewaGateway(s: PaymentSettings): PaymentGateway {
  return {
    id: 'esewa',
    slug: ESEWA_SLUG,

    async initiate(p: PaymentToStart): Promise<Handoff> {
      const fields = esewaFields(s, p);
      return { kind: 'form', url: `${s.esewa.baseUrl}/epay/main`, method: 'POST', fields: { ...fields } };
    },

    transactionIdOf(outcome: ReturnOutcome, params: ReturnParams): string | null {
      return (outcome === 'success' ? params.oid : params.pid) || null;
    },

    async verify(payment: StoredPayment, outcome: ReturnOutcome, params: ReturnParams): Promise<Verification> {
      if (outcome === 'failure') return { ok: false, reason: 'cancelled by payer', raw: { returned: params } };
      const refId = params.refId?.trim();
      if (parseRupees(params.amt) !== payment.amountPaisa) {
        return { ok: false, reason: 'amount mismatch', raw: { returned: params } };
      }
      if (!refId) return { ok: false, reason: 'verification failed', raw: { returned: params } };
      const body = new URLSearchParams({
        amt: rupeesText(payment.amountPaisa),
        rid: refId,
        pid: payment.transactionId,
        scd: s.esewa.merchantCode,
      }).toString();
      try {
        const r = await gatewayFetch(
          `${s.esewa.baseUrl}/epay/transrec`,
          { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body },
          s.timeoutMs,
        );
        const raw = { returned: params, transrec: { status: r.status, body: r.text.slice(0, 2000) } };
        if (r.status >= 500) return { ok: false, reason: 'gateway unavailable', raw };
        return r.status === 200 && transrecSucceeded(r.text)
          ? { ok: true, reference: refId, raw }
          : { ok: false, reason: 'verification failed', raw };
      } catch (err) {
        return { ok: false, reason: 'gateway unavailable', raw: { returned: params, error: String(err) } };
      }
    },
  };
}
