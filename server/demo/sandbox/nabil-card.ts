/**
 * Sandbox card gateway (basic auth merchant id : API key on the API):
 *   POST /sandbox/nabil-card/api/orders        {order_reference, amount (paisa), currency, description,
 *        approve_url, decline_url, cancel_url} → 201 {order_id, session_id, payment_url}
 *   GET  /sandbox/nabil-card/api/orders/{id}   → {order_id, order_reference, amount, currency, status}
 * Pay sends the browser to approve_url, Cancel to cancel_url, each with &ORDERID={order_id}.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPlainObject } from '../../http/validate';
import { basicAuth } from '../../payments/http';
import { paymentSettings } from '../../payments/config';
import { isHttpUrl, issueTransaction, transactionById, withParams, type SandboxTransaction } from './store';
import { foreignReturnProblem } from './page';
import { publicOrigin } from '../../http/public-origin';

const STATUS: Record<SandboxTransaction['status'], string> = { created: 'CREATED', paid: 'APPROVED', cancelled: 'CANCELED' };

export default async function sandboxNabilCard(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /** The merchant id when the request carries the configured credentials, else null. */
  const merchantOf = (request: FastifyRequest): string | null => {
    const { merchantId, apiKey } = paymentSettings(app.config).nabilCard;
    const got = Buffer.from(request.headers.authorization ?? '');
    const want = Buffer.from(basicAuth(merchantId, apiKey));
    return got.length === want.length && timingSafeEqual(got, want) ? merchantId : null;
  };

  app.post('/api/orders', async (request, reply) => {
    const merchant = merchantOf(request);
    if (!merchant) return reply.code(401).send({ error: 'unauthorized' });
    const b = isPlainObject(request.body) ? request.body : {};
    const ref = b.order_reference;
    if (typeof ref !== 'string' || !/^[\w-]{1,50}$/.test(ref)) return reply.code(400).send({ error: 'order_reference must be 1-50 letters, digits, - or _' });
    if (!Number.isSafeInteger(b.amount) || (b.amount as number) < 1) return reply.code(400).send({ error: 'amount must be a whole number of paisa' });
    if (b.currency !== 'NPR') return reply.code(400).send({ error: 'currency must be NPR' });
    if (![b.approve_url, b.decline_url, b.cancel_url].every(isHttpUrl)) return reply.code(400).send({ error: 'approve_url, decline_url and cancel_url must be http(s) URLs' });
    const foreign = foreignReturnProblem(app, request, { approve_url: b.approve_url, decline_url: b.decline_url, cancel_url: b.cancel_url });
    if (foreign) return reply.code(400).send({ error: foreign });
    const session = randomBytes(12).toString('hex');
    const s = paymentSettings(app.config);
    const t = await issueTransaction(db, {
      gateway: 'nabil_card',
      merchant,
      merchantReference: ref,
      amountPaisa: b.amount as number,
      successUrl: (id) => withParams(b.approve_url as string, { ORDERID: id }),
      failureUrl: (id) => withParams(b.cancel_url as string, { ORDERID: id }),
      secret: session,
      requestData: {
        ...b,
        merchant_name: s.merchantName,
        reference: ref,
        description: typeof b.description === 'string' ? b.description.slice(0, 120) : '',
      },
    });
    if (!t) return reply.code(409).send({ error: 'order_reference already used' });
    const paymentUrl = `${publicOrigin(request, app.config)}/sandbox/checkout/${t.id}?session=${session}`;
    return reply.code(201).send({ order_id: t.id, session_id: session, payment_url: paymentUrl });
  });

  app.get<{ Params: { id: string } }>('/api/orders/:id', async (request, reply) => {
    const merchant = merchantOf(request);
    if (!merchant) return reply.code(401).send({ error: 'unauthorized' });
    const t = await transactionById(db, request.params.id);
    if (!t || t.gateway !== 'nabil_card' || t.merchant !== merchant) return reply.code(404).send({ error: 'order not found' });
    return { order_id: t.id, order_reference: t.merchant_reference, amount: t.amount_paisa, currency: t.currency, status: STATUS[t.status] };
  });
}
