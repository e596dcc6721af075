#!/usr/bin/env node
// The <product-card> widget's size (issue 4 budget: its own module at most 12 KB gzip on top of
// the shared widget runtime): the widget's ES module, the chunks it imports statically besides
// the runtime (shared with other widgets), and the runtime itself, reported apart.
//
// `node bench/product-card-size.mjs` prints the table; bench/lighthouse.mjs's pageBenchmarks includes it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PRODUCT_CARD_BUDGET_KB = 12;
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => Math.round((n / 1024) * 10) / 10;

export function productCardSize({ dist = resolve(ROOT, process.env.DIST_DIR || 'dist') } = {}) {
  const esm = join(dist, 'widgets', 'esm');
  const entry = join(esm, 'product-card.js');
  if (!existsSync(entry)) return { error: 'dist/widgets/esm/product-card.js is missing (npm run build)' };
  const seen = new Set();
  const rows = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const kind = file === entry ? 'own module' : /[\\/]runtime-[^\\/]+\.js$/.test(file) ? 'runtime' : 'shared chunk';
    rows.push({ file: posix.relative(ROOT, file.split('\\').join('/')), kind, gzip: gz(file) });
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
  };
  visit(entry);
  const own = rows.filter((r) => r.kind !== 'runtime').reduce((t, r) => t + r.gzip, 0);
  const runtime = rows.filter((r) => r.kind === 'runtime').reduce((t, r) => t + r.gzip, 0);
  return { rows, ownGzipKb: kb(rows[0].gzip), ownWithSharedGzipKb: kb(own), runtimeGzipKb: kb(runtime), budgetKb: PRODUCT_CARD_BUDGET_KB, withinBudget: kb(own) <= PRODUCT_CARD_BUDGET_KB };
}

export function printProductCardSize(r) {
  if (r.error) {
    console.log(`\n<product-card>: ${r.error}`);
    return;
  }
  console.log(`\n<product-card> (budget ${r.budgetKb} KB gzip on top of the runtime)`);
  for (const row of r.rows) console.log(`  ${row.kind.padEnd(13)} ${row.file.padEnd(46)} ${String(kb(row.gzip)).padStart(6)} KB gzip`);
  console.log(`  own module ${r.ownGzipKb} KB, with shared chunks ${r.ownWithSharedGzipKb} KB${r.withinBudget ? '' : ' (OVER)'}; runtime ${r.runtimeGzipKb} KB`);
}

if (import.meta.url === `file://${process.argv[1]}`) printProductCardSize(productCardSize());
