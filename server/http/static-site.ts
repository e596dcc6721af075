/**
 * Serves the built browser code from dist/:
 * - /assets/*   dist/storefront/assets, content-hashed names, cached for a year (immutable);
 * - /widgets/*  dist/widgets with `Access-Control-Allow-Origin: *` (partner pages import the
 *               modules cross-origin); hashed files immutable, stable names (cg-widgets.js,
 *               esm/<tag>.js, manifest.json) cached briefly; the same files under
 *               /widgets/v{version}/ (the pinned release, shared/widgets-release.ts) all immutable;
 * - any other GET that wants HTML and is not an API/sandbox/media/dev/widgets path: the
 *   storefront's index.html with the API base and the public URL in its <meta> tags and the page
 *   rendered into it by the storefront's server entry (http/page-render.ts; kept by
 *   http/page-cache.ts), not cached by browsers, or a 503 page when the storefront has not been
 *   built. The render gives the page its head (title, description, canonical URL, Open Graph,
 *   JSON-LD) and its status: 404 when it shows the not-found page (a path no page shows, an
 *   unknown product, listing, page, catalogue or supplier); a malformed URL, which no router can
 *   read, gets the rendered not-found page through the app's frameworkErrors.
 *   Home, listing and product pages preload their code (route-preloads.json,
 *   http/route-preloads.ts); a rendered page inlines the CSS it needs (http/page-styles.ts).
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { priceFormTarget } from '../../shared/domain/listing-query';
import { searchFormTarget } from '../../shared/domain/storefront-paths';
import { POP_UP_GATE_SCRIPT } from '../../shared/storage/popUpGate';
import { WIDGETS_RELEASE_PATH } from '../../shared/widgets-release';
import { HttpError } from './errors';
import { escapeHtml } from './html';
import { searchLimit } from './rate-limits';
import { pageBody, sendBody, type PageBody } from './page-body';
import { catalogueVersion, nextClockChange, pageCache, sharedWork } from './page-cache';
import { inProcessFetch, pageDocument, storefrontRendererReader } from './page-render';
import { pageStylesReader } from './page-styles';
import type { RenderedPage } from './render-thread';
import { rereadOnChange } from './reread';
import { applyRoutePreloads, routePreloadsReader } from './route-preloads';
import { scriptHashSource } from './script-hash';

export interface StaticSiteOptions {
  /** Folder holding storefront/ and widgets/ (default: config.distDir). */
  distDir?: string;
  /** API base told to the storefront (default: config.apiBase). */
  apiBase?: string;
  /** Public origin of this server (default: config.publicUrl). */
  publicUrl?: string;
  /** Receives the sender of the not-found page, for requests no route reaches (a malformed URL). */
  onNotFoundPage?: (send: NotFoundPageSender) => void;
}

/** Paths that never fall back to the storefront page. */
export const NON_PAGE_PREFIXES = ['/api', '/sandbox', '/media', '/product-images', '/_dev', '/widgets', '/assets', '/admin'] as const;

const YEAR = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=60';
const NO_CACHE = 'no-cache';


function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

const POP_UP_GATE_SOURCE = scriptHashSource(POP_UP_GATE_SCRIPT);

