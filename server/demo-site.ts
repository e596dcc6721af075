/**
 * The demo partner site on DEMO_PORT (another origin than the store, so cross-origin embedding
 * is real): / is the scooter brand's page embedding the reservation widget, /playground/ is the
 * integrator playground. The store URL, the loader's script tag (%WIDGETS_SCRIPT%: the pinned
 * release /widgets/v{version}/cg-widgets.js with its integrity hash from the built manifest.json)
 * and a per-response CSP nonce are filled in when a page is served.
 *
 * The pages carry the Content-Security-Policy a careful partner would set: scripts only from
 * itself and the store, connections and images to the store. A widget that needs more than
 * this is asking partners for more, and should say so in its documentation.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ServerConfig } from './config';
import { escapeHtml } from './http/html';
import { securityHeaders } from './http/security-headers';

export type DemoConfig = Pick<ServerConfig, 'rootDir' | 'distDir' | 'publicUrl' | 'apiBase'>;

export const DEMO_PAGES: Readonly<Record<string, string>> = {
  '/': 'partner/index.html',
  '/playground': 'playground/index.html',
};

export function demoContentSecurityPolicy(config: DemoConfig, nonce: string): string {
  const store = new URL(config.publicUrl).origin;
  let api = store;
  try {
    api = new URL(config.apiBase, config.publicUrl + '/').origin;
  } catch {
    /* keep the store origin */
  }
  const both = [...new Set([store, api])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${store}`,
    `style-src 'self' 'unsafe-inline' ${store}`,
    `img-src 'self' data: https: ${both}`,
    `font-src 'self' data: ${store}`,
    `connect-src 'self' ${both}`,
    `form-action 'self' https: ${both}`,
    `frame-src https: ${store}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The loader a partner pins: the release's URL and its Subresource Integrity hash. */
export interface PinnedLoader {
  src: string;
  integrity: string;
}

/** The pinned loader from the built manifest.json; the moving latest when the widgets are not built. */
export async function pinnedLoader(config: DemoConfig): Promise<PinnedLoader> {
  const store = config.publicUrl.replace(/\/+$/, '');
  try {
    const manifest = JSON.parse(await readFile(join(config.distDir, 'widgets', 'manifest.json'), 'utf8')) as {
      path?: string;
      integrity?: Record<string, string>;
    };
    const integrity = manifest.integrity?.['cg-widgets.js'];
    if (manifest.path && integrity) return { src: `${store}${manifest.path}cg-widgets.js`, integrity };
  } catch {
    /* not built: the latest, unpinned */
  }
  return { src: `${store}/widgets/cg-widgets.js`, integrity: '' };
}

/** The script tag loading the widgets (crossorigin, so the browser can check the integrity). */
export function loaderScriptTag({ src, integrity }: PinnedLoader): string {
  if (!integrity) return `<script src="${escapeHtml(src)}"></script>`;
  return `<script src="${escapeHtml(src)}" integrity="${escapeHtml(integrity)}" crossorigin="anonymous"></script>`;
}

/** Fills %STORE_URL% (attribute-escaped), %WIDGETS_SCRIPT% and %NONCE% in a demo page. */
export function renderDemoPage(template: string, config: DemoConfig, nonce: string, loader: PinnedLoader): string {
  return template
    .replace(/%STORE_URL%/g, escapeHtml(config.publicUrl))
    .replace(/%WIDGETS_SCRIPT%/g, loaderScriptTag(loader))
    .replace(/%NONCE%/g, nonce);
}

export async function buildDemoApp(config: DemoConfig, { logger = false }: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger, routerOptions: { ignoreTrailingSlash: true } });
  // nosniff on every answer, Referrer-Policy and frame-ancestors on every page (the 404 too).
  securityHeaders(app, { hsts: false });
  const demoDir = join(config.rootDir, 'demo');

  const serve = async (file: string, reply: FastifyReply) => {
    let template: string;
    try {
      template = await readFile(join(demoDir, file), 'utf8'); // read per request: edits show at once
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send(`Missing demo page demo/${file}`);
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .header('Content-Security-Policy', demoContentSecurityPolicy(config, nonce))
      .type('text/html; charset=utf-8')
      .send(renderDemoPage(template, config, nonce, await pinnedLoader(config)));
  };

  for (const [path, file] of Object.entries(DEMO_PAGES)) {
    app.get(path, (_request, reply) => serve(file, reply));
  }
  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>Not found</title><p>Not found. Try <a href="/">the partner page</a> or <a href="/playground/">the widget playground</a>.</p>'),
  );
  return app;
}
