// The widgets' npm package the widget build writes (dist/widgets-package, issue 19): `npm pack`
// packs it with the ES-module loader, the widgets' modules and stylesheet, custom-elements.json and
// the declarations; installed from the tarball, an integrator's TypeScript (a page and a React 19
// component) type-checks against it and a mistake is refused.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const PACKAGE = join(ROOT, process.env.DIST_DIR || 'dist', 'widgets-package');
const NAME = '@cg-digital/widgets';

const INTEGRATOR = `import '${NAME}';
import type {} from '${NAME}/react';
import type { CartChangeDetail } from '${NAME}';
const card = document.querySelector('product-card')!;
card.productId = '42';
card.addEventListener('add-to-cart', (e) => e.detail.name.trim());
export const onCart = (detail: CartChangeDetail) => detail.count;
export const cart = <mini-cart api-base="https://store.example/api/" oncart-change={(e) => onCart(e.detail)} />;
`;

/** Diagnostics of one file compiled in `dir` (which resolves the installed package from its node_modules). */
function typeErrors(dir: string, source: string): string[] {
  const file = join(dir, 'integrator.tsx');
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    typeRoots: [join(ROOT, 'node_modules/@types')],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

describe("the widgets' npm package", () => {
  let work: string;
  beforeAll(() => {
    // Inside the checkout, so React's types resolve from its node_modules as in an integrator's app.
    mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
    work = mkdtempSync(join(ROOT, 'node_modules/.cache/cg-widgets-package-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('packs with npm pack and type-checks an integrator app installed from the tarball', () => {
    expect(existsSync(join(PACKAGE, 'package.json'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8'));
    expect(manifest).toEqual(expect.objectContaining({ name: NAME, type: 'module', customElements: 'custom-elements.json' }));
    expect(manifest.version).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);

    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: PACKAGE, encoding: 'utf8' }));
    const files = (packed.files as { path: string }[]).map((f) => f.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'index.js',
        'index.d.ts',
        'react.d.ts',
        'cg-widgets.js',
        'custom-elements.json',
        'esm/product-card.js',
        'esm/mini-cart.js',
        'esm/scooter-reservation.js',
        'types/widgets/product-card/types.d.ts',
        'types/widgets/react-jsx.d.ts',
      ]),
    );
    for (const tag of ['product-card', 'mini-cart', 'scooter-reservation']) {
      expect(files.some((f) => new RegExp(`^cg-${tag}-.+\\.css$`).test(f))).toBe(true);
    }
    expect(files.filter((f) => /\.(map|gz|br)$/.test(f))).toEqual([]);

    // npm install of the tarball, by hand: node_modules/@cg-digital/widgets.
    const scope = join(work, 'node_modules/@cg-digital');
    mkdirSync(scope, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, packed.filename), '-C', scope]);
    renameSync(join(scope, 'package'), join(scope, 'widgets'));

    expect(typeErrors(work, INTEGRATOR)).toEqual([]);
    const mistake = INTEGRATOR.replace("card.productId = '42';", 'card.productId = 42;');
    expect(typeErrors(work, mistake)).toEqual([expect.stringContaining("Type 'number' is not assignable to type 'string'")]);
  }, 120_000);
});
