// An element's stylesheet lives in its shadow root, where `:root` matches nothing and `:host` is
// the element. Its :host rules set the theme tokens (shared/ui/theme.css's store values, then
// widgets/runtime/base.css's mapping of the public --cg-color-… properties onto the same names),
// so every stylesheet carried the token block twice, and every token whether the element reads it
// or not. hostTokens keeps, of the custom properties top-level :host rules set, the last
// definition of each (the one that wins the cascade) and only those the stylesheet reads with
// var() (directly or through another token it keeps) or the element's code names.

/** Top-level blocks of minified-or-not CSS: { prelude, body, start, end } (strings and nesting respected). */
function topLevelBlocks(css) {
  const blocks = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '{') {
      if (depth++ === 0) open = i;
    } else if (c === '}' && --depth === 0) {
      blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i), start, end: i + 1 });
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      start = i + 1; // @import / @charset statements
    }
  }
  return blocks;
}

/** A block body's declarations, split on `;` outside strings and parentheses. */
function declarations(body) {
  const out = [];
  let quote = null;
  let parens = 0;
  let from = 0;
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') parens++;
    else if (c === ')') parens--;
    else if ((c === ';' && parens === 0) || i === body.length) {
      const text = body.slice(from, i).trim();
      if (text) out.push(text);
      from = i + 1;
    }
  }
  return out;
}

const isHostRule = (prelude) => {
  const selectors = prelude.split(',').map((s) => s.trim());
  return selectors.includes(':host') && selectors.every((s) => s === ':host' || s === ':root');
};
const customProperty = (declaration) => /^(--[\w-]+)\s*:/.exec(declaration)?.[1] ?? null;
const readsOf = (text) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
const escape = (name) => name.replace(/[-]/g, '\\-');

/**
 * @param {string} css  an element's stylesheet
 * @param {string} code  the code of the element's modules (a token it names, e.g. for
 *   getComputedStyle, is kept)
 * @returns {string}
 */
export function hostTokens(css, code = '') {
  css = css.replace(/\/\*[\s\S]*?\*\//g, ''); // as minifyCss does (unminified builds keep comments)
  const hosts = topLevelBlocks(css)
    .filter((b) => isHostRule(b.prelude))
    .map((b) => ({ ...b, decls: declarations(b.body) }));
  if (!hosts.length) return css;

  // The winning definition of each token: the last one in a top-level :host rule.
  const winner = new Map();
  for (const host of hosts) {
    host.decls.forEach((decl, i) => {
      const name = customProperty(decl);
      if (name) winner.set(name, { host, i, decl });
    });
  }
  /** The stylesheet with the :host rules holding only what `keep` keeps. */
  const rewrite = (keep) => {
    let out = '';
    let last = 0;
    for (const host of hosts) {
      const kept = host.decls.filter((decl, i) => keep(host, i, customProperty(decl)));
      out += css.slice(last, host.start) + (kept.length ? `${host.prelude}{${kept.join(';')}}` : '');
      last = host.end;
    }
    return out + css.slice(last);
  };

  // Read: by any declaration but the tokens' own definitions, or named by the code; then by the
  // definitions of the tokens read, until nothing new is.
  const used = new Set(readsOf(rewrite((_host, _i, name) => name === null)));
  for (const name of winner.keys()) {
    if (new RegExp(`${escape(name)}(?![\\w-])`).test(code)) used.add(name);
  }
  const pending = [...used];
  while (pending.length) {
    for (const name of readsOf(winner.get(pending.pop())?.decl ?? '')) {
      if (used.has(name)) continue;
      used.add(name);
      pending.push(name);
    }
  }
  return rewrite((host, i, name) => {
    if (name === null) return true;
    const w = winner.get(name);
    return w.host === host && w.i === i && used.has(name);
  });
}
