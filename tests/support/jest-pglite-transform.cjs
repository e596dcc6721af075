// Jest transform for @electric-sql/pglite's CommonJS build, which loads Node built-ins with
// `await import("fs/promises")` etc. Inside jest's vm sandbox a dynamic import() needs
// --experimental-vm-modules; rewritten to a require() the built-ins load as usual.
// (Only string-literal specifiers are rewritten; PGlite uses named bindings, never `.default`.)
'use strict';

const { createHash } = require('node:crypto');

const DYNAMIC_IMPORT = /\bimport\((["'])([\w:@/.-]+)\1\)/g;

module.exports = {
  process(source) {
    if (!DYNAMIC_IMPORT.test(source)) return { code: source };
    DYNAMIC_IMPORT.lastIndex = 0;
    // PGlite declares its own `var require` inside some functions, so keep a handle on jest's.
    const code =
      'var __cgJestRequire = require;\n' +
      source.replace(DYNAMIC_IMPORT, (_m, q, spec) => `Promise.resolve(__cgJestRequire(${q}${spec}${q}))`);
    return { code };
  },
  getCacheKey(source, path) {
    return createHash('sha256').update('cg-pglite-transform-1').update(path).update(source).digest('hex');
  },
};
