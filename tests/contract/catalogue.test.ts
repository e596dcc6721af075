/**
 * Category, sub-category and type listings (spec part 2 §3 listing response, §4 filters, §7):
 * shapes, filters narrowing the products, facet counts equal to direct SQL (brand counts without
 * the brand filter, each feature group's counts without its own selection), next_page_url
 * walking every product exactly once with the filters kept, sorts, 404s and malformed queries.
 */
import type { ListingData } from '../../shared/api/catalogue';
import type { ProductCard } from '../../shared/api/types';
import { CATALOGUE_MESSAGES as M } from '../../server/catalogue/catalogue-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { expectCard, isSortedBy, PAGE_SIZE, salePrice, walkPages } from './catalogue-helpers';
import { get } from './http';

let t: TestApp;
let api: string;

interface Sub {
  id: number;
  url: string;
  category_id: number;
}
interface Group {
  id: number;
  name: string;
  slug: string;
  values: { id: number; feature_value: string }[];
}
let sub: Sub;
let groups: Group[];

type Listing = { statusCode: number; data: ListingData };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
  api = `${t.baseUrl}/api`;
  // The sub-category with the most products among those with at least two feature groups.
  const s = await t.db.query<Sub>(
    `SELECT s.id, s.sub_category_url AS url, s.category_id FROM sub_categories s JOIN products p ON p.sub_category_id = s.id
      WHERE (SELECT count(*) FROM feature_filters f WHERE f.sub_category_id = s.id) >= 2
      GROUP BY s.id ORDER BY count(*) DESC LIMIT 1`,
  );
  sub = s.rows[0];
  const g = await t.db.query<{ id: number; name: string; slug: string; value_id: number; feature_value: string }>(
    `SELECT f.id, f.name, f.slug, v.id AS value_id, v.feature_value FROM feature_filters f
       JOIN feature_filter_values v ON v.feature_filter_id = f.id WHERE f.sub_category_id = $1 ORDER BY f.position, v.position`,
    [sub.id],
  );
  groups = [];
  for (const row of g.rows) {
    let group = groups.find((x) => x.id === row.id);
    if (!group) groups.push((group = { id: row.id, name: row.name, slug: row.slug, values: [] }));
    group.values.push({ id: row.value_id, feature_value: row.feature_value });
  }
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: number }>(sql, params)).rows[0].n);

