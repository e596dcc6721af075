import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

interface Mail {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 127.0.0.0/8 and ::1 (also as IPv4-mapped IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The demo mail outbox (it shows password-reset codes): registered only when NODE_ENV is not
 * production, and answered only to a client on this machine, judged by the socket's address —
 * never by X-Forwarded-For, which a client writes itself.
 */
export default async function devRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      throw forbidden('The mail outbox is only shown to a browser on the server machine itself.');
    }
  });

  const recent = async (to?: string) =>
    (
      await app.db.query<Mail>(
        `SELECT id, to_email, subject, body, created_at FROM mail_outbox
          WHERE ($1::text IS NULL OR lower(to_email) = lower($1)) ORDER BY id DESC LIMIT 50`,
        [to ?? null],
      )
    ).rows;

  app.get<{ Querystring: { to?: string } }>('/outbox.json', async (request) => ({
    statusCode: 200,
    data: await recent(typeof request.query.to === 'string' ? request.query.to : undefined),
  }));

  app.get('/outbox', async (_request, reply) => {
    const mails = await recent();
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to_email)} · ${escapeHtml(new Date(m.created_at).toLocaleString('en-GB'))}</p>
<pre>${escapeHtml(m.body)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · CG Digital demo</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2328}
article{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#57606a;margin:0}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Mail outbox</h1><p>Mail the demo server would have sent (newest first). Not available in production.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
