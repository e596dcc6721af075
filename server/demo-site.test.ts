import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildDemoApp, loaderScriptTag, pinnedLoader } from './demo-site';

const distDir = mkdtempSync(join(tmpdir(), 'cg-demo-dist-'));
const config = { rootDir: resolve(__dirname, '..'), distDir, publicUrl: 'http://localhost:3999', apiBase: '/api/' };
const HASH = 'sha384-abc+/def';
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

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

  it('loads the pinned release with its integrity once the widgets are built, the latest before', async () => {
    expect(await pinnedLoader(config)).toEqual({ src: 'http://localhost:3999/widgets/cg-widgets.js', integrity: '' });
    expect(await (await fetch(`${base}/playground/`)).text()).toContain('<script src="http://localhost:3999/widgets/cg-widgets.js"></script>');

    mkdirSync(join(distDir, 'widgets'), { recursive: true });
    const manifest = { path: '/widgets/v9.8.7/', integrity: { 'cg-widgets.js': HASH } };
    writeFileSync(join(distDir, 'widgets/manifest.json'), JSON.stringify(manifest));
    const pinned = await pinnedLoader(config);
    expect(pinned).toEqual({ src: 'http://localhost:3999/widgets/v9.8.7/cg-widgets.js', integrity: HASH });
    const tag = '<script src="http://localhost:3999/widgets/v9.8.7/cg-widgets.js" integrity="sha384-abc+/def" crossorigin="anonymous"></script>';
    expect(loaderScriptTag(pinned)).toBe(tag);
    expect(await (await fetch(`${base}/playground/`)).text()).toContain(tag);
    rmSync(join(distDir, 'widgets'), { recursive: true });
  });

  it('gives a new nonce per response and a 404 page elsewhere', async () => {
    const a = (await fetch(`${base}/`)).headers.get('content-security-policy');
    const b = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(a).not.toBe(b);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});
