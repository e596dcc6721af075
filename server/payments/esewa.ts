/**
 * eSewa ePay v1.
 * - Hand-off: a form POSTed to {base}/epay/main with tAmt, amt, txAmt, psc, pdc, scd, pid, su, fu
 *   (tAmt = amt + txAmt + psc + pdc; we charge no tax or fees on a reservation, so tAmt = amt).
 * - Success: eSewa sends the browser to su with ?oid={pid}&amt={tAmt}&refId={eSewa reference}.
 *   Failure or cancel: to fu (ours carries ?pid={pid}).
 * - Verification: POST {base}/epay/transrec with amt, rid, pid, scd (form-encoded), answered
 *   by XML whose <response_code> is Success or Failure. We send OUR amount, never the returned one.
 *   Failure cannot tell "not paid" from "a made-up refId", so it settles nothing
 *   ('verification failed'); only Success is final (docs/adr/0010-payment-truth.md).
 * - No status call: transrec needs the refId that only a success return carries, so ePay v1 has
 *   no lookup(); after a failure return the payment stays pending until its hold expires.
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
  /** transrec for one amount: success, failure (not paid, or not this rid/pid/amount) or unavailable. */
  const transrec = async (amountPaisa: number, refId: string, pid: string) => {
    const body = new URLSearchParams({ amt: rupeesText(amountPaisa), rid: refId, pid, scd: s.esewa.merchantCode }).toString();
    try {
      const r = await gatewayFetch(
        `${s.esewa.baseUrl}/epay/transrec`,
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body },
        s.timeoutMs,
      );
      const raw = { status: r.status, body: r.text.slice(0, 2000) };
      if (r.status >= 500) return { answer: 'unavailable' as const, raw };
      return { answer: r.status === 200 && transrecSucceeded(r.text) ? ('success' as const) : ('failure' as const), raw };
    } catch (err) {
      return { answer: 'unavailable' as const, raw: { error: String(err) } };
    }
  };

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
      const refId = params.refId?.trim();
      if (outcome === 'failure' || !refId || refId.length > 64) return { ok: false, reason: 'verification failed', raw: { returned: params } };
      // The returned amt is the browser's word: transrec is asked about OUR amount first.
      const ours = await transrec(payment.amountPaisa, refId, payment.transactionId);
      const raw = { returned: params, transrec: ours.raw };
      if (ours.answer === 'unavailable') return { ok: false, reason: 'gateway unavailable', raw };
      if (ours.answer === 'success') return { ok: true, reference: refId, raw };
      // Did eSewa take another amount for this pid (a form altered before paying)? Only eSewa's
      // own Success for that amount says so: then money came in, for the wrong amount.
      const returned = parseRupees(params.amt);
      if (returned !== null && returned > 0 && returned !== payment.amountPaisa) {
        const theirs = await transrec(returned, refId, payment.transactionId);
        if (theirs.answer === 'success') return { ok: false, reason: 'amount mismatch', raw: { ...raw, paidAmount: returned, transrecPaid: theirs.raw } };
      }
      return { ok: false, reason: 'verification failed', raw };
    },
  };
}
