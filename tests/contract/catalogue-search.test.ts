/**
 * web-search (full-text, prefix, 'Most Relevant'), the brand page, events, view-all layouts,
 * best deals, new arrivals and the flash sale page (spec part 1 §7, part 2 §3, §4, §7).
 */
import type {
  BrandListingData,
  EventData,
  FlashSalesData,
  LayoutListingData,
  SearchData,
} from '../../shared/api/catalogue';
import type { ProductCard, ProductPaginate } from '../../shared/api/types';
import { CATALOGUE_MESSAGES as M } from '../../server/catalogue/catalogue-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { expectCard, isSortedBy, PAGE_SIZE, salePrice, walkPages } from './catalogue-helpers';
import { get } from './http';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

type Body<T> = { statusCode: number; message?: string; data: T };
const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: number }>(sql, params)).rows[0].n);

describe('web-search', () => {
  it('finds products by a word prefix and counts them as PostgreSQL text search does', async () => {
    const r = await get<Body<SearchData>>(api, '/web-search?keywords=samsu');
    expect(r.status).toBe(200);
    const d = r.body.data;
    const expected = await count(
      "SELECT count(*) AS n FROM products WHERE status AND search_vector @@ to_tsquery('simple', 'samsu:*')",
      [],
    );
    expect(expected).toBeGreaterThan(PAGE_SIZE);
    expect(d.productPaginate.total).toBe(expected);
    expect(d.setProductPaginate).toEqual(d.productPaginate);
    expect(d.products).toHaveLength(PAGE_SIZE);
    d.products.forEach(expectCard);
    expect(d.brands.find((b) => b.name === 'Samsung')?.product_count).toBeGreaterThan(0);
    expect(d.price_range.max).toBeGreaterThanOrEqual(d.price_range.min);
    expect(Array.isArray(d.sliders)).toBe(true);
  });

  it('needs every word: more words, fewer products, each matching all of them', async () => {
    const one = await get<Body<SearchData>>(api, '/web-search?keywords=samsung');
    const two = await get<Body<SearchData>>(api, '/web-search?keywords=samsung%20tv');
    expect(two.body.data.productPaginate.total).toBeGreaterThan(0);
    expect(two.body.data.productPaginate.total).toBeLessThan(one.body.data.productPaginate.total);
    const ids = (await walkPages(t, '/api/web-search?keywords=samsung%20tv')).ids;
    const matching = await count(
      `SELECT count(*) AS n FROM products WHERE id = ANY($1::bigint[])
          AND search_text LIKE '%samsung%' AND search_text ~ '(^|[^a-z])tv'`,
      [ids],
    );
    expect(matching).toBe(ids.length);
  });

  it("ranks the most relevant first by default: for 'smart tv' the TVs, then what only mentions them", async () => {
    const { ids } = await walkPages(t, '/api/web-search?keywords=smart%20tv');
    expect(ids.length).toBeGreaterThan(PAGE_SIZE);
    expect(new Set(ids).size).toBe(ids.length);
    const r = await t.db.query<{ tv: boolean }>(
      `SELECT s.sub_category_url = 'led-tvs' AND p.product_type = 'Normal' AS tv
         FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, ord) JOIN products p ON p.id = u.id
         JOIN sub_categories s ON s.id = p.sub_category_id ORDER BY u.ord`,
      [ids],
    );
    const tv = r.rows.map((x) => x.tv);
    expect(tv[0]).toBe(true);
    expect(tv.indexOf(false) === -1 || tv.lastIndexOf(true) < tv.indexOf(false)).toBe(true);
  });

  it('ranks a product whose name or model number holds the word above one that only mentions it elsewhere', async () => {
    const p = await t.db.query<{ model_number: string; id: number }>(
      "SELECT id, model_number FROM products WHERE status AND model_number ~ '^[A-Z0-9]{6,}$' ORDER BY id LIMIT 1",
    );
    const r = await get<Body<SearchData>>(api, `/web-search?keywords=${p.rows[0].model_number.slice(0, 5).toLowerCase()}`);
    expect(r.body.data.products[0].model_number.toLowerCase().startsWith(p.rows[0].model_number.slice(0, 5).toLowerCase())).toBe(true);
  });

  it('filters and sorts search results like the other listings', async () => {
    const r = await get<Body<SearchData>>(api, '/web-search?keywords=tv&brand=samsung&range=10000-400000&sort=low-to-high');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.products.length).toBeGreaterThan(0);
    expect(d.products.every((p) => p.brand === 'Samsung' && salePrice(p) >= 10000 && salePrice(p) <= 400000)).toBe(true);
    expect(isSortedBy(d.products, salePrice, 'asc')).toBe(true);
    const next = d.productPaginate.next_page_url;
    if (next) expect(next).toContain('keywords=tv');
  });

  it("answers nothing for nonsense, punctuation or tsquery syntax, and 400 without keywords", async () => {
    for (const k of ['zzqqxxnothing', '%25%25%25', "'%20%26%20!%20(%20:*"]) {
      const r = await get<Body<SearchData>>(api, `/web-search?keywords=${k}`);
      expect(r.status).toBe(200);
      expect(r.body.data.products).toEqual([]);
      expect(r.body.data.productPaginate.total).toBe(0);
    }
    for (const q of ['', '?keywords=', '?keywords=%20%20']) {
      const r = await get(api, `/web-search${q}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(M.noKeywords);
    }
  });
});

describe('get/brand-{url}', () => {
  it('answers the brand, meta, the category tree of its products and its products', async () => {
    const r = await get<Body<BrandListingData>>(api, '/get/brand-samsung');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.brand).toEqual(expect.objectContaining({ name: 'Samsung', brand_url: 'samsung', banner: expect.stringMatching(/^\/media\//) }));
    expect(d.meta?.title).toEqual(expect.any(String));
    const total = await count(
      'SELECT count(*) AS n FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.brand_url = $1 AND p.status',
      ['samsung'],
    );
    expect(d.productPaginate.total).toBe(total);
    d.products.forEach(expectCard);
    expect(d.products.every((p) => p.brand === 'Samsung')).toBe(true);
    const subs = await t.db.query<{ sub_category_url: string }>(
      `SELECT DISTINCT s.sub_category_url FROM products p JOIN brands b ON b.id = p.brand_id JOIN sub_categories s ON s.id = p.sub_category_id
        WHERE b.brand_url = 'samsung' AND p.status`,
    );
    const tree = d.categories.flatMap((c) => c.subCategories.map((s) => s.sub_category_url)).sort();
    expect(tree).toEqual(subs.rows.map((s) => s.sub_category_url).sort());
    expect(d.sliders.length).toBeGreaterThan(0);
  });

  it('finds the brand by its name in any case, and narrows to one category, sub-category or type', async () => {
    const byName = await get<Body<BrandListingData>>(api, '/get/brand-SAMSUNG');
    expect(byName.status).toBe(200);
    const tree = byName.body.data.categories;
    const cat = tree[0].category_url;
    const subUrl = tree[0].subCategories[0].sub_category_url;
    const c = await get<Body<BrandListingData>>(api, `/get/brand-samsung?cat=${cat}&sort=high-to-low`);
    expect(c.body.data.productPaginate.total).toBe(
      await count(
        `SELECT count(*) AS n FROM products p JOIN categories c ON c.id = p.category_id
          WHERE p.brand_id = (SELECT id FROM brands WHERE brand_url = 'samsung') AND c.category_url = $1 AND p.status`,
        [cat],
      ),
    );
    expect(isSortedBy(c.body.data.products, salePrice, 'desc')).toBe(true);
    const s1 = await get<Body<BrandListingData>>(api, `/get/brand-samsung?sub=${subUrl}`);
    const s2 = await get<Body<BrandListingData>>(api, `/get/brand-samsung?filter=sub-${subUrl}`);
    expect(s1.body.data.productPaginate.total).toBe(s2.body.data.productPaginate.total);
    expect(s1.body.data.productPaginate.total).toBeLessThanOrEqual(c.body.data.productPaginate.total);
    const walk = await walkPages(t, `/api/get/brand-samsung?cat=${cat}&range=1000-1000000`);
    expect(walk.ids.length).toBe(walk.totals[0]);
    for (const u of walk.urls) expect(u).toContain(`cat=${cat}`);
  });

  it('answers 404 for an unknown brand, ignores an unknown scope and answers 400 for two scopes or a malformed filter', async () => {
    expect((await get(api, '/get/brand-no-such-brand')).body).toEqual({ statusCode: 404, message: M.noBrand('no-such-brand') });
    const whole = (await get<Body<BrandListingData>>(api, '/get/brand-samsung')).body.data;
    // A category that exists but has no Samsung product is not in the brand's tree either.
    const other = await t.db.query<{ category_url: string }>(
      `SELECT c.category_url FROM categories c WHERE c.status AND NOT EXISTS (
         SELECT 1 FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.category_id = c.id AND b.brand_url = 'samsung' AND p.status)
        LIMIT 1`,
    );
    const foreign = other.rows.map((c) => `cat=${c.category_url}`);
    for (const scope of ['cat=nope', 'sub=nope', 'type=nope', 'filter=cat-nope', ...foreign]) {
      const r = await get<Body<BrandListingData>>(api, `/get/brand-samsung?${scope}`);
      expect(r.status).toBe(200);
      expect(r.body.data.productPaginate.total).toBe(whole.productPaginate.total);
      expect(r.body.data.productPaginate.next_page_url).not.toContain('nope');
    }
    expect((await get(api, '/get/brand-samsung?cat=tv-audio&sub=led-tvs')).body).toEqual({ statusCode: 400, message: M.oneScope });
    expect((await get(api, '/get/brand-samsung?filter=whatever')).body).toEqual({ statusCode: 400, message: M.badFilter });
  });
});

describe('event-{event_url}', () => {
  it("answers the event with its banner and meta, and its products in the event's order", async () => {
    const ev = await t.db.query<{ id: number; event_url: string }>(
      'SELECT e.id, e.event_url FROM events e WHERE EXISTS (SELECT 1 FROM event_products ep WHERE ep.event_id = e.id) ORDER BY id LIMIT 1',
    );
    const { id, event_url } = ev.rows[0];
    const r = await get<Body<EventData>>(api, `/event-${event_url}`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.event).toEqual(expect.objectContaining({ event_url, title: expect.any(String), banner: expect.stringMatching(/^\/media\//) }));
    expect(d.meta?.title).toEqual(expect.any(String));
    const ordered = await t.db.query<{ product_id: number }>(
      `SELECT ep.product_id FROM event_products ep JOIN products p ON p.id = ep.product_id AND p.status
        WHERE ep.event_id = $1 ORDER BY ep.position, ep.product_id`,
      [id],
    );
    const walk = await walkPages(t, `/api/event-${event_url}`);
    expect(walk.ids).toEqual(ordered.rows.map((x) => Number(x.product_id)));
    expect(d.brands.reduce((n, b) => n + b.product_count, 0)).toBe(d.productPaginate.total);
    const byId = await get<Body<EventData>>(api, `/event-any-words-${id}`);
    expect(byId.body.data.event.event_url).toBe(event_url);
    const brand = d.brands[0];
    const filtered = await get<Body<EventData>>(api, `/event-${event_url}?brand=${brand.brand_url}`);
    expect(filtered.body.data.productPaginate.total).toBe(brand.product_count);
  });

  it('answers 404 for an unknown or ended event', async () => {
    expect((await get(api, '/event-no-such-event')).body).toEqual({ statusCode: 404, message: M.noEvent('no-such-event') });
    const ended = await t.db.query<{ event_url: string; title: string }>(
      `INSERT INTO events (title, event_url, starts_at, ends_at) VALUES ('Old Sale', 'old-sale-test', now() - interval '9 days', now() - interval '1 day')
       RETURNING event_url, title`,
    );
    expect((await get(api, `/event-${ended.rows[0].event_url}`)).body).toEqual({ statusCode: 404, message: M.eventEnded('Old Sale') });
  });
});

describe('layouts/{id} (view-all)', () => {
  it('lists the products of a Product List block in its order, with camelCase priceRange', async () => {
    const l = await t.db.query<{ id: number; title: string }>(
      "SELECT id, title FROM layouts WHERE type = 'Product List' AND supplier_id IS NULL ORDER BY position LIMIT 1",
    );
    const { id, title } = l.rows[0];
    const r = await get<Body<LayoutListingData>>(api, `/layouts/${id}`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.layout.title).toBe(title);
    expect(d.layout.layout_url).toMatch(new RegExp(`-${id}$`));
    expect(d.priceRange.max).toBeGreaterThanOrEqual(d.priceRange.min);
    expect(d).not.toHaveProperty('price_range');
    const items = await t.db.query<{ product_id: number }>(
      `SELECT li.product_id FROM layout_items li JOIN products p ON p.id = li.product_id AND p.status
        WHERE li.layout_id = $1 AND li.item_type = 'product' ORDER BY li.position, li.product_id`,
      [id],
    );
    expect(d.products.map((p) => p.id)).toEqual(items.rows.map((x) => Number(x.product_id)).slice(0, PAGE_SIZE));
    d.products.forEach(expectCard);
  });

  it('answers 404 for an unknown layout and 400 for an id that is not a number', async () => {
    expect((await get(api, '/layouts/999999')).body).toEqual({ statusCode: 404, message: M.noLayout(999999) });
    expect((await get(api, '/layouts/abc')).body).toEqual({ statusCode: 400, message: M.badLayoutId });
  });
});

describe('best-deal, new-arrival and current-flash-sales', () => {
  it('best-deal pages through the CG Exclusive products, sorted as asked', async () => {
    const walk = await walkPages(t, '/api/best-deal?sort=low-to-high');
    const expected = await count('SELECT count(*) AS n FROM products WHERE best_deal AND status', []);
    expect(walk.ids.length).toBe(expected);
    const r = await get<Body<{ products: ProductCard[]; productPaginate: ProductPaginate }>>(api, '/best-deal?sort=low-to-high');
    expect(isSortedBy(r.body.data.products, salePrice, 'asc')).toBe(true);
    const deal = await count('SELECT count(*) AS n FROM products WHERE id = ANY($1::bigint[]) AND best_deal', [walk.ids]);
    expect(deal).toBe(walk.ids.length);
    expect((await get(api, '/best-deal?sort=cheap')).status).toBe(400);
  });

  it('new-arrival answers the new products once, newest first unless sorted', async () => {
    const r = await get<Body<{ products: ProductCard[] }>>(api, '/new-arrival');
    expect(r.status).toBe(200);
    const ids = r.body.data.products.map((p) => p.id);
    const newest = await t.db.query<{ id: number }>('SELECT id FROM products WHERE is_new AND status ORDER BY created_at DESC, id DESC LIMIT 48');
    expect(ids).toEqual(newest.rows.map((x) => Number(x.id)));
    expect(r.body.data.products.every((p) => p.new === 1)).toBe(true);
    expect(r.body.data).not.toHaveProperty('productPaginate');
    const sorted = await get<Body<{ products: ProductCard[] }>>(api, '/new-arrival?sort=high-to-low');
    expect(isSortedBy(sorted.body.data.products, salePrice, 'desc')).toBe(true);
  });

  it('current-flash-sales answers the running sale, its products at the flash price, and nextHref', async () => {
    const r = await get<Body<FlashSalesData>>(api, '/current-flash-sales');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.flash_sale).toEqual({ title: expect.any(String), end_time: expect.any(String) });
    expect(Date.parse(d.flash_sale?.end_time ?? '')).toBeGreaterThan(Date.now());
    expect(d.nextHref ?? null).toBe(d.productPaginate?.next_page_url ?? null);
    const prices = await t.db.query<{ product_id: number; sale_price_paisa: number }>(
      `SELECT fsp.product_id, fsp.sale_price_paisa FROM flash_sale_products fsp JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
        WHERE fs.status AND fs.end_time > now()`,
    );
    const flash = new Map(prices.rows.map((x) => [Number(x.product_id), x.sale_price_paisa / 100]));
    expect(d.products.length).toBeGreaterThan(0);
    for (const p of d.products) {
      expectCard(p);
      expect(p.discount_price).toBe(flash.get(p.id));
    }
    expect(d.productPaginate?.total).toBe(flash.size);
  });
});

describe('the sweep of malformed queries', () => {
  it.each(['/web-search?keywords=tv&', '/get/brand-samsung?', '/event-dashain-dhamaka-offers?', '/layouts/1?', '/best-deal?', '/new-arrival?', '/current-flash-sales?'])(
    '%s answers 400 for a malformed range, page or sort',
    async (path) => {
      for (const q of ['range=abc', 'page=0', 'sort=x']) {
        const r = await get(api, `${path}${q}`);
        expect(r.status).toBe(400);
        expect(r.body.statusCode).toBe(400);
        expect(typeof r.body.message).toBe('string');
      }
    },
  );
});
