// The demo code stays out of a start without demo mode or the sandbox: no module of the server
// outside server/demo imports it at run time except through import() (server/demo-mode.ts), so the
// server build keeps it in a chunk of its own. Type-only imports are erased and do not count.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SERVER = resolve(__dirname, '..');
const DEMO = resolve(__dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === DEMO ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const inDemo = (file: string, specifier: string) => {
  if (!specifier.startsWith('.')) return false;
  const target = resolve(dirname(file), specifier);
  return target === DEMO || target.startsWith(DEMO + sep);
};

/** Run-time imports of `file` into server/demo, split by kind. */
function demoImports(file: string): { staticImports: string[]; dynamicImports: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const staticImports: string[] = [];
  const dynamicImports: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      if (inDemo(file, node.moduleSpecifier.text)) staticImports.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (inDemo(file, node.moduleSpecifier.text)) staticImports.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
      const specifier = node.arguments[0].text;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isRequire && inDemo(file, specifier)) staticImports.push(specifier);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && inDemo(file, specifier)) dynamicImports.push(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { staticImports, dynamicImports };
}

describe('server/demo boundary', () => {
  const files = sources(SERVER);

  it('reads the whole server outside server/demo', () => {
    expect(files.map((f) => relative(SERVER, f))).toEqual(expect.arrayContaining(['index.ts', 'app.ts', 'demo-mode.ts']));
  });

  it('is crossed at run time only through import() in server/demo-mode.ts', () => {
    const crossings = files.flatMap((file) => {
      const { staticImports, dynamicImports } = demoImports(file);
      const name = relative(SERVER, file);
      return [
        ...staticImports.map((s) => `${name}: static import of ${s}`),
        ...dynamicImports.filter(() => name !== 'demo-mode.ts').map((s) => `${name}: import(${s}) outside demo-mode.ts`),
      ];
    });
    expect(crossings).toEqual([]);
    expect(demoImports(join(SERVER, 'demo-mode.ts')).dynamicImports).toEqual(['./demo']);
  });
});