describe('get/sub-{url} without filters', () => {
  let body: Listing;
  beforeAll(async () => {
    const r = await get<Listing>(api, `/get/sub-${sub.url}`);
    expect(r.status).toBe(200);
    body = r.body;
  });

  it('answers the heading, meta, types, sliders and the first page of cards', async () => {
    const d = body.data;
    expect(body.statusCode).toBe(200);
    expect(d.subCategory).toEqual(
      expect.objectContaining({ sub_category_url: sub.url, name: expect.any(String), category_name: expect.any(String), category_url: expect.any(String) }),
    );
    expect(d.meta).toEqual(expect.objectContaining({ title: expect.any(String), description: expect.any(String), keywords: expect.any(String) }));
    const types = await t.db.query<{ sub_category_type_url: string }>(
      'SELECT sub_category_type_url FROM sub_category_types WHERE sub_category_id = $1 AND status ORDER BY position, name',
      [sub.id],
    );
    expect((d.subCategoryTypes ?? []).map((x) => x.sub_category_type_url)).toEqual(types.rows.map((x) => x.sub_category_type_url));
    expect(Array.isArray(d.sliders)).toBe(true);
    for (const s of d.sliders) expect(s.image).toMatch(/^\/media\//);
    expect(d.sliders.length).toBeGreaterThan(0);
    expect(d.products.length).toBe(Math.min(PAGE_SIZE, d.productPaginate.total));
    d.products.forEach(expectCard);
  });

  it('counts every live product of the sub-category, per brand and per feature value, as SQL does', async () => {
    const d = body.data;
    const total = await count('SELECT count(*) AS n FROM products WHERE sub_category_id = $1 AND status', [sub.id]);
    expect(d.productPaginate.total).toBe(total);
    expect(d.productPaginate).toEqual(expect.objectContaining({ current_page: 1, per_page: PAGE_SIZE }));
    const brands = await t.db.query<{ name: string; n: number }>(
      `SELECT b.name, count(*) AS n FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.sub_category_id = $1 AND p.status GROUP BY b.name ORDER BY b.name`,
      [sub.id],
    );
    expect(d.brands.map((b) => [b.name, b.product_count])).toEqual(brands.rows.map((b) => [b.name, Number(b.n)]));
    expect(d.brands.every((b) => typeof b.brand_url === 'string')).toBe(true);
    const values = await t.db.query<{ name: string; feature_value: string; n: number }>(
      `SELECT f.name, v.feature_value, count(*) AS n FROM product_filter_values pv
         JOIN feature_filter_values v ON v.id = pv.feature_filter_value_id JOIN feature_filters f ON f.id = v.feature_filter_id
         JOIN products p ON p.id = pv.product_id AND p.status
        WHERE f.sub_category_id = $1 GROUP BY f.name, v.feature_value`,
      [sub.id],
    );
    const got = (d.filters ?? []).flatMap((f) => f.values.map((v) => `${f.name}|${v.feature_value}|${v.product_count}`)).sort();
    expect(got).toEqual(values.rows.map((v) => `${v.name}|${v.feature_value}|${v.n}`).sort());
    for (const f of d.filters ?? []) expect(f.slug).toBe(groups.find((g) => g.name === f.name)?.slug);
  });

  it('gives the price range of the listing in rupees', async () => {
    const r = await t.db.query<{ min: number; max: number }>(
      'SELECT min(sale_price_paisa) AS min, max(sale_price_paisa) AS max FROM products WHERE sub_category_id = $1 AND status',
      [sub.id],
    );
    expect(body.data.price_range).toEqual({ min: r.rows[0].min / 100, max: r.rows[0].max / 100 });
  });
});

describe('get/sub-{url} with brands, a price range and a feature value', () => {
  let brandUrls: string[];
  let brandIds: number[];
  let range: { min: number; max: number };
  let group: Group;
  let value: { id: number; feature_value: string };
  let body: Listing;
  let query: string;

  beforeAll(async () => {
    const top = await t.db.query<{ id: number; brand_url: string }>(
      `SELECT b.id, b.brand_url FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.sub_category_id = $1 AND p.status
        GROUP BY b.id ORDER BY count(*) DESC, b.id LIMIT 2`,
      [sub.id],
    );
    brandUrls = top.rows.map((b) => b.brand_url);
    brandIds = top.rows.map((b) => b.id);
    group = groups[0];
    const v = await t.db.query<{ id: number }>(
      `SELECT pv.feature_filter_value_id AS id FROM product_filter_values pv JOIN products p ON p.id = pv.product_id
        WHERE p.sub_category_id = $1 AND p.brand_id = ANY($2::int[]) AND pv.feature_filter_value_id = ANY($3::int[])
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [sub.id, brandIds, group.values.map((x) => x.id)],
    );
    value = group.values.find((x) => x.id === v.rows[0].id) as Group['values'][number];
    const prices = await t.db.query<{ min: number; max: number }>(
      'SELECT min(sale_price_paisa) AS min, max(sale_price_paisa) AS max FROM products WHERE sub_category_id = $1 AND status',
      [sub.id],
    );
    // A range that keeps most but not all products: drop the cheapest rupee of the listing.
    range = { min: Math.floor(prices.rows[0].min / 100) + 1, max: Math.ceil(prices.rows[0].max / 100) };
    query = `brand=${brandUrls.join('---')}&range=${range.min}-${range.max}&${group.slug}=${encodeURIComponent(value.feature_value)}`;
    const r = await get<Listing>(api, `/get/sub-${sub.url}?${query}`);
    expect(r.status).toBe(200);
    body = r.body;
  });

  const filteredCount = (brands: boolean, price: boolean, valueIds: number[] | null) =>
    `SELECT count(*) AS n FROM products p WHERE p.sub_category_id = $1 AND p.status
       ${brands ? 'AND p.brand_id = ANY($2::int[])' : ''}
       ${price ? 'AND p.sale_price_paisa BETWEEN $3 AND $4' : ''}
       ${valueIds ? 'AND EXISTS (SELECT 1 FROM product_filter_values v WHERE v.product_id = p.id AND v.feature_filter_value_id = ANY($5::int[]))' : ''}`;

  it('narrows the products to those passing every filter (total as SQL counts it)', async () => {
    const expected = await count(filteredCount(true, true, [value.id]), [sub.id, brandIds, range.min * 100, range.max * 100, [value.id]]);
    const all = await count('SELECT count(*) AS n FROM products WHERE sub_category_id = $1 AND status', [sub.id]);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    expect(body.data.productPaginate.total).toBe(expected);
    const ids = body.data.products.map((p) => p.id);
    const ok = await t.db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.id = ANY($1::bigint[]) AND p.brand_id = ANY($2::int[])
          AND EXISTS (SELECT 1 FROM product_filter_values v WHERE v.product_id = p.id AND v.feature_filter_value_id = $3)`,
      [ids, brandIds, value.id],
    );
    expect(ok.rows.length).toBe(ids.length);
    for (const p of body.data.products) {
      expect(salePrice(p)).toBeGreaterThanOrEqual(range.min);
      expect(salePrice(p)).toBeLessThanOrEqual(range.max);
    }
  });

  it('counts brands with every filter but the brand filter', async () => {
    const r = await t.db.query<{ brand_url: string; n: number }>(
      `SELECT b.brand_url, count(*) AS n FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.sub_category_id = $1 AND p.status AND p.sale_price_paisa BETWEEN $2 AND $3
          AND EXISTS (SELECT 1 FROM product_filter_values v WHERE v.product_id = p.id AND v.feature_filter_value_id = $4)
        GROUP BY b.brand_url`,
      [sub.id, range.min * 100, range.max * 100, value.id],
    );
    const expected = new Map(r.rows.map((x) => [x.brand_url, Number(x.n)]));
    for (const url of brandUrls) if (!expected.has(url)) expected.set(url, 0); // asked-for brands stay listed
    expect(new Map(body.data.brands.map((b) => [b.brand_url, b.product_count]))).toEqual(expected);
    expect(body.data.brands.length).toBeGreaterThan(brandUrls.length - 1);
  });

  it("counts each feature group's values with every filter but that group's own", async () => {
    for (const g of groups) {
      const own = g.id === group.id;
      const r = await t.db.query<{ feature_value: string; n: number }>(
        `SELECT fv.feature_value, count(*) AS n FROM products p
           JOIN product_filter_values pv ON pv.product_id = p.id
           JOIN feature_filter_values fv ON fv.id = pv.feature_filter_value_id AND fv.feature_filter_id = $5
          WHERE p.sub_category_id = $1 AND p.status AND p.brand_id = ANY($2::int[]) AND p.sale_price_paisa BETWEEN $3 AND $4
            ${own ? '' : 'AND EXISTS (SELECT 1 FROM product_filter_values v WHERE v.product_id = p.id AND v.feature_filter_value_id = $6)'}
          GROUP BY fv.feature_value`,
        own ? [sub.id, brandIds, range.min * 100, range.max * 100, g.id] : [sub.id, brandIds, range.min * 100, range.max * 100, g.id, value.id],
      );
      const got = body.data.filters?.find((f) => f.name === g.name)?.values ?? [];
      const expected = new Map(r.rows.map((x) => [x.feature_value, Number(x.n)]));
      expect(new Map(got.map((v) => [v.feature_value, v.product_count]))).toEqual(expected);
    }
  });

  it('gives the price range with every filter but the range', async () => {
    const r = await t.db.query<{ min: number; max: number }>(
      `SELECT min(sale_price_paisa) AS min, max(sale_price_paisa) AS max FROM products p
        WHERE p.sub_category_id = $1 AND p.status AND p.brand_id = ANY($2::int[])
          AND EXISTS (SELECT 1 FROM product_filter_values v WHERE v.product_id = p.id AND v.feature_filter_value_id = $3)`,
      [sub.id, brandIds, value.id],
    );
    expect(body.data.price_range).toEqual({ min: r.rows[0].min / 100, max: r.rows[0].max / 100 });
  });

  it('matches brand names and feature values in any case, and feature values by slug', async () => {
    const names = await t.db.query<{ name: string }>('SELECT name FROM brands WHERE id = ANY($1::int[])', [brandIds]);
    const byName = `brand=${names.rows.map((b) => encodeURIComponent(b.name.toUpperCase())).join('---')}&range=${range.min}-${range.max}` +
      `&${group.slug}=${encodeURIComponent(value.feature_value.toLowerCase().replace(/ /g, '-'))}`;
    const r = await get<Listing>(api, `/get/sub-${sub.url}?${byName}`);
    expect(r.body.data.productPaginate.total).toBe(body.data.productPaginate.total);
  });

  it('walks next_page_url to the end: every product exactly once, the filters kept on every page', async () => {
    const first = `/api/get/sub-${sub.url}?${query}&sort=low-to-high`;
    const all = await walkPages(t, first);
    const wide = await walkPages(t, `/api/get/sub-${sub.url}?sort=high-to-low`);
    for (const walk of [all, wide]) {
      expect(new Set(walk.ids).size).toBe(walk.ids.length);
      expect(walk.ids.length).toBe(walk.totals[0]);
      expect(new Set(walk.totals).size).toBe(1);
    }
    expect(wide.urls.length).toBeGreaterThan(0);
    for (const url of all.urls) {
      const q = new URL(url, t.baseUrl).searchParams;
      expect(q.get('brand')).toBe(brandUrls.join('---'));
      expect(q.get('range')).toBe(`${range.min}-${range.max}`);
      expect(q.get(group.slug)).toBe(value.feature_value);
      expect(q.get('sort')).toBe('low-to-high');
    }
    const pages = wide.urls.map((u) => Number(new URL(u, t.baseUrl).searchParams.get('page')));
    expect(pages).toEqual(pages.map((_, i) => i + 2));
  });

  it('answers the same when the same filters are asked again and again with other values in between (a kept plan, prepared.ts)', async () => {
    // PostgreSQL plans a named statement afresh five times, then may keep one plan for all values.
    const facts = (b: Listing) => ({ ...b.data, productPaginate: b.data.productPaginate.total });
    const narrower = query.replace(`range=${range.min}-${range.max}`, `range=${range.min}-${Math.ceil((range.min + range.max) / 2)}`);
    const first = facts((await get<Listing>(api, `/get/sub-${sub.url}?${narrower}`)).body);
    expect(first.productPaginate).toBeLessThan(body.data.productPaginate.total);
    for (let i = 0; i < 8; i++) {
      expect(facts((await get<Listing>(api, `/get/sub-${sub.url}?${query}&again=${i}`)).body)).toEqual(facts(body));
      expect(facts((await get<Listing>(api, `/get/sub-${sub.url}?${narrower}&again=${i}`)).body)).toEqual(first);
    }
  });

  it('answers an empty page after the last one', async () => {
    const r = await get<Listing>(api, `/get/sub-${sub.url}?${query}&page=999`);
    expect(r.status).toBe(200);
    expect(r.body.data.products).toEqual([]);
    expect(r.body.data.productPaginate.next_page_url).toBeNull();
  });

  it('ignores an unknown brand and an unknown feature value (the whole listing, no filter applied)', async () => {
    const whole = (await get<Listing>(api, `/get/sub-${sub.url}`)).body.data.productPaginate.total;
    const a = await get<Listing>(api, `/get/sub-${sub.url}?brand=no-such-brand`);
    expect(a.status).toBe(200);
    expect(a.body.data.productPaginate.total).toBe(whole);
    expect(a.body.data.brands.map((b) => b.brand_url)).not.toContain('no-such-brand');
    const b = await get<Listing>(api, `/get/sub-${sub.url}?${group.slug}=no-such-value`);
    expect(b.status).toBe(200);
    expect(b.body.data.productPaginate.total).toBe(whole);
    // A known value next to an unknown one filters by the known one alone.
    const asked = encodeURIComponent(value.feature_value);
    const known = (await get<Listing>(api, `/get/sub-${sub.url}?${group.slug}=${asked}`)).body.data;
    const mixed = (await get<Listing>(api, `/get/sub-${sub.url}?${group.slug}=${asked}---no-such-value`)).body.data;
    expect(mixed.productPaginate.total).toBe(known.productPaginate.total);
    expect(mixed.productPaginate.total).toBeLessThan(whole);
  });
});

describe('sorting', () => {
  const all = async (sort: string) => {
    const ids: ProductCard[] = [];
    let path: string | null | undefined = `/api/get/sub-${sub.url}?sort=${sort}`;
    while (path) {
      const r: { body: Listing } = await get<Listing>(t.baseUrl, path);
      ids.push(...r.body.data.products);
      path = r.body.data.productPaginate.next_page_url;
    }
    return ids;
  };

  it('orders by the price paid, lowest and highest first', async () => {
    expect(isSortedBy(await all('low-to-high'), salePrice, 'asc')).toBe(true);
    expect(isSortedBy(await all('high-to-low'), salePrice, 'desc')).toBe(true);
  });

  it('orders New In by the date the product was added, newest first', async () => {
    const cards = await all('new');
    const r = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE sub_category_id = $1 AND status ORDER BY created_at DESC, id DESC',
      [sub.id],
    );
    expect(cards.map((c) => c.id)).toEqual(r.rows.map((x) => Number(x.id)));
  });

  it('shows products in stock first by default', async () => {
    const cards = await all('');
    expect(isSortedBy(cards, (c) => c.availability, 'desc')).toBe(true);
  });
});

