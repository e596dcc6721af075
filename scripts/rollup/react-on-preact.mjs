// `react` in the widget build: the shared components' React API on Preact. A module that imports
// only what plain Preact and its hooks have (the exports of widgets/runtime/preact-react.ts) gets
// that module; one that needs more (Children, useSyncExternalStore, startTransition, a default or
// namespace import) gets preact/compat. So an element whose modules need nothing of compat (the
// card, the mini-cart) does not download it (~2.3 KB gzip); an element whose components rely on
// compat's React semantics imports it in its entry (the reservation: onChange of text fields as
// the input event, bubbling onFocus/onBlur, camelCased SVG attributes).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const NAMED_REACT_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react['"]/g;
const OTHER_REACT_IMPORT = /import\s+(?!type\s)(?:\*\s*as\s+\w+|\w+)\s*(?:,[^;]*)?from\s*['"]react['"]/;

/** The value names a module imports from 'react' (types left out); null when not only named imports. */
export function reactImports(code) {
  if (OTHER_REACT_IMPORT.test(code)) return null;
  const names = [];
  for (const [, typeOnly, list] of code.matchAll(NAMED_REACT_IMPORT)) {
    if (typeOnly) continue;
    for (const item of list.split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** The names a module exports (`export { a, b } from …`, `export function c`). */
function exportedNames(code) {
  const names = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) => list.split(',').map((n) => n.trim().split(/\s+as\s+/).pop()));
  for (const [, name] of code.matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g)) names.push(name);
  return new Set(names.filter(Boolean));
}

/**
 * @param {{ light: string, compatModules?: readonly string[] }} options  light: the plain-Preact
 *   module (also `react-dom/client`); compatModules: modules whose `react` is compat whatever they
 *   import (an element's entry, so its page loads compat before the element first renders)
 */
export function reactOnPreact({ light, compatModules = [] }) {
  const lightFile = resolve(light);
  const forced = new Set(compatModules.map((file) => resolve(file)));
  let available = new Set();
  const needsCompat = (importer) => {
    if (forced.has(importer)) return true;
    let imported = null;
    try {
      imported = reactImports(readFileSync(importer.replace(/\?.*$/, ''), 'utf8'));
    } catch {
      // not a source file of ours: compat
    }
    return !imported || !imported.every((name) => available.has(name));
  };
  return {
    name: 'cg-react-on-preact',
    buildStart() {
      available = exportedNames(readFileSync(lightFile, 'utf8'));
      this.addWatchFile(lightFile);
    },
    resolveId(source, importer) {
      if (source === 'react-dom/client') return lightFile;
      if (source !== 'react' || !importer || importer.startsWith('\0')) return null;
      return needsCompat(importer) ? this.resolve('preact/compat', importer, { skipSelf: true }) : lightFile;
    },
  };
}
