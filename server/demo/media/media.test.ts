import Fastify, { type FastifyInstance } from 'fastify';
import mediaRoutes from './route';
import { BRANDS, SUPPLIERS } from '../seed/data/brands';
import { CATEGORIES } from '../seed/data/categories';
import { BANK_LOGOS } from '../seed/data/content';
import { SCOOTER_COLOURS } from '../seed/data/scooter';
import { BANNER_FORMATS, BANNER_THEMES } from './banners';
import { renderMedia } from './index';
import { DRAW_KINDS } from './kinds';
import { COLOUR_SLUGS } from './palette';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(mediaRoutes);
  await app.ready();
});
afterAll(() => app.close());

/** Self-contained: no external references, no scripts, no event handlers. */
function expectSafeSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href=|<script|\son\w+=|<image|<foreignObject/i);
  expect(svg).toMatch(/<title>[^<]+<\/title>/);
}

describe('renderMedia', () => {
  it('draws every kind of product in every colour, deterministically', () => {
    for (const [i, kind] of DRAW_KINDS.entries()) {
      const colour = COLOUR_SLUGS[i % COLOUR_SLUGS.length];
      for (const view of [1, 2, 3]) {
        const path = `product/${kind}/samsung/${colour}/${i + 1}-${view}.svg`;
        const svg = renderMedia(path);
        if (svg === null) throw new Error(`nothing drawn for ${path}`);
        expectSafeSvg(svg);
        expect(renderMedia(path)).toBe(svg);
      }
    }
  });

  it('writes the brand name on the product, in the product colour', () => {
    const svg = renderMedia('product/tv/samsung/black/7-1.svg') ?? '';
    expect(svg).toContain('>SAMSUNG</text>');
    expect(renderMedia('product/fridge-double/lg/red/7-1.svg')).toContain('#c8323c');
  });

  it('draws logos, banners, icons, stores, catalogues and scooters', () => {
    const paths = [
      ...BRANDS.flatMap((b) => [`brand/${b.slug}.svg`, `brand-banner/${b.slug}.svg`, `catalogue/${b.slug}-1.svg`, `catalogue/${b.slug}-3.svg`]),
      ...SUPPLIERS.flatMap((s) => [`supplier/${s.slug}.svg`, `supplier-banner/${s.slug}.svg`]),
      ...BANK_LOGOS.map((b) => `bank/${b.slug}.svg`),
      ...CATEGORIES.flatMap((c) => [c.url, ...c.subs.flatMap((s) => [s.url, ...(s.types ?? []).map((t) => t.url)])]).map((u) => `category/${u}.svg`),
      ...BANNER_THEMES.flatMap((t) => Object.keys(BANNER_FORMATS).map((f) => `banner/${f}/${t.slug}.svg`)),
      ...SCOOTER_COLOURS.flatMap((c) => [1, 2, 3, 4].map((n) => `scooter/${c.slug}/${n}.svg`)),
      'store/product-1.svg', 'store/lg-shoppe-4.svg',
    ];
    for (const path of paths) {
      const svg = renderMedia(path);
      if (svg === null) throw new Error(`nothing drawn for ${path}`);
      expectSafeSvg(svg);
    }
    expect(renderMedia('brand/samsung.svg')).toContain('SAMSUNG');
    expect(renderMedia('banner/wide/flash-sale.svg')).toContain('Flash Sale is Live');
  });

  it('escapes text it draws', () => {
    const svg = renderMedia('brand/morphy-richards.svg') ?? '';
    expect(svg).toContain('Morphy Richards');
    expect(renderMedia('banner/slide/new-arrivals.svg')).toContain('world\u2019s');
  });

  it('knows nothing of unknown names', () => {
    for (const path of [
      'product/toaster-oven/samsung/black/1-1.svg', 'product/tv/nobrand/black/1-1.svg', 'product/tv/samsung/beige/1-1.svg',
      'product/tv/samsung/black/1-9.svg', 'product/tv/samsung/black/x-1.svg', 'product/tv/samsung/black/1-1.png',
      'brand/unknown.svg', 'brand/../samsung.svg', 'category/nope.svg', 'banner/huge/flash-sale.svg', 'banner/wide/nope.svg',
      'scooter/pink/1.svg', 'scooter/jet-black/5.svg', 'store/product-0.svg', 'catalogue/samsung-4.svg', 'catalogue-file/samsung-1.svg', 'nothing/here.svg', '',
    ]) {
      expect(renderMedia(path)).toBeNull();
    }
  });
});

describe('GET /media/*', () => {
  it('answers SVG with long caching and nosniff', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/brand/lg.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<svg');
    const again = await app.inject({ method: 'GET', url: '/media/brand/lg.svg' });
    expect(again.body).toBe(res.body);
  });

  it('answers 404 JSON for unknown pictures', async () => {
    for (const url of ['/media/brand/nope.svg', '/media/product/tv/samsung/black/1-1.png', '/media/', '/media/%2e%2e/etc/passwd']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
