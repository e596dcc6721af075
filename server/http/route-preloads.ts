/**
 * Preload links of a page (the build's storefront/route-preloads.json, scripts/rollup/html.mjs):
 * the chunks of the page's code and its first API calls start downloading with the HTML, in
 * parallel, instead of one after another once the entry module has run. The API calls are sent
 * bare by the storefront (no custom headers), so the browser hands them the preloaded answers.
 */
import { joinUrl } from '../../shared/api/client';
import { escapeHtml } from './html';
import { rereadOnChange } from './reread';

export interface RoutePreload {
  /** Chunk URLs, e.g. /assets/HomeRoutes-x.js. */
  modules: string[];
  /** API paths relative to the API base, e.g. layouts. */
  api: string[];
}

/** Page path → its preloads (a Map: paths come from request URLs, never object keys). */
export type RoutePreloads = ReadonlyMap<string, RoutePreload>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** The manifest's entries; none from a half-written or broken one (until the next build). */
function parseRoutePreloads(text: string): RoutePreloads {
  const preloads = new Map<string, RoutePreload>();
  try {
    const raw = JSON.parse(text) as Record<string, { modules?: unknown; api?: unknown }>;
    for (const [path, entry] of Object.entries(raw ?? {})) preloads.set(path, { modules: strings(entry?.modules), api: strings(entry?.api) });
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

/** The page's preload links written at the end of <head>; the page unchanged when it has none. */
export function applyRoutePreloads(html: string, preload: RoutePreload | undefined, apiBase: string): string {
  if (!preload || (!preload.modules.length && !preload.api.length)) return html;
  const tags = [
    ...preload.modules.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...preload.api.map((path) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(joinUrl(apiBase, path))}">`),
  ];
  return html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
