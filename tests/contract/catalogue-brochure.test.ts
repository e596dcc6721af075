/**
 * A catalogue's file is a brochure of the brand's products and prices (issue 16: "View catalogue"
 * opened an SVG of grey bars): GET /catalogue-files/{brand}-{n}.html, content/brochure.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CataloguesData } from '../../shared/api/pages';
import { formatMoney, paisaToRupees } from '../../shared/domain/money';
import { escapeHtml } from '../../server/http/html';
import { PRODUCT_MESSAGES as M } from '../../server/catalogue/product-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { get } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 160 });
});
afterAll(() => t.close());

const fetchPage = async (path: string) => {
  const res = await fetch(t.baseUrl + path);
  return { status: res.status, type: res.headers.get('content-type') ?? '', csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
};

interface Row {
  name: string;
  price_paisa: number;
  discount_price_paisa: number | null;
}

const brandProducts = async (brandUrl: string) =>
  (
    await t.db.query<Row>(
      `SELECT p.name, p.price_paisa::int AS price_paisa, p.discount_price_paisa::int AS discount_price_paisa
         FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE b.brand_url = $1 AND p.status AND p.product_type = 'Normal' AND NOT p.is_service ORDER BY p.id`,
      [brandUrl],
    )
  ).rows;

const sale = (p: Row) => p.discount_price_paisa ?? p.price_paisa;

describe('catalogue brochures', () => {
  it('every listed catalogue opens as a multi-page HTML brochure of its brand', async () => {
    const all = await get<{ data: CataloguesData }>(t.apiUrl.replace(/\/$/, ''), '/catalogues/all');
    const entries = all.body.data.catalogues.flatMap((b) => ('catalogues' in b ? b.catalogues.map((c) => ({ brand: b.name, ...c })) : []));
    expect(entries.length).toBeGreaterThan(5);
    for (const c of entries) {
      expect(c.file_path).toMatch(/^\/catalogue-files\/[a-z0-9-]+-\d\.html$/);
      const page = await fetchPage(c.file_path);
      expect(page.status).toBe(200);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.csp).toContain("default-src 'none'");
      expect(page.html).toContain(`<h1>${escapeHtml(c.title)}</h1>`);
      expect(page.html).not.toMatch(/<script/i);
      expect(page.html.match(/<section class="page/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(page.html).toMatch(/Page 1 of \d+/);
    }
  });

  it("the range shows the brand's products with their prices, and no other brand's", async () => {
    const products = await brandProducts('samsung');
    expect(products.length).toBeGreaterThan(3);
    const { html } = await fetchPage('/catalogue-files/samsung-1.html');
    for (const p of products.slice(0, 60)) {
      const card = html.slice(html.indexOf(`>${escapeHtml(p.name)}</a>`));
      expect(card.length).toBeLessThan(html.length);
      expect(card.slice(0, 600)).toContain(`<strong>${formatMoney(paisaToRupees(sale(p)))}</strong>`);
      if (p.discount_price_paisa != null) expect(card.slice(0, 600)).toContain(`<s>${formatMoney(paisaToRupees(p.price_paisa))}</s>`);
    }
    for (const other of (await brandProducts('lg')).slice(0, 10)) expect(html).not.toContain(`>${escapeHtml(other.name)}</a>`);
  });

  it('the offers show only discounted products, the biggest saving first', async () => {
    const { html } = await fetchPage('/catalogue-files/samsung-2.html');
    const byName = new Map((await brandProducts('samsung')).map((p) => [escapeHtml(p.name), p]));
    const shown = [...html.matchAll(/<h3><a href="[^"]+">([^<]+)<\/a><\/h3>/g)].map((m) => byName.get(m[1]));
    expect(shown.length).toBeGreaterThan(0);
    const savings = shown.map((p) => {
      if (!p || p.discount_price_paisa == null) throw new Error('a product without a discount in the offers');
      return (p.price_paisa - p.discount_price_paisa) / p.price_paisa;
    });
    expect([...savings].sort((a, b) => b - a)).toEqual(savings);
  });

  it('the buying guide shows an entry, a middle and a top model of each range, cheapest first', async () => {
    const { html } = await fetchPage('/catalogue-files/samsung-3.html');
    const pages = html.split('<section class="page">').slice(1, -1);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const tiers = [...page.matchAll(/<p class="tier">([^<]+)<\/p>/g)].map((m) => m[1]);
      expect([['Our pick'], ['Entry model', 'Top of the range'], ['Entry model', 'Best value', 'Top of the range']]).toContainEqual(tiers);
      const prices = [...page.matchAll(/<strong>NPR ([\d,]+)<\/strong>/g)].map((m) => Number(m[1].replace(/,/g, '')));
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    }
  });

  it('unknown catalogues are a 404 page that leads back to the catalogues', async () => {
    for (const file of ['samsung-9.html', 'no-such-brand-1.html', 'samsung-1.svg', '..%2Fetc-1.html']) {
      const page = await fetchPage(`/catalogue-files/${file}`);
      expect(page.status).toBe(404);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.html).toContain(escapeHtml(M.noCatalogue(decodeURIComponent(file))));
      expect(page.html).toContain('href="/catalogues/all"');
    }
  });

  it('migration 017 points catalogues seeded before it at their brochures', async () => {
    await t.db.query("UPDATE catalogues SET file_path = '/media/catalogue-file/sony-2.svg' WHERE file_path = '/catalogue-files/sony-2.html'");
    await t.db.exec(readFileSync(join(__dirname, '../../server/db/migrations/017_demo_content.sql'), 'utf8'));
    const r = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM catalogues WHERE file_path LIKE '/media/%'");
    expect(r.rows[0].n).toBe(0);
    expect((await t.db.query("SELECT 1 FROM catalogues WHERE file_path = '/catalogue-files/sony-2.html'")).rows).toHaveLength(1);
  });
});
