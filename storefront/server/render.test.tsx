/** @jest-environment node */
import { renderPage } from './render';

const answering = (status: number): typeof fetch => async () =>
  new Response(JSON.stringify({ statusCode: status, message: 'x' }), { status, headers: { 'content-type': 'application/json' } });

const request = { apiBase: '/api/', publicUrl: 'https://shop.example' };

describe('renderPage', () => {
  it('renders the page with its state, and a page whose answers came may be kept', async () => {
    const page = await renderPage({ ...request, url: '/user/cart', fetchApi: answering(404) });
    expect(page.body.startsWith('<div id="root">')).toBe(true);
    expect(page.body).toMatch(/<script id="cg-state" type="application\/json">\{.*\}<\/script>$/s);
    expect(page.cacheable).toBe(true);
    expect(page.status).toBe(200);
  });

  it("hands back the head tags the page rendered, out of its body", async () => {
    const page = await renderPage({ ...request, url: '/page/faqs', fetchApi: answering(404) });
    expect(page.head).toMatch(/^<title>[^<]+ \| CG Digital<\/title>/);
    expect(page.body).not.toContain('<title>');
  });

  it('is a 404 with a noindex head when it shows the not-found page', async () => {
    const page = await renderPage({ ...request, url: '/some/garbage/path', fetchApi: answering(404) });
    expect(page.status).toBe(404);
    expect(page.head).toContain('<title>Page not found | CG Digital</title>');
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain('PAGE NOT FOUND');
  });

  it('never lets a page whose calls failed be kept', async () => {
    const page = await renderPage({ ...request, url: '/page/faqs', fetchApi: answering(503) });
    expect(page.cacheable).toBe(false);
  });

  it('gives up on data that does not come: the page goes without its state, to be rendered afresh in the browser', async () => {
    const never: typeof fetch = () => new Promise(() => {});
    const page = await renderPage({ ...request, url: '/page/faqs', fetchApi: never, timeoutMs: 300 });
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('cg-state');
    expect(page.cacheable).toBe(false);
  });
});
