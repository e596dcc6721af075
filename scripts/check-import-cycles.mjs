// `npm run check:cycles`: fails when the project's own modules import each other in a circle
// (DESIGN §2: imports point one way, no import circles). Static, dynamic and type-only imports all
// count, as madge counts them: a circle of types still ties the modules' design together.
// Modules are read with TypeScript's own pre-parser and resolved with the project's tsconfig.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const FOLDERS = process.argv.slice(2).length ? process.argv.slice(2) : ['storefront', 'shared', 'widgets', 'admin', 'server'];
const SOURCE = /\.(ts|tsx)$/;

const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project's modules that `file` imports (node_modules and other files left out). */
function importsOf(file) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule)
    .filter((m) => m && !m.isExternalLibraryImport && SOURCE.test(m.resolvedFileName) && !m.resolvedFileName.endsWith('.d.ts'))
    .map((m) => resolve(m.resolvedFileName));
}

const files = FOLDERS.flatMap((f) => sources(join(ROOT, f)));
const graph = new Map(files.map((f) => [f, importsOf(f)]));

// Tarjan's strongly connected components: every component of more than one module (or a module
// importing itself) is a circle.
let index = 0;
const stack = [];
const on = new Set();
const idx = new Map();
const low = new Map();
const circles = [];
function visit(v) {
  idx.set(v, index);
  low.set(v, index);
  index += 1;
  stack.push(v);
  on.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) !== idx.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    on.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1 || (graph.get(v) ?? []).includes(v)) circles.push(component);
}
for (const f of files) if (!idx.has(f)) visit(f);

if (circles.length) {
  console.error(`Import circles (${circles.length}): break each by moving what both sides need into a module of its own.`);
  for (const c of circles) console.error(`  ${c.map((f) => relative(ROOT, f)).sort().join('  <->  ')}`);
  process.exit(1);
}
console.log(`No import circles in ${files.length} modules (${FOLDERS.join(', ')}).`);
