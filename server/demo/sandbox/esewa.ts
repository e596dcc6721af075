/**
 * Sandbox eSewa ePay v1:
 *   POST /sandbox/esewa/epay/main      the payment form (tAmt, amt, txAmt, psc, pdc, scd, pid, su, fu)
 *   POST /sandbox/esewa/epay/transrec  verification (amt, rid, pid, scd) → <response_code>Success|Failure</response_code>
 * Pay sends the browser to su?oid={pid}&amt={tAmt}&refId={our id}; Cancel to fu?pid={pid}.
 */
import type { FastifyInstance } from 'fastify';
import { parseRupees, rupeesText } from '../../payments/http';
import { paymentSettings } from '../../payments/config';
import { firstValues } from '../../http/form-body';
import { errorPage, foreignReturnProblem, sendPage } from './page';
import { isHttpUrl, issueTransaction, transactionById, transactionByReference, withParams } from './store';

const FIELDS = ['tAmt', 'amt', 'txAmt', 'psc', 'pdc', 'scd', 'pid', 'su', 'fu'] as const;

/** What is wrong with a payment form, or null. */
function formProblem(f: Record<string, string>, merchantCode: string): string | null {
  const missing = FIELDS.filter((k) => !f[k]);
  if (missing.length) return `The payment request is missing ${missing.join(', ')}.`;
  const [tAmt, amt, txAmt, psc, pdc] = (['tAmt', 'amt', 'txAmt', 'psc', 'pdc'] as const).map((k) => parseRupees(f[k]));
  if ([tAmt, amt, txAmt, psc, pdc].some((v) => v === null)) return 'Amounts must be rupees with at most two decimals.';
  if (!amt) return 'amt must be more than zero.';
  if (tAmt !== (amt as number) + (txAmt as number) + (psc as number) + (pdc as number)) return 'tAmt must equal amt + txAmt + psc + pdc.';
  if (f.scd !== merchantCode) return `Unknown merchant code "${f.scd}".`;
  if (f.pid.length > 64) return 'pid is too long.';
  if (!isHttpUrl(f.su) || !isHttpUrl(f.fu)) return 'su and fu must be http(s) URLs.';
  return null;
}

const xml = (code: 'Success' | 'Failure') => `<response>\n<response_code>\n${code}\n</response_code>\n</response>\n`;

export default async function sandboxEsewa(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post('/epay/main', async (request, reply) => {
    const s = paymentSettings(app.config);
    const f = firstValues(request.body);
    const problem = formProblem(f, s.esewa.merchantCode) ?? foreignReturnProblem(app, request, { su: f.su, fu: f.fu });
    if (problem) return sendPage(reply, errorPage('esewa', problem), 400);
    const amount = parseRupees(f.tAmt) as number;
    const issued = await issueTransaction(db, {
      gateway: 'esewa',
      merchant: f.scd,
      merchantReference: f.pid,
      amountPaisa: amount,
      successUrl: (id) => withParams(f.su, { oid: f.pid, amt: rupeesText(amount), refId: id }),
      failureUrl: () => withParams(f.fu, { pid: f.pid }),
      requestData: { ...f, merchant_name: s.merchantName, reference: f.pid },
    });
    // The same pid posted again (back button) reopens its payment; a different one is refused.
    const t = issued ?? (await transactionByReference(db, 'esewa', f.scd, f.pid));
    if (!t || (!issued && (t.amount_paisa !== amount || t.status !== 'created'))) {
      return sendPage(reply, errorPage('esewa', 'This pid has already been used for another payment.'), 409);
    }
    return reply.redirect(`/sandbox/checkout/${t.id}`, 303);
  });

  app.post('/epay/transrec', async (request, reply) => {
    const f = firstValues(request.body);
    const t = f.rid ? await transactionById(db, f.rid) : null;
    const ok =
      !!t &&
      t.gateway === 'esewa' &&
      t.status === 'paid' &&
      t.merchant === f.scd &&
      t.merchant_reference === f.pid &&
      parseRupees(f.amt) === t.amount_paisa;
    return reply.header('Content-Type', 'text/xml; charset=utf-8').send(xml(ok ? 'Success' : 'Failure'));
  });
}
