import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { WIDGETS_RELEASE_PATH, WIDGETS_VERSION } from '../../shared/widgets-release';
import staticSite, { contentSecurityPolicy, injectSiteMeta, isSameOriginPagePath, refusedPage } from './static-site';

// @fastify/static requires content-disposition 3, an ES module jest (Node 20) cannot require;
// only reply.download() uses it. (jest.config.cjs should transform it instead; see the report.)
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const TEMPLATE = '<!doctype html><html><head><title>Store</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function makeDist(withStorefront = true): string {
  const dist = mkdtempSync(join(tmpdir(), 'cg-dist-'));
  if (withStorefront) {
    mkdirSync(join(dist, 'storefront/assets'), { recursive: true });
    writeFileSync(join(dist, 'storefront/index.html'), TEMPLATE);
    writeFileSync(join(dist, 'storefront/assets/main-Ab12Cd34.js'), 'console.log("app");');
    writeFileSync(join(dist, 'storefront/assets/main-Ab12Cd34.js.br'), brotliCompressSync('console.log("app");'));
    writeFileSync(join(dist, 'storefront/assets/app-Zz99Yy88.css'), 'body{margin:0}');
  }
  mkdirSync(join(dist, 'widgets/esm/chunks'), { recursive: true });
  writeFileSync(join(dist, 'widgets/cg-widgets.js'), '!function(){}();');
  writeFileSync(join(dist, 'widgets/cg-product-card-Qw12Er34.css'), ':host{display:block}');
  writeFileSync(join(dist, 'widgets/esm/runtime.js'), 'export {};');
  writeFileSync(join(dist, 'widgets/esm/chunks/define-Xy12Zw34.js'), 'export const a = 1;');
  writeFileSync(join(dist, 'widgets/manifest.json'), '{"widgets":[{"tag":"product-card","stylesheet":"cg-product-card-Qw12Er34.css"}]}');
  return dist;
}

const API_BASE = 'https://api.example.com/api/?v="1"&x=<y>';

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): unknown;
}

/**
 * Over real HTTP (like the contract tests): app.inject needs light-my-request, whose `cookie`
 * dependency is an ES module jest on Node 20 cannot require.
 */
interface TestServer {
  app: FastifyInstance;
  inject(opts: { url: string; headers?: Record<string, string> }): Promise<Answer>;
  close(): Promise<void>;
}

async function appFor(dist: string): Promise<TestServer> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.get('/api/health', async () => ({ statusCode: 200, data: { ok: true } }));
  await app.register(staticSite, { distDir: dist, apiBase: API_BASE, publicUrl: 'http://localhost:3000' });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    async inject({ url, headers = {} }) {
      const res = await fetch(base + url, { headers });
      const body = await res.text();
      return { statusCode: res.status, headers: Object.fromEntries(res.headers), body, json: () => JSON.parse(body) };
    },
    close: () => app.close(),
  };
}

