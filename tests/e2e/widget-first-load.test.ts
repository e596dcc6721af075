// What each element's first load carries (issue 19 budgets), read from the built widgets: the
// element's module and every chunk it imports statically, by their source maps. The card and the
// mini-cart render on plain Preact, without Preact's compat layer; the card without its hooks or
// the session store, which it does not use; the reservation brings compat (its form fields rely on
// its React semantics).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const WIDGETS = join(resolve(__dirname, '../..'), process.env.DIST_DIR || 'dist', 'widgets');
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.[^"']+\.js)["']/g;

/** An element's module and the chunks it imports statically. */
function firstLoadFiles(tag: string): string[] {
  const manifest = JSON.parse(readFileSync(join(WIDGETS, 'manifest.json'), 'utf8')) as { widgets: { tag: string; module: string }[] };
  const entry = manifest.widgets.find((w) => w.tag === tag)!;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) visit(resolve(dirname(file), spec));
  };
  visit(join(WIDGETS, entry.module));
  return [...seen];
}

/** The source files bundled into an element's module and its static chunks. */
const firstLoadSources = (tag: string): string[] =>
  firstLoadFiles(tag).flatMap((file) => (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources);

const COMPAT = /node_modules\/preact\/compat\//;
const SESSION = /widgets\/runtime\/session\.ts$|shared\/storage\//;

describe("the widgets' first load", () => {
  it('holds Preact and the runtime for every element', () => {
    for (const tag of ['product-card', 'mini-cart', 'scooter-reservation']) {
      const sources = firstLoadSources(tag);
      expect([tag, sources.some((s) => /node_modules\/preact\/dist\//.test(s))]).toEqual([tag, true]);
      expect([tag, sources.some((s) => /widgets\/runtime\/define\.ts$/.test(s))]).toEqual([tag, true]);
    }
  });

  it("leaves Preact's compat layer to the reservation", () => {
    expect(firstLoadSources('product-card').filter((s) => COMPAT.test(s))).toEqual([]);
    expect(firstLoadSources('mini-cart').filter((s) => COMPAT.test(s))).toEqual([]);
    expect(firstLoadSources('scooter-reservation').some((s) => COMPAT.test(s))).toBe(true);
  });

  it("leaves Preact's hooks to the elements that use them", () => {
    const HOOKS = /node_modules\/preact\/hooks\//;
    expect(firstLoadSources('product-card').filter((s) => HOOKS.test(s))).toEqual([]);
    expect(firstLoadSources('mini-cart').some((s) => HOOKS.test(s))).toBe(true);
  });

  it('leaves the session store to the elements that show the shopper', () => {
    expect(firstLoadSources('product-card').filter((s) => SESSION.test(s))).toEqual([]);
    expect(firstLoadSources('mini-cart').some((s) => SESSION.test(s))).toBe(true);
  });

  it("leaves the reservation's later screens to chunks of their own (fetched after the first screen)", () => {
    const sources = firstLoadSources('scooter-reservation');
    expect(sources.some((s) => /shared\/reservation\/LoginScreen\.tsx$/.test(s))).toBe(true);
    const later = /shared\/reservation\/(Register|ShippingAddress|Payment|PriceSummary|MyReservations|Test)Screen\.tsx$|shared\/ui\/LocationSelects\.tsx$|shared\/reservation\/payment\.ts$/;
    expect(sources.filter((s) => later.test(s))).toEqual([]);
  });

  it("spells React's camelCased SVG attributes in kebab-case where compat does not rename them", () => {
    // The card's coin and the mini-cart's cart icon (strokeWidth, strokeLinecap in the JSX), renamed
    // at build time; the runtime has no renaming hook (scripts/rollup/react-on-preact.mjs).
    for (const tag of ['product-card', 'mini-cart']) {
      const code = firstLoadFiles(tag).map((file) => readFileSync(file, 'utf8')).join('\n');
      expect([tag, code.includes('"stroke-width"'), /\bstroke(?:Width|Linecap|Linejoin)\b/.test(code)]).toEqual([tag, true, false]);
    }
  });
});