describe('get/cat-{url} and get/type-{url}', () => {
  it('answers a category with its sub-categories, brand counts and no feature filters', async () => {
    const c = await t.db.query<{ id: number; category_url: string }>('SELECT id, category_url FROM categories WHERE id = $1', [sub.category_id]);
    const r = await get<Listing>(api, `/get/cat-${c.rows[0].category_url}?brand=${'x'}&sort=new`);
    expect(r.status).toBe(200);
    const plain = await get<Listing>(api, `/get/cat-${c.rows[0].category_url}`);
    const d = plain.body.data;
    expect(d.category?.category_url).toBe(c.rows[0].category_url);
    expect(d.filters).toBeUndefined();
    expect(d.subCategories?.map((s) => s.sub_category_url)).toContain(sub.url);
    expect(d.productPaginate.total).toBe(await count('SELECT count(*) AS n FROM products WHERE category_id = $1 AND status', [c.rows[0].id]));
    expect(d.brands.reduce((n, b) => n + b.product_count, 0)).toBe(d.productPaginate.total);
    d.products.forEach(expectCard);
  });

  it('answers a type with its full heading, feature filters and its products only', async () => {
    const ty = await t.db.query<{ id: number; sub_category_type_url: string }>(
      `SELECT t.id, t.sub_category_type_url FROM sub_category_types t JOIN products p ON p.sub_category_type_id = t.id
        WHERE t.sub_category_id = $1 GROUP BY t.id ORDER BY count(*) DESC LIMIT 1`,
      [sub.id],
    );
    const type = ty.rows[0];
    const r = await get<Listing>(api, `/get/type-${type.sub_category_type_url}`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.subCategoryType).toEqual(
      expect.objectContaining({
        sub_category_type_url: type.sub_category_type_url,
        sub_category_url: sub.url,
        sub_category_name: expect.any(String),
        category_url: expect.any(String),
        category_name: expect.any(String),
      }),
    );
    expect(d.productPaginate.total).toBe(await count('SELECT count(*) AS n FROM products WHERE sub_category_type_id = $1 AND status', [type.id]));
    expect((d.filters ?? []).length).toBeGreaterThan(0);
    const ids = (await walkPages(t, `/api/get/type-${type.sub_category_type_url}`)).ids;
    const inType = await count('SELECT count(*) AS n FROM products WHERE id = ANY($1::bigint[]) AND sub_category_type_id = $2', [ids, type.id]);
    expect(inType).toBe(ids.length);
  });
});

