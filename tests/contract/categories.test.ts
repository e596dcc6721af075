import { createTestApp, type TestApp } from '../support/contract-app';
import { get } from './http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 120 });
});
afterAll(() => t.close());

interface Tree {
  data: {
    category: {
      name: string;
      category_url: string;
      subCategories: { name: string; sub_category_url: string; subCategoryTypes: { sub_category_type_url: string }[] }[];
    }[];
    brands: { name: string; brand_url: string; image: string; product_count: number; banner: string | null }[];
  };
}

describe('get/categories', () => {
  it('answers the category tree and the brands with product counts', async () => {
    const r = await get<Tree>(`${t.baseUrl}/api`, '/get/categories');
    expect(r.status).toBe(200);
    const { category, brands } = r.body.data;
    expect(category.length).toBeGreaterThanOrEqual(8);
    expect(category.some((c) => c.subCategories.length > 16)).toBe(true);
    expect(category.flatMap((c) => c.subCategories).some((s) => s.subCategoryTypes.length > 0)).toBe(true);
    expect(brands.length).toBeGreaterThanOrEqual(25);
    const total = brands.reduce((sum, b) => sum + b.product_count, 0);
    const products = await t.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM products WHERE status');
    expect(total).toBe(products.rows[0].n);
    for (const b of brands) expect(b.image).toMatch(/^\/media\//);
  });

  it("answers each brand with the spec's Brand fields: brand_url, image, name, product_count, banner", async () => {
    const { brands } = (await get<Tree>(`${t.baseUrl}/api`, '/get/categories')).body.data;
    const stored = await t.db.query<{ brand_url: string; banner: string | null }>('SELECT brand_url, banner FROM brands WHERE status');
    const bannerOf = new Map(stored.rows.map((b) => [b.brand_url, b.banner]));
    expect(stored.rows.some((b) => b.banner)).toBe(true);
    for (const b of brands) {
      expect(Object.keys(b)).toEqual(expect.arrayContaining(['brand_url', 'image', 'name', 'product_count', 'banner']));
      expect(b.banner).toBe(bannerOf.get(b.brand_url));
    }
  });
});
