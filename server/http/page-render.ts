/**
 * Pages rendered by the storefront's own server entry (dist/ssr/render.cjs, built by rollup from
 * storefront/server/render.tsx): the server loads the built file, never storefront sources, and
 * hands it each page request, rendered on a thread of its own (http/render-thread.ts). The
 * document goes out once the page has rendered, since its status (404 for the not-found page) and
 * its head (title, description, canonical URL, Open Graph) come from that render, the same for
 * people and crawlers. Without the entry (not built), or when rendering fails, the page is the bare
 * document that the browser renders alone.
 */
import type { FastifyInstance } from 'fastify';
import { reloadOnChange } from './reread';
import { renderThread, type RenderedPage, type RenderThread } from './render-thread';

const ROOT = /<div id="root"><\/div>/;
const HEAD_END = /<\/head>/i;

/**
 * The built entry as it is now, on its render thread (http/render-thread.ts): a new thread when the
 * build rewrites the file (one stat per page), the old one ended; null while there is no entry.
 */
export function storefrontRendererReader(file: string, fetchApi: typeof fetch): { current(): RenderThread | null; close(): Promise<void> } {
  const read = reloadOnChange(file, (path) => renderThread(path, fetchApi));
  let thread: RenderThread | null = null;
  return {
    current() {
      const now = read();
      if (thread && thread !== now) void thread.close();
      thread = now;
      return now;
    },
    async close() {
      await thread?.close();
      thread = null;
    },
  };
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
