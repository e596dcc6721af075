/**
 * Demo data a shopper believes (issue 16): suppliers have banners of their own, a combo costs more
 * than its dearest part and no more than its parts apart, and a category opens on its own products.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListingData } from '../../shared/api/catalogue';
import { createTestApp, type TestApp } from '../support/contract-app';
import { get } from './http';

let t: TestApp;
let api: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400 });
  api = t.apiUrl.replace(/\/$/, '');
});
afterAll(() => t.close());

describe('demo content', () => {
  it('gives every supplier a banner of its own, with its name', async () => {
    const suppliers = (await t.db.query<{ slug: string; name: string }>('SELECT slug, name FROM suppliers WHERE status ORDER BY id')).rows;
    expect(suppliers.length).toBeGreaterThan(3);
    const banners = new Set<string>();
    for (const s of suppliers) {
      const r = await get<{ data: { supplier: { banner: string } } }>(api, `/layouts?supplier=${s.slug}`);
      expect(r.status).toBe(200);
      const banner = r.body.data.supplier.banner;
      banners.add(banner);
      const svg = await (await fetch(t.baseUrl + banner)).text();
      expect(svg).toContain(`>${s.name.replace(/&/g, '&amp;')}</text>`);
      expect(svg).not.toContain('CG Exclusive Deals');
    }
    expect(banners.size).toBe(suppliers.length);
  });

  it('migration 017 gives suppliers seeded before it their own banner', async () => {
    await t.db.query("UPDATE suppliers SET banner = '/media/banner/wide/best-deals.svg' WHERE slug = 'everest-computers'");
    await t.db.exec(readFileSync(join(__dirname, '../../server/db/migrations/017_demo_content.sql'), 'utf8'));
    const r = await t.db.query<{ banner: string }>("SELECT banner FROM suppliers WHERE slug = 'everest-computers'");
    expect(r.rows[0].banner).toBe('/media/supplier-banner/everest-computers.svg');
  });

  it('prices every combo above its dearest part and at most at its parts bought apart', async () => {
    const combos = (
      await t.db.query<{ id: number; sale: number; parts: number[] }>(
        `SELECT p.id, p.sale_price_paisa::int AS sale, array_agg(i.sale_price_paisa::int) AS parts
           FROM products p JOIN product_combo_items c ON c.combo_product_id = p.id JOIN products i ON i.id = c.item_product_id
          WHERE p.product_type = 'Combo' GROUP BY p.id ORDER BY p.id`,
      )
    ).rows;
    expect(combos.length).toBeGreaterThan(3);
    for (const c of combos) {
      expect({ id: c.id, aboveDearest: c.sale > Math.max(...c.parts) }).toEqual({ id: c.id, aboveDearest: true });
      expect(c.sale).toBeLessThanOrEqual(c.parts.reduce((s, p) => s + p, 0));
    }
  });

  it('opens each category on its own products: its combos come after them in the default order', async () => {
    const categories = (
      await t.db.query<{ url: string; combos: number; normal: number }>(
        `SELECT c.category_url AS url, count(*) FILTER (WHERE p.product_type = 'Combo')::int AS combos,
                count(*) FILTER (WHERE p.product_type = 'Normal')::int AS normal
           FROM products p JOIN categories c ON c.id = p.category_id WHERE p.status GROUP BY c.category_url`,
      )
    ).rows.filter((c) => c.combos > 0);
    expect(categories.map((c) => c.url)).toContain('tv-audio');
    const tvAudio = await get<{ data: ListingData }>(api, '/get/cat-tv-audio');
    expect(tvAudio.body.data.products.slice(0, 12).map((p) => p.product_type)).toEqual(Array(12).fill('Normal'));
    for (const c of categories) {
      const r = await get<{ data: ListingData }>(api, `/get/cat-${c.url}`);
      expect(r.status).toBe(200);
      // The newest 60 % of the range comes before the combos: at least the first 40 % of a category's products, one page at most.
      const first = r.body.data.products.slice(0, Math.min(12, Math.max(1, Math.floor(c.normal * 0.4))));
      expect({ url: c.url, types: [...new Set(first.map((p) => p.product_type))] }).toEqual({ url: c.url, types: ['Normal'] });
    }
  });
});
