/**
 * Preload links of a page (the build's storefront/route-preloads.json, scripts/rollup/html.mjs):
 * the chunks of the page's code start downloading together, in parallel, as soon as the page's
 * first screen has painted (storefront/app/firstScreen.ts), instead of one after another as
 * each module runs. The manifest is keyed by the kind of page
 * (shared/domain/storefront-paths.ts): home, listing, product.
 */
import { storefrontPage } from '../../shared/domain/storefront-paths';
import { escapeHtml } from './html';
import { rereadOnChange } from './reread';

/** Page kind → the chunk URLs its code is made of, e.g. /assets/HomeRoutes-x.js. */
export type RoutePreloads = ReadonlyMap<string, readonly string[]>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** The manifest's entries; none from a half-written or broken one (until the next build). */
function parseRoutePreloads(text: string): RoutePreloads {
  const preloads = new Map<string, string[]>();
  try {
    const raw = JSON.parse(text) as Record<string, { modules?: unknown }>;
    for (const [kind, entry] of Object.entries(raw ?? {})) preloads.set(kind, strings(entry?.modules));
  } catch {
    return new Map();
  }
  return preloads;
}

/** Reads the manifest, again whenever the build rewrites it; empty when there is none. */
export function routePreloadsReader(file: string): () => RoutePreloads {
  const read = rereadOnChange(file, parseRoutePreloads);
  return () => read() ?? new Map();
}

/** The preload links of the page at `path` written at the end of <head>; the page unchanged when it has none. */
export function applyRoutePreloads(html: string, preloads: RoutePreloads, path: string): string {
  const modules = preloads.get(storefrontPage(path).kind);
  if (!modules?.length) return html;
  // As index.html's own: fetched once the page's first screen has painted (storefront/app/firstScreen.ts).
  const tags = modules.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('');
  return html.replace(/<\/head>/i, () => `  <template data-cg-later>${tags}</template>\n  </head>`);
}
