/** @jest-environment node */
import type { Readable } from 'node:stream';
import { renderPage } from './render';

const text = (body: Readable) =>
  new Promise<string>((resolve) => {
    let html = '';
    body.on('data', (chunk: Buffer) => (html += chunk.toString()));
    body.on('end', () => resolve(html));
  });

const answering = (status: number): typeof fetch => async () =>
  new Response(JSON.stringify({ statusCode: status, message: 'x' }), { status, headers: { 'content-type': 'application/json' } });

describe('renderPage', () => {
  it('renders the page with its state, and a page whose answers came may be kept', async () => {
    const page = await renderPage({ url: '/page/faqs', apiBase: '/api/', fetchApi: answering(404) });
    const html = await text(page.body);
    expect(html.startsWith('<div id="root">')).toBe(true);
    expect(html).toMatch(/<script id="cg-state" type="application\/json">\{.*\}<\/script>$/s);
    expect(page.cacheable).toBe(true);
  });

  it('never lets a page whose calls failed be kept', async () => {
    const page = await renderPage({ url: '/page/faqs', apiBase: '/api/', fetchApi: answering(503) });
    await text(page.body);
    expect(page.cacheable).toBe(false);
  });

  it('gives up on data that does not come: the page goes without its state, to be rendered afresh in the browser', async () => {
    const never: typeof fetch = () => new Promise(() => {});
    const page = await renderPage({ url: '/page/faqs', apiBase: '/api/', fetchApi: never, timeoutMs: 300 });
    const html = await text(page.body);
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('cg-state');
    expect(page.cacheable).toBe(false);
  });
});
