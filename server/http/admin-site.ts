/**
 * The back office's pages (issue 32): /admin/assets/* from dist/admin/assets (hashed names, cached
 * for a year), and every other /admin/ path the app's index.html, which the browser renders alone
 * (its router reads the path). Never cached, never indexed, never framed, and under a CSP that
 * lets the page run only its own scripts and talk only to this origin: the staff token it holds
 * opens customers' details.
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rereadOnChange } from './reread';
import { NO_STORE } from './security-headers';

export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The favicon is a data: URL; a warranty proof is shown from a blob: URL.
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const YEAR = 'public, max-age=31536000, immutable';

const NOT_BUILT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back office not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c1f24">
<h1>Back office not built: run npm run build</h1>
<p>The server is running, but <code>dist/admin/index.html</code> does not exist yet. Run <code>npm run build</code> (or start with <code>npm start</code>), then reload this page.</p>
</body>
</html>
`;

export default async function adminSite(app: FastifyInstance, { distDir }: { distDir: string }): Promise<void> {
  const adminDir = join(distDir, 'admin');
  const serveMaps = !app.config?.production || app.config.serveSourceMaps === true;
  await app.register(fastifyStatic, {
    root: join(adminDir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    allowedPath: (path) => serveMaps || !/\.map$/i.test(path),
    index: false,
    preCompressed: true,
    suppressWarning: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', YEAR);
    },
  });

  const readIndex = rereadOnChange(join(adminDir, 'index.html'), (html) => html);
  const page = async (_request: unknown, reply: FastifyReply) => {
    const html = readIndex();
    reply
      .header('Cache-Control', NO_STORE)
      .header('Content-Security-Policy', ADMIN_CSP)
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'same-origin')
      .type('text/html; charset=utf-8');
    if (html === null) return reply.code(503).header('Retry-After', '10').send(NOT_BUILT);
    return reply.send(html);
  };
  // The app's router reads /admin and /admin/ alike (the server ignores a trailing slash).
  app.get('/admin/', page);
  app.get('/admin/*', page);
}
