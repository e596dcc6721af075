/**
 * Headers every answer carries (DESIGN §3 security), as one root onSend hook:
 * - X-Content-Type-Options: nosniff on every response;
 * - Strict-Transport-Security when the store's public origin is https;
 * - HTML: a Referrer-Policy and CSP frame-ancestors (added to the page's own CSP, or alone);
 * - API answers authorised by a token (a bearer header, or a token in the query string as the
 *   wishlist and reset calls take it): Cache-Control: no-store. Answers that hand out a token
 *   (login, register, forgot-password) say so themselves (NO_STORE).
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
/** For answers no cache may keep: they carry a token or were authorised by one. */
export const NO_STORE = 'private, no-store';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');

/** A query string parameter that names a token (token, remember_token, …), however it is spelled. */
function queryNamesToken(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  return Object.keys(query).some((k) => /token/i.test(k));
}

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
  if (isApiPath(request.url) && (request.headers.authorization || queryNamesToken(request.query))) {
    reply.header('Cache-Control', NO_STORE);
  }
}

/** Registers the hook on the root instance (it reaches every route and the 404/error answers). */
export function securityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply, opts);
    return payload;
  });
}