/** The storefront document's Content-Security-Policy. */
export function contentSecurityPolicy({ apiBase, publicUrl }: { apiBase: string; publicUrl: string }): string {
  const publicOrigin = originOf(publicUrl);
  const apiOrigin = originOf(apiBase, publicUrl);
  const extra = [...new Set([publicOrigin, apiOrigin].filter((o): o is string => !!o && o !== 'null'))];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    // The one inline script: the home pop-up's gate (shared/storage/popUpGate.ts).
    `script-src 'self' ${POP_UP_GATE_SOURCE}`,
    // Inline style attributes come with sanitized server HTML (product descriptions, pages).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...extra)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...extra)}`,
    // Payment gateways take the shopper by form post (eSewa, Connect IPS, …), maps are iframes.
    `form-action ${list("'self'", 'https:', ...extra)}`,
    `frame-src ${list("'self'", 'https:', ...extra)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** index.html with the API base and public URL meta tags as the first children of <head>. */
export function injectSiteMeta(html: string, apiBase: string, publicUrl: string): string {
  const meta = `<meta name="cg-api-base" content="${escapeHtml(apiBase)}">\n    <meta name="cg-public-url" content="${escapeHtml(publicUrl.replace(/\/+$/, ''))}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + `\n    ${meta}` + html.slice(head.index + head[0].length);
  return html.replace(/<\/head>/i, `  ${meta}\n</head>`);
}

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Storefront not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c1f24">
<h1>Storefront not built: run npm run build</h1>
<p>The server is running and the API answers under <code>/api/</code>, but <code>dist/storefront/index.html</code> does not exist yet.
Run <code>npm run build</code> (or start with <code>npm start</code>, which builds what is missing), then reload this page.</p>
</body>
</html>
`;

/** Whether the request is a page load (a browser navigation or a generic client on a route). */
export function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept && accept.includes('text/html')) return true;
  if (accept && !accept.includes('*/*')) return false;
  // No preference: only extension-less routes are pages (a missing /logo.png is a 404).
  const path = request.url.split('?')[0];
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}

const isNonPagePath = (url: string): boolean =>
  NON_PAGE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/**
 * Whether a redirect target is a path of this site the storefront shows: one leading '/' (never
 * '//host' or '/\\host', which browsers read as another origin), no backslash or control
 * character anywhere (browsers turn '\\' into '/' and drop tabs and newlines), outside the API and files.
 */
export function isSameOriginPagePath(target: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(target) && !/[\\\u0000-\u001f\u007f]/.test(target) && !isNonPagePath(target);
}

/** A search page (/search/…), counted against the search limit like web-search. */
const isSearchPage = (url: string): boolean => /^\/search(?:[/?]|$)/.test(url);

/** A page that says why a page load was refused (a limit) and what to do: the error's own message. */
export function refusedPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please wait</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1c1f24">
<h1>Please wait a moment</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Back to the home page</a></p>
</body>
</html>
`;
}

/** Whether the storefront document answers this request (a page load outside the API and files). */
export const isPageRequest = (request: FastifyRequest): boolean => !isNonPagePath(request.url) && wantsHtml(request);

