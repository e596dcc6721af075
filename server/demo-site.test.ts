import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildDemoApp } from './demo-site';

const config = { rootDir: resolve(__dirname, '..'), publicUrl: 'http://localhost:3999', apiBase: '/api/' };

describe('demo site', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildDemoApp(config);
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('serves the partner page loading the widgets from the store, with a nonce CSP', async () => {
    const res = await fetch(`${base}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<script src="http://localhost:3999/widgets/cg-widgets.js"></script>');
    expect(html).toContain('<scooter-reservation');
    expect(html).not.toMatch(/%STORE_URL%|%NONCE%/);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:3999/);
  });

  it('serves the playground with and without the trailing slash', async () => {
    for (const path of ['/playground', '/playground/']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('Widget playground');
      expect(html).toContain('http://localhost:3999/widgets/cg-widgets.js');
    }
  });

  it('gives a new nonce per response and a 404 page elsewhere', async () => {
    const a = (await fetch(`${base}/`)).headers.get('content-security-policy');
    const b = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(a).not.toBe(b);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});
