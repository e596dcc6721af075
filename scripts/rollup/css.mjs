// Side-effect CSS imports (`import './Thing.css'`) become empty modules; their text is collected
// in module execution order (depth-first over static imports, then dynamic ones) and emitted as
// ONE hashed asset per build, or, with `perEntry`, one per entry chunk holding only the CSS that
// entry's modules import (statically or lazily). Relative url(...) references are emitted as
// assets next to it. With `shadowRoot`, each entry's stylesheet is for its element's shadow root:
// of the theme tokens its :host rules set, only the ones it uses are kept (host-tokens.mjs).
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { hostTokens } from './host-tokens.mjs';

const CSS_RE = /\.css(\?.*)?$/;
const URL_RE = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;
const placeholder = (ref) => `__CG_CSS_ASSET_${ref}__`;

/**
 * Conservative minifier: comments, runs of whitespace, spaces around punctuation and after a
 * colon (`color: red`, `(max-width: 479px)`; a selector's colon is never followed by a space).
 */
export function minifyCss(css) {
  // Comments first (they may hold apostrophes); then odd parts are string literals
  // ("a, b" in `content`), left exactly as written.
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/\s*([{};,>])\s*/g, '$1')
            .replace(/:\s+/g, ':')
            .replace(/;}/g, '}'),
    )
    .join('')
    .trim();
}

/** The code of a chunk and of every chunk it imports, statically or dynamically. */
function codeOf(bundle, chunk) {
  const seen = new Set();
  const visit = (file) => {
    const c = bundle[file];
    if (seen.has(file) || c?.type !== 'chunk') return;
    seen.add(file);
    [...c.imports, ...c.dynamicImports].forEach(visit);
  };
  visit(chunk.fileName);
  return [...seen].map((file) => bundle[file].code).join('\n');
}

/**
 * @param {{ name: string, minify?: boolean, onEmit?: (fileName: string) => void,
 *   perEntry?: (entryName: string) => string, shadowRoot?: boolean }} options
 *   name: the asset name ('app.css' → assetFileNames decides the final 'assets/app-[hash].css');
 *   perEntry: instead, the asset name of each entry chunk's own stylesheet (find it with findCss);
 *   shadowRoot: each entry's stylesheet is adopted by its element's shadow root (hostTokens).
 */
export default function cssBundle({ name, minify = false, onEmit, perEntry, shadowRoot = false } = {}) {
  /** @type {Map<string, string>} module id → css text (with asset placeholders) */
  const styles = new Map();
  /** @type {Map<string, string>} placeholder → emitted asset reference id */
  const assetRefs = new Map();

  return {
    name: 'cg-css-bundle',
    buildStart() {
      styles.clear();
      assetRefs.clear();
    },
    transform(code, id) {
      if (!CSS_RE.test(id)) return null;
      const file = id.replace(/\?.*$/, '');
      const text = code.replace(URL_RE, (whole, quote, url) => {
        if (/^(data:|https?:|\/\/|\/|#)/i.test(url)) return whole;
        const path = resolve(dirname(file), url.replace(/[?#].*$/, ''));
        const suffix = url.slice(url.replace(/[?#].*$/, '').length);
        const ref = this.emitFile({ type: 'asset', name: basename(path), source: readFileSync(path) });
        this.addWatchFile(path);
        assetRefs.set(placeholder(ref), ref);
        return `url(${placeholder(ref)}${suffix})`;
      });
      styles.set(id, text);
      return { code: 'export default undefined;', map: { mappings: '' }, moduleSideEffects: true };
    },
    generateBundle(_options, bundle) {
      // Execution order: entries in input order, depth-first, imports before importers; what
      // is loaded up front first, then each lazily imported part in the order it is reached.
      const stylesheetOf = (entries) => {
        const ordered = [];
        const seen = new Set();
        const lazy = [];
        const visit = (id) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) return;
          for (const dep of info.importedIds) visit(dep);
          if (styles.has(id)) ordered.push(styles.get(id));
          lazy.push(...info.dynamicallyImportedIds);
        };
        for (const id of entries) visit(id);
        for (let i = 0; i < lazy.length; i++) visit(lazy[i]);
        return { ordered, seen };
      };
      const emit = (assetName, ordered, code) => {
        let css = ordered.join('\n');
        if (code !== undefined) css = hostTokens(css, code);
        if (minify) css = minifyCss(css);
        for (const [mark, ref] of assetRefs) css = css.split(mark).join(basename(this.getFileName(ref)));
        const ref = this.emitFile({ type: 'asset', name: assetName, source: css });
        onEmit?.(this.getFileName(ref));
      };

      if (perEntry) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId) {
            emit(perEntry(chunk.name), stylesheetOf([chunk.facadeModuleId]).ordered, shadowRoot ? codeOf(bundle, chunk) : undefined);
          }
        }
        return;
      }
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const { ordered, seen } = stylesheetOf(entries);
      for (const id of styles.keys()) if (!seen.has(id)) ordered.push(styles.get(id)); // unreachable leftovers
      emit(name, ordered);
    },
  };
}

/** The emitted stylesheet of a bundle (the first .css asset, or the one emitted as `name`), or undefined. */
export function findCss(bundle, name) {
  const named = (f) => name === undefined || (f.names ?? [f.name]).includes(name);
  return Object.values(bundle).find((f) => f.type === 'asset' && f.fileName.endsWith('.css') && named(f))?.fileName;
}
