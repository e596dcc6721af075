// Theming (issue 19): every colour, font family, radius and spacing a widget's stylesheet uses is a
// CSS custom property an integrator can set (documented in custom-elements.json and docs/widgets.md),
// so no stylesheet the widgets import may hold a raw value outside a custom property's definition
// or a var() fallback. Lengths in % are proportions of the box, and 999px pills are shapes: neither
// is a theme value.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { widgets } from '../registry';

const ROOT = resolve(__dirname, '../..');
const IMPORT = /^\s*(?:import|export)\s[^'"]*?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

/** The stylesheets a module imports, directly or through the modules it imports (relative imports only). */
function stylesheetsOf(entries: string[]): string[] {
  const seen = new Set<string>();
  const sheets: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) return void sheets.push(relative(ROOT, file));
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), m[1] ?? m[2]);
      const found = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((f) => existsSync(f) && /\.(tsx?|css)$/.test(f));
      if (found) visit(found);
    }
  };
  entries.forEach(visit);
  return sheets.sort();
}

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(?:white|black|red|green|blue|gr[ae]y|silver|orange|yellow|purple|pink|navy|teal)\b/i;
const LENGTH = /(?<![\w-])-?(?:\d*\.)?\d+(?:px|rem|em)\b/;
const RULES: { what: string; property: RegExp; value: RegExp }[] = [
  { what: 'colour', property: /^(?!--)/, value: COLOUR },
  { what: 'font family', property: /^font(-family)?$/, value: /[a-z]{3,}(?<!inherit|initial|unset|bold|normal|italic)\s*(?:,|$)|['"]/i },
  { what: 'radius', property: /^border(-[a-z]+)*-radius$/, value: new RegExp(`^(?!\\s*999px\\s*$).*${LENGTH.source}`) },
  { what: 'spacing', property: /^(margin|padding)(-[a-z]+)*$|^(row-|column-)?gap$/, value: LENGTH },
];

/** `property: value` declarations of a stylesheet whose value holds a raw theme value outside var(). */
export function rawThemeValues(css: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, property, value] of text.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/gi)) {
    if (property.startsWith('--')) continue;
    // var(--x, fallback) is the token; what is left of the value must be raw-free.
    let rest = value;
    while (/var\(/.test(rest)) rest = rest.replace(/var\((?:[^()]|\([^()]*\))*\)/g, '');
    for (const rule of RULES) {
      if (rule.property.test(property) && rule.value.test(rest)) found.push(`${rule.what}: ${property}: ${value.trim()}`);
    }
  }
  return found;
}

describe("the widgets' stylesheets", () => {
  const sheets = stylesheetsOf(widgets.map((w) => resolve(__dirname, '..', w.source)));

  it('are found from the widgets’ modules', () => {
    expect(sheets).toEqual(expect.arrayContaining(['shared/ui/theme.css', 'widgets/runtime/base.css', 'widgets/mini-cart/mini-cart.css']));
  });

  it('use a custom property for every colour, font family, radius and spacing', () => {
    const raw = sheets.flatMap((sheet) => rawThemeValues(readFileSync(resolve(ROOT, sheet), 'utf8')).map((d) => `${sheet}: ${d}`));
    expect(raw).toEqual([]);
  });

  it('tell a raw value from a token', () => {
    expect(rawThemeValues('a { color: #fff; padding: 0 12px; border-radius: 4px; font-family: Arial, sans-serif }')).toHaveLength(4);
    expect(
      rawThemeValues(
        'a { --x: #fff; color: var(--cg-ink); padding: 0 var(--cg-space-3); border-radius: var(--cg-radius, 4px);' +
          ' font: inherit; margin: calc(var(--cg-space) * -1) 0; gap: 0 }',
      ),
    ).toEqual([]);
  });
});
