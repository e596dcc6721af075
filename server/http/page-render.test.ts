import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { renderDocument } from './page-render';
import { pageStylesReader } from './page-styles';

const TEMPLATE = [
  '<!doctype html><html><head><meta charset="utf-8">',
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

const read = (stream: Readable) =>
  new Promise<string>((resolve) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    stream.on('end', () => resolve(text));
  });

const rendered = (html: string, cacheable = true) => {
  const body = new PassThrough();
  body.end(html);
  return Promise.resolve({ body, cacheable });
};

describe('renderDocument with the page styles', () => {
  const styles = () => pageStylesReader(assets)(TEMPLATE);

  it('inlines the CSS the page uses and loads the whole stylesheet without blocking the first paint', async () => {
    const kept: string[] = [];
    const html = await read(renderDocument(TEMPLATE, rendered('<div id="root"><p class="cg-used">Hi</p></div>'), () => {}, (d) => kept.push(d), styles()));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-cg-critical>body{margin:0}.cg-used{color:red}</style>');
    expect(head).not.toContain('cg-menu--open');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-Ab12.css" media="print" data-cg-styles>');
    expect(head).not.toContain('<link rel="stylesheet" href="/assets/app-Ab12.css">');
    // The whole stylesheet comes after the inline part: its later rules win, as in the file.
    expect(head.indexOf('data-cg-styles')).toBeGreaterThan(head.indexOf('data-cg-critical'));
    expect(html).toContain('<div id="root"><p class="cg-used">Hi</p></div>');
    expect(kept).toEqual([html]);
  });

  it('sends the head before the page has rendered', async () => {
    let finish!: (page: Awaited<ReturnType<typeof rendered>>) => void;
    const out = renderDocument(TEMPLATE, new Promise((resolve) => (finish = resolve)), () => {}, undefined, styles());
    const first = await new Promise<string>((resolve) => out.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
    expect(first).toContain('<script type="module"');
    expect(first).not.toContain('</head>');
    finish(await rendered('<p class="cg-used">x</p>'));
    expect(await read(out)).toContain('<p class="cg-used">x</p>');
  });

  it('falls back to the blocking stylesheet and an empty root when rendering fails', async () => {
    const errors: unknown[] = [];
    const html = await read(renderDocument(TEMPLATE, Promise.reject(new Error('boom')), (e) => errors.push(e), undefined, styles()));
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-Ab12.css">');
    expect(html).not.toContain('data-cg-critical');
    expect(html).toContain('<div id="root"></div>');
    expect(errors).toHaveLength(1);
  });

  it('does not keep a page whose render said it must not be kept', async () => {
    const kept: string[] = [];
    await read(renderDocument(TEMPLATE, rendered('<p>x</p>', false), () => {}, (d) => kept.push(d), styles()));
    expect(kept).toEqual([]);
  });

  it('leaves the stylesheet blocking when its file cannot be read', () => {
    expect(pageStylesReader(join(assets, 'missing'))(TEMPLATE)).toBeNull();
  });
});
