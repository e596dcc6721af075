/**
 * The sandbox gateways' pages: the payer's checkout (merchant, amount, Pay, Cancel) and an error
 * page for a request the gateway refuses. No script at all; styles come from /sandbox/sandbox.css.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatPaisa } from '../../../shared/domain/money';
import { escapeHtml } from '../../http/html';
import { isOwnUrl, publicOrigin } from '../../http/public-origin';

export const GATEWAY_NAMES = {
  esewa: 'eSewa',
  connect_ips: 'Connect IPS',
  nabil_card: 'Card payment',
  khalti: 'Khalti',
  imepay: 'IME Pay',
  cg_pay: 'CG Pay',
} as const;

export const SANDBOX_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

type GatewayKey = keyof typeof GATEWAY_NAMES;
const gatewayName = (g: GatewayKey | null) => (g ? GATEWAY_NAMES[g] : 'Payment');

function layout(title: string, gateway: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(gateway)} sandbox</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
</head>
<body>
<main class="card">
<p class="brand">${escapeHtml(gateway)} <span class="tag">Sandbox</span></p>
${body}
<p class="note">A test gateway served by the store's reference server. No money moves.</p>
</main>
</body>
</html>`;
}

export interface CheckoutView {
  id: string;
  gateway: GatewayKey;
  merchantName: string;
  amountPaisa: number;
  reference: string;
  description?: string;
}

export function checkoutPage(v: CheckoutView): string {
  const amount = formatPaisa(v.amountPaisa, { decimals: 2 });
  const action = (what: string) => `/sandbox/checkout/${encodeURIComponent(v.id)}/${what}`;
  return layout(`Pay ${v.merchantName}`, gatewayName(v.gateway), `
<h1>Pay ${escapeHtml(v.merchantName)}</h1>
<dl class="facts">
<div><dt>Merchant</dt><dd>${escapeHtml(v.merchantName)}</dd></div>
${v.description ? `<div><dt>For</dt><dd>${escapeHtml(v.description)}</dd></div>` : ''}
<div><dt>Reference</dt><dd>${escapeHtml(v.reference)}</dd></div>
<div class="total"><dt>Amount</dt><dd>${escapeHtml(amount)}</dd></div>
</dl>
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit" class="pay">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" class="cancel">Cancel and return to ${escapeHtml(v.merchantName)}</button></form>
</div>`);
}

export function errorPage(gateway: GatewayKey | null, message: string): string {
  return layout('Payment request refused', gatewayName(gateway), `
<h1>Payment request refused</h1>
<p role="alert" class="error">${escapeHtml(message)}</p>
<p>Go back to the shop and start the payment again.</p>`);
}

/**
 * The sandbox sends the browser back only to this server (PUBLIC_URL's origin, or without it a
 * loopback name on this server's port): null when every URL is ours, else the refusal's message.
 */
export function foreignReturnProblem(app: FastifyInstance, request: FastifyRequest, fields: Record<string, unknown>): string | null {
  const foreign = Object.keys(fields).filter((k) => typeof fields[k] !== 'string' || !isOwnUrl(fields[k] as string, app.config, request));
  if (!foreign.length) return null;
  const origin = publicOrigin(request, app.config);
  return `${foreign.join(' and ')} must be ${foreign.length > 1 ? 'pages' : 'a page'} of this store (${origin}): the sandbox sends the browser back only to the store it belongs to.`;
}

export function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', SANDBOX_CSP)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .send(html);
}

export const SANDBOX_CSS = `:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #eef1f5; color: #1c1f24; }
.card { width: 100%; max-width: 26rem; background: #fff; border-radius: 12px; padding: 1.5rem;
  box-shadow: 0 4px 24px rgba(20, 30, 50, .12); }
.brand { margin: 0 0 1rem; font-weight: 700; color: #0b5d3b; }
.tag { font-size: .75rem; font-weight: 600; text-transform: uppercase; letter-spacing: .05em; color: #5b4300;
  background: #ffe7a3; border-radius: 4px; padding: .1rem .4rem; margin-left: .25rem; }
h1 { font-size: 1.35rem; margin: 0 0 1rem; }
.facts { margin: 0 0 1.5rem; }
.facts div { display: flex; justify-content: space-between; gap: 1rem; padding: .4rem 0; border-bottom: 1px solid #e3e7ec; }
.facts dt { color: #4a5260; }
.facts dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
.facts .total dd { font-size: 1.2rem; }
.actions { display: grid; gap: .75rem; }
.actions form { margin: 0; }
button { width: 100%; min-height: 44px; font: inherit; font-weight: 600; border-radius: 8px; padding: .6rem 1rem; cursor: pointer; }
.pay { background: #0b6e45; color: #fff; border: 2px solid #0b6e45; }
.pay:hover { background: #095a39; }
.cancel { background: #fff; color: #1c1f24; border: 2px solid #9aa3ae; }
button:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
.error { color: #a3141b; font-weight: 600; }
.note { margin: 1.25rem 0 0; font-size: .85rem; color: #4a5260; }
`;
