/**
 * Sandbox Connect IPS:
 *   POST /sandbox/connect-ips/connectipswebgw/loginpage   the payment form; TOKEN is checked with
 *        the merchant's registered public key (a tampered field or a bad signature is refused)
 *   POST /sandbox/connect-ips/connectipswebws/api/creditor/validatetxn   basic auth APPID:password,
 *        JSON {merchantId, appId, referenceId, txnAmt, token} → {…, status, statusDesc}: SUCCESS (paid),
 *        FAILED (cancelled by the payer, or paid for another amount), PENDING (not completed, or no
 *        such TXNID yet: the payer may still come), ERROR (a request it cannot answer: bad token)
 * Pay and Cancel send the browser to the app's registered success / failure URL with ?TXNID=….
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isPlainObject } from '../../http/validate';
import { firstValues } from '../../http/form-body';
import { basicAuth } from '../../payments/http';
import { paymentSettings, returnUrl } from '../../payments/config';
import { requestConfig } from '../../http/public-origin';
import { CONNECT_IPS_SLUG, paymentTokenText, tokenIsValid, validationTokenText } from '../../payments/connect-ips';
import { connectIpsKeys } from '../../payments/merchant-keys';
import { errorPage, sendPage } from './page';
import { issueTransaction, transactionByReference, withParams } from './store';

const FIELDS = ['MERCHANTID', 'APPID', 'APPNAME', 'TXNID', 'TXNDATE', 'TXNCRNCY', 'TXNAMT', 'REFERENCEID', 'REMARKS', 'PARTICULARS', 'TOKEN'] as const;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export default async function sandboxConnectIps(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const settings = () => paymentSettings(app.config);
  const publicKey = async () => (await connectIpsKeys(db, settings().connectIps.privateKey)).publicKey;

  app.post('/connectipswebgw/loginpage', async (request, reply) => {
    // Back to the origin the payer came from (Connect IPS returns to fixed merchant URLs).
    const s = paymentSettings(requestConfig(request, app.config));
    const f = firstValues(request.body);
    const refuse = (message: string, status = 400) => sendPage(reply, errorPage('connect_ips', message), status);
    const missing = FIELDS.filter((k) => !f[k]);
    if (missing.length) return refuse(`The payment request is missing ${missing.join(', ')}.`);
    if (f.MERCHANTID !== s.connectIps.merchantId || f.APPID !== s.connectIps.appId) return refuse('Unknown merchant or app.');
    if (f.TXNCRNCY !== 'NPR') return refuse('TXNCRNCY must be NPR.');
    if (!/^\d{1,12}$/.test(f.TXNAMT) || Number(f.TXNAMT) < 1) return refuse('TXNAMT must be a whole number of paisa.');
    if (!/^\d{2}-\d{2}-\d{4}$/.test(f.TXNDATE)) return refuse('TXNDATE must be DD-MM-YYYY.');
    if (f.TXNID.length > 20) return refuse('TXNID must be at most 20 characters.');
    if (!tokenIsValid(await publicKey(), paymentTokenText(f as Record<(typeof FIELDS)[number], string>), f.TOKEN)) {
      return refuse('The TOKEN does not match this payment request: the signature is wrong or a field was changed.');
    }
    const merchant = `${f.MERCHANTID}/${f.APPID}`;
    const issued = await issueTransaction(db, {
      gateway: 'connect_ips',
      merchant,
      merchantReference: f.TXNID,
      amountPaisa: Number(f.TXNAMT),
      successUrl: () => withParams(returnUrl(s, CONNECT_IPS_SLUG, 'success'), { TXNID: f.TXNID }),
      failureUrl: () => withParams(returnUrl(s, CONNECT_IPS_SLUG, 'failure'), { TXNID: f.TXNID }),
      requestData: { ...f, merchant_name: f.APPNAME, reference: f.REFERENCEID, description: f.REMARKS },
    });
    const t = issued ?? (await transactionByReference(db, 'connect_ips', merchant, f.TXNID));
    if (!t || (!issued && (t.amount_paisa !== Number(f.TXNAMT) || t.status !== 'created'))) {
      return refuse('This TXNID has already been used.', 409);
    }
    return reply.redirect(`/sandbox/checkout/${t.id}`, 303);
  });

  app.post('/connectipswebws/api/creditor/validatetxn', async (request, reply) => {
    const s = settings();
    if (!sameText(request.headers.authorization ?? '', basicAuth(s.connectIps.appId, s.connectIps.password))) {
      return reply.code(401).send({ status: 'ERROR', statusDesc: 'Unauthorized' });
    }
    const b = isPlainObject(request.body) ? request.body : {};
    const { merchantId, appId, referenceId, txnAmt, token } = b;
    const answer = (status: 'SUCCESS' | 'FAILED' | 'PENDING' | 'ERROR', statusDesc: string) =>
      reply.send({ merchantId, appId, referenceId, txnAmt, token: '', status, statusDesc });
    const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number';
    if (![merchantId, appId, referenceId, txnAmt].every(scalar) || typeof token !== 'string') {
      return answer('ERROR', 'merchantId, appId, referenceId, txnAmt and token are required');
    }
    const text = validationTokenText({ merchantId: merchantId as string, appId: appId as string, referenceId: String(referenceId), txnAmt: txnAmt as string });
    if (!tokenIsValid(await publicKey(), text, token)) return answer('ERROR', 'Invalid token');
    const t = await transactionByReference(db, 'connect_ips', `${merchantId}/${appId}`, String(referenceId));
    if (!t) return answer('PENDING', 'No such transaction yet');
    if (t.status === 'cancelled') return answer('FAILED', 'Transaction cancelled by the payer');
    if (t.status !== 'paid') return answer('PENDING', 'Transaction not completed');
    if (t.amount_paisa !== Number(txnAmt)) return answer('FAILED', 'Amount does not match the transaction');
    return answer('SUCCESS', 'Transaction successful');
  });
}
