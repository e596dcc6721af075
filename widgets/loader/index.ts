/**
 * cg-widgets.js: the classic script partner pages include. It finds the folder it was served
 * from, then defines one lightweight element per registered widget; each loads its ES module
 * (esm/<tag>.js beside this script) on first connection. Loading it twice is harmless.
 */
import { installWidgets } from './install';

function ownBaseUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  let src = current?.src;
  if (!src) {
    // Injected later (async or by another script): find ourselves by name.
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[src]');
    for (let i = scripts.length - 1; i >= 0 && !src; i--) {
      if (/\/cg-widgets\.js(?:[?#]|$)/.test(scripts[i].src)) src = scripts[i].src;
    }
  }
  return new URL('.', src || location.href).href;
}

if (typeof customElements !== 'undefined') {
  const baseUrl = ownBaseUrl();
  installWidgets(__CG_WIDGETS__, {
    baseUrl,
    load: (entry) => import(`${baseUrl}esm/${entry.tag}.js`),
  });
}
