// Writes the storefront's index.html: the template with the stylesheet link, modulepreload links
// for the entry's static imports and the entry <script type="module"> injected before </head>.
import { readFileSync } from 'node:fs';
import { findCss } from './css.mjs';

const escapeAttr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** @param {{ template: string, publicPath?: string }} options */
export default function htmlEntry({ template, publicPath = '/' }) {
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
      const tags = [
        css && `<link rel="stylesheet" href="${url(css)}">`,
        ...entry.imports.map((f) => `<link rel="modulepreload" href="${url(f)}">`),
        `<script type="module" src="${url(entry.fileName)}"></script>`,
      ].filter(Boolean);
      html = html.replace(/<\/head>/i, `  ${tags.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}
