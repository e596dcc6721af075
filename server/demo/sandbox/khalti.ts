/**
 * Sandbox Khalti: the wallet API our own wallet widget calls from the browser, and the merchant
 * verification (docs/adr/0007-khalti-wallet-and-cg-pay.md). Test credentials, as Khalti's own
 * test environment: any mobile 98XXXXXXXX or 97XXXXXXXX, Khalti PIN 1111, confirmation code 987654.
 *
 *   POST /sandbox/khalti/api/v2/payment/initiate/  {public_key, mobile, transaction_pin, amount (paisa),
 *        product_identity, product_name, product_url?, payment_preference?} → {token, mobile, amount, message}
 *   POST /sandbox/khalti/api/v2/payment/confirm/   {public_key, token, confirmation_code, transaction_pin}
 *        → the success payload {idx, token, amount, mobile, product_identity, product_name, product_url}
 *   POST /sandbox/khalti/api/v2/payment/verify/    Authorization: Key <secret key>, {token, amount}
 *        → {idx, type, state: {name: 'Completed'}, amount, fee_amount, refunded, product_identity, …} or 4xx {detail, error_key}
 *   GET  /sandbox/khalti/api/v2/merchant-transaction/?product_identity=…   Authorization: Key <secret key>
 *        → {total_records, records: [{idx, state: {name: Initiated | Completed}, amount, refunded, product_identity, …}]}
 *        (the merchant's status call, docs/adr/0010-payment-truth.md)
 *
 * The wallet API answers CORS requests from any origin (no credentials), as a gateway's public API does.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPlainObject } from '../../http/validate';
import { firstValues } from '../../http/form-body';
import { paymentSettings } from '../../payments/config';
import { issueTransaction, settleTransaction, transactionByReference, transactionsWithRequestValue, type SandboxTransaction } from './store';
import { foreignReturnProblem } from './page';
import { publicOrigin } from '../../http/public-origin';

export const KHALTI_TEST = { pin: '1111', confirmationCode: '987654', mobile: /^9[78]\d{8}$/ } as const;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const refuse = (reply: FastifyReply, status: number, detail: string, extra: Record<string, unknown> = {}) =>
  reply.code(status).send({ detail, error_key: 'validation_error', ...extra });

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function successPayload(t: SandboxTransaction) {
  const d = t.request_data;
  return {
    idx: t.id,
    token: t.merchant_reference,
    amount: t.amount_paisa,
    mobile: text(d.mobile),
    product_identity: text(d.product_identity),
    product_name: text(d.product_name),
    product_url: text(d.product_url),
    widget_id: text(d.widget_id),
  };
}

export default async function sandboxKhalti(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const settings = () => paymentSettings(app.config).khalti;

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.includes('/api/v2/payment/') && !request.url.includes('/verify')) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Access-Control-Allow-Headers', 'Content-Type');
      reply.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
    }
    return payload;
  });
  for (const step of ['initiate', 'confirm']) {
    app.options(`/api/v2/payment/${step}/`, async (_request, reply) => reply.code(204).send());
  }

  app.post('/api/v2/payment/initiate/', async (request, reply) => {
    const b = isPlainObject(request.body) ? request.body : {};
    if (text(b.public_key) !== settings().publicKey) return refuse(reply, 401, 'Invalid public key.');
    const amount = b.amount;
    if (!Number.isSafeInteger(amount) || (amount as number) < 1000) return refuse(reply, 400, 'Amount must be whole paisa, at least 1000 (NPR 10).');
    const identity = text(b.product_identity);
    const name = text(b.product_name);
    if (!identity || identity.length > 100 || !name) return refuse(reply, 400, 'product_identity and product_name are required.');
    const mobile = text(b.mobile);
    if (!KHALTI_TEST.mobile.test(mobile)) return refuse(reply, 400, 'Enter a valid Khalti mobile number (98XXXXXXXX).');
    if (text(b.transaction_pin) !== KHALTI_TEST.pin) return refuse(reply, 400, 'Incorrect Khalti PIN.');
    const token = randomBytes(16).toString('base64url');
    const productUrl = text(b.product_url);
    const foreign = productUrl ? foreignReturnProblem(app, request, { product_url: productUrl }) : null;
    if (foreign) return refuse(reply, 400, foreign);
    const back = productUrl || `${publicOrigin(request, app.config)}/`;
    const t = await issueTransaction(db, {
      gateway: 'khalti',
      merchant: settings().publicKey,
      merchantReference: token,
      amountPaisa: amount as number,
      successUrl: () => back,
      failureUrl: () => back,
      secret: token,
      requestData: {
        product_identity: identity,
        product_name: name.slice(0, 200),
        product_url: productUrl.slice(0, 500),
        mobile,
        widget_id: text(b.widget_id).slice(0, 100),
        payment_preference: text(b.payment_preference) || 'KHALTI',
      },
    });
    if (!t) return refuse(reply, 409, 'Try again.');
    return { token, mobile, amount: t.amount_paisa, message: `A confirmation code was sent to ${mobile}. (Sandbox: the code is ${KHALTI_TEST.confirmationCode}.)` };
  });

  app.post('/api/v2/payment/confirm/', async (request, reply) => {
    const b = isPlainObject(request.body) ? request.body : {};
    const key = text(b.public_key);
    if (key !== settings().publicKey) return refuse(reply, 401, 'Invalid public key.');
    const t = await transactionByReference(db, 'khalti', key, text(b.token));
    if (!t) return refuse(reply, 404, 'Payment not found.');
    if (t.status === 'paid') return successPayload(t);
    if (t.status !== 'created') return refuse(reply, 400, 'This payment was cancelled.');
    if (text(b.transaction_pin) !== KHALTI_TEST.pin) return refuse(reply, 400, 'Incorrect Khalti PIN.');
    if (text(b.confirmation_code) !== KHALTI_TEST.confirmationCode) return refuse(reply, 400, 'Invalid confirmation code.');
    const paid = await settleTransaction(db, t.id, 'paid');
    return successPayload(paid ?? t);
  });

  app.post('/api/v2/payment/verify/', async (request, reply) => {
    const s = settings();
    if (!sameText(request.headers.authorization ?? '', `Key ${s.secretKey}`)) {
      return reply.code(401).send({ detail: 'Invalid token header.', error_key: 'authentication_failed' });
    }
    const b = isPlainObject(request.body) ? firstValues(request.body) : {};
    const t = b.token ? await transactionByReference(db, 'khalti', s.publicKey, b.token) : null;
    if (!t) return reply.code(404).send({ detail: 'Not found.' });
    if (t.status !== 'paid') return refuse(reply, 400, 'Transaction not completed.');
    if (Number(b.amount) !== t.amount_paisa) return refuse(reply, 400, 'Amount does not match.', { amount: ['Amount does not match.'] });
    const d = t.request_data;
    return {
      idx: t.id,
      type: { idx: 'SBTYPEWALLET', name: 'Wallet payment' },
      state: { idx: 'SBSTATECOMPLETE', name: 'Completed', template: 'is complete' },
      amount: t.amount_paisa,
      fee_amount: Math.round(t.amount_paisa * 0.03),
      refunded: false,
      created_on: new Date().toISOString(),
      ebanker: null,
      user: { idx: 'SBUSER', name: 'Sandbox Payer', mobile: text(d.mobile) },
      merchant: { idx: 'SBMERCHANT', name: paymentSettings(app.config).merchantName },
      product_identity: text(d.product_identity),
    };
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/v2/merchant-transaction/', async (request, reply) => {
    const s = settings();
    if (!sameText(request.headers.authorization ?? '', `Key ${s.secretKey}`)) {
      return reply.code(401).send({ detail: 'Invalid token header.', error_key: 'authentication_failed' });
    }
    const identity = text(firstValues(request.query).product_identity);
    if (!identity || identity.length > 100) return refuse(reply, 400, 'product_identity is required.');
    const found = await transactionsWithRequestValue(db, 'khalti', s.publicKey, 'product_identity', identity);
    const records = found.map((t) => ({
      idx: t.id,
      type: { idx: 'SBTYPEWALLET', name: 'Wallet payment' },
      state: t.status === 'paid' ? { idx: 'SBSTATECOMPLETE', name: 'Completed' } : t.status === 'cancelled' ? { idx: 'SBSTATECANCEL', name: 'User canceled' } : { idx: 'SBSTATEINIT', name: 'Initiated' },
      amount: t.amount_paisa,
      refunded: false,
      product_identity: text(t.request_data.product_identity),
      product_name: text(t.request_data.product_name),
    }));
    return { total_records: records.length, records };
  });
}
