// Writes the storefront's index.html: the template with the stylesheet link, the entry
// <script type="module"> and, in an inert template, modulepreload links for the entry's imports,
// static and dynamic, injected before </head>.
// With `routePreloads`, also route-preloads.json: for each kind of page, the chunks its code
// module imports dynamically (with their own imports, less what index.html already loads); the
// server writes them as modulepreload links into the HTML of pages of that kind.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findCss } from './css.mjs';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const escapeAttr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Modulepreload links that the browser fetches only once the storefront's entry puts them into
 * the document (storefront/app/firstScreen.ts, loadLaterResources); server/http/route-preloads.ts
 * writes a page's own chunks the same way.
 */
const laterTemplate = (hrefs) =>
  `<template data-cg-later>${hrefs.map((href) => `<link rel="modulepreload" href="${href}">`).join('')}</template>`;

/**
 * The chunks that `moduleId`'s dynamic imports load, with their static imports, in load order.
 * @param {import('rollup').OutputBundle} bundle
 */
function chunksOfDynamicImports(ctx, bundle, moduleId, loaded) {
  const info = ctx.getModuleInfo(moduleId);
  if (!info) ctx.error(`routePreloads: ${moduleId} is not part of the build`);
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
  const files = [];
  const add = (fileName) => {
    if (loaded.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    for (const dep of bundle[fileName]?.imports ?? []) add(dep);
  };
  for (const id of info.dynamicallyImportedIds) {
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (chunk) add(chunk.fileName);
  }
  return files;
}

/**
 * @param {{ template: string, publicPath?: string, routePreloads?: Record<string, string>, serverRendered?: boolean }} options
 *   routePreloads: page kind (shared/domain/storefront-paths.ts) → its code module, a file whose
 *   dynamic imports are the page's code.
 *   serverRendered: false for an app the browser renders alone (the back office): its code is
 *   needed for the first paint, so it loads at once with its imports preloaded.
 */
export default function htmlEntry({ template, publicPath = '/', routePreloads = {}, serverRendered = true }) {
  return {
    name: 'cg-html-entry',
    buildStart() {
      this.addWatchFile(template);
    },
    generateBundle(_options, bundle) {
      let html;
      try {
        html = readFileSync(template, 'utf8');
      } catch (error) {
        this.error(`Cannot read the page template ${template}: ${error.message}`);
      }
      if (!/<\/head>/i.test(html)) this.error(`${template} has no </head> to inject the scripts before`);
      const entry = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry);
      if (!entry) this.error('The storefront build produced no entry chunk');
      const url = (fileName) => escapeAttr(publicPath + fileName);
      const css = findCss(bundle);
      // The entry is small and imports React and the app dynamically: all of it is preloaded.
      const code = [...entry.imports, ...chunksOfDynamicImports(this, bundle, entry.facadeModuleId, new Set([entry.fileName, ...entry.imports]))];
      // The page is in the HTML (server-rendered): its styles and first-screen images come first.
      // The entry (small) makes the pop-up live; the code it imports is preloaded from an inert
      // template once the first screen has painted (storefront/app/firstScreen.ts).
      const tags = serverRendered
        ? [
            css && `<link rel="stylesheet" href="${url(css)}">`,
            `<script type="module" fetchpriority="low" src="${url(entry.fileName)}"></script>`,
            laterTemplate(code.map(url)),
          ]
        : [
            css && `<link rel="stylesheet" href="${url(css)}">`,
            ...entry.imports.map((f) => `<link rel="modulepreload" href="${url(f)}">`),
            `<script type="module" src="${url(entry.fileName)}"></script>`,
          ];
      html = html.replace(/<\/head>/i, `  ${tags.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      if (!serverRendered) return;

      const loaded = new Set([entry.fileName, ...code]);
      const manifest = {};
      for (const [kind, module] of Object.entries(routePreloads)) {
        manifest[kind] = { modules: chunksOfDynamicImports(this, bundle, resolve(module), loaded).map((f) => publicPath + f) };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
