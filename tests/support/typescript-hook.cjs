// `node -r ./tests/support/typescript-hook.cjs server/index.ts`: runs the server from its sources,
// compiling each .ts/.tsx file as it is required with @swc/core (already here for jest, same
// options as jest.config.js). The multi-process contract suite starts real server processes this
// way, so they run the code under test without a build; node:cluster's workers inherit the hook.
'use strict';

const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

function compile(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
}

Module._extensions['.ts'] = compile;
Module._extensions['.tsx'] = compile;
