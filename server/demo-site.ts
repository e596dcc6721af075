/**
 * The demo partner site on DEMO_PORT (another origin than the store, so cross-origin embedding
 * is real): / is the scooter brand's page embedding the reservation widget, /playground/ is the
 * integrator playground, /strict-csp/ runs every widget under the strictest policy they need,
 * /react/ is a React 19 application using them (built into dist/demo/ by the widgets build). The store URL, the loader's script tag (%WIDGETS_SCRIPT%: the pinned
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
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ServerConfig } from './config';
import { escapeHtml } from './http/html';
import { securityHeaders } from './http/security-headers';
import { fastifyLogging, type RequestLogging } from './observability/fastify-logging';
import type { Logger } from './observability/logger';

export type DemoConfig = Pick<ServerConfig, 'rootDir' | 'distDir' | 'publicUrl' | 'apiBase'>;

/**
 * The demo's pages: the file under demo/ and the policy it is served with — 'nonce' (its inline
 * script carries the response's nonce) or 'strict' (no inline script or style at all: scripts
 * and styles from files, the widgets' stylesheets constructed by the widgets themselves).
 */
export const DEMO_PAGES: Readonly<Record<string, { file: string; policy: 'nonce' | 'strict' }>> = {
  '/': { file: 'partner/index.html', policy: 'nonce' },
  '/playground': { file: 'playground/index.html', policy: 'nonce' },
  '/strict-csp': { file: 'strict-csp/index.html', policy: 'strict' },
  '/react': { file: 'react-host/index.html', policy: 'strict' },
};

/** The store's origin and the API's (the same unless API_BASE names another). */
function storeOrigins(config: DemoConfig): { store: string; both: string } {
  const store = new URL(config.publicUrl).origin;
  let api = store;
  try {
    api = new URL(config.apiBase, config.publicUrl + '/').origin;
  } catch {
    /* keep the store origin */
  }
  return { store, both: [...new Set([store, api])].join(' ') };
}

export function demoContentSecurityPolicy(config: DemoConfig, nonce: string): string {
  const { store, both } = storeOrigins(config);
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

/**
 * The strictest policy the widgets work under (docs/widgets.md quotes its lines): no
 * 'unsafe-inline' or 'unsafe-eval' anywhere, nothing but the page itself for styles; the store
 * for the loader and the widgets' modules (script-src), their calls and stylesheets (connect-src),
 * the product pictures (img-src) and the payment gateways' hand-off (form-action).
 */
export function strictContentSecurityPolicy(config: DemoConfig): string {
  const { store, both } = storeOrigins(config);
  return [
    "default-src 'none'",
    `script-src 'self' ${store}`,
    "style-src 'self'",
    // data: for the select fields' arrow, an SVG in the reservation's stylesheet.
    `img-src 'self' data: ${both}`,
    `connect-src ${both}`,
    `form-action 'self' https: ${both}`,
    "base-uri 'none'",
    "object-src 'none'",
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

/** Fills %STORE_URL% (attribute-escaped), %WIDGETS_SCRIPT%, %CSP% (one directive a line) and %NONCE% in a demo page. */
export function renderDemoPage(template: string, config: DemoConfig, nonce: string, loader: PinnedLoader, csp = ''): string {
  return template
    .replace(/%STORE_URL%/g, escapeHtml(config.publicUrl))
    .replace(/%CSP%/g, escapeHtml(csp.split('; ').join(';\n')))
    .replace(/%WIDGETS_SCRIPT%/g, loaderScriptTag(loader))
    .replace(/%NONCE%/g, nonce);
}

export interface DemoLogging extends RequestLogging {
  /** The process's logger (index.ts); without it the demo site logs nothing (tests). */
  logger: Logger;
}

export async function buildDemoApp(config: DemoConfig, logging?: DemoLogging): Promise<FastifyInstance> {
  const app = Fastify({ ...(logging ? fastifyLogging(logging.logger, logging) : { logger: false }), routerOptions: { ignoreTrailingSlash: true } });
  // nosniff on every answer, Referrer-Policy and frame-ancestors on every page (the 404 too).
  securityHeaders(app, { hsts: false });
  const demoDir = join(config.rootDir, 'demo');

  const serve = async ({ file, policy }: (typeof DEMO_PAGES)[string], reply: FastifyReply) => {
    let template: string;
    try {
      template = await readFile(join(demoDir, file), 'utf8'); // read per request: edits show at once
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send(`Missing demo page demo/${file}`);
    }
    const nonce = randomBytes(16).toString('base64');
    const csp = policy === 'strict' ? strictContentSecurityPolicy(config) : demoContentSecurityPolicy(config, nonce);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .header('Content-Security-Policy', csp)
      .type('text/html; charset=utf-8')
      .send(renderDemoPage(template, config, nonce, await pinnedLoader(config), csp));
  };

  for (const [path, page] of Object.entries(DEMO_PAGES)) {
    app.get(path, (_request, reply) => serve(page, reply));
  }
  // The pages' own scripts and styles (demo/assets/) and what the build makes for them (dist/demo/).
  await app.register(fastifyStatic, {
    root: [join(demoDir, 'assets'), join(config.distDir, 'demo')],
    prefix: '/assets/',
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
  });
  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>Not found</title><p>Not found. Try <a href="/">the partner page</a> or <a href="/playground/">the widget playground</a>.</p>'),
  );
  return app;
}
