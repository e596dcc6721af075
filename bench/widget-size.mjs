#!/usr/bin/env node
// The reservation widget's initial download (issue 3 budget: at most 45 KB gzip, Preact
// included): what a partner page fetches before <scooter-reservation> first renders — the loader
// script, the widget's ES module and every chunk it imports statically (recursively) — plus the
// widgets' stylesheet its shadow root links. Chunks it imports dynamically (Swiper, fetched only
// when the left panel shows on a wide window) are listed apart and not counted.
//
// `node bench/widget-size.mjs` prints the table on its own; bench/run.mjs includes it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WIDGET_TAG = 'scooter-reservation';
export const BUDGET_GZIP = 45 * 1024;

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

function sizes(file) {
  const buf = readFileSync(file);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [zc.BROTLI_PARAM_QUALITY]: 11, [zc.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
  };
}

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

/** Measures the initial download of the widget in dist/widgets; null when it is not built. */
export function measureWidget({ dist = resolve(ROOT, process.env.DIST_DIR || 'dist'), tag = WIDGET_TAG } = {}) {
  const dir = join(dist, 'widgets');
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest.widgets.find((w) => w.tag === tag);
  if (!entry) return null;
  const { files, lazy } = staticGraph(join(dir, entry.module));
  const row = (kind, file) => ({ kind, file: relative(ROOT, file).split('\\').join(posix.sep), ...sizes(file) });
  const initial = [
    row('loader', join(dir, 'cg-widgets.js')),
    ...files.map((f, i) => row(i === 0 ? 'entry' : 'chunk', f)),
    row('stylesheet', join(dir, manifest.stylesheet)),
  ];
  const later = lazy.map((f) => row('lazy', f));
  const total = initial.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  const js = initial.filter((r) => r.kind !== 'stylesheet').reduce((n, r) => n + r.gzip, 0);
  return { tag, budgetGzip: BUDGET_GZIP, initial, total, jsGzip: js, withinBudget: total.gzip <= BUDGET_GZIP, lazy: later };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** Prints the table (to stdout) and returns the measurement for results.json. */
export function reportWidgetSize(options = {}) {
  const m = measureWidget(options);
  console.log(`\n<${options.tag ?? WIDGET_TAG}> initial download (budget ${kb(BUDGET_GZIP)} gzip, Preact included)`);
  if (!m) {
    console.log('(not built: run npm run build)');
    return null;
  }
  const line = (cells, widths) => cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  const rows = [...m.initial, ...m.lazy].map((r) => [r.kind, r.file, kb(r.raw), kb(r.gzip), kb(r.brotli)]);
  rows.push(['total', 'before first render (lazy not counted)', kb(m.total.raw), kb(m.total.gzip), kb(m.total.brotli)]);
  const headers = ['kind', 'file', 'raw', 'gzip', 'brotli'];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  console.log(line(headers, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r, widths));
  console.log(`${m.withinBudget ? 'within' : 'OVER'} budget: ${kb(m.total.gzip)} of ${kb(BUDGET_GZIP)} gzip (JavaScript ${kb(m.jsGzip)})`);
  return m;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) reportWidgetSize();
