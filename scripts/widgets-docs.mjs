#!/usr/bin/env node
// The reference tables of docs/widgets.md (attributes and properties, methods, events, CSS custom
// properties, parts) are written from the Custom Elements Manifest the widget build serves, so
// the docs cannot drift from the code. Each widget's tables sit between
//   <!-- custom-elements.json: <tag> -->  and  <!-- /custom-elements.json -->
//
//   node scripts/widgets-docs.mjs            rewrites those blocks
//   node scripts/widgets-docs.mjs --check    exits 1 when docs/widgets.md is not what the sources say
//   node scripts/widgets-docs.mjs --manifest prints custom-elements.json
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { customElementsManifest } from './rollup/custom-elements.mjs';

process.chdir(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
const DOCS = 'docs/widgets.md';
const BLOCK = /(<!-- custom-elements\.json: ([a-z0-9-]+) -->\n)[\s\S]*?(<!-- \/custom-elements\.json -->)/g;

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text) => `\`${cell(text)}\``;
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** The markdown reference of one element. */
export function reference(declaration) {
  const { tagName } = declaration;
  const parts = [];
  const fields = declaration.members.filter((m) => m.kind === 'field');
  parts.push('#### Attributes and properties', '');
  parts.push(
    table(
      ['Attribute', 'Property', 'Type', 'What'],
      fields.map((f) => [f.attribute ? code(f.attribute) : '—', code(f.name), code(f.type.text), cell(f.description)]),
    ),
  );
  parts.push('', 'Setting a property sets its attribute (`null` removes it); a change re-renders the widget.');
  const methods = declaration.members.filter((m) => m.kind === 'method');
  if (methods.length) {
    parts.push('', '#### Methods', '');
    parts.push(table(['Method', 'What'], methods.map((m) => [code(`${m.name}(${m.parameters.map((p) => p.name).join(', ')})`), cell(m.description)])));
  }
  parts.push('', '#### Events', '');
  parts.push(`\`CustomEvent\`s dispatched on the element with \`bubbles: true\` and \`composed: true\` (listen on the element or on \`document\`).`, '');
  parts.push(
    table(
      ['Event', '`detail`', 'When'],
      declaration.events.map((e) => [code(e.name), code(e.type.text.replace(/^CustomEvent<([\s\S]*)>$/, '$1')), cell(e.description)]),
    ),
  );
  parts.push('', '#### CSS custom properties', '');
  parts.push(`Set them on \`${tagName}\` or any ancestor; they inherit into the shadow root.`, '');
  parts.push(table(['Property', 'Default', 'Used for'], declaration.cssProperties.map((p) => [code(p.name), code(p.default), cell(p.description)])));
  parts.push('', '#### Parts', '');
  parts.push(`Style these with \`${tagName}::part(name)\`.`, '');
  parts.push(table(['Part', 'Element'], declaration.cssParts.map((p) => [code(p.name), cell(p.description)])));
  return parts.join('\n') + '\n';
}

/** docs/widgets.md with every block rewritten from the manifest; throws on a block for an unknown tag or a widget without one. */
export function renderDocs(markdown, manifest) {
  const declarations = new Map(manifest.modules.flatMap((m) => m.declarations).map((d) => [d.tagName, d]));
  const seen = new Set();
  const out = markdown.replace(BLOCK, (_whole, open, tag, close) => {
    const declaration = declarations.get(tag);
    if (!declaration) throw new Error(`${DOCS}: no registered widget <${tag}>`);
    seen.add(tag);
    return `${open}${reference(declaration)}${close}`;
  });
  const missing = [...declarations.keys()].filter((tag) => !seen.has(tag));
  if (missing.length) throw new Error(`${DOCS}: add a <!-- custom-elements.json: ${missing[0]} --> block for <${missing[0]}>`);
  return out;
}

const manifest = await customElementsManifest();
const mode = process.argv[2];
if (mode === '--manifest') {
  process.stdout.write(JSON.stringify(manifest, null, 2) + '\n');
} else {
  const current = readFileSync(DOCS, 'utf8');
  const next = renderDocs(current, manifest);
  if (mode === '--check') {
    if (next !== current) {
      console.error(`${DOCS} does not match the widgets' sources: run node scripts/widgets-docs.mjs`);
      process.exit(1);
    }
  } else if (next !== current) {
    writeFileSync(DOCS, next);
    console.log(`${DOCS} rewritten from the widgets' sources`);
  }
}
