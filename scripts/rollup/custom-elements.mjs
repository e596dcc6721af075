// custom-elements.json (the Custom Elements Manifest, community schema 1.0.0, read by editors and
// Storybook) from the widgets' sources: widgets/registry.ts gives the tags, descriptions,
// attributes and event names; each widget's types.ts gives the element's properties and methods
// (the interface HTMLElementTagNameMap maps the tag to), its events' detail types (<X>EventMap)
// and its ::part names (<X>Parts); widgets/runtime/base.css gives the public CSS custom
// properties with their defaults. Descriptions are the sources' JSDoc and comments.
//
// The sources are checked against each other, so the manifest cannot claim what the code does
// not do: every part the widget's components set is in <X>Parts and the other way round, every
// `emit<Detail>(…)` of the widget's code has its event in the map, the registry's attributes and
// events are the element's. A mismatch fails the build with the fix to make.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { loadRegistry } from './widgets.mjs';

export const CUSTOM_ELEMENTS = 'custom-elements.json';
const BASE_CSS = 'widgets/runtime/base.css';

const camelCase = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const docOf = (checker, symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
const typeText = (checker, type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);

/** Relative modules a source imports for their values (type-only imports are not code). */
function valueImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((s) => s.startsWith('.'));
}

/** The files a module's code runs, followed recursively (.ts, .tsx, .css). */
function importGraph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) return;
    for (const specifier of valueImports(file)) {
      const base = resolve(dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen];
}

/** The ::part names set in these files: part="a b", part('a b') (the components' helper). */
function partsSetIn(files) {
  const parts = new Set();
  for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bpart(?:=|\(\s*)["']([^"']+)["']/g)) {
      for (const name of m[1].split(/\s+/)) if (name) parts.add(name);
    }
  }
  return parts;
}

/** The detail types the code emits: emit<Detail>(EVENT_CONSTANT or 'name', …), not emit's own generics. */
function emittedDetails(files) {
  const names = new Set();
  for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bemit<(\w+)>\(\s*[A-Z_'"]/g)) names.add(m[1]);
  }
  return names;
}

/** The public theme properties of base.css: `--cg-x: var(--cg-public, default); /* what *\/`. */
export function cssProperties(file = BASE_CSS) {
  const props = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*--[\w-]+:\s*var\((--[\w-]+),\s*(.+)\);\s*(?:\/\*\s*(.*?)\s*\*\/)?\s*$/.exec(line);
    if (!m) continue;
    if (!m[3]) throw new Error(`${file}: say what ${m[1]} is used for in a comment on its line`);
    props.push({ name: m[1], default: m[2], description: m[3] });
  }
  return props;
}

/** The interface a module declares under this name, or throws. */
function interfaceIn(sourceFile, name, file) {
  const node = sourceFile.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (!node) throw new Error(`${file}: declare the interface ${name}`);
  return node;
}

