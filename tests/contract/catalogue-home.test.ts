/**
 * The home page's layouts and pop-up, a supplier's landing blocks and get-home-data
 * (spec part 1 §2 home, §3 layout block and pop-up, §7; part 2 §7 layouts?supplier=).
 */
import type { HomeData, LayoutBlock, LayoutBlockType, LayoutsResponse, SupplierLayoutsResponse } from '../../shared/api/catalogue';
import type { Banner } from '../../shared/api/types';
import { bannerHref } from '../../shared/domain/slug';
import { CATALOGUE_MESSAGES as M } from '../../server/catalogue/catalogue-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { expectCard } from './catalogue-helpers';
import { get } from './http';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

const ALL_TYPES: LayoutBlockType[] = [
  'One Banner', 'Two Banner', 'Three Banner', 'Product List', 'Brand List', 'Supplier List', 'Category List',
  'Sub Category List', 'Sub Category Type List', 'Scroll Text', 'Flash Sales',
];

/** The key each block type needs, and that no other type carries. */
const KEY_OF: Record<LayoutBlockType, keyof LayoutBlock> = {
  'One Banner': 'banner_list', 'Two Banner': 'banner_list', 'Three Banner': 'banner_list', 'Product List': 'product_list',
  'Brand List': 'brand_list', 'Supplier List': 'supplier_list', 'Category List': 'category_list',
  'Sub Category List': 'sub_category_list', 'Sub Category Type List': 'sub_category_type_list', 'Scroll Text': 'scroll_text',
  'Flash Sales': 'flash_sale',
};

