/**
 * Sandbox CG Pay (docs/adr/0007-khalti-wallet-and-cg-pay.md):
 *   GET /sandbox/cg-pay/pay?merchant&txn&amount&currency&description&return_url&cancel_url&signature
 *       checks the signature (a changed field or a wrong key is refused), then the payer's page
 *   GET /sandbox/cg-pay/api/transactions/{reference}   basic auth merchant : secret
 *       → {reference, txn, merchant, amount, currency, status: CREATED | PAID | CANCELLED}
 *   GET /sandbox/cg-pay/api/transactions?txn={merchant's txn}   the same, found by the merchant's
 *       own txn (the status call, docs/adr/0010-payment-truth.md); 404 before the payer arrived
 * Pay sends the browser to return_url, Cancel to cancel_url, each with txn, reference, amount,
 * status and their signature.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstValues } from '../../http/form-body';
import { paymentSettings } from '../../payments/config';
import { basicAuth } from '../../payments/http';
import { cgPaySignature, cgPaySignatureIsValid } from '../../payments/cg-pay';
import { errorPage, foreignReturnProblem, sendPage } from './page';
import { isHttpUrl, issueTransaction, transactionById, transactionByReference, withParams } from './store';

const SIGNED = ['merchant', 'txn', 'amount', 'currency', 'description', 'return_url', 'cancel_url'] as const;
const STATUS = { created: 'CREATED', paid: 'PAID', cancelled: 'CANCELLED' } as const;

export default async function sandboxCgPay(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const settings = () => paymentSettings(app.config).cgPay;

  app.get('/pay', async (request, reply) => {
    const c = settings();
    const q = firstValues(request.query);
    const refuse = (m: string, status = 400) => sendPage(reply, errorPage('cg_pay', m), status);
    const missing = SIGNED.filter((k) => q[k] === undefined);
    if (missing.length) return refuse(`The payment request is missing ${missing.join(', ')}.`);
    const signed = Object.fromEntries(SIGNED.map((k) => [k, q[k]]));
    if (q.merchant !== c.merchantId) return refuse('Unknown merchant.');
    if (!cgPaySignatureIsValid(c.secret, signed, q.signature)) {
      return refuse('The signature does not match this payment request: a field was changed or the key is wrong.');
    }
    if (!/^\d{1,12}$/.test(q.amount) || Number(q.amount) < 1) return refuse('amount must be a whole number of paisa.');
    if (q.currency !== 'NPR') return refuse('currency must be NPR.');
    if (!q.txn || q.txn.length > 50) return refuse('txn must be 1 to 50 characters.');
    if (!isHttpUrl(q.return_url) || !isHttpUrl(q.cancel_url)) return refuse('return_url and cancel_url must be http(s) URLs.');
    const foreign = foreignReturnProblem(app, request, { return_url: q.return_url, cancel_url: q.cancel_url });
    if (foreign) return refuse(foreign);
    const amount = Number(q.amount);
    const back = (url: string, id: string, status: 'PAID' | 'CANCELLED') => {
      const params = { txn: q.txn, reference: id, amount: String(amount), status };
      return withParams(url, { ...params, signature: cgPaySignature(c.secret, params) });
    };
    const issued = await issueTransaction(db, {
      gateway: 'cg_pay',
      merchant: q.merchant,
      merchantReference: q.txn,
      amountPaisa: amount,
      successUrl: (id) => back(q.return_url, id, 'PAID'),
      failureUrl: (id) => back(q.cancel_url, id, 'CANCELLED'),
      requestData: { ...signed, merchant_name: paymentSettings(app.config).merchantName, reference: q.txn },
    });
    const t = issued ?? (await transactionByReference(db, 'cg_pay', q.merchant, q.txn));
    if (!t || (!issued && (t.amount_paisa !== amount || t.status !== 'created'))) return refuse('This txn has already been used.', 409);
    return reply.redirect(`/sandbox/checkout/${t.id}`, 303);
  });

  const authorised = (request: FastifyRequest) => {
    const c = settings();
    const got = Buffer.from(request.headers.authorization ?? '');
    const want = Buffer.from(basicAuth(c.merchantId, c.secret));
    return got.length === want.length && timingSafeEqual(got, want);
  };

  app.get<{ Params: { reference: string } }>('/api/transactions/:reference', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send({ error: 'unauthorized' });
    const t = await transactionById(db, request.params.reference);
    if (!t || t.gateway !== 'cg_pay' || t.merchant !== settings().merchantId) return reply.code(404).send({ error: 'transaction not found' });
    return { reference: t.id, txn: t.merchant_reference, merchant: t.merchant, amount: t.amount_paisa, currency: t.currency, status: STATUS[t.status] };
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/transactions', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send({ error: 'unauthorized' });
    const txn = firstValues(request.query).txn;
    if (!txn || txn.length > 50) return reply.code(400).send({ error: 'txn is required' });
    const t = await transactionByReference(db, 'cg_pay', settings().merchantId, txn);
    if (!t) return reply.code(404).send({ error: 'transaction not found' });
    return { reference: t.id, txn: t.merchant_reference, merchant: t.merchant, amount: t.amount_paisa, currency: t.currency, status: STATUS[t.status] };
  });
}
