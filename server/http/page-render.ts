/**
 * Pages rendered by the storefront's own server entry (dist/ssr/render.cjs, built by rollup from
 * storefront/server/render.tsx): the server loads the built file, never storefront sources, and
 * hands it each page request. The document goes out once the page has rendered, since its status
 * (404 for the not-found page) and its head (title, description, canonical URL, Open Graph) come
 * from that render, the same for people and crawlers. Without the entry (not built), or when
 * rendering fails, the page is the bare document that the browser renders alone.
 */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { reloadOnChange } from './reread';

/** A page as dist/ssr/render.cjs renders it (storefront/server/render.tsx). */
export interface RenderedPage {
  /** Title, meta and link tags for the document's head. */
  head: string;
  /** `<div id="root">…</div>` and the state script. */
  body: string;
  status: 200 | 404;
  redirect?: { status: number; location: string };
  /** Whether the page may be kept (every API call answered, every part rendered). */
  cacheable: boolean;
}

/** What dist/ssr/render.cjs exports. */
interface StorefrontRenderer {
  renderPage(request: {
    url: string;
    apiBase: string;
    publicUrl: string;
    fetchApi: typeof fetch;
    onError?: (error: unknown) => void;
  }): Promise<RenderedPage>;
}

const ROOT = /<div id="root"><\/div>/;
const HEAD_END = /<\/head>/i;

/** The built entry as it is now: loaded again when the build rewrites it (one stat per page). */
export function storefrontRendererReader(file: string): () => StorefrontRenderer | null {
  const load = createRequire(__filename);
  return reloadOnChange(file, (path) => {
    delete load.cache[load.resolve(path)];
    return load(path) as StorefrontRenderer;
  });
}

/** fetch for the renderer's API calls, answered by this app in-process (no socket, no proxy). */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...(init?.headers as Record<string, string> | undefined) },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * How the page's stylesheet is sent: `link` is the template's blocking stylesheet link; for a
 * rendered page it is replaced by `forPage(body)` (the CSS that page needs, inline, and the whole
 * stylesheet loading without blocking the first paint: http/page-styles.ts).
 */
export interface PageStyles {
  link: string;
  forPage(body: string): string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The document `html` (index.html with the page's preloads) with the page rendered into it: the
 * page's own head tags replace the template's title and description, the CSS the page needs
 * replaces the blocking stylesheet (http/page-styles.ts), and the page fills the root. Null when
 * the template has no root to fill.
 */
export function pageDocument(html: string, page: Pick<RenderedPage, 'head' | 'body'>, styles?: PageStyles | null): string | null {
  const at = html.search(ROOT);
  const headEnd = html.search(HEAD_END);
  if (at < 0 || headEnd < 0 || headEnd > at) return null;
  let head = html.slice(0, headEnd);
  if (/<title>/i.test(page.head)) head = head.replace(TITLE, () => '');
  if (/<meta name="description"/i.test(page.head)) head = head.replace(DESCRIPTION, () => '');
  if (styles) head = head.replace(styles.link, () => '');
  const pageStyles = styles ? styles.forPage(page.body) : '';
  return `${head.trimEnd()}\n    ${page.head}\n    ${pageStyles}\n  ${html.slice(headEnd, at)}${page.body}${html.slice(at).replace(ROOT, () => '')}`;
}
