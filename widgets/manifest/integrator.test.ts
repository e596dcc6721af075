// The widgets' declarations as an integrator meets them in the package (@cg-digital/widgets, written
// by scripts/rollup/widgets-package.mjs): the HTMLElementTagNameMap entries and event maps of each
// widget's types.ts, and the JSX typings for React 19 hosts. A plain page and a React component
// type-check; every element, property and event of custom-elements.json is declared with its detail;
// the usual mistakes are refused.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const DIR = join(__dirname, 'integrator');
// Inside the project's node_modules, as installed: the JSX typings find the host's 'react' from there.
const CACHE = join(ROOT, 'node_modules/.cache');
mkdirSync(CACHE, { recursive: true });
const PACKAGE = mkdtempSync(join(CACHE, 'cg-widgets-types-'));

interface Declaration {
  tagName: string;
  members: { kind: string; name: string }[];
  events: { name: string }[];
}
let declarations: Declaration[];

beforeAll(() => {
  const node = (...args: string[]) => spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  const written = node('scripts/rollup/widgets-package.mjs', '--declarations', PACKAGE);
  expect(written.stderr).toBe('');
  const manifest = node('scripts/widgets-docs.mjs', '--manifest');
  expect(manifest.stderr).toBe('');
  declarations = JSON.parse(manifest.stdout).modules.flatMap((m: { declarations: Declaration[] }) => m.declarations);
}, 60_000);
afterAll(() => rmSync(PACKAGE, { recursive: true, force: true }));

// Mistakes the declarations must refuse: a file of its own that only this test compiles (the
// project's type check must stay clean).
const MISTAKES = `import type {} from '@cg-digital/widgets/react';
import type {} from '@cg-digital/widgets';
const card = document.querySelector('product-card')!;
card.addEventListener('add-to-cart', (e) => e.detail.price);
export const bad = <product-card productId={42} />;
export const alsoBad = <mini-cart oncart-change={(e) => e.detail.total} />;
`;

/** The compiler's complaints about one file of integrator/ (`source`: its text, when not on disk). */
function diagnostics(file: string, source?: string): string[] {
  const config = ts.readConfigFile(join(__dirname, '../../tsconfig.json'), ts.sys.readFile).config;
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
  // The package as an integrator installs it: its name resolves to the declarations it ships.
  const paths = { '@cg-digital/widgets': [join(PACKAGE, 'index.d.ts')], '@cg-digital/widgets/react': [join(PACKAGE, 'react.d.ts')] };
  const options = { ...parsed, paths, noEmit: true };
  const path = join(DIR, file);
  const host = ts.createCompilerHost(options);
  if (source !== undefined) {
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (f) => f === path || fileExists(f);
    host.readFile = (f) => (f === path ? source : readFile(f));
    host.getSourceFile = (f, lang, ...rest) => (f === path ? ts.createSourceFile(f, source, lang) : getSourceFile(f, lang, ...rest));
  }
  const program = ts.createProgram([path], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName.includes('/integrator/'))
    .map((d) => `${d.file!.fileName.split('/').pop()}:${d.file!.getLineAndCharacterOfPosition(d.start!).line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

/**
 * An integrator file touching everything custom-elements.json documents: each element from
 * HTMLElementTagNameMap and in JSX, each property, each event's detail (an event missing from an
 * element's event map is a plain Event without detail; in JSX its handler's parameter is untyped).
 */
function everythingDocumented(): string {
  const lines = [`import type {} from '@cg-digital/widgets';`, `import type {} from '@cg-digital/widgets/react';`];
  declarations.forEach(({ tagName, members, events }, i) => {
    lines.push(`export function use${i}(el: HTMLElementTagNameMap['${tagName}']) {`);
    for (const m of members) lines.push(`  console.log(el.${m.name});`);
    for (const e of events) lines.push(`  el.addEventListener('${e.name}', (e) => console.log(e.detail));`);
    lines.push(`  return <${tagName} ${events.map((e) => `on${e.name}={(e) => console.log(e.detail)}`).join(' ')} />;`, '}');
  });
  return lines.join('\n') + '\n';
}

describe("the widgets' declarations for integrators", () => {
  it('ship only the widgets\' own types', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
    expect(files(PACKAGE).map((f) => f.slice(PACKAGE.length + 1)).sort()).toEqual([
      'index.d.ts',
      'react.d.ts',
      'types/widgets/mini-cart/types.d.ts',
      'types/widgets/product-card/types.d.ts',
      'types/widgets/react-jsx.d.ts',
      'types/widgets/scooter-reservation/types.d.ts',
    ]);
  });

  it('declare every element, property and event detail of custom-elements.json', () => {
    expect(declarations.map((d) => d.tagName).sort()).toEqual(['mini-cart', 'product-card', 'scooter-reservation']);
    expect(diagnostics('documented.tsx', everythingDocumented())).toEqual([]);
  }, 60_000);

  it('type-check a plain page and a React 19 component', () => {
    expect(diagnostics('page.ts')).toEqual([]);
    expect(diagnostics('app.tsx')).toEqual([]);
  }, 60_000);

  it('refuse a missing detail field and a property of the wrong type', () => {
    const errors = diagnostics('mistakes.tsx', MISTAKES);
    expect(errors).toEqual([
      expect.stringMatching(/^mistakes\.tsx:4 Property 'price' does not exist/),
      expect.stringMatching(/^mistakes\.tsx:5 Type 'number' is not assignable to type 'string'/),
      expect.stringMatching(/^mistakes\.tsx:6 Property 'total' does not exist/),
    ]);
  }, 60_000);
});
