// `react` in the widget build: the shared components' React API on Preact. A module gets the first
// of the light modules that exports every name it imports: plain Preact (widgets/runtime/
// preact-react.ts), then the same with Preact's hooks (preact-react-hooks.ts); one that needs more
// (Children, useSyncExternalStore, startTransition, a default or namespace import) gets
// preact/compat. So an element whose modules need nothing of compat (the card, the mini-cart) does
// not download it (~2.3 KB gzip), nor the hooks (~1.2 KB) when none of them uses a hook (the
// card); an element whose components rely on compat's React semantics imports it in its entry
// (the reservation: onChange of text fields as the input event, bubbling onFocus/onBlur,
// camelCased SVG attributes).
//
// React spells SVG presentation attributes in camelCase (strokeWidth), the DOM in kebab-case
// (stroke-width); compat renames them as each element is created. Plain Preact does not, so this
// plugin renames them in the JSX as TypeScript compiles it (compat's rule, CAMEL_PROPS; give
// `api.typescriptTransformers` to the TypeScript plugin) and the runtime carries no renaming code. Props spread onto an SVG element cannot be renamed here: the build fails when a
// module doing that reaches an element without compat.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

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

/** The names a module exports (`export { a, b } from …`, `export function c`, `export * from './d'` of a .ts module beside it). */
function exportedNames(file) {
  const code = readFileSync(file, 'utf8');
  const names = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) => list.split(',').map((n) => n.trim().split(/\s+as\s+/).pop()));
  for (const [, name] of code.matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g)) names.push(name);
  for (const [, from] of code.matchAll(/export\s*\*\s*from\s*['"](\.[^'"]+)['"]/g)) names.push(...exportedNames(resolve(dirname(file), `${from}.ts`)));
  return new Set(names.filter(Boolean));
}

// preact/compat's test for a camelCased SVG attribute (its `image(!S)` kept as it is).
const CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
const SVG_ELEMENTS = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'text', 'tspan', 'use', 'defs', 'symbol', 'stop', 'linearGradient', 'radialGradient', 'clipPath', 'mask', 'pattern', 'marker', 'image']);

const kebab = (name) => name.replace(/[A-Z0-9]/g, '-$&').toLowerCase();

/**
 * A TypeScript transformer (before the JSX is compiled): the camelCased SVG attributes of
 * intrinsic elements in kebab-case, as compat renames them; onSpread(file, tag) hears of each
 * SVG element props are spread onto (left as they are).
 * @param {(file: string, tag: string) => void} onSpread
 * @returns {import('typescript').TransformerFactory<import('typescript').SourceFile>}
 */
export function kebabSvgAttributes(onSpread) {
  return (context) => (sourceFile) => {
    const { factory } = context;
    const visit = (node) => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) {
        const tag = node.tagName.text;
        if (/^[a-z]/.test(tag) && !tag.includes('-')) {
          let changed = false;
          const properties = node.attributes.properties.map((attribute) => {
            if (ts.isJsxSpreadAttribute(attribute)) {
              if (SVG_ELEMENTS.has(tag)) onSpread(sourceFile.fileName, tag);
              return attribute;
            }
            if (!ts.isIdentifier(attribute.name) || !CAMEL_PROPS.test(attribute.name.text)) return attribute;
            changed = true;
            return factory.updateJsxAttribute(attribute, factory.createIdentifier(kebab(attribute.name.text)), attribute.initializer);
          });
          if (changed) {
            const attributes = factory.updateJsxAttributes(node.attributes, properties);
            node = ts.isJsxOpeningElement(node)
              ? factory.updateJsxOpeningElement(node, node.tagName, node.typeArguments, attributes)
              : factory.updateJsxSelfClosingElement(node, node.tagName, node.typeArguments, attributes);
          }
        }
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

/**
 * @param {{ light: readonly string[], compatModules?: readonly string[] }} options  light: the
 *   plain-Preact modules, smallest first (the first is also `react-dom/client`); compatModules:
 *   modules whose `react` is compat whatever they import (an element's entry, so its page loads
 *   compat before the element first renders)
 */
export function reactOnPreact({ light, compatModules = [] }) {
  const lightFiles = light.map((file) => resolve(file));
  const forced = new Set(compatModules.map((file) => resolve(file)));
  /** @type {{ file: string, names: Set<string> }[]} */
  let available = [];
  /** Modules spreading props onto SVG elements → those elements' tags (the whole TypeScript program's). */
  const svgSpreads = new Map();
  /** The light module covering what the importer takes from `react`; null for compat. */
  const lightFor = (importer) => {
    if (forced.has(importer)) return null;
    let imported = null;
    try {
      imported = reactImports(readFileSync(importer.replace(/\?.*$/, ''), 'utf8'));
    } catch {
      // not a source file of ours: compat
    }
    return (imported && available.find(({ names }) => imported.every((name) => names.has(name)))?.file) ?? null;
  };
  return {
    name: 'cg-react-on-preact',
    // For the TypeScript plugin of the same build (its `transformers` option).
    api: {
      typescriptTransformers: {
        before: [kebabSvgAttributes((file, tag) => svgSpreads.set(resolve(file), new Set(svgSpreads.get(resolve(file))).add(tag)))],
      },
    },
    buildStart() {
      available = lightFiles.map((file) => ({ file, names: exportedNames(file) }));
      lightFiles.forEach((file) => this.addWatchFile(file));
    },
    buildEnd(error) {
      if (error) return;
      for (const [id, tags] of svgSpreads) {
        const seen = new Set();
        const withoutCompat = [];
        const visit = (module) => {
          if (seen.has(module) || forced.has(module)) return;
          seen.add(module);
          const info = this.getModuleInfo(module);
          if (!info) return;
          if (info.isEntry) withoutCompat.push(module);
          [...info.importers, ...info.dynamicImporters].forEach(visit);
        };
        visit(id);
        if (withoutCompat.length) {
          const entries = withoutCompat.map((e) => relative(process.cwd(), e)).join(', ');
          this.error(`${relative(process.cwd(), id)} spreads props onto <${[...tags].join('>, <')}>, and ${entries} renders it without Preact's compat layer, which would rename camelCased SVG attributes in them: write those attributes out in the JSX`);
        }
      }
    },
    resolveId(source, importer) {
      if (source === 'react-dom/client') return lightFiles[0];
      if (source !== 'react' || !importer || importer.startsWith('\0')) return null;
      return lightFor(importer) ?? this.resolve('preact/compat', importer, { skipSelf: true });
    },
  };
}
