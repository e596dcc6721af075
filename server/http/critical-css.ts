/**
 * The CSS a server-rendered page needs for its first paint: the rules of the storefront's
 * stylesheet whose selectors can match the page's HTML, judged by class names. A rule is kept
 * when one of its selectors names only classes the page uses (classes inside `:not()`, `:is()`,
 * `:where()` and `:has()` are not required, so such rules are kept generously); rules without
 * classes are always kept, and so are at-rules without nested rules (`@keyframes`, `@font-face`).
 * The page inlines this subset and loads the whole stylesheet without blocking its paint: what
 * the browser adds later (menus opened, other pages reached in the app) is styled by that.
 */

/** A stylesheet read once into its top-level parts. */
export interface ParsedStylesheet {
  readonly parts: readonly CssPart[];
}

type CssPart =
  | { kind: 'rule'; text: string; selectorClasses: readonly (readonly string[])[] }
  | { kind: 'group'; prelude: string; parts: readonly CssPart[] }
  | { kind: 'verbatim'; text: string };

/** Index of the brace closing the block opened at `open`; strings and comments skipped. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(css, i);
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') {
      depth++;
    } else if (c === '}' && --depth === 0) {
      return i;
    }
  }
  return css.length - 1;
}

function skipString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** Splits on commas outside parentheses and brackets. */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(from, i));
      from = i + 1;
    }
  }
  out.push(list.slice(from));
  return out;
}

/** The classes an element must carry for `selector` to match: those outside pseudo-class arguments and attribute tests. */
function requiredClasses(selector: string): string[] {
  let bare = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) bare += c;
  }
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
}

function parseParts(css: string): CssPart[] {
  const parts: CssPart[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i++;
    if (i >= css.length) break;
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // A statement at-rule (@import, @charset, @layer a, b;) ends at its semicolon.
    if (css[i] === '@' && semicolon >= 0 && (open < 0 || semicolon < open)) {
      parts.push({ kind: 'verbatim', text: css.slice(i, semicolon + 1) });
      i = semicolon + 1;
      continue;
    }
    if (open < 0) break;
    const close = closingBrace(css, open);
    const prelude = css.slice(i, open).trim();
    const block = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      const nested = /^@(media|supports|container|layer|scope|document)\b/i.test(prelude);
      parts.push(nested ? { kind: 'group', prelude, parts: parseParts(block) } : { kind: 'verbatim', text: css.slice(i, close + 1) });
    } else {
      parts.push({ kind: 'rule', text: `${prelude}{${block}}`, selectorClasses: splitSelectors(prelude).map(requiredClasses) });
    }
    i = close + 1;
  }
  return parts;
}

export function parseStylesheet(css: string): ParsedStylesheet {
  return { parts: parseParts(css) };
}

/** Every class name used in `html`'s class attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of m[1].split(/\s+/)) if (name) classes.add(name);
  return classes;
}

function keep(parts: readonly CssPart[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'verbatim') out += part.text;
    else if (part.kind === 'rule') {
      if (part.selectorClasses.some((needed) => needed.every((name) => classes.has(name)))) out += part.text;
    } else {
      const inner = keep(part.parts, classes);
      if (inner) out += `${part.prelude}{${inner}}`;
    }
  }
  return out;
}

/** The part of `sheet` that `html` needs, in the stylesheet's own order. */
export function criticalCss(sheet: ParsedStylesheet, html: string): string {
  return keep(sheet.parts, classesIn(html));
}
