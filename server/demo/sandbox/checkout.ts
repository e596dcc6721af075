/**
 * The payer's page, common to the sandbox gateways: GET /sandbox/checkout/{id} shows merchant,
 * amount, Pay and Cancel; POST …/pay or …/cancel settles the transaction once and sends the
 * browser (303) to the merchant's success or failure URL in that gateway's words.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkoutPage, errorPage, sendPage } from './page';
import { settleTransaction, transactionById, type SandboxTransaction } from './store';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function leave(reply: FastifyReply, t: SandboxTransaction) {
  reply.header('Cache-Control', 'no-store');
  return reply.redirect(t.status === 'paid' ? t.success_url : t.failure_url, 303);
}

export default async function sandboxCheckout(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const t = await transactionById(db, request.params.id);
    if (!t) return sendPage(reply, errorPage(null, 'There is no such payment.'), 404);
    if (t.status !== 'created') return leave(reply, t);
    const d = t.request_data;
    return sendPage(reply, checkoutPage({
      id: t.id,
      gateway: t.gateway,
      merchantName: text(d.merchant_name) || t.merchant,
      amountPaisa: t.amount_paisa,
      reference: text(d.reference) || t.merchant_reference,
      description: text(d.description) || undefined,
    }));
  });

  for (const [action, status] of [['pay', 'paid'], ['cancel', 'cancelled']] as const) {
    app.post<{ Params: { id: string } }>(`/checkout/:id/${action}`, async (request, reply) => {
      const t = await settleTransaction(db, request.params.id, status);
      if (!t) return sendPage(reply, errorPage(null, 'There is no such payment.'), 404);
      return leave(reply, t);
    });
  }
}
