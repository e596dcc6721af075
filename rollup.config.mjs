// Three builds (run one or some with BUILD=storefront|widgets|server, comma-separated):
//   storefront  storefront/main.tsx → dist/storefront/ (ES modules, hashed, index.html, app-[hash].css)
//               and its server entry storefront/server/render.tsx → dist/ssr/render.cjs
//   widgets     widgets/registry.ts → dist/widgets/esm/ (ES modules) + manifest.json + cg-<tag>-[hash].css
//               + custom-elements.json (the Custom Elements Manifest, scripts/rollup/custom-elements.mjs),
//               then widgets/loader → dist/widgets/cg-widgets.js (classic script, IIFE) and
//               cg-widgets.mjs (ES module), the release (version, integrity hashes) added to
//               manifest.json, and the npm package dist/widgets-package; and the demo's React 19
//               host page demo/react-host → dist/demo/react-host.js
//   admin       admin/main.tsx → dist/admin/ (the back office at /admin/: ES modules, hashed, index.html;
//               never loaded by the storefront)
//   server      server/index.ts → dist/server/index.cjs, its demo code (server/demo) → demo.cjs, + migrations/*.sql
// Browser builds are minified unless ROLLUP_WATCH (rollup -w) is set.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import cssBundle from './scripts/rollup/css.mjs';
import { customElements } from './scripts/rollup/custom-elements.mjs';
import { copyFiles, pruneOutput } from './scripts/rollup/files.mjs';
import precompress from './scripts/rollup/precompress.mjs';
import htmlEntry from './scripts/rollup/html.mjs';
import { loaderConstants, MANIFEST, widgetEntries, widgetRelease, widgetStylesheet } from './scripts/rollup/widgets.mjs';
import { widgetPackage } from './scripts/rollup/widgets-package.mjs';
import { reactOnPreact } from './scripts/rollup/react-on-preact.mjs';

// Every path below is relative to the project root, wherever rollup was started from.
process.chdir(dirname(fileURLToPath(import.meta.url)));

const watching = Boolean(process.env.ROLLUP_WATCH);
const minify = !watching;
const selected = new Set(
  (process.env.BUILD || 'storefront,widgets,admin,server')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const name of selected) {
  if (!['storefront', 'widgets', 'admin', 'server'].includes(name)) {
    throw new Error(`BUILD=${process.env.BUILD}: unknown build "${name}" (storefront, widgets, admin, server)`);
  }
}

const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

// Terser compresses twice: the second pass folds what the first inlined (the card's module 2 %
// smaller gzipped).
const compress = { passes: 2 };

/**
 * The compiler emits; the type check is `npm run typecheck` (keeps builds fast and quiet).
 * `dirs` limits the program to the folders a build compiles (the whole repo costs seconds).
 */
const ts = (dirs, transformers) =>
  typescript({
    transformers,
    tsconfig: './tsconfig.json',
    include: dirs.map((d) => (/\.tsx?$/.test(d) ? d : `${d}/**/*.{ts,tsx}`)),
    exclude: ['**/*.test.ts', '**/*.test.tsx', 'node_modules/**'],
    compilerOptions: {
      noEmit: false,
      declaration: false,
      declarationMap: false,
      noCheck: true,
      sourceMap: true,
      inlineSources: false,
      module: 'esnext',
    },
    noEmitOnError: false,
  });

function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // 'use client' in react-router & co.
  warn(warning);
}