/** Answers a request with the storefront's not-found page (status 404). */
export type NotFoundPageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export default async function staticSite(app: FastifyInstance, opts: StaticSiteOptions = {}): Promise<void> {
  const config = app.hasDecorator('config') ? app.config : undefined;
  const distDir = opts.distDir ?? config?.distDir;
  if (!distDir) throw new Error('staticSite needs distDir (or app.config)');
  const apiBase = opts.apiBase ?? config?.apiBase ?? '/api/';
  const publicUrl = opts.publicUrl ?? config?.publicUrl ?? 'http://localhost:3000';
  const storefrontDir = join(distDir, 'storefront');
  const widgetsDir = join(distDir, 'widgets');
  const indexFile = join(storefrontDir, 'index.html');
  const routePreloads = routePreloadsReader(join(storefrontDir, 'route-preloads.json'));
  const renderer = storefrontRendererReader(join(distDir, 'ssr', 'render.cjs'), inProcessFetch(app));
  app.addHook('onClose', () => renderer.close());
  const pageStyles = pageStylesReader(join(storefrontDir, 'assets'));
  const cache = pageCache();
  const csp = contentSecurityPolicy({ apiBase, publicUrl });
  // Source maps (storefront and widgets) only outside production, or with SERVE_SOURCE_MAPS=1.
  const serveMaps = !config?.production || config.serveSourceMaps === true;
  const allowedPath = (pathName: string) => serveMaps || !/\.map$/i.test(pathName);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return payload;
  });

  await app.register(fastifyStatic, {
    root: join(storefrontDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    allowedPath,
    index: false,
    preCompressed: true,
    suppressWarning: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', YEAR);
    },
  });

  // The moving latest at /widgets/, the pinned release at /widgets/v{version}/ (every file immutable).
  for (const prefix of ['/widgets/', WIDGETS_RELEASE_PATH]) {
    await app.register(fastifyStatic, {
      root: widgetsDir,
      prefix,
      decorateReply: false,
      allowedPath,
      index: false,
      preCompressed: true,
      suppressWarning: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const rel = path.slice(widgetsDir.length).replace(/\\/g, '/').replace(/^\//, '');
        const hashed = rel.startsWith('esm/chunks/') || /^cg-[^/]+\.css(\.map)?$/.test(rel); // cg-<tag>-[hash].css
        reply.header('Cache-Control', hashed || prefix === WIDGETS_RELEASE_PATH ? YEAR : SHORT);
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  // index.html is re-read when the build rewrites it (one stat per page load).
  const readIndex = rereadOnChange(indexFile, (html) => injectSiteMeta(html, apiBase, publicUrl));

  const documentHeaders = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', NO_CACHE)
      .header('Content-Security-Policy', csp)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');

  /** A rendered page, compressed as the browser accepts (each encoding made once per page). */
  const sendDocument = (request: FastifyRequest, reply: FastifyReply, body: PageBody) => sendBody(request, documentHeaders(reply).code(body.status), body);

  /**
   * The version the page cache keys pages by; null (no caching) without a database or when it cannot
   * be read. Read where the pages' catalogue data is read (a replica), so a page is never cached
   * under a version newer than what it shows.
   */
  const versionNow = async (request: FastifyRequest): Promise<string | null> => {
    if (!app.hasDecorator('readDb')) return null;
    return catalogueVersion(app.readDb).catch((err: unknown) => {
      request.log.error({ err }, 'catalogue version unreadable; the page is rendered without the cache');
      return null;
    });
  };

  /**
   * The page `url` rendered by the server entry (on its render thread) into `template`, as bytes to
   * send, with its status and head from the render; null when there is no entry, the render failed
   * or redirected: the browser then renders the bare template alone.
   */
  const renderBody = async (request: FastifyRequest, url: string, template: string, status?: 404): Promise<{ body: PageBody; cacheable: boolean } | null> => {
    const ssr = renderer.current();
    if (!ssr) return null;
    const log = (err: unknown) => request.log.error({ err }, 'server rendering failed; the browser renders the page');
    let rendered: RenderedPage;
    try {
      rendered = await ssr.renderPage({ url, apiBase, publicUrl }, log);
    } catch (err) {
      log(err);
      return null;
    }
    // A redirect found while rendering: the browser's router follows it.
    if (rendered.redirect) return null;
    const document = pageDocument(template, rendered, pageStyles(template));
    if (document === null) return null;
    return { body: pageBody(status ?? rendered.status, document), cacheable: rendered.cacheable };
  };

  /** Renders under way by page and catalogue version: the same page asked for again meanwhile waits for that render. */
  const rendering = sharedWork<Awaited<ReturnType<typeof renderBody>>>();

  /**
   * The storefront document for `url` rendered by the server entry, with the status and head
   * the render gave it (kept in the page cache under `version`); the document the browser
   * renders alone when there is no entry or the render fails; the not-built page.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, url: string, version: string | null, status?: 404) => {
    const html = readIndex();
    documentHeaders(reply);
    if (html === null) {
      // Without a build no page renders; a URL known to name no page (malformed) is still a 404.
      if (status === 404) return reply.code(404).send(NOT_BUILT_PAGE);
      return reply.code(503).header('Retry-After', '10').send(NOT_BUILT_PAGE);
    }
    const template = applyRoutePreloads(html, routePreloads(), url.split(/[?#]/)[0]);
    const render = () => renderBody(request, url, template, status);
    const page = await (version !== null && status === undefined ? rendering(`${version} ${request.url}`, render) : render());
    if (!page) return reply.code(status ?? 200).send(template);
    if (page.cacheable && version !== null) {
      const until = await nextClockChange(app.readDb).catch(() => Date.now());
      cache.set(version, html, request.url, page.body, until);
    }
    return sendDocument(request, reply, page.body);
  };

  const countSearch = app.hasDecorator('rateLimits') ? searchLimit(app.rateLimits) : null;

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) return reply.callNotFound();
    // A path that names another origin ('//evil.example/x') is no page of this site.
    if (!isSameOriginPagePath(request.url)) return sendPage(request, reply, '/not-found', null, 404);
    if (countSearch && isSearchPage(request.url)) {
      try {
        await countSearch(request);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        return reply.code(err.statusCode).headers(err.headers).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(refusedPage(err.message));
      }
    }
    // A form the browser submitted itself (no JavaScript): on to the page's own URL.
    const formTarget = searchFormTarget(request.url) ?? priceFormTarget(request.url);
    if (formTarget) {
      if (!isSameOriginPagePath(formTarget)) return sendPage(request, reply, '/not-found', null, 404);
      return reply.redirect(formTarget, 303);
    }
    const version = await versionNow(request);
    const build = readIndex();
    const kept = version !== null && build !== null ? cache.get(version, build, request.url) : undefined;
    if (kept) return sendDocument(request, reply, kept);
    return sendPage(request, reply, request.url, version);
  };
  // A malformed URL: no router can read it, so the page is the not-found page's.
  opts.onNotFoundPage?.((request, reply) => sendPage(request, reply, '/not-found', null, 404));
  app.get('/', page);
  app.get('/*', page);
}
