/**
 * Sandbox IME Pay (basic auth API user : password and a base64 Module header on the API):
 *   POST /sandbox/imepay/api/Web/GetToken       {MerchantCode, Amount, RefId} → {ResponseCode: 0, TokenId, Amount, RefId}
 *   GET  /sandbox/imepay/WebCheckout/Checkout?data=base64(TokenId|MerchantCode|RefId|TranAmount|Method|RespUrl|CancelUrl)
 *        the payer's page (Pay / Cancel)
 *   POST /sandbox/imepay/api/Web/Confirm        {MerchantCode, RefId, TokenId, TransactionId, Msisdn}
 *        → {ResponseCode: 0 paid | 1 not paid, ResponseDescription, …, TranAmount}
 *   POST /sandbox/imepay/api/Web/Recheck        {MerchantCode, RefId, TokenId} → the status call:
 *        {ResponseCode: 0 paid | 1 failed | 2 pending or unknown | 3 cancelled by the payer,
 *         ResponseDescription, Msisdn, TransactionId, RefId, TokenId, TranAmount}
 * Pay sends the browser to RespUrl, Cancel to CancelUrl, each with
 * data=base64(ResponseCode|ResponseDescription|Msisdn|TransactionId|RefId|TranAmount|TokenId).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPlainObject } from '../../http/validate';
import { firstValues } from '../../http/form-body';
import { paymentSettings } from '../../payments/config';
import { parseRupees, rupeesText } from '../../payments/http';
import { imePayHeaders, responseData } from '../../payments/imepay';
import { errorPage, foreignReturnProblem, sendPage } from './page';
import { isHttpUrl, issueTransaction, transactionById, withParams } from './store';

const SANDBOX_MSISDN = '9800000001';

export default async function sandboxImePay(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const settings = () => paymentSettings(app.config);

  const authorised = (request: FastifyRequest) => {
    const want = imePayHeaders(settings());
    const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
    return same(request.headers.authorization ?? '', want.Authorization) && same(String(request.headers.module ?? ''), want.Module);
  };

  app.post('/api/Web/GetToken', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send({ ResponseCode: 1, ResponseDescription: 'Unauthorized' });
    const b = isPlainObject(request.body) ? firstValues(request.body) : {};
    const c = settings().imepay;
    const amount = parseRupees(b.Amount);
    if (b.MerchantCode !== c.merchantCode) return reply.code(400).send({ ResponseCode: 1, ResponseDescription: 'Invalid MerchantCode' });
    if (!amount) return reply.code(400).send({ ResponseCode: 1, ResponseDescription: 'Invalid Amount' });
    if (!b.RefId || b.RefId.length > 50) return reply.code(400).send({ ResponseCode: 1, ResponseDescription: 'Invalid RefId' });
    const t = await issueTransaction(db, {
      gateway: 'imepay',
      merchant: c.merchantCode,
      merchantReference: b.RefId,
      amountPaisa: amount,
      // The browser's URLs arrive with the checkout request.
      successUrl: () => `${app.config.publicUrl}/`,
      failureUrl: () => `${app.config.publicUrl}/`,
      requestData: { merchant_name: settings().merchantName, reference: b.RefId, description: 'IME Pay checkout' },
    });
    if (!t) return reply.code(409).send({ ResponseCode: 1, ResponseDescription: 'Duplicate RefId' });
    return { ResponseCode: 0, ResponseDescription: 'Success', TokenId: t.id, Amount: rupeesText(amount), RefId: b.RefId };
  });

  app.get<{ Querystring: Record<string, unknown> }>('/WebCheckout/Checkout', async (request, reply) => {
    const refuseWith = (m: string, status = 400) => sendPage(reply, errorPage('imepay', m), status);
    const data = typeof request.query.data === 'string' ? request.query.data : '';
    const parts = Buffer.from(data, 'base64').toString('utf8').split('|');
    if (parts.length !== 7) return refuseWith('The checkout request is malformed.');
    const [tokenId, merchantCode, refId, tranAmount, , respUrl, cancelUrl] = parts;
    const t = await transactionById(db, tokenId);
    if (!t || t.gateway !== 'imepay') return refuseWith('Unknown TokenId.', 404);
    if (t.merchant !== merchantCode || t.merchant_reference !== refId || parseRupees(tranAmount) !== t.amount_paisa) {
      return refuseWith('The checkout request does not match its token (MerchantCode, RefId or amount changed).');
    }
    if (!isHttpUrl(respUrl) || !isHttpUrl(cancelUrl)) return refuseWith('RespUrl and CancelUrl must be http(s) URLs.');
    const foreign = foreignReturnProblem(app, request, { RespUrl: respUrl, CancelUrl: cancelUrl });
    if (foreign) return refuseWith(foreign);
    if (t.status === 'created') {
      const transactionId = String(t.request_data.transaction_id ?? `IME${randomInt(100000000, 999999999)}`);
      const amount = rupeesText(t.amount_paisa);
      const answer = (code: '0' | '1', description: string) =>
        responseData({ ResponseCode: code, ResponseDescription: description, Msisdn: SANDBOX_MSISDN, TransactionId: transactionId, RefId: refId, TranAmount: amount, TokenId: tokenId });
      await db.query(
        `UPDATE sandbox_transactions SET success_url = $2, failure_url = $3, request_data = request_data || $4::jsonb, updated_at = now()
          WHERE id = $1 AND status = 'created'`,
        [t.id, withParams(respUrl, { data: answer('0', 'Success') }), withParams(cancelUrl, { data: answer('1', 'Cancelled by user') }), JSON.stringify({ transaction_id: transactionId })],
      );
    }
    return reply.redirect(`/sandbox/checkout/${t.id}`, 303);
  });

  app.post('/api/Web/Confirm', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send({ ResponseCode: 1, ResponseDescription: 'Unauthorized' });
    const b = isPlainObject(request.body) ? firstValues(request.body) : {};
    const t = b.TokenId ? await transactionById(db, b.TokenId) : null;
    const base = { Msisdn: b.Msisdn ?? '', TransactionId: b.TransactionId ?? '', RefId: b.RefId ?? '', TokenId: b.TokenId ?? '' };
    const failed = (why: string) => reply.send({ ResponseCode: 1, ResponseDescription: why, ...base });
    if (!t || t.gateway !== 'imepay' || t.merchant !== b.MerchantCode || t.merchant_reference !== b.RefId) return failed('Transaction not found');
    if (t.status !== 'paid') return failed(t.status === 'cancelled' ? 'Transaction cancelled by the payer' : 'Transaction not completed');
    if (String(t.request_data.transaction_id ?? '') !== b.TransactionId || b.Msisdn !== SANDBOX_MSISDN) return failed('TransactionId or Msisdn does not match');
    return { ResponseCode: 0, ResponseDescription: 'Success', ...base, TranAmount: rupeesText(t.amount_paisa) };
  });

  app.post('/api/Web/Recheck', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send({ ResponseCode: 1, ResponseDescription: 'Unauthorized' });
    const b = isPlainObject(request.body) ? firstValues(request.body) : {};
    const t = b.TokenId ? await transactionById(db, b.TokenId) : null;
    const base = { RefId: b.RefId ?? '', TokenId: b.TokenId ?? '' };
    if (!t || t.gateway !== 'imepay' || t.merchant !== b.MerchantCode || t.merchant_reference !== b.RefId) {
      return { ResponseCode: 2, ResponseDescription: 'Transaction not found', ...base };
    }
    const details = { ...base, Msisdn: SANDBOX_MSISDN, TransactionId: String(t.request_data.transaction_id ?? ''), TranAmount: rupeesText(t.amount_paisa) };
    if (t.status === 'paid') return { ResponseCode: 0, ResponseDescription: 'Success', ...details };
    if (t.status === 'cancelled') return { ResponseCode: 3, ResponseDescription: 'Transaction cancelled by the payer', ...details };
    return { ResponseCode: 2, ResponseDescription: 'Transaction pending', ...base, TranAmount: rupeesText(t.amount_paisa) };
  });
}
