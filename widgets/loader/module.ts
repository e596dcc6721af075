/**
 * The loader as an ES module (index.js of the npm package, cg-widgets.mjs on the store): defines
 * every registered element, loading each widget's module from beside this file on first use.
 * Imported from the package, the widgets' API is not beside it: set `api-base` on each element.
 */
import { installWidgets } from './install';

if (typeof customElements !== 'undefined') {
  const baseUrl = new URL('.', import.meta.url).href;
  installWidgets(__CG_WIDGETS__, {
    baseUrl,
    load: (entry) => import(/* @vite-ignore */ new URL(`esm/${entry.tag}.js`, baseUrl).href),
  });
}