describe('static site', () => {
  let dist: string;
  let app: TestServer;
  beforeAll(async () => {
    dist = makeDist();
    app = await appFor(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for page routes with the API base meta tag, uncached, with security headers', async () => {
    for (const url of ['/', '/product-samsung-tv-12', '/user/account/', '/search/rice%20cooker?page=2']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain(
        '<meta name="cg-api-base" content="https://api.example.com/api/?v=&quot;1&quot;&amp;x=&lt;y&gt;">',
      );
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.example\.com/);
      expect(csp).toContain("form-action 'self' https:");
    }
  });

  it('leaves API, sandbox, media, dev and widget paths to their own routes (404, never the page)', async () => {
    for (const url of ['/api/nope', '/sandbox/esewa/x', '/media/1.jpg', '/_dev/outbox', '/widgets/missing.js', '/assets/gone-12345678.js']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('id="root"');
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ statusCode: 200, data: { ok: true } });
  });

  it('answers 404 to requests that do not want a page', async () => {
    expect((await app.inject({ url: '/logo.png', headers: { accept: 'image/avif,image/*,*/*;q=0.8' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/cart', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/cart', headers: { accept: '*/*' } })).statusCode).toBe(200);
  });

  it('serves hashed storefront assets with a year-long immutable cache', async () => {
    const js = await app.inject({ url: '/assets/main-Ab12Cd34.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    const css = await app.inject({ url: '/assets/app-Zz99Yy88.css' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('sends the precompressed twin to browsers that accept it', async () => {
    const br = await app.inject({ url: '/assets/main-Ab12Cd34.js', headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('console.log("app");');
    const plain = await app.inject({ url: '/assets/main-Ab12Cd34.js', headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('serves widgets to any origin: stable names briefly cached, hashed ones immutable', async () => {
    const loader = await app.inject({ url: '/widgets/cg-widgets.js', headers: { origin: 'http://localhost:3100' } });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cache-control']).toBe('public, max-age=60');
    expect(loader.headers['content-type']).toMatch(/javascript/);

    const entry = await app.inject({ url: '/widgets/esm/runtime.js' });
    expect(entry.headers['cache-control']).toBe('public, max-age=60');
    const manifest = await app.inject({ url: '/widgets/manifest.json' });
    expect(manifest.json()).toEqual({ widgets: [{ tag: 'product-card', stylesheet: 'cg-product-card-Qw12Er34.css' }] });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');

    for (const url of ['/widgets/esm/chunks/define-Xy12Zw34.js', '/widgets/cg-product-card-Qw12Er34.css']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('serves the pinned release under /widgets/v{version}/: every file immutable, to any origin', async () => {
    expect(WIDGETS_RELEASE_PATH).toBe(`/widgets/v${WIDGETS_VERSION}/`);
    expect(WIDGETS_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    for (const file of ['cg-widgets.js', 'esm/runtime.js', 'manifest.json', 'esm/chunks/define-Xy12Zw34.js']) {
      const res = await app.inject({ url: WIDGETS_RELEASE_PATH + file, headers: { origin: 'https://brand.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.body).toBe((await app.inject({ url: `/widgets/${file}` })).body);
    }
    // Another release is not this build's: no file, not the latest under its name.
    expect((await app.inject({ url: '/widgets/v0.0.0-gone/cg-widgets.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: `${WIDGETS_RELEASE_PATH}missing.js` })).statusCode).toBe(404);
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const file = join(dist, 'storefront/index.html');
    writeFileSync(file, TEMPLATE.replace('<title>Store</title>', '<title>Rebuilt</title>'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const res = await app.inject({ url: '/', headers: HTML });
    expect(res.body).toContain('<title>Rebuilt</title>');
    expect(res.body).toContain('name="cg-api-base"');
  });
});

describe('route preloads', () => {
  let dist: string;
  let app: TestServer;
  beforeAll(async () => {
    dist = makeDist();
    const manifest = {
      home: { modules: ['/assets/HomeRoutes-Ab12.js', '/assets/Carousel-Cd34.js'] },
      listing: { modules: ['/assets/ListingRoutes-Ef56.js?x="1"'] },
    };
    writeFileSync(join(dist, 'storefront/route-preloads.json'), JSON.stringify(manifest));
    app = await appFor(dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preload the chunks of the page's kind in its <head>, escaped", async () => {
    const home = await app.inject({ url: '/?utm_source=x', headers: HTML });
    expect(home.statusCode).toBe(200);
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head).toContain(
      '<template data-cg-later><link rel="modulepreload" href="/assets/HomeRoutes-Ab12.js"><link rel="modulepreload" href="/assets/Carousel-Cd34.js"></template>',
    );
    expect(head).not.toContain('ListingRoutes');
    for (const url of ['/search/tv', '/cat-tv', '/brand/lg']) {
      const listing = await app.inject({ url, headers: HTML });
      expect(listing.body).toContain('<template data-cg-later><link rel="modulepreload" href="/assets/ListingRoutes-Ef56.js?x=&quot;1&quot;"></template>');
      expect(listing.body).not.toContain('HomeRoutes');
    }
  });

  it('leave pages of other kinds as they are', async () => {
    for (const url of ['/user/cart', '/page/faqs', '/__proto__', '/a/b/c']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('rel="modulepreload"');
    }
  });

  it('serve pages without preloads while the manifest is broken', async () => {
    writeFileSync(join(dist, 'storefront/route-preloads.json'), '{ half written');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'storefront/route-preloads.json'), later, later);
    const res = await app.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('rel="modulepreload"');
  });
});

describe('static site without a built storefront', () => {
  it('answers a clear 503 page', async () => {
    const dist = makeDist(false);
    const app = await appFor(dist);
    try {
      const res = await app.inject({ url: '/checkout', headers: HTML });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Storefront not built: run npm run build');
      expect((await app.inject({ url: '/widgets/cg-widgets.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('helpers', () => {
  it('puts the meta tags first in <head>, keeping head attributes', () => {
    expect(injectSiteMeta('<html><head lang="x"><title>a</title></head></html>', '/api/', 'https://shop.example/')).toBe(
      '<html><head lang="x">\n    <meta name="cg-api-base" content="/api/">\n    <meta name="cg-public-url" content="https://shop.example"><title>a</title></head></html>',
    );
  });

  it('adds a same-origin API base nothing beyond self and the public origin', () => {
    const csp = contentSecurityPolicy({ apiBase: '/api/', publicUrl: 'http://localhost:3000' });
    expect(csp).toContain("connect-src 'self' http://localhost:3000");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

describe('isSameOriginPagePath', () => {
  it('takes paths of this site and refuses what a browser reads as another origin', () => {
    for (const path of ['/', '/cat-tv?range=1-2', '/search/tv', '/%5Cevil.example/x']) expect([path, isSameOriginPagePath(path)]).toEqual([path, true]);
    for (const path of ['//evil.example/x', '/\\evil.example/x', '///evil.example/', '/x\\y', '/\tx', 'https://evil.example/', 'evil.example', '/api/get-cart', '/assets/x.js']) {
      expect([path, isSameOriginPagePath(path)]).toEqual([path, false]);
    }
  });

  it('escapes the message of a refused page', () => {
    expect(refusedPage('<b>wait</b>')).toContain('&lt;b&gt;wait&lt;/b&gt;');
  });
});
