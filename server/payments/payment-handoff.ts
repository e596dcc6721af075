/**
 * GET /api/payment-handoff/{transaction id}: for a gateway that takes a POSTed form (Connect IPS)
 * when the client only follows payment_gateway_url (part 3 §4: "any other method: redirect to
 * payment_gateway_url"). The page holds the signed form of a still-pending payment and submits
 * it at once; without script, a button does. Its CSP allows only that one script (by hash) and
 * form posts to ourselves and the gateway's origin.
 */
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db';
import { conflict, notFound } from '../http/errors';
import { escapeHtml } from '../http/html';
import { scriptHashSource } from '../http/script-hash';
import { TRANSACTION_ID } from './khalti';

const SCRIPT = "document.getElementById('handoff').submit();";
const SCRIPT_SOURCE = scriptHashSource(SCRIPT);

const GATEWAY_NAMES: Record<string, string> = {
  esewa: 'eSewa',
  connect_ips: 'Connect IPS',
  nabil_card: 'the card payment page',
  khalti: 'Khalti',
  imepay: 'IME Pay',
  cg_pay: 'CG Pay',
};

interface StoredForm {
  url?: unknown;
  method?: unknown;
  fields?: unknown;
}

export async function sendHandoffPage(db: Queryable, reply: FastifyReply, transactionId: string): Promise<FastifyReply> {
  if (!TRANSACTION_ID.test(transactionId)) throw notFound('There is no payment with this reference.');
  const r = await db.query<{ gateway: string; status: string; request_data: StoredForm | null }>(
    'SELECT gateway, status, request_data FROM payments WHERE transaction_id = $1',
    [transactionId],
  );
  const p = r.rows[0];
  const form = p?.request_data;
  if (!p || !form || typeof form.url !== 'string' || typeof form.fields !== 'object' || form.fields === null) {
    throw notFound('There is no payment with this reference.');
  }
  if (p.status !== 'pending') throw conflict('This payment has already been completed or cancelled.');
  const url = new URL(form.url);
  const method = form.method === 'GET' ? 'get' : 'post';
  const inputs = Object.entries(form.fields as Record<string, unknown>)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v ?? ''))}">`)
    .join('\n');
  const name = GATEWAY_NAMES[p.gateway] ?? 'the payment page';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Taking you to ${escapeHtml(name)}</title>
</head>
<body>
<main>
<form id="handoff" method="${method}" action="${escapeHtml(url.toString())}">
${inputs}
<p>Taking you to ${escapeHtml(name)} to pay…</p>
<button type="submit">Continue to ${escapeHtml(name)}</button>
</form>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; script-src ${SCRIPT_SOURCE}; form-action 'self' ${url.origin}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(html);
}
