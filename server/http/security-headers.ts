/**
 * Headers every answer carries (DESIGN §3 security), as one root onSend hook:
 * - X-Content-Type-Options: nosniff on every response;
 * - Strict-Transport-Security when the store's public origin is https;
 * - HTML: a Referrer-Policy and CSP frame-ancestors (added to the page's own CSP, or alone);
 * - authenticated API answers (a bearer header on /api/): Cache-Control: no-store.
 * Used by the store (app.ts) and the demo partner site (demo-site.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  /** Send HSTS (the public origin is https). */
  hsts: boolean;
}

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_ANCESTORS = "frame-ancestors 'self'";

/** True for an https public URL. */
export const isHttpsUrl = (url: string) => /^https:\/\//i.test(url.trim());

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, opts: SecurityHeaderOptions): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  if (opts.hsts) reply.header('Strict-Transport-Security', HSTS);
  const type = String(reply.getHeader('content-type') ?? '');
  if (/^text\/html/i.test(type)) {
    if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', REFERRER_POLICY);
    const csp = reply.getHeader('content-security-policy');
    if (csp === undefined) reply.header('Content-Security-Policy', FRAME_ANCESTORS);
    else if (!/frame-ancestors/i.test(String(csp))) reply.header('Content-Security-Policy', `${String(csp)}; ${FRAME_ANCESTORS}`);
  }
  const path = request.url;
  if (request.headers.authorization && (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?'))) {
    reply.header('Cache-Control', 'private, no-store');
  }
}

/** Registers the hook on the root instance (it reaches every route and the 404/error answers). */
export function securityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply, opts);
    return payload;
  });
}
