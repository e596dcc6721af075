#!/usr/bin/env node
// The <mini-cart> widget's size (issue 6 budget: at most 15 KB gzip): the widget's ES module and
// the chunks it imports statically besides the shared widget runtime (both counted against the
// budget), the runtime itself (Preact and the widget runtime, shared with every other widget on
// the page) and what a page with only <mini-cart> downloads in all (loader, module, chunks,
// runtime and the widgets' stylesheet), reported apart.
//
// `node bench/mini-cart-size.mjs` prints the table; bench/run.mjs includes it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MINI_CART_BUDGET_KB = 15;
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => Math.round((n / 1024) * 10) / 10;

export function miniCartSize({ dist = resolve(ROOT, process.env.DIST_DIR || 'dist') } = {}) {
  const widgets = join(dist, 'widgets');
  const entry = join(widgets, 'esm', 'mini-cart.js');
  if (!existsSync(entry)) return { error: `${posix.relative(ROOT, entry)} is missing (npm run build)` };
  const seen = new Set();
  const rows = [];
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const kind = file === entry ? 'own module' : /[\\/]runtime-[^\\/]+\.js$/.test(file) ? 'runtime' : 'shared chunk';
    rows.push({ file: posix.relative(ROOT, file.split('\\').join('/')), kind, gzip: gz(file) });
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
  };
  visit(entry);
  const extra = [];
  const loader = join(widgets, 'cg-widgets.js');
  if (existsSync(loader)) extra.push({ file: posix.relative(ROOT, loader), kind: 'loader', gzip: gz(loader) });
  for (const name of readdirSync(widgets)) {
    if (/\.css$/.test(name)) extra.push({ file: posix.relative(ROOT, join(widgets, name)), kind: 'stylesheet', gzip: gz(join(widgets, name)) });
  }
  const own = rows.filter((r) => r.kind !== 'runtime').reduce((t, r) => t + r.gzip, 0);
  const runtime = rows.filter((r) => r.kind === 'runtime').reduce((t, r) => t + r.gzip, 0);
  const total = [...rows, ...extra].reduce((t, r) => t + r.gzip, 0);
  return {
    rows: [...rows, ...extra],
    ownGzipKb: kb(rows[0].gzip),
    ownWithSharedGzipKb: kb(own),
    runtimeGzipKb: kb(runtime),
    pageTotalGzipKb: kb(total),
    budgetKb: MINI_CART_BUDGET_KB,
    withinBudget: kb(own) <= MINI_CART_BUDGET_KB,
  };
}

export function printMiniCartSize(r) {
  if (r.error) {
    console.log(`\n<mini-cart>: ${r.error}`);
    return;
  }
  console.log(`\n<mini-cart> (budget ${r.budgetKb} KB gzip on top of the shared runtime)`);
  for (const row of r.rows) console.log(`  ${row.kind.padEnd(13)} ${row.file.padEnd(52)} ${String(kb(row.gzip)).padStart(6)} KB gzip`);
  console.log(
    `  own module ${r.ownGzipKb} KB, with shared chunks ${r.ownWithSharedGzipKb} KB${r.withinBudget ? '' : ' (OVER)'}; runtime ${r.runtimeGzipKb} KB; ` +
      `a page with only <mini-cart> downloads ${r.pageTotalGzipKb} KB`,
  );
}

/** For bench/run.mjs: measures, prints, returns the numbers. */
export function reportMiniCartSize(options) {
  const r = miniCartSize(options);
  printMiniCartSize(r);
  return r;
}

if (import.meta.url === `file://${process.argv[1]}`) printMiniCartSize(miniCartSize());
