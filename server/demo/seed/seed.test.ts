import { verify } from '@node-rs/argon2';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import type { Database } from '../../db/types';
import { DEMO_ACCOUNTS } from './accounts';
import { CATEGORIES } from './data/categories';
import { renderMedia } from '../media';
import { seedDatabase } from './index';
import { generateProducts } from './products';

const BLOCK_TYPES = [
  'One Banner', 'Two Banner', 'Three Banner', 'Product List', 'Brand List', 'Supplier List', 'Category List',
  'Sub Category List', 'Sub Category Type List', 'Scroll Text', 'Flash Sales',
];
const LINK_TYPES = ['L', 'C', 'S', 'T', 'B', 'PR', 'P', 'E', 'SP'];

let db: Database;
const logs: string[] = [];

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  const result = await seedDatabase(db, { products: 300, log: (s) => logs.push(s) });
  expect(result).toEqual({ seeded: true });
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const count = async (sql: string, params: unknown[] = []): Promise<number> =>
  Number((await db.query<{ n: number }>(sql, params)).rows[0].n);

describe('seedDatabase', () => {
  it('creates exactly the requested number of products, with images, specifications and filters', async () => {
    expect(await count('SELECT count(*) AS n FROM products')).toBe(300);
    expect(await count('SELECT count(*) AS n FROM products WHERE featured_image IS NULL OR alt_featured_image IS NULL')).toBe(0);
    expect(await count('SELECT count(DISTINCT product_id) AS n FROM product_images')).toBe(300);
    expect(await count('SELECT count(DISTINCT product_id) AS n FROM product_specifications')).toBe(300);
    expect(await count('SELECT count(*) AS n FROM product_filter_values')).toBeGreaterThan(300);
    // Every filter value a product has belongs to a filter of the product's own sub-category.
    expect(await count(`SELECT count(*) AS n FROM product_filter_values pfv
      JOIN products p ON p.id = pfv.product_id
      JOIN feature_filter_values v ON v.id = pfv.feature_filter_value_id
      JOIN feature_filters f ON f.id = v.feature_filter_id
      WHERE f.sub_category_id <> p.sub_category_id`)).toBe(0);
  });

  it('prices products sensibly and varies stock, services, combos, free items and pre-booking', async () => {
    expect(await count('SELECT count(*) AS n FROM products WHERE price_paisa < 10000 OR price_paisa > 100000000')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM products WHERE discount_price_paisa >= price_paisa')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM products WHERE stock_quantity = 0')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM products WHERE is_service')).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM products WHERE product_type = 'Combo'")).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM products p WHERE product_type = 'Combo'
      AND NOT EXISTS (SELECT 1 FROM product_combo_items c WHERE c.combo_product_id = p.id)`)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM product_free_items')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM products WHERE prepayment AND prepayment_value_paisa > 0')).toBeGreaterThanOrEqual(3);
    expect(await count('SELECT count(*) AS n FROM products WHERE is_new')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM products WHERE best_deal')).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM reviews WHERE status = 'approved'")).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM coupons')).toBeGreaterThanOrEqual(5);
    expect(await count('SELECT count(*) AS n FROM coupon_products')).toBeGreaterThan(0);
  });

  it('names products like a store does', async () => {
    const r = await db.query<{ name: string; brand: string; model_number: string }>(
      `SELECT p.name, b.name AS brand, p.model_number FROM products p JOIN brands b ON b.id = p.brand_id
       JOIN categories c ON c.id = p.category_id WHERE c.category_url = 'tv-audio' ORDER BY p.id LIMIT 20`,
    );
    expect(r.rows.length).toBeGreaterThan(0);
    for (const row of r.rows) {
      expect(row.name).toContain(row.model_number);
      expect(row.name.startsWith(row.brand)).toBe(true);
    }
  });

  it('seeds the category tree, brands and suppliers', async () => {
    expect(await count('SELECT count(*) AS n FROM categories')).toBeGreaterThanOrEqual(8);
    expect(await count('SELECT max(n) AS n FROM (SELECT count(*) AS n FROM sub_categories GROUP BY category_id) s')).toBeGreaterThan(16);
    expect(await count('SELECT count(*) AS n FROM sub_category_types')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM brands WHERE image IS NOT NULL AND banner IS NOT NULL')).toBeGreaterThanOrEqual(25);
    expect(await count('SELECT count(*) AS n FROM suppliers WHERE logo IS NOT NULL')).toBeGreaterThanOrEqual(5);
    expect(await count('SELECT count(*) AS n FROM feature_filter_values')).toBeGreaterThan(0);
  });

  it('has the locations and countries', async () => {
    expect(await count('SELECT count(*) AS n FROM provinces')).toBe(7);
    expect(await count('SELECT count(*) AS n FROM cities')).toBe(77);
    expect(await count('SELECT count(*) AS n FROM areas')).toBeGreaterThan(77 * 3);
    expect(await count("SELECT count(*) AS n FROM countries WHERE code = 'NP' AND dial_code = '+977'")).toBe(1);
  });

  it('uses every layout block type on the home page and every banner link type', async () => {
    const types = (await db.query<{ type: string }>('SELECT DISTINCT type FROM layouts WHERE supplier_id IS NULL')).rows.map((r) => r.type);
    expect(types.sort()).toEqual([...BLOCK_TYPES].sort());
    const views = (await db.query<{ v: string }>("SELECT DISTINCT product_view AS v FROM layouts WHERE type = 'Product List' AND supplier_id IS NULL")).rows.map((r) => r.v);
    expect(views.sort()).toEqual(['grid', 'slider']);
    const links = (await db.query<{ t: string }>("SELECT DISTINCT link_type AS t FROM layout_items WHERE item_type = 'banner'")).rows.map((r) => r.t);
    expect(links.sort()).toEqual([...LINK_TYPES].sort());
    // Every banner resolves to a target.
    expect(await count('SELECT count(*) AS n FROM layout_item_targets WHERE target IS NULL')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM layouts WHERE supplier_id IS NOT NULL')).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM sliders WHERE placement = 'slider'")).toBeGreaterThan(0);
  });

  it('runs a flash sale and shows a pop-up now', async () => {
    expect(await count('SELECT count(*) AS n FROM flash_sales WHERE start_time <= now() AND end_time > now()')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM flash_sale_products fsp JOIN products p ON p.id = fsp.product_id WHERE fsp.sale_price_paisa >= p.sale_price_paisa')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM flash_sale_products')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM popups WHERE status AND valid_until > now()')).toBe(1);
  });

  it('has the static pages, FAQs, events, stores, service centres, catalogues and banks', async () => {
    const pages = (await db.query<{ page_url: string }>('SELECT page_url FROM pages')).rows.map((r) => r.page_url);
    expect(pages).toEqual(expect.arrayContaining(['privacy-policy-9', 'terms-and-conditions-3']));
    expect(await count("SELECT count(*) AS n FROM pages WHERE page_url = 'privacy-policy-9' AND length(content) > 1000")).toBe(1);
    expect(await count('SELECT count(*) AS n FROM faqs')).toBeGreaterThan(5);
    expect(await count('SELECT count(*) AS n FROM event_products')).toBeGreaterThan(0);
    expect(await count("SELECT count(DISTINCT type) AS n FROM stores")).toBe(2);
    expect(await count('SELECT count(*) AS n FROM service_centers')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM catalogues')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM transfer_banks')).toBeGreaterThan(0);
    const months = (await db.query<{ months: number }>('SELECT DISTINCT months FROM emi_periods ORDER BY months')).rows.map((r) => r.months);
    expect(months).toEqual(expect.arrayContaining([3, 6, 9, 12]));
  });

  it('has the reservation scooter with colours, carousels, overview, certification and price breakup', async () => {
    const s = await db.query<{ id: number; product_name: string; reserve_amount_paisa: number; currency: string }>(
      "SELECT id, product_name, reserve_amount_paisa, currency FROM reservation_products WHERE lookup_slug = 'ola-s1-pro'",
    );
    expect(s.rows[0]).toMatchObject({ product_name: 'OLA S1 Pro', reserve_amount_paisa: 999900, currency: 'NPR' });
    const id = s.rows[0].id;
    expect(await count('SELECT count(*) AS n FROM reservation_colours WHERE reservation_product_id = $1', [id])).toBeGreaterThanOrEqual(3);
    expect(await count(`SELECT count(*) AS n FROM reservation_colours c WHERE reservation_product_id = $1
      AND (SELECT count(*) FROM reservation_colour_images i WHERE i.reservation_colour_id = c.id) < 2`, [id])).toBe(0);
    const overview = (await db.query<{ description: string }>('SELECT description FROM reservation_overview WHERE reservation_product_id = $1 ORDER BY position', [id])).rows;
    expect(overview).toHaveLength(3);
    expect(overview.some((o) => /\[.+\]/.test(o.description))).toBe(true);
    expect(await count('SELECT count(*) AS n FROM reservation_certifications WHERE reservation_product_id = $1', [id])).toBeGreaterThan(0);
  });

  it('creates the demo accounts with working passwords and a history', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const r = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE lower(email) = lower($1)', [a.email]);
      expect(r.rows).toHaveLength(1);
      expect(r.rows[0].password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(r.rows[0].password_hash, a.password)).toBe(true);
    }
    const sita = "(SELECT id FROM users WHERE email = 'sita@example.com')";
    const statuses = (await db.query<{ order_status: string }>(`SELECT DISTINCT order_status FROM orders WHERE user_id = ${sita}`)).rows.map((r) => r.order_status);
    expect(statuses).toEqual(expect.arrayContaining(['Pending', 'Delivered', 'Rejected', 'Shipped', 'Cancelled']));
    expect(await count(`SELECT count(*) AS n FROM orders WHERE user_id = ${sita} AND cancelled_order = 'C'`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM orders o WHERE user_id = ${sita} AND NOT EXISTS (SELECT 1 FROM order_products op WHERE op.order_id = o.id) AND jsonb_array_length(cart_data) > 0`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM bookings WHERE user_id = ${sita} AND kind = 'reservation'`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM bookings WHERE user_id = ${sita} AND buy_now_open_status = 1`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM loyalty_ledger WHERE user_id = ${sita}`)).toBeGreaterThan(3);
    // The approved balance never goes negative.
    expect(await count(`SELECT coalesce(sum(points), 0) AS n FROM loyalty_ledger WHERE user_id = ${sita} AND status = 'Approved'`)).toBeGreaterThanOrEqual(0);
    expect(await count("SELECT count(*) AS n FROM payments WHERE status = 'paid' AND verified_at IS NULL")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM orders WHERE user_id = (SELECT id FROM users WHERE email = 'gita@example.com')")).toBe(0);
  });

  it('stores only /media/ pictures that the media module can draw', async () => {
    const columns: [string, string][] = [
      ['products', 'featured_image'], ['products', 'alt_featured_image'], ['product_images', 'image'], ['product_free_items', 'image'],
      ['categories', 'icon'], ['sub_categories', 'icon'], ['sub_category_types', 'image'], ['brands', 'image'], ['brands', 'banner'],
      ['suppliers', 'logo'], ['suppliers', 'banner'], ['layout_items', 'image'], ['sliders', 'image'], ['sliders', 'mobile_image'],
      ['popups', 'image_url'], ['events', 'banner'], ['flash_sales', 'banner'], ['stores', 'profile_image'],
      ['catalogues', 'featured_image'], ['emi_banks', 'bank_logo'], ['transfer_banks', 'logo'], ['reservation_products', 'logo'],
      ['reservation_colour_images', 'image'], ['bookings', 'featured_image'],
    ];
    let checked = 0;
    for (const [table, column] of columns) {
      const paths = (await db.query<{ p: string }>(`SELECT DISTINCT ${column} AS p FROM ${table} WHERE ${column} IS NOT NULL`)).rows.map((r) => r.p);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        expect(path.startsWith('/media/')).toBe(true);
        if (renderMedia(path.slice('/media/'.length)) === null) throw new Error(`${table}.${column}: nothing drawn for ${path}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(900);
    // A catalogue's file is its brochure page (tests/contract/catalogue-brochure.test.ts).
    const files = (await db.query<{ p: string }>('SELECT file_path AS p FROM catalogues')).rows.map((r) => r.p);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f).toMatch(/^\/catalogue-files\/[a-z0-9-]+-\d\.html$/);
  });

  it('keeps id sequences past the seeded rows', async () => {
    const r = await db.query<{ id: number }>(
      `INSERT INTO products (name, slug, model_number, code, product_code, brand_id, category_id, sub_category_id, price_paisa)
       VALUES ('X', 'x-test', 'X1', 'X-1', 'X-1', 1, 1, 1, 100) RETURNING id`,
    );
    expect(r.rows[0].id).toBe(301);
    await db.query('DELETE FROM products WHERE id = $1', [r.rows[0].id]);
  });

  it('does nothing when the database is already seeded', async () => {
    expect(await seedDatabase(db, { products: 50 })).toEqual({ seeded: false });
    expect(await count('SELECT count(*) AS n FROM products')).toBe(300);
  });
});