const browserPlugins = ({ aliases = [], resolvers = [], cssName, cssPerEntry, cssShadowRoot, onCss, dirs, tsTransformers }) => [
  alias({ entries: aliases }),
  ...resolvers,
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  cssBundle({ name: cssName, perEntry: cssPerEntry, shadowRoot: cssShadowRoot, minify, onEmit: onCss }),
  json(),
  nodeResolve({ browser: true, extensions, dedupe: ['react', 'react-dom', 'preact'] }),
  ts(dirs, tsTransformers),
  commonjs(),
  // Only V8's compile hint survives minifying (frameworkCompileHint).
  minify && terser({ ecma: 2020, module: true, compress, format: { comments: /^# allFunctionsCalledOnLoad$/ } }),
];

// React-API code in shared/ui and shared/reservation runs on Preact in the widgets (size matters
// most on partner sites): plain Preact and its hooks where a module needs nothing more, the compat
// layer where it does and for the reservation, whose form fields rely on its React semantics
// (scripts/rollup/react-on-preact.mjs); the storefront runs on React 19 (ADR 11).
const preactAliases = [
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];
const widgetReact = reactOnPreact({
  light: ['widgets/runtime/preact-react.ts', 'widgets/runtime/preact-react-hooks.ts'],
  compatModules: ['widgets/scooter-reservation/index.ts'],
});

// Output folder: dist/ unless DIST_DIR names another (parallel builds of one checkout).
const DIST = process.env.DIST_DIR || 'dist';

// Libraries the storefront entry always loads: long-lived chunks, app changes leave them cached.
// React on its own, evaluated in a task before the rest (storefront/main.tsx).
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](react-router|react-router-dom|react-redux|redux|@reduxjs[\\/]toolkit|redux-saga|@redux-saga[\\/][^\\/]+|immer|reselect|use-sync-external-store)[\\/]/;
const frameworkChunk = (id) => (REACT.test(id) ? 'react' : FRAMEWORK.test(id) ? 'framework' : undefined);
// Their code all runs at start: V8 (Chrome 136+) then compiles it while it downloads, off the main
// thread, instead of each function on its first call on the main thread (react-dom's module wrapper
// alone was one task of ~35 ms CPU there).
const frameworkCompileHint = (chunk) => (chunk.name === 'react' || chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : '');

// react-router 7 lists only its development build in package exports; ship the production one.
const productionRouter = [
  { find: /^react-router$/, replacement: resolvePath('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolvePath('node_modules/react-router/dist/production/dom-export.mjs') },
];

// Route modules (features/<name>/routes.tsx) are named after their feature: assets/auth-[hash].js.
const chunkFileNames = (chunk) => {
  const feature = /[\\/]features[\\/]([^\\/]+)[\\/]routes\.[jt]sx?$/.exec(chunk.facadeModuleId ?? '');
  return feature ? `assets/${feature[1]}-[hash].js` : 'assets/[name]-[hash].js';
};

const storefront = {
  input: { main: 'storefront/main.tsx' },
  onwarn,
  plugins: [
    ...browserPlugins({
      aliases: productionRouter,
      cssName: 'app.css',
      dirs: ['storefront', 'shared'],
    }),
    htmlEntry({
      template: 'storefront/index.html',
      publicPath: '/',
      // The code of the home, listing and product pages (features/*/code.ts) starts loading with
      // their HTML (keyed by shared/domain/storefront-paths.ts's page kinds); the data is in it.
      routePreloads: {
        home: 'storefront/features/home/code.ts',
        listing: 'storefront/features/listing/code.ts',
        product: 'storefront/features/product/code.ts',
      },
    }),
    precompress(),
    pruneOutput(),
  ],
  output: {
    dir: `${DIST}/storefront`,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames,
    assetFileNames: 'assets/[name]-[hash][extname]',
    manualChunks: frameworkChunk,
    banner: frameworkCompileHint,
    sourcemap: true,
  },
};


// The server entry runs in Node: one CommonJS file with its libraries bundled in their
// production builds (React's server renderer among them, whatever NODE_ENV the server runs
// with; ES-only packages such as swiper); jsdom, which DOMPurify parses in there, stays a require(). Stylesheets are the browser build's business: imports
// of them are empty here.
const withoutCss = {
  name: 'cg-without-css',
  resolveId: (id) => (/\.css$/.test(id) ? { id: '\0empty.css', moduleSideEffects: false } : null),
  load: (id) => (id === '\0empty.css' ? 'export default undefined;' : null),
};

const storefrontServer = {
  input: 'storefront/server/render.tsx',
  onwarn,
  external: (id) => builtins.has(id) || id.startsWith('node:') || id === 'jsdom',
  plugins: [
    withoutCss,
    alias({ entries: productionRouter }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    json(),
    nodeResolve({ preferBuiltins: true, extensions, exportConditions: ['node'] }),
    ts(['storefront', 'shared']),
    commonjs(),
    pruneOutput(),
  ],
  output: {
    dir: `${DIST}/ssr`,
    format: 'cjs',
    entryFileNames: 'render.cjs',
    inlineDynamicImports: true,
    sourcemap: true,
    exports: 'named',
  },
};

// Preact (without its compat layer and hooks), the runtime and the loader's install code, and the
// store's helpers every element's first render calls (the API client, prices, media URLs, product
// paths): apart, those made three chunks of 0.2 to 1.2 KB that each element fetched and gzipped on
// their own. The session store (widgets/runtime/session.ts, shared/storage), Preact's hooks
// (preact-react-hooks.ts; the card uses none), the typed attribute readers (attribute-values.ts)
// and compat go with the elements that use them.
const WIDGET_RUNTIME =
  /[\\/](node_modules[\\/]preact[\\/](?!compat[\\/]|hooks[\\/])|widgets[\\/]runtime[\\/](?!session\.ts$|preact-react-hooks\.ts$|attribute-values\.ts$)|widgets[\\/]loader[\\/]|shared[\\/]api[\\/](client|media)\.ts$|shared[\\/]domain[\\/](money|slug)\.ts$)/;

const widgetModules = {
  input: { runtime: 'widgets/runtime/index.ts' }, // replaced from the registry by widgetEntries
  onwarn,
  plugins: [
    // Each element's own stylesheet: the common base and the CSS its modules import, nothing of
    // another's, and of the theme tokens only those it uses.
    ...browserPlugins({
      aliases: preactAliases,
      resolvers: [widgetReact],
      cssPerEntry: widgetStylesheet,
      cssShadowRoot: true,
      dirs: ['widgets', 'shared'],
      tsTransformers: widgetReact.api.typescriptTransformers,
    }),
    // After the CSS plugin: its manifest names the stylesheets emitted just before.
    widgetEntries({ registry: 'widgets/registry.ts', runtime: 'widgets/runtime/index.ts' }),
    customElements({ registry: 'widgets/registry.ts' }),
    precompress(),
    pruneOutput({ keep: /^cg-widgets\.m?js(\.map|\.gz|\.br)?$/ }),
  ],
  output: {
    dir: `${DIST}/widgets`,
    format: 'es',
    entryFileNames: 'esm/[name].js',
    chunkFileNames: 'esm/chunks/[name]-[hash].js',
    // One shared runtime chunk (Preact, the runtime) for every widget.
    manualChunks: (id) => (WIDGET_RUNTIME.test(id) ? 'runtime' : undefined),
    assetFileNames: '[name]-[hash][extname]',
    sourcemap: true,
  },
};

const widgetLoader = {
  input: 'widgets/loader/index.ts',
  onwarn,
  plugins: [
    loaderConstants({ manifest: `${DIST}/widgets/${MANIFEST}` }),
    nodeResolve({ browser: true, extensions }),
    ts(['widgets/loader', 'widgets/registry.ts', 'widgets/runtime/attributes.ts']),
    minify && terser({ ecma: 2020, compress, format: { comments: false } }),
    precompress(),
  ],
  output: { file: `${DIST}/widgets/cg-widgets.js`, format: 'iife', sourcemap: true },
};

// The same loader as an ES module (cg-widgets.mjs; the npm package's index.js), then the release
// (integrity of every file) and the package (dist/widgets-package).
const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version;
const widgetModuleLoader = {
  ...widgetLoader,
  input: 'widgets/loader/module.ts',
  plugins: [
    loaderConstants({ manifest: `${DIST}/widgets/${MANIFEST}` }),
    nodeResolve({ browser: true, extensions }),
    ts(['widgets/loader', 'widgets/registry.ts', 'widgets/runtime/attributes.ts']),
    // Only V8's compile hint survives minifying (frameworkCompileHint).
  minify && terser({ ecma: 2020, module: true, compress, format: { comments: /^# allFunctionsCalledOnLoad$/ } }),
    precompress(),
    widgetRelease({ dir: `${DIST}/widgets`, version: VERSION }),
    widgetPackage({ dir: `${DIST}/widgets`, out: `${DIST}/widgets-package`, version: VERSION }),
  ],
  output: { file: `${DIST}/widgets/cg-widgets.mjs`, format: 'es', sourcemap: true },
};

// The demo site's React 19 partner page (demo/react-host → dist/demo/react-host.js and .css), built
// with the widgets it shows: a host application, on React itself (not Preact).
const demoReactHost = {
  input: { 'react-host': 'demo/react-host/main.tsx' },
  onwarn,
  plugins: [...browserPlugins({ cssName: 'react-host.css', dirs: ['demo/react-host'] }), pruneOutput()],
  output: {
    dir: `${DIST}/demo`,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    assetFileNames: '[name][extname]',
    inlineDynamicImports: true,
    sourcemap: true,
  },
};

// The back office (issue 32, ADR 17): React 19 like the storefront, rendered by the browser alone
// (staff pages are private: nothing to render on the server). React apart, so an app change leaves
// it cached.
const admin = {
  input: { admin: 'admin/main.tsx' },
  onwarn,
  plugins: [
    ...browserPlugins({ aliases: productionRouter, cssName: 'admin.css', dirs: ['admin', 'shared'] }),
    htmlEntry({ template: 'admin/index.html', publicPath: '/admin/', serverRendered: false }),
    precompress(),
    pruneOutput(),
  ],
  output: {
    dir: `${DIST}/admin`,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    manualChunks: (id) => (REACT.test(id) ? 'react' : undefined),
    sourcemap: true,
  },
};

const server = {
  input: 'server/index.ts',
  onwarn,
  // Every bare specifier (node_modules, node: builtins) stays a require()/import() at run time.
  external: (id, importer) =>
    importer !== undefined &&
    (builtins.has(id) || id.startsWith('node:') || !(id.startsWith('.') || isAbsolute(id) || id.startsWith('\0'))),
  plugins: [
    json(),
    nodeResolve({ preferBuiltins: true, extensions, exportConditions: ['node'] }),
    ts(['server', 'shared']),
    commonjs(),
    copyFiles({ from: 'server/db/migrations', to: 'migrations', pattern: /\.sql$/ }),
    pruneOutput(),
  ],
  output: {
    dir: `${DIST}/server`,
    format: 'cjs',
    entryFileNames: 'index.cjs',
    // server/demo (seed, drawn media, sandbox gateways) is loaded with import() only in demo mode
    // or with the sandbox on (server/demo-mode.ts): its own file, which a start without them never reads.
    chunkFileNames: (chunk) => (/[\\/]server[\\/]demo[\\/]index\.ts$/.test(chunk.facadeModuleId ?? '') ? 'demo.cjs' : '[name]-[hash].cjs'),
    sourcemap: true,
    exports: 'auto',
  },
};

export default [
  selected.has('storefront') && storefront,
  selected.has('storefront') && storefrontServer,
  selected.has('widgets') && widgetModules,
  selected.has('widgets') && widgetLoader,
  selected.has('widgets') && widgetModuleLoader,
  selected.has('widgets') && demoReactHost,
  selected.has('admin') && admin,
  selected.has('server') && server,
].filter(Boolean);