/** The element interface HTMLElementTagNameMap maps the tag to, in `declare global { … }`. */
function elementInterfaceName(sourceFile, tag, file) {
  let name = null;
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'HTMLElementTagNameMap') {
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && member.name.getText(sourceFile).replace(/['"]/g, '') === tag) {
          name = member.type.getText(sourceFile);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (!name) throw new Error(`${file}: map '${tag}' to its element interface in HTMLElementTagNameMap`);
  return name;
}

/** `{ a: string; b?: number }` from a detail type's properties (their JSDoc in the docs). */
function detailText(checker, type) {
  const props = checker.getPropertiesOfType(type);
  if (!props.length) return typeText(checker, type);
  const fields = props.map((p) => {
    const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${p.name}${optional}: ${typeText(checker, checker.getTypeOfSymbol(p))}`;
  });
  return `{ ${fields.join('; ')} }`;
}

function declarationFor(widget, registryDir, program, checker, themeProps) {
  const fail = (message) => {
    throw new Error(`<${widget.tag}>: ${message}`);
  };
  const source = resolve(registryDir, widget.source);
  const typesFile = join(dirname(source), 'types.ts');
  const sourceFile = program.getSourceFile(typesFile);
  if (!sourceFile) fail(`${typesFile} is missing: it types the element for integrators`);
  const elementName = elementInterfaceName(sourceFile, widget.tag, typesFile);
  const prefix = elementName.replace(/Element$/, '');
  const element = checker.getTypeAtLocation(interfaceIn(sourceFile, elementName, typesFile).name);
  const eventMap = checker.getTypeAtLocation(interfaceIn(sourceFile, `${prefix}EventMap`, typesFile).name);
  const partsType = checker.getTypeAtLocation(interfaceIn(sourceFile, `${prefix}Parts`, typesFile).name);
  // What HTMLElement has already is not the element's own.
  const inherited = new Set(checker.getBaseTypes(element).flatMap((base) => checker.getPropertiesOfType(base).map((p) => p.name)));

  // Properties and methods the element adds to HTMLElement.
  const attributes = [];
  const members = [];
  const byField = new Map(widget.attributes.map((a) => [camelCase(a), a]));
  for (const symbol of checker.getPropertiesOfType(element)) {
    if (inherited.has(symbol.name)) continue;
    const type = checker.getTypeOfSymbol(symbol);
    const description = docOf(checker, symbol);
    if (!description) fail(`document ${elementName}.${symbol.name} (JSDoc) in ${typesFile}`);
    if (type.getCallSignatures().length) {
      const sig = type.getCallSignatures()[0];
      members.push({
        kind: 'method',
        name: symbol.name,
        description,
        parameters: sig.getParameters().map((p) => ({ name: p.name, type: { text: typeText(checker, checker.getTypeOfSymbol(p)) } })),
        return: { type: { text: typeText(checker, sig.getReturnType()) } },
      });
      continue;
    }
    const attribute = byField.get(symbol.name);
    const member = { kind: 'field', name: symbol.name, type: { text: typeText(checker, type) }, description };
    if (attribute) {
      member.attribute = attribute;
      member.reflects = true;
      attributes.push({ name: attribute, fieldName: symbol.name, type: { text: 'string' }, description });
    } else if (!(widget.properties ?? []).includes(symbol.name)) {
      fail(`${elementName}.${symbol.name} is neither an attribute nor a property of widgets/registry.ts`);
    }
    members.push(member);
  }
  const missingAttrs = widget.attributes.filter((a) => !attributes.some((x) => x.name === a));
  if (missingAttrs.length) fail(`type the attributes ${missingAttrs.join(', ')} as properties of ${elementName} (${typesFile})`);

  // Events: the map's entries, each with its detail type; the registry and the code agree.
  const events = checker.getPropertiesOfType(eventMap).map((symbol) => {
    const eventType = checker.getTypeOfSymbol(symbol);
    const detailSymbol = eventType.getProperty('detail');
    const detail = detailSymbol ? checker.getTypeOfSymbol(detailSymbol) : null;
    const description = docOf(checker, symbol);
    if (!description) fail(`say when '${symbol.name}' is dispatched (JSDoc on ${prefix}EventMap in ${typesFile})`);
    const detailName = detail?.aliasSymbol?.name ?? detail?.getSymbol()?.name;
    // The detail spelled out (editors show the type's text; a named interface says nothing there).
    const text = detail ? `CustomEvent<${detailText(checker, detail)}>` : typeText(checker, eventType);
    return { name: symbol.name, type: { text }, description, detailType: detailName };
  });
  const eventNames = events.map((e) => e.name);
  const registered = widget.events ?? [];
  if (eventNames.join() !== registered.join()) {
    fail(`widgets/registry.ts lists events [${registered.join(', ')}], ${prefix}EventMap [${eventNames.join(', ')}]: make them the same, in the same order`);
  }
  const files = importGraph(source);
  for (const name of emittedDetails(files)) {
    if (!events.some((e) => e.detailType === name)) fail(`the code emits a ${name} that no event of ${prefix}EventMap carries`);
  }

  // Parts: documented = set by the components.
  const documentedParts = checker.getPropertiesOfType(partsType).map((symbol) => {
    const description = docOf(checker, symbol);
    if (!description) fail(`say what the part '${symbol.name}' is (JSDoc on ${prefix}Parts in ${typesFile})`);
    return { name: symbol.name, description };
  });
  const setParts = partsSetIn(files);
  const undocumented = [...setParts].filter((p) => !documentedParts.some((d) => d.name === p));
  const unused = documentedParts.filter((d) => !setParts.has(d.name)).map((d) => d.name);
  if (undocumented.length) fail(`add the parts ${undocumented.join(', ')} to ${prefix}Parts (${typesFile})`);
  if (unused.length) fail(`${prefix}Parts lists ${unused.join(', ')}, which no component of the widget sets`);

  return {
    kind: 'class',
    customElement: true,
    name: elementName,
    tagName: widget.tag,
    description: widget.description ?? '',
    attributes,
    members,
    events: events.map(({ name, type, description }) => ({ name, type, description })),
    cssProperties: themeProps,
    cssParts: documentedParts,
    slots: [],
  };
}

/**
 * The manifest of the registered widgets.
 * @param {{ registry?: string, baseCss?: string }} options
 */
export async function customElementsManifest({ registry = 'widgets/registry.ts', baseCss = BASE_CSS } = {}) {
  const widgets = await loadRegistry(registry);
  const registryDir = dirname(resolve(registry));
  const typesFiles = widgets.map((w) => join(dirname(resolve(registryDir, w.source)), 'types.ts'));
  const program = ts.createProgram(typesFiles, {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const themeProps = cssProperties(baseCss);
  return {
    schemaVersion: '1.0.0',
    readme: 'docs/widgets.md',
    modules: widgets.map((w) => {
      const path = `esm/${w.tag}.js`;
      const declaration = declarationFor(w, registryDir, program, checker, themeProps);
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration],
        exports: [{ kind: 'custom-element-definition', name: w.tag, declaration: { name: declaration.name, module: path } }],
      };
    }),
  };
}

/**
 * Widget build: emits custom-elements.json beside the loader.
 * @param {{ registry: string }} options
 */
export function customElements({ registry }) {
  return {
    name: 'cg-custom-elements',
    async generateBundle() {
      let manifest;
      try {
        manifest = await customElementsManifest({ registry });
      } catch (error) {
        this.error(error.message);
      }
      this.emitFile({ type: 'asset', fileName: CUSTOM_ELEMENTS, source: JSON.stringify(manifest, null, 2) + '\n' });
    },
  };
}
