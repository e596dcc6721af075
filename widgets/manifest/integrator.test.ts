// The widgets' declarations as an integrator meets them: the HTMLElementTagNameMap entries and event
// maps of each widget's types.ts, and the JSX typings for React 19 hosts (widgets/react-jsx.d.ts).
// A plain page and a React component type-check; the usual mistakes are refused.
import { join } from 'node:path';
import ts from 'typescript';

const DIR = join(__dirname, 'integrator');

// Mistakes the declarations must refuse: a file of its own that only this test compiles (the
// project's type check must stay clean).
const MISTAKES = `import type {} from '../../react-jsx';
import '../../product-card/types';
const card = document.querySelector('product-card')!;
card.addEventListener('add-to-cart', (e) => e.detail.price);
export const bad = <product-card productId={42} />;
export const alsoBad = <mini-cart oncart-change={(e) => e.detail.total} />;
`;

/** The compiler's complaints about one file of integrator/ (`source`: its text, when not on disk). */
function diagnostics(file: string, source?: string): string[] {
  const config = ts.readConfigFile(join(__dirname, '../../tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, join(__dirname, '../..'));
  const path = join(DIR, file);
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  if (source !== undefined) {
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (f) => f === path || fileExists(f);
    host.readFile = (f) => (f === path ? source : readFile(f));
    host.getSourceFile = (f, lang, ...rest) => (f === path ? ts.createSourceFile(f, source, lang) : getSourceFile(f, lang, ...rest));
  }
  const program = ts.createProgram([path], { ...options, noEmit: true }, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName.includes('/integrator/'))
    .map((d) => `${d.file!.fileName.split('/').pop()}:${d.file!.getLineAndCharacterOfPosition(d.start!).line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

describe("the widgets' declarations for integrators", () => {
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
