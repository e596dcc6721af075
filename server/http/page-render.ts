/**
 * Pages rendered by the storefront's own server entry (dist/ssr/render.cjs, built by rollup from
 * storefront/server/render.tsx): the server loads the built file, never storefront sources, and
 * hands it each page request. The document goes out as a stream: the head at once (styles and
 * scripts start downloading while the page renders), then the rendered page and its state.
 * Without the entry (not built), or when rendering fails, the page is the bare document that
 * the browser renders alone.
 */
import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { reloadOnChange } from './reread';

/** What dist/ssr/render.cjs exports (storefront/server/render.tsx). */
interface StorefrontRenderer {
  renderPage(request: {
    url: string;
    apiBase: string;
    fetchApi: typeof fetch;
    onError?: (error: unknown) => void;
  }): Promise<{ body: Readable; redirect?: { status: number; location: string }; cacheable: boolean }>;
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

/**
 * The document `html` (index.html with this page's head) with the page rendered into its root:
 * the head up to its styles is written at once (the scripts start downloading while the page
 * renders), the rest when the page is ready: the styles it needs, the page and its state. A page
 * the renderer cannot render is left to the browser (an empty root, the blocking stylesheet).
 */
export function renderDocument(
  html: string,
  page: ReturnType<StorefrontRenderer['renderPage']>,
  log: (error: unknown) => void,
  /** Told the whole document once the page rendered completely (the page cache). */
  onRendered?: (document: string) => void,
  styles?: PageStyles | null,
): Readable {
  const out = new PassThrough();
  const at = html.search(ROOT);
  const headEnd = html.search(HEAD_END);
  if (at < 0 || headEnd < 0 || headEnd > at) {
    out.end(html);
    return out;
  }
  const head = styles ? html.slice(0, headEnd).replace(styles.link, '') : html.slice(0, headEnd);
  const between = html.slice(headEnd, at); // </head><body>
  const after = html.slice(at).replace(ROOT, '');
  out.write(head);
  const bare = () => out.end((styles?.link ?? '') + between + '<div id="root"></div>' + after);
  page.then(
    (rendered) => {
      const { body, redirect } = rendered;
      // A redirect found while rendering: the browser's router follows it.
      if (redirect) return bare();
      const chunks: Buffer[] = [];
      let failed = false;
      body.on('data', (chunk: Buffer) => chunks.push(chunk));
      body.on('end', () => {
        if (failed) return;
        const root = Buffer.concat(chunks).toString('utf8');
        const rest = (styles ? styles.forPage(root) : '') + between + root + after;
        out.end(rest);
        // Read at the end: a part that failed while rendering makes the page one not to keep.
        if (rendered.cacheable) onRendered?.(head + rest);
      });
      body.on('error', (error) => {
        failed = true;
        log(error);
        bare();
      });
    },
    (error: unknown) => {
      log(error);
      bare();
    },
  );
  return out;
}