describe('generateProducts', () => {
  it('is deterministic: same count, same products', () => {
    const a = generateProducts(300).products.map((p) => [p.name, p.pricePaisa, p.stock]);
    const b = generateProducts(300).products.map((p) => [p.name, p.pricePaisa, p.stock]);
    expect(a).toEqual(b);
    expect(new Set(a.map(([name]) => name)).size).toBe(300);
  });

  it('keeps the first products the same whatever the count', () => {
    // The range only: the combos sit among it at a place that depends on the count.
    const range = (count: number) => generateProducts(count).products.filter((p) => p.productType === 'Normal').slice(0, 80).map((p) => p.name);
    expect(range(1000)).toEqual(range(100));
  });

  describe('names that read as a shop writes them', () => {
    const products = generateProducts(2000).products;
    const spec = (p: (typeof products)[number], name: string) => p.specs.find(([n]) => n === name)?.[1];
    const repeated = (s: string) => /(?:^|\s)(\p{L}[^\s]*)\s+\1(?=\s|$)/iu.test(s);

    it('never say a word twice in a row, nor a line the noun already names', () => {
      expect(products.filter((p) => repeated(p.name) || repeated(p.shortName)).map((p) => p.name)).toEqual([]);
      expect(products.filter((p) => /Tower \S+ Tower|Mini \S+ Mini|Smart Smart/.test(p.name)).map((p) => p.name)).toEqual([]);
      const xiaomi = products.find((p) => p.name.includes('Xiaomi 14'));
      expect(xiaomi?.name).toMatch(/^Xiaomi 14 /);
    });

    it('give each TV line its own panel: a Q60D is a QLED, a QN90D a Neo QLED, an LG evo C4 an OLED', () => {
      const panel = (line: string) => [...new Set(products.filter((p) => p.name.includes(` ${line} `)).map((p) => spec(p, 'Display Type')))];
      expect(panel('Q60D')).toEqual(['QLED']);
      expect(panel('QN90D')).toEqual(['Neo QLED']);
      expect(panel('evo C4')).toEqual(['OLED']);
    });

    it('give flagship phones flagship memory: a Galaxy S24 Ultra has 12 GB of RAM and 5G', () => {
      const ultras = products.filter((p) => p.name.includes('Galaxy S24 Ultra') && p.productType === 'Normal');
      expect(ultras.length).toBeGreaterThan(0);
      expect([...new Set(ultras.map((p) => `${spec(p, 'RAM')} ${spec(p, 'Network')}`))]).toEqual(['12 GB 5G']);
      expect(products.filter((p) => /Galaxy S24|Xiaomi 14|X100 Pro|OnePlus 12/.test(p.name) && /\((?:4|6)GB RAM/.test(p.name))).toEqual([]);
    });
  });

  it('puts every category url, sub-category url and type url in one namespace', () => {
    const urls = CATEGORIES.flatMap((c) => [c.url, ...c.subs.flatMap((s) => [s.url, ...(s.types ?? []).map((t) => t.url)])]);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
