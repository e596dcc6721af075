// The widgets as an npm package (dist/widgets-package/, `npm pack` ready): the ES-module loader as
// index.js, the classic loader, the widgets' ES modules and stylesheet, custom-elements.json, and
// TypeScript declarations (each widget's types.ts: HTMLElementTagNameMap entries, element interfaces,
// event maps and details; react.d.ts: the JSX typings for React 19 hosts), and nothing they import.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { walk } from './files.mjs';

export const PACKAGE_NAME = '@cg-digital/widgets';
const TYPES = ['widgets/product-card/types.ts', 'widgets/mini-cart/types.ts', 'widgets/scooter-reservation/types.ts'];
const JSX_TYPES = 'widgets/react-jsx.d.ts';

/**
 * The declarations an integrator gets (index.d.ts, react.d.ts and types/): each widget's types.ts and
 * the JSX typings, nothing else. They describe the elements' public API only, so they may import no
 * module of shared/ or the storefront: one that does fails the build (its declaration would ship).
 */
export function writeDeclarations(out) {
  const emitted = [];
  const program = ts.createProgram(TYPES, {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: join(out, 'types'),
    rootDir: '.',
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    resolveJsonModule: true,
    skipLibCheck: true,
  });
  const result = program.emit(undefined, (file, text) => {
    emitted.push(relative(join(out, 'types'), file).split(sep).join('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  });
  const errors = result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  if (errors.length) throw new Error(`widget declarations: ${errors.join('; ')}`);
  const internal = emitted.filter((file) => !TYPES.includes(file.replace(/\.d\.ts$/, '.ts')));
  if (internal.length) throw new Error(`widget declarations import internal modules: ${internal.join(', ')}`);
  copyFileSync(JSX_TYPES, join(out, 'types', JSX_TYPES));
  const typesOf = (file) => `./types/${file.replace(/\.d\.ts$|\.ts$/, '')}`;
  writeFileSync(join(out, 'index.d.ts'), TYPES.map((f) => `export type * from '${typesOf(f)}';\n`).join(''));
  writeFileSync(join(out, 'react.d.ts'), `export type * from '${typesOf(JSX_TYPES)}';\n`);
}

/**
 * After the last widget build: writes dist/widgets-package from dist/widgets.
 * @param {{ dir: string, out: string, version: string }} options
 */
export function widgetPackage({ dir, out, version }) {
  return {
    name: 'cg-widget-package',
    writeBundle() {
      rmSync(out, { recursive: true, force: true });
      for (const path of walk(dir)) {
        const rel = relative(dir, path).split(sep).join('/');
        if (/\.(gz|br|map)$/.test(rel) || rel === 'manifest.json') continue;
        const target = join(out, rel === 'cg-widgets.mjs' ? 'index.js' : rel);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(path, target);
      }
      writeDeclarations(out);
      const pkg = {
        name: PACKAGE_NAME,
        version,
        description: "The store's widgets (<product-card>, <mini-cart>, <scooter-reservation>) as custom elements",
        license: 'UNLICENSED',
        type: 'module',
        main: './index.js',
        types: './index.d.ts',
        exports: {
          '.': { types: './index.d.ts', default: './index.js' },
          './react': { types: './react.d.ts' },
          './custom-elements.json': './custom-elements.json',
          './cg-widgets.js': './cg-widgets.js',
        },
        customElements: 'custom-elements.json',
        sideEffects: true,
        peerDependencies: { '@types/react': '>=19' },
        peerDependenciesMeta: { '@types/react': { optional: true } },
      };
      writeFileSync(join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
      writeFileSync(
        join(out, 'README.md'),
        `# ${PACKAGE_NAME}\n\n\`import '${PACKAGE_NAME}';\` defines the elements; set \`api-base\` on each to your store's API.\n` +
          `Types: \`HTMLElementTagNameMap\` entries and event maps come with the import; JSX typings for React 19:\n` +
          `\`import type {} from '${PACKAGE_NAME}/react';\`. See the store's docs/widgets.md.\n`,
      );
    },
  };
}

// `node scripts/rollup/widgets-package.mjs --declarations DIR` writes only the declarations (for the
// integrator test, which type-checks against what ships).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--declarations') {
  writeDeclarations(process.argv[3]);
}
