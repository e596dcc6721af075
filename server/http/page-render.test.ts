import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageDocument } from './page-render';
import { pageStylesReader } from './page-styles';

const TEMPLATE = [
  '<!doctype html><html><head><meta charset="utf-8">',
  '<title>CG Digital | Electronics</title>',
  '<meta name="description" content="The store">',
  '<link rel="stylesheet" href="/assets/app-Ab12.css">',
  '<script type="module" fetchpriority="low" src="/assets/main-Cd34.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

let assets: string;
beforeAll(() => {
  assets = mkdtempSync(join(tmpdir(), 'cg-page-styles-'));
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'app-Ab12.css'), 'body{margin:0}.cg-used{color:red}.cg-menu--open{display:block}');
});
afterAll(() => rmSync(assets, { recursive: true, force: true }));

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pageDocument', () => {
  const styles = () => pageStylesReader(assets)(TEMPLATE);

  it('inlines the CSS the page uses and loads the whole stylesheet without blocking the first paint', () => {
    const html = pageDocument(TEMPLATE, { head: '', body: '<div id="root"><p class="cg-used">Hi</p></div>' }, styles()) ?? '';
    const head = headOf(html);
    expect(head).toContain('<style data-cg-critical>body{margin:0}.cg-used{color:red}</style>');
    expect(head).not.toContain('cg-menu--open');
    // Inert until the storefront's entry puts it into the document (storefront/app/firstScreen.ts).
    expect(head).toContain('<template data-cg-later><link rel="stylesheet" href="/assets/app-Ab12.css" media="print" data-cg-styles></template>');
    expect(head).not.toContain('<link rel="stylesheet" href="/assets/app-Ab12.css">');
    // The whole stylesheet comes after the inline part: its later rules win, as in the file.
    expect(head.indexOf('data-cg-styles')).toBeGreaterThan(head.indexOf('data-cg-critical'));
    expect(html).toContain('<body><div id="root"><p class="cg-used">Hi</p></div></body>');
  });

  it("puts the page's head tags in the head, in place of the template's title and description", () => {
    const page = { head: '<title>TV | CG Digital</title><meta name="description" content="A $& TV"/><link rel="canonical" href="https://x/tv"/>', body: '<div id="root"></div>' };
    const head = headOf(pageDocument(TEMPLATE, page, styles()) ?? '');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>TV | CG Digital</title>');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('content="A $& TV"');
    expect(head).toContain('<link rel="canonical" href="https://x/tv"/>');
  });

  it("keeps the template's title and description when the page names none", () => {
    const head = headOf(pageDocument(TEMPLATE, { head: '', body: '<div id="root"></div>' }, null) ?? '');
    expect(head).toContain('<title>CG Digital | Electronics</title>');
    expect(head).toContain('<meta name="description" content="The store">');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-Ab12.css">');
  });

  it('gives up on a template without a root', () => {
    expect(pageDocument('<html><head></head><body></body></html>', { head: '', body: '' })).toBeNull();
  });

  it('leaves the stylesheet blocking when its file cannot be read', () => {
    expect(pageStylesReader(join(assets, 'missing'))(TEMPLATE)).toBeNull();
  });
});
