#!/usr/bin/env node
// The widgets' first load on a partner page (issue 19 budgets, gzip level 9): for each element,
// what the page fetches before it first renders — the loader script, the element's ES module and
// every chunk it imports statically (recursively, the shared runtime with Preact included) — plus
// the element's own stylesheet, the one its shadow root adopts (manifest.json widgets[].stylesheet).
// Chunks imported dynamically (Swiper, fetched only when the reservation's left panel shows on a
// wide window) are listed apart and not counted.
//
// Measured in the same run as a peer: Shopify's Buy Button (@shopify/buy-button-js, a development
// dependency used only here), its minified build gzipped; each first load is reported as a ratio
// to it. Budgets: <product-card> 12 KB, <mini-cart> 15 KB, <scooter-reservation> 30 KB.
//
// `node bench/widget-size.mjs` prints the tables on their own (DIST_DIR picks the build);
// bench/run.mjs includes them.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
export const WIDGET_BUDGETS_KB = { 'product-card': 12, 'mini-cart': 15, 'scooter-reservation': 30 };

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (n) => Math.round((n / KB) * 10) / 10;
const rel = (file) => relative(ROOT, file).split('\\').join(posix.sep);
const specifiers = (code, re) => [...code.matchAll(re)].map((m) => m[1]).filter((s) => s.startsWith('.'));

/** The module and everything it imports statically; dynamic imports collected apart. */
function staticGraph(entry) {
  const seen = new Set();
  const lazy = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const s of specifiers(code, STATIC_IMPORT)) visit(resolve(dirname(file), s));
    for (const s of specifiers(code, DYNAMIC_IMPORT)) lazy.add(resolve(dirname(file), s));
  };
  visit(entry);
  for (const f of seen) lazy.delete(f);
  return { files: [...seen], lazy: [...lazy] };
}

/**
 * The Buy Button's minified build, gzipped: its dist/buybutton.min.js, or its browser build
 * minified here with terser when a release ships none. Null when the package is not installed.
 */
export async function buyButtonSize() {
  const require = createRequire(join(ROOT, 'package.json'));
  let dir;
  try {
    dir = dirname(require.resolve('@shopify/buy-button-js/package.json'));
  } catch {
    return null;
  }
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const minified = join(dir, 'dist/buybutton.min.js');
  if (existsSync(minified)) return { version, file: rel(minified), gzip: gzip(readFileSync(minified)), minifiedHere: false };
  const built = join(dir, 'dist/buybutton.js');
  const { minify } = await import('terser');
  const { code } = await minify(readFileSync(built, 'utf8'), { compress: true, mangle: true });
  return { version, file: `${rel(built)} (minified with terser)`, gzip: gzip(Buffer.from(code)), minifiedHere: true };
}

/** One element's first load from <dist>/widgets; null when the widgets are not built. */
export function firstLoad({ dist = resolve(ROOT, process.env.DIST_DIR || 'dist'), tag }) {
  const dir = join(dist, 'widgets');
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest.widgets.find((w) => w.tag === tag);
  if (!entry) return null;
  const { files, lazy } = staticGraph(join(dir, entry.module));
  const row = (kind, file) => ({ kind, file: rel(file), gzip: gzip(readFileSync(file)) });
  const rows = [
    row('loader', join(dir, 'cg-widgets.js')),
    ...files.map((f, i) => row(i === 0 ? 'module' : /[\\/]runtime-[^\\/]+\.js$/.test(f) ? 'runtime' : 'chunk', f)),
    row('stylesheet', join(dir, entry.stylesheet)),
  ];
  const total = rows.reduce((n, r) => n + r.gzip, 0);
  const budgetKb = WIDGET_BUDGETS_KB[tag];
  return { tag, rows, lazy: lazy.map((f) => row('lazy', f)), gzipKb: kb(total), gzip: total, budgetKb, withinBudget: total <= budgetKb * KB };
}

/** Every budgeted element's first load beside the Buy Button, with the ratio to it. */
export async function widgetSizes(options = {}) {
  const peer = await buyButtonSize();
  const widgets = Object.keys(WIDGET_BUDGETS_KB).map((tag) => firstLoad({ ...options, tag }));
  if (widgets.includes(null)) return { error: 'the widgets are not built (npm run build)', buyButton: peer };
  const ratio = (w) => (peer ? Math.round((w.gzip / peer.gzip) * 100) / 100 : null);
  return {
    buyButton: peer && { ...peer, gzipKb: kb(peer.gzip) },
    widgets: widgets.map((w) => ({ ...w, ratioToBuyButton: ratio(w) })),
  };
}

export function printWidgetSizes(r) {
  console.log('\nWidgets: first load on a partner page (gzip: loader, module, static chunks, stylesheet)');
  const peer = r.buyButton ? `${r.buyButton.gzipKb} KB (@shopify/buy-button-js ${r.buyButton.version}, ${r.buyButton.file})` : 'not installed';
  console.log(`  Buy Button, minified: ${peer}`);
  if (r.error) return void console.log(`  ${r.error}`);
  for (const w of r.widgets) {
    console.log(`\n  <${w.tag}>`);
    for (const row of [...w.rows, ...w.lazy]) console.log(`    ${row.kind.padEnd(10)} ${row.file.padEnd(58)} ${String(kb(row.gzip)).padStart(5)} KB`);
    const ratio = w.ratioToBuyButton === null ? '' : `, ${w.ratioToBuyButton} × the Buy Button`;
    console.log(`    first load ${w.gzipKb} KB of ${w.budgetKb} KB${w.withinBudget ? '' : ' (OVER)'}${ratio}${w.lazy.length ? ' (lazy not counted)' : ''}`);
  }
}

/** For bench/run.mjs: measures, prints, returns the numbers. */
export async function reportWidgetSizes(options) {
  const r = await widgetSizes(options);
  printWidgetSizes(r);
  return r;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await reportWidgetSizes();