/** Where a banner's link must lead, checked against the database. */
async function expectBannerTarget(b: Banner): Promise<void> {
  expect(b.image).toMatch(/^\/media\//);
  expect(typeof b.name).toBe('string');
  expect(b.link).toEqual(expect.any(String));
  const link = b.link as string;
  const exists = (sql: string, v: unknown) => t.db.query(sql, [v]).then((r) => r.rows.length === 1);
  const checks: Record<string, () => Promise<boolean>> = {
    L: async () => link.startsWith('/') || /^https?:\/\//.test(link),
    C: () => exists('SELECT 1 FROM categories WHERE category_url = $1', link),
    S: () => exists('SELECT 1 FROM sub_categories WHERE sub_category_url = $1', link),
    T: () => exists('SELECT 1 FROM sub_category_types WHERE sub_category_type_url = $1', link),
    B: () => exists('SELECT 1 FROM brands WHERE brand_url = $1', link),
    PR: () => exists("SELECT 1 FROM products WHERE slug || '-' || id = $1", link),
    P: () => exists('SELECT 1 FROM pages WHERE page_url = $1', link),
    E: () => exists('SELECT 1 FROM events WHERE event_url = $1', link),
    SP: () => exists('SELECT 1 FROM suppliers WHERE slug = $1', link),
  };
  expect(await checks[b.link_type]()).toBe(true);
  expect(bannerHref(b)).toMatch(/^\/|^https?:/);
}

describe('GET layouts', () => {
  let layouts: LayoutBlock[];
  let body: LayoutsResponse;
  beforeAll(async () => {
    const r = await get<LayoutsResponse>(api, '/layouts');
    expect(r.status).toBe(200);
    body = r.body;
    layouts = r.body.data?.layouts ?? [];
  });

  it('answers the home blocks in order, one of every type', async () => {
    expect(new Set(layouts.map((l) => l.type))).toEqual(new Set(ALL_TYPES));
    const order = await t.db.query<{ id: number }>('SELECT id FROM layouts WHERE supplier_id IS NULL AND status ORDER BY position, id');
    expect(layouts.map((l) => l.id)).toEqual(order.rows.map((r) => r.id));
  });

  it('gives each block type what it needs and nothing of the other types', () => {
    for (const block of layouts) {
      expect(block).toEqual(expect.objectContaining({ id: expect.any(Number), type: block.type, title: expect.any(String), sub_title: expect.any(String) }));
      const own = KEY_OF[block.type];
      expect(block[own]).toBeDefined();
      for (const key of new Set(Object.values(KEY_OF))) if (key !== own) expect(block).not.toHaveProperty(key);
    }
  });

  it('links every banner to something that exists, by link_type', async () => {
    const banners = layouts.flatMap((l) => l.banner_list ?? []);
    expect(new Set(banners.map((b) => b.link_type))).toEqual(new Set(['E', 'B', 'PR', 'T', 'S', 'C', 'P', 'SP', 'L']));
    for (const b of banners) await expectBannerTarget(b);
    expect(layouts.find((l) => l.type === 'Three Banner')?.banner_list).toHaveLength(3);
    expect(layouts.find((l) => l.type === 'Two Banner')?.banner_list).toHaveLength(2);
    expect(layouts.find((l) => l.type === 'One Banner')?.banner_list).toHaveLength(1);
  });

  it('lists products as cards with a view and a view-all url, and logos, icons and names', () => {
    for (const l of layouts.filter((x) => x.type === 'Product List')) {
      expect(['Grid', 'Slider']).toContain(l.product_view);
      expect(l.layout_url).toMatch(new RegExp(`^[a-z0-9-]+-${l.id}$`));
      expect(l.product_list?.length).toBeGreaterThan(0);
      l.product_list?.forEach(expectCard);
    }
    const brands = layouts.find((l) => l.type === 'Brand List')?.brand_list ?? [];
    expect(brands.length).toBeGreaterThan(0);
    for (const b of brands) expect(b).toEqual({ brand_url: expect.any(String), image: expect.stringMatching(/^\/media\//), name: expect.any(String) });
    const suppliers = layouts.find((l) => l.type === 'Supplier List')?.supplier_list ?? [];
    for (const s of suppliers) expect(s).toEqual({ slug: expect.any(String), logo: expect.stringMatching(/^\/media\//), name: expect.any(String) });
    const cats = layouts.find((l) => l.type === 'Category List')?.category_list ?? [];
    for (const c of cats) expect(c).toEqual({ category_url: expect.any(String), icon: expect.stringMatching(/^\/media\//), name: expect.any(String) });
    const subs = layouts.find((l) => l.type === 'Sub Category List')?.sub_category_list ?? [];
    expect(subs.length).toBeGreaterThan(0);
    for (const s of subs) expect(s).toEqual({ sub_category_url: expect.any(String), icon: expect.any(String), name: expect.any(String) });
    const types = layouts.find((l) => l.type === 'Sub Category Type List')?.sub_category_type_list ?? [];
    expect(types.length).toBeGreaterThan(0);
    for (const s of types) expect(s).toEqual({ sub_category_type_url: expect.any(String), icon: expect.any(String), name: expect.any(String) });
    expect(layouts.find((l) => l.type === 'Scroll Text')?.scroll_text).toEqual(expect.stringContaining('CG|Coins'));
  });

  it('gives the Flash Sales block its title, end time and products at flash prices', async () => {
    const fs = layouts.find((l) => l.type === 'Flash Sales')?.flash_sale;
    expect(fs).toEqual({ title: expect.any(String), end_time: expect.any(String), products: expect.any(Array) });
    expect(Date.parse(fs?.end_time ?? '')).toBeGreaterThan(Date.now());
    const prices = await t.db.query<{ product_id: number; sale_price_paisa: number }>('SELECT product_id, sale_price_paisa FROM flash_sale_products');
    const flash = new Map(prices.rows.map((r) => [Number(r.product_id), r.sale_price_paisa / 100]));
    expect(fs?.products?.length).toBeGreaterThan(0);
    for (const p of fs?.products ?? []) expect(p.discount_price).toBe(flash.get(p.id));
  });

  it('leaves out a Flash Sales block whose sale is over', async () => {
    const other = await createTestApp({ seedProducts: 30 });
    try {
      await other.db.query("UPDATE flash_sales SET end_time = now() - interval '1 minute', start_time = now() - interval '2 days'");
      const r = await get<LayoutsResponse>(`${other.baseUrl}/api`, '/layouts');
      expect(r.body.data?.layouts.some((l) => l.type === 'Flash Sales')).toBe(false);
      const page = await get<{ data: { flash_sale: unknown; products: unknown[] } }>(`${other.baseUrl}/api`, '/current-flash-sales');
      expect(page.body.data).toEqual(expect.objectContaining({ flash_sale: null, products: [] }));
    } finally {
      await other.close();
    }
  });

  it('answers the active home pop-up', () => {
    expect(body.data?.pop_up).toEqual({
      status: 1,
      image_url: expect.stringMatching(/^\/media\//),
      slider_link: expect.any(String),
      title: expect.any(String),
      short_description: expect.any(String),
    });
  });
});

describe('GET layouts?supplier=', () => {
  it("answers the supplier and its landing blocks, found by slug or by name", async () => {
    const s = await t.db.query<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM suppliers ORDER BY id LIMIT 1');
    const { slug, name, id } = s.rows[0];
    const r = await get<SupplierLayoutsResponse>(api, `/layouts?supplier=${slug}`);
    expect(r.status).toBe(200);
    expect(r.body.data?.supplier).toEqual(expect.objectContaining({ slug, name }));
    const ids = await t.db.query<{ id: number }>('SELECT id FROM layouts WHERE supplier_id = $1 AND status ORDER BY position, id', [id]);
    expect(r.body.data?.layouts.map((l) => l.id)).toEqual(ids.rows.map((x) => x.id));
    expect(r.body.data?.layouts.some((l) => l.type === 'Product List' && (l.product_list?.length ?? 0) > 0)).toBe(true);
    const byName = await get<SupplierLayoutsResponse>(api, `/layouts?supplier=${encodeURIComponent(name.toUpperCase())}`);
    expect(byName.body.data?.layouts.map((l) => l.id)).toEqual(ids.rows.map((x) => x.id));
    expect(byName.body.data).not.toHaveProperty('pop_up');
  });

  it('answers 404 for an unknown supplier', async () => {
    const r = await get(api, '/layouts?supplier=no-such-seller');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ statusCode: 404, message: M.noSupplier('no-such-seller') });
  });
});

describe('GET get-home-data', () => {
  it('answers every section of the spec', async () => {
    const r = await get<{ statusCode: number; data: HomeData }>(api, '/get-home-data');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d).sort()).toEqual(
      ['sliders', 'bestDeals', 'newArrivals', 'topBanners', 'topSliders', 'bottomSliders', 'flashSales', 'middleBanners', 'featureProducts', 'brandProducts', 'marque'].sort(),
    );
    for (const key of ['sliders', 'topBanners', 'topSliders', 'bottomSliders', 'middleBanners'] as const) {
      expect(d[key].length).toBeGreaterThan(0);
      for (const b of d[key]) await expectBannerTarget(b);
    }
    for (const key of ['bestDeals', 'newArrivals', 'featureProducts'] as const) {
      expect(d[key].length).toBeGreaterThan(0);
      d[key].forEach(expectCard);
    }
    const deals = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM products WHERE id = ANY($1::bigint[]) AND best_deal', [d.bestDeals.map((p) => p.id)]);
    expect(Number(deals.rows[0].n)).toBe(d.bestDeals.length);
    expect(d.newArrivals.every((p) => p.new === 1)).toBe(true);
    expect(d.flashSales.length).toBeGreaterThan(0);
    expect(d.flashSales[0]).toEqual({ title: expect.any(String), end_time: expect.any(String), products: expect.any(Array) });
    expect(d.brandProducts.length).toBeGreaterThan(0);
    for (const b of d.brandProducts) {
      expect(b.products.every((p) => p.brand === b.name)).toBe(true);
      expect(b.brand_url).toEqual(expect.any(String));
    }
    expect(d.marque).toEqual(expect.stringContaining('CG|Coins'));
  });
});
