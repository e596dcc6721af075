// The size of one widget's ES module against its budget (gzip, level 9): the module and the
// chunks it imports statically besides the shared widget runtime (both counted against the
// budget), the runtime itself (Preact and the widget runtime, shared with every other widget on
// the page), and on request what a page with only this widget downloads in all (loader, module,
// chunks, runtime and the widgets' stylesheet), reported apart. bench/product-card-size.mjs and
// bench/mini-cart-size.mjs measure their widget with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
export const kb = (n) => Math.round((n / 1024) * 10) / 10;
const rel = (file) => posix.relative(ROOT, file.split('\\').join('/'));

/**
 * Measures dist/widgets/esm/<module>. `page: true` adds the loader and the stylesheet rows and
 * pageTotalGzipKb. Answers { error } when the module is not built.
 */
export function moduleSize({ module, budgetKb, page = false, dist = resolve(ROOT, process.env.DIST_DIR || 'dist') }) {
  const widgets = join(dist, 'widgets');
  const entry = join(widgets, 'esm', module);
  if (!existsSync(entry)) return { error: `${rel(entry)} is missing (npm run build)` };
  const seen = new Set();
  const rows = [];
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const kind = file === entry ? 'own module' : /[\\/]runtime-[^\\/]+\.js$/.test(file) ? 'runtime' : 'shared chunk';
    rows.push({ file: rel(file), kind, gzip: gz(file) });
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
  };
  visit(entry);
  const own = rows.filter((r) => r.kind !== 'runtime').reduce((t, r) => t + r.gzip, 0);
  const runtime = rows.filter((r) => r.kind === 'runtime').reduce((t, r) => t + r.gzip, 0);
  const sizes = { ownGzipKb: kb(rows[0].gzip), ownWithSharedGzipKb: kb(own), runtimeGzipKb: kb(runtime) };
  const verdict = { budgetKb, withinBudget: kb(own) <= budgetKb };
  if (!page) return { rows, ...sizes, ...verdict };

  const extra = [];
  const loader = join(widgets, 'cg-widgets.js');
  if (existsSync(loader)) extra.push({ file: rel(loader), kind: 'loader', gzip: gz(loader) });
  for (const name of readdirSync(widgets)) {
    if (/\.css$/.test(name)) extra.push({ file: rel(join(widgets, name)), kind: 'stylesheet', gzip: gz(join(widgets, name)) });
  }
  const total = [...rows, ...extra].reduce((t, r) => t + r.gzip, 0);
  return { rows: [...rows, ...extra], ...sizes, pageTotalGzipKb: kb(total), ...verdict };
}

/**
 * Prints a moduleSize() answer for <tag>: a line a file, then the sums. `runtime` names the
 * runtime in the heading, `width` is the file column's width.
 */
export function printModuleSize(tag, r, { runtime = 'runtime', width = 46 } = {}) {
  if (r.error) {
    console.log(`\n<${tag}>: ${r.error}`);
    return;
  }
  console.log(`\n<${tag}> (budget ${r.budgetKb} KB gzip on top of the ${runtime})`);
  for (const row of r.rows) console.log(`  ${row.kind.padEnd(13)} ${row.file.padEnd(width)} ${String(kb(row.gzip)).padStart(6)} KB gzip`);
  console.log(
    `  own module ${r.ownGzipKb} KB, with shared chunks ${r.ownWithSharedGzipKb} KB${r.withinBudget ? '' : ' (OVER)'}; runtime ${r.runtimeGzipKb} KB` +
      (r.pageTotalGzipKb === undefined ? '' : `; a page with only <${tag}> downloads ${r.pageTotalGzipKb} KB`),
  );
}
