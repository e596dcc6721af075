// The widget builds: the ES-module build takes its entries from widgets/registry.ts and writes
// manifest.json (the registered widgets, each with its own stylesheet); the classic-script loader
// build reads that manifest and inlines the slim registry (tag, attributes, properties, stylesheet),
// then adds the release (version, pinned path, Subresource Integrity hashes) to the manifest.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { findCss } from './css.mjs';
import { walk } from './files.mjs';
import { compressedTwins } from './precompress.mjs';

export const MANIFEST = 'manifest.json';

/** The asset name of an element's stylesheet (cg-product-card.css → cg-product-card-[hash].css). */
export const widgetStylesheet = (tag) => `cg-${tag}.css`;

/** Loads widgets/registry.ts (import-free apart from types) without a TypeScript loader. */
export async function loadRegistry(file) {
  const source = readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  const widgets = mod.widgets;
  if (!Array.isArray(widgets)) throw new Error(`${file} must export a "widgets" array`);
  const tags = new Set();
  for (const w of widgets) {
    if (typeof w.tag !== 'string' || !/^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(w.tag)) {
      throw new Error(`${file}: "${w.tag}" is not a valid custom element name`);
    }
    if (tags.has(w.tag)) throw new Error(`${file}: ${w.tag} is registered twice`);
    tags.add(w.tag);
    if (typeof w.source !== 'string') throw new Error(`${file}: ${w.tag} has no source module`);
  }
  return widgets;
}

/**
 * ES-module build: input = { <tag>: source } from the registry (re-read on each watch rebuild),
 * or the runtime alone while the registry is empty; emits manifest.json after the stylesheet.
 * @param {{ registry: string, runtime: string }} options
 */
export function widgetEntries({ registry, runtime }) {
  let widgets = [];
  return {
    name: 'cg-widget-entries',
    async options(inputOptions) {
      widgets = await loadRegistry(registry);
      // With no widget registered yet the runtime alone is built (so its size and CSS exist).
      const input = widgets.length ? {} : { runtime };
      for (const w of widgets) input[w.tag] = resolve(dirname(registry), w.source);
      return { ...inputOptions, input };
    },
    buildStart() {
      this.addWatchFile(registry);
    },
    generateBundle(_options, bundle) {
      const stylesheetOf = (tag) => findCss(bundle, widgetStylesheet(tag)) ?? this.error(`The widget build produced no stylesheet for <${tag}>`);
      const manifest = {
        widgets: widgets.map((w) => ({
          tag: w.tag,
          module: `esm/${w.tag}.js`,
          stylesheet: stylesheetOf(w.tag),
          description: w.description ?? '',
          attributes: w.attributes ?? [],
          properties: w.properties ?? [],
          events: w.events ?? [],
        })),
      };
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: JSON.stringify(manifest, null, 2) + '\n' });
    },
  };
}

/**
 * Loader build: replaces __CG_WIDGETS__ with the manifest's widgets.
 * @param {{ manifest: string }} options  path of dist/widgets/manifest.json
 */
export function loaderConstants({ manifest }) {
  let values = null;
  return {
    name: 'cg-widget-loader-constants',
    buildStart() {
      this.addWatchFile(manifest);
      let data;
      try {
        data = JSON.parse(readFileSync(manifest, 'utf8'));
      } catch (error) {
        this.error(`Build the widget modules before the loader (${manifest}: ${error.message})`);
      }
      // An element without properties leaves out the empty list (the loader reads it as none).
      const slim = data.widgets.map(({ tag, attributes, properties, stylesheet }) =>
        properties?.length ? { tag, attributes, properties, stylesheet } : { tag, attributes, stylesheet },
      );
      values = JSON.stringify(slim);
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || !/__CG_WIDGETS__/.test(code)) return null;
      return { code: code.replace(/\b__CG_WIDGETS__\b/g, values), map: null };
    },
  };
}

/** 'sha384-…', the Subresource Integrity value of some bytes. */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Loader build, once written: manifest.json gets the release — `version`, `path` (the pinned,
 * immutable folder /widgets/v{version}/) and `integrity`, a sha384 hash per file a page loads
 * (the loader, the modules, the stylesheets, custom-elements.json) — and new compressed twins.
 * @param {{ dir: string, version: string }} options  dir: dist/widgets
 */
export function widgetRelease({ dir, version }) {
  return {
    name: 'cg-widget-release',
    writeBundle() {
      const file = join(dir, MANIFEST);
      const { widgets } = JSON.parse(readFileSync(file, 'utf8'));
      const integrity = {};
      for (const path of walk(dir).sort()) {
        const rel = relative(dir, path).split(sep).join('/');
        if (rel === MANIFEST || /\.(gz|br|map)$/.test(rel)) continue;
        integrity[rel] = integrityOf(readFileSync(path));
      }
      const manifest = { version, path: `/widgets/v${version}/`, widgets, integrity };
      const bytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
      writeFileSync(file, bytes);
      const twins = compressedTwins(bytes);
      for (const ext of ['gz', 'br']) {
        if (twins[ext]) writeFileSync(`${file}.${ext}`, twins[ext]);
        else rmSync(`${file}.${ext}`, { force: true });
      }
    },
  };
}
