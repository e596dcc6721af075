/**
 * Feature facets against the products' specifications (spec part 2 §4 filters): on the demo
 * catalogue, every sub-category's feature values count exactly the products whose specification
 * shows that value, every value a specification shows is offered, and combining groups narrows to
 * the products showing both values.
 */
import type { ListingData } from '../../shared/api/catalogue';
import { createTestApp, type TestApp } from '../support/contract-app';
import { get } from './http';

let t: TestApp;
let api: string;
beforeAll(async () => {
  // The demo's own size: every kind of product in each sub-category is there.
  t = await createTestApp({ seedProducts: 2000 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

type Listing = { statusCode: number; data: ListingData };

/** group name → value → how many of the sub-category's products show it in their specification. */
async function shownBySpecs(subUrl: string): Promise<Map<string, Map<string, number>>> {
  const rows = await t.db.query<{ name: string; value: string; n: string }>(
    `SELECT f.name, ps.feature_value AS value, count(DISTINCT p.id) AS n
       FROM products p
       JOIN sub_categories s ON s.id = p.sub_category_id
       JOIN product_specifications ps ON ps.product_id = p.id
       JOIN product_features pf ON pf.id = ps.product_feature_id
       JOIN feature_filters f ON f.sub_category_id = s.id AND f.name = pf.name
      WHERE s.sub_category_url = $1 AND p.status
      GROUP BY f.name, ps.feature_value`,
    [subUrl],
  );
  const groups = new Map<string, Map<string, number>>();
  for (const r of rows.rows) {
    const values = groups.get(r.name) ?? new Map<string, number>();
    values.set(r.value, Number(r.n));
    groups.set(r.name, values);
  }
  return groups;
}

const listing = async (path: string) => {
  const r = await get<Listing>(api, path);
  expect(r.status).toBe(200);
  return r.body.data;
};

describe('feature facets of every sub-category', () => {
  it('count exactly the products whose specification shows each value, and offer every value shown', async () => {
    const subs = await t.db.query<{ url: string }>(
      `SELECT DISTINCT s.sub_category_url AS url FROM sub_categories s
        WHERE EXISTS (SELECT 1 FROM feature_filters f WHERE f.sub_category_id = s.id)
          AND EXISTS (SELECT 1 FROM products p WHERE p.sub_category_id = s.id AND p.status)
        ORDER BY 1`,
    );
    expect(subs.rows.length).toBeGreaterThan(20);
    for (const { url } of subs.rows) {
      const facets = (await listing(`/get/sub-${url}`)).filters ?? [];
      const offered = Object.fromEntries(facets.map((g) => [g.name, Object.fromEntries(g.values.map((v) => [v.feature_value, v.product_count]))]));
      const shown = Object.fromEntries([...(await shownBySpecs(url))].map(([name, values]) => [name, Object.fromEntries(values)]));
      expect({ url, facets: offered }).toEqual({ url, facets: shown });
    }
  });
});

describe('LED TVs', () => {
  it('count every set whose specification says 4K Ultra HD, QLED and OLED ones included', async () => {
    const d = await listing('/get/sub-led-tvs');
    const resolution = d.filters?.find((g) => g.name === 'Resolution');
    const fourK = resolution?.values.find((v) => v.feature_value === '4K Ultra HD');
    expect(fourK?.product_count).toBe((await shownBySpecs('led-tvs')).get('Resolution')?.get('4K Ultra HD'));
    const premium = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM products p JOIN sub_category_types ty ON ty.id = p.sub_category_type_id
        WHERE ty.sub_category_type_url = 'qled-oled-tvs' AND p.status AND p.product_type = 'Normal'`,
    );
    expect(Number(premium.rows[0].n)).toBeGreaterThan(0);
    expect(fourK?.product_count).toBeGreaterThan(Number(premium.rows[0].n));
  });

  it('keep the Resolution group when Display Type QLED is ticked, and QLED + 4K finds the QLED sets', async () => {
    const qled = await listing('/get/sub-led-tvs?display-type=QLED');
    expect(qled.productPaginate.total).toBeGreaterThan(0);
    const resolution = qled.filters?.find((g) => g.name === 'Resolution');
    expect(resolution?.values).toEqual([{ feature_value: '4K Ultra HD', product_count: qled.productPaginate.total }]);
    const both = await listing('/get/sub-led-tvs?display-type=QLED&resolution=4K%20Ultra%20HD');
    expect(both.productPaginate.total).toBe(qled.productPaginate.total);
  });
});

describe('smartphones and scooters', () => {
  it('count the iPhones under RAM 8 GB', async () => {
    const iphones = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM products p JOIN sub_category_types ty ON ty.id = p.sub_category_type_id
        WHERE ty.sub_category_type_url = 'iphones' AND p.status`,
    );
    expect(Number(iphones.rows[0].n)).toBeGreaterThan(0);
    const eight = await listing('/get/sub-smartphones?ram=8%20GB');
    expect(eight.brands.find((b) => b.brand_url === 'apple')?.product_count).toBe(Number(iphones.rows[0].n));
  });

  it('file the OLA S1 Pro under the top speed and range its specification gives', async () => {
    const d = await listing('/get/sub-electric-scooters');
    const slug = (name: string) => d.filters?.find((g) => g.name === name)?.slug ?? '';
    const names = async (q: string) => (await listing(`/get/sub-electric-scooters?${q}`)).products.map((p) => p.name);
    expect(await names(`${slug('Top Speed')}=120%20km%2Fh`)).toContain('OLA S1 Pro Electric Scooter');
    expect(await names(`${slug('Range')}=195%20km`)).toContain('OLA S1 Pro Electric Scooter');
    expect(await names(`${slug('Top Speed')}=90%20km%2Fh`)).not.toContain('OLA S1 Pro Electric Scooter');
    expect(await names(`${slug('Range')}=150%20km`)).not.toContain('OLA S1 Pro Electric Scooter');
  });
});
