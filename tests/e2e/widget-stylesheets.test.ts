// Each element's built stylesheet (its shadow root's) sets the theme tokens it reads and no others,
// each once (scripts/rollup/host-tokens.mjs): the store's values of shared/ui/theme.css were
// repeated under widgets/runtime/base.css's mapping of the public --cg-color-… properties, and
// every element carried every token.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const WIDGETS = join(ROOT, process.env.DIST_DIR || 'dist', 'widgets');

const HOST_RULE = /(?:^|})((?::root,)?:host)\{([^{}]*)\}/g;
const DEFINITION = /(--[\w-]+)\s*:\s*([^;]*)/g;
const READ = /var\(\s*(--[\w-]+)/g;

/** The custom properties the top-level :host rules of a stylesheet set, in order, with their values. */
function hostDefinitions(css: string): [string, string][] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*([{};,])\s*/g, '$1');
  return [...text.matchAll(HOST_RULE)].flatMap(([, , body]) => [...body.matchAll(DEFINITION)].map(([, name, value]) => [name, value.trim()] as [string, string]));
}

const source = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const themeTokens = new Map(hostDefinitions(source('shared/ui/theme.css')));
const baseTokens = new Map(hostDefinitions(source('widgets/runtime/base.css')));
const squash = (value: string) => value.replace(/\s+/g, '');

const manifest = JSON.parse(readFileSync(join(WIDGETS, 'manifest.json'), 'utf8')) as { widgets: { tag: string; stylesheet: string }[] };

describe("the widgets' stylesheets", () => {
  it.each(manifest.widgets.map((w) => [w.tag, w.stylesheet]))('<%s> sets each theme token it reads, once, as the base maps it', (_tag, file) => {
    const css = readFileSync(join(WIDGETS, file), 'utf8');
    const defined = hostDefinitions(css);
    const names = defined.map(([name]) => name);
    const read = new Set([...css.matchAll(READ)].map((m) => m[1]));

    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => !read.has(name))).toEqual([]);
    const unset = [...read].filter((name) => (themeTokens.has(name) || baseTokens.has(name)) && !names.includes(name));
    expect(unset).toEqual([]);
    // Where the base maps a public property onto the token, that mapping is the one kept.
    const notMapped = defined.filter(([name, value]) => baseTokens.has(name) && squash(value) !== squash(baseTokens.get(name)!));
    expect(notMapped).toEqual([]);
  });

  it('leave out the tokens an element does not read', () => {
    const card = manifest.widgets.find((w) => w.tag === 'product-card')!;
    const css = readFileSync(join(WIDGETS, card.stylesheet), 'utf8');
    const has = (name: string) => [name, css.includes(name)];
    expect(has('--cg-color-badge-new')).toEqual(['--cg-color-badge-new', true]); // the card's 'New' badge
    expect(has('--cg-mark-esewa')).toEqual(['--cg-mark-esewa', false]); // the reservation's payment marks
    expect(has('--cg-color-mark-esewa')).toEqual(['--cg-color-mark-esewa', false]);
  });
});
