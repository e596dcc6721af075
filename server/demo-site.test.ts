import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildDemoApp, loaderScriptTag, pinnedLoader } from './demo-site';

// @fastify/static requires content-disposition 3, an ES module jest (Node 20) cannot require;
// only reply.download() uses it (as in http/static-site.test.ts).
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

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

  it('serves the strict-CSP page: no inline code or style allowed, its script and styles as files', async () => {
    const res = await fetch(`${base}/strict-csp/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "script-src 'self' http://localhost:3999",
        "style-src 'self'",
        "img-src 'self' data: http://localhost:3999",
        'connect-src http://localhost:3999',
      ]),
    );
    const html = await res.text();
    expect(html).not.toMatch(/<script>|<script nonce|<style|style="/);
    expect(html).toContain('<script src="/assets/strict-csp.js"></script>');
    expect(html).toContain("connect-src http://localhost:3999;\n");
    for (const [file, type] of [['strict-csp.js', /javascript/], ['strict-csp.css', /text\/css/]] as const) {
      const asset = await fetch(`${base}/assets/${file}`);
      expect([file, asset.status]).toEqual([file, 200]);
      expect(asset.headers.get('content-type')).toMatch(type);
    }
  });

  it('gives a new nonce per response and a 404 page elsewhere', async () => {
    const a = (await fetch(`${base}/`)).headers.get('content-security-policy');
    const b = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(a).not.toBe(b);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});