describe('feature groups named like a listing parameter', () => {
  it("renames a 'Range' or 'Type' group's parameter so it cannot collide with range or type", async () => {
    const r = await t.db.query<{ sub_category_url: string; name: string; slug: string }>(
      `SELECT s.sub_category_url, f.name, f.slug FROM feature_filters f JOIN sub_categories s ON s.id = f.sub_category_id
        WHERE f.slug IN ('type', 'range') AND EXISTS (SELECT 1 FROM products p WHERE p.sub_category_id = s.id)
        ORDER BY s.id LIMIT 1`,
    );
    expect(r.rows.length).toBe(1); // the seed has 'Type' and 'Range' groups
    const { sub_category_url, name, slug } = r.rows[0];
    const page = await get<Listing>(api, `/get/sub-${sub_category_url}`);
    const group = page.body.data.filters?.find((f) => f.name === name);
    expect(group?.slug).toBe(`${slug}-filter`);
    const value = group?.values[0];
    if (!group || !value) throw new Error('group without values');
    const filtered = await get<Listing>(api, `/get/sub-${sub_category_url}?${group.slug}=${encodeURIComponent(value.feature_value)}`);
    expect(filtered.body.data.productPaginate.total).toBe(value.product_count);
  });
});

describe('unknown listings and malformed queries', () => {
  it.each([
    ['/get/cat-no-such-category', M.noCategory('no-such-category')],
    ['/get/sub-no-such-sub', M.noSubCategory('no-such-sub')],
    ['/get/type-no-such-type', M.noType('no-such-type')],
  ])('%s answers 404 {statusCode, message}', async (path, message) => {
    const r = await get(api, path);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ statusCode: 404, message });
  });

  it.each([
    ['range=abc', M.badRange],
    ['range=100', M.badRange],
    ['range=-5-10', M.badRange],
    ['page=0', M.badPage],
    ['page=abc', M.badPage],
    ['page=1.5', M.badPage],
    ['page=100001', M.badPage],
    ['sort=x', M.badSort],
    ['sort=new&sort=low-to-high', M.repeated('sort')],
  ])('?%s answers 400 with a message saying how to write it', async (query, message) => {
    const r = await get(api, `/get/sub-${sub.url}?${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ statusCode: 400, message });
  });

  it('treats empty parameters as absent and accepts a reversed range', async () => {
    const r = await get<Listing>(api, `/get/sub-${sub.url}?brand=&range=&sort=&page=`);
    expect(r.status).toBe(200);
    const a = await get<Listing>(api, `/get/sub-${sub.url}?range=1000-500000`);
    const b = await get<Listing>(api, `/get/sub-${sub.url}?range=500000-1000`);
    expect(b.body.data.productPaginate.total).toBe(a.body.data.productPaginate.total);
  });
});
