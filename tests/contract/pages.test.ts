/**
 * Information pages (spec part 2 §3, §7): all-page, page-{slug}, get-faqs, catalogues/{id}, get-stores.
 */
import type { CataloguesData, Faq, PageListEntry, StaticPage, StoresData } from '../../shared/api/pages';
import { OWN_STORES_TYPE, storesKey } from '../../shared/api/pages';
import { PRODUCT_MESSAGES as M } from '../../server/catalogue/product-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { get } from './http';

let t: TestApp;
let api: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 30 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

describe('static pages', () => {
  it('all-page lists page_url and title of the footer pages', async () => {
    const r = await get<{ data: PageListEntry[] }>(api, '/all-page');
    expect(r.status).toBe(200);
    const urls = r.body.data.map((p) => p.page_url);
    expect(urls).toEqual(expect.arrayContaining(['privacy-policy-9', 'terms-and-conditions-3']));
    for (const p of r.body.data) {
      expect(Object.keys(p).sort()).toEqual(['page_url', 'title']);
      expect(p.title.length).toBeGreaterThan(0);
    }
  });

  it('page-{slug} answers title and content; unknown pages are 404', async () => {
    const r = await get<{ data: StaticPage }>(api, '/page-privacy-policy-9');
    expect(r.status).toBe(200);
    expect(r.body.data.title).toEqual(expect.any(String));
    expect(r.body.data.content.length).toBeGreaterThan(1000);
    expect(r.body.data.page_url).toBe('privacy-policy-9');

    for (const slug of ['no-such-page-1', 'Privacy-Policy-9', '%3Cscript%3E']) {
      const missing = await get(api, `/page-${slug}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(M.noPage(decodeURIComponent(slug)));
    }
  });

  it('a switched-off page is 404 and leaves the footer list', async () => {
    await t.db.query("UPDATE pages SET status = false WHERE page_url = 'terms-and-conditions-3'");
    expect((await get(api, '/page-terms-and-conditions-3')).status).toBe(404);
    const list = await get<{ data: PageListEntry[] }>(api, '/all-page');
    expect(list.body.data.map((p) => p.page_url)).not.toContain('terms-and-conditions-3');
    await t.db.query("UPDATE pages SET status = true WHERE page_url = 'terms-and-conditions-3'");
  });

  it('get-faqs answers questions and HTML answers in order', async () => {
    const r = await get<{ data: Faq[] }>(api, '/get-faqs');
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(5);
    for (const f of r.body.data) {
      expect(Number.isInteger(f.id)).toBe(true);
      expect(f.question).toEqual(expect.any(String));
      expect(f.answer).toMatch(/^<p>/);
      expect(f.topic).toEqual(expect.any(String));
    }
  });
});

describe('catalogues/{id}', () => {
  type Answer = { data: CataloguesData };

  it('a brand url or name gives that brand in single mode', async () => {
    for (const asked of ['samsung', 'Samsung', 'SAMSUNG']) {
      const r = await get<Answer>(api, `/catalogues/${asked}`);
      expect(r.status).toBe(200);
      expect(r.body.data.type).toBe('single');
      expect(r.body.data.brand?.name).toBe('Samsung');
      for (const c of r.body.data.catalogues as { title: string; file_path: string; featured_image: string }[]) {
        expect(Object.keys(c).sort()).toEqual(['featured_image', 'file_path', 'title']);
        expect(c.file_path).toMatch(/^\/catalogue-files\/samsung-\d\.html$/);
      }
    }
  });

  it('a catalogue id gives its brand in single mode', async () => {
    const row = (await t.db.query<{ id: number; name: string }>('SELECT c.id, b.name FROM catalogues c JOIN brands b ON b.id = c.brand_id ORDER BY c.id DESC LIMIT 1')).rows[0];
    const r = await get<Answer>(api, `/catalogues/${row.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(expect.objectContaining({ type: 'single', brand: expect.objectContaining({ name: row.name }) }));
  });

  it("'all' gives every brand with catalogues in multi mode", async () => {
    const r = await get<Answer>(api, '/catalogues/all');
    expect(r.status).toBe(200);
    expect(r.body.data.type).toBe('multi');
    const brands = r.body.data.catalogues as { name: string; image: string; catalogues: unknown[] }[];
    expect(brands.length).toBeGreaterThan(1);
    for (const b of brands) {
      expect(b.name).toEqual(expect.any(String));
      expect(b.catalogues.length).toBeGreaterThan(0);
    }
  });

  it('unknown brands and ids are 404', async () => {
    for (const asked of ['no-such-brand', '999999', 'x%27%3B%20DROP']) {
      const r = await get(api, `/catalogues/${asked}`);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe(M.noCatalogue(decodeURIComponent(asked)));
    }
  });
});

describe('get-stores', () => {
  it('groups the stores by the store brand and lg_shoppe', async () => {
    const r = await get<{ data: StoresData }>(api, '/get-stores');
    expect(r.status).toBe(200);
    const own = r.body.data[storesKey(OWN_STORES_TYPE)] ?? [];
    const lg = r.body.data.lg_shoppe ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(lg.length).toBeGreaterThan(0);
    for (const s of [...own, ...lg]) {
      for (const key of ['name', 'profile_image', 'branch', 'location', 'phone']) expect(s).toHaveProperty(key);
      expect(s.profile_image).toMatch(/^\/media\/store\//);
    }
    expect(lg.every((s) => s.name === 'LG Shoppe')).toBe(true);
  });
});
