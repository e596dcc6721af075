/**
 * Preload links of a page (the build's storefront/route-preloads.json, scripts/rollup/html.mjs):
 * the chunks of the page's code and its first API calls start downloading with the HTML, in
 * parallel, instead of one after another once the entry module has run. The API calls are sent
 * bare by the storefront (no custom headers), so the browser hands them the preloaded answers.
 */
import { readFileSync, statSync } from 'node:fs';
import { joinUrl } from '../../shared/api/client';
import { escapeHtml } from './html';

export interface RoutePreload {
  /** Chunk URLs, e.g. /assets/HomeRoutes-x.js. */
  modules: string[];
  /** API paths relative to the API base, e.g. layouts. */
  api: string[];
}

/** Page path → its preloads (a Map: paths come from request URLs, never object keys). */
export type RoutePreloads = ReadonlyMap<string, RoutePreload>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/** Reads the manifest, again whenever the build rewrites it; empty when there is none. */
export function routePreloadsReader(file: string): () => RoutePreloads {
  let cached: { mtimeMs: number; preloads: RoutePreloads } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return new Map();
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const preloads = new Map<string, RoutePreload>();
      try {
        const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { modules?: unknown; api?: unknown }>;
        for (const [path, entry] of Object.entries(raw ?? {})) preloads.set(path, { modules: strings(entry?.modules), api: strings(entry?.api) });
      } catch {
        /* a half-written or broken manifest: no preloads until the next build */
      }
      cached = { mtimeMs, preloads };
    }
    return cached.preloads;
  };
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
