/**
 * GET view-product (spec part 2 §3 product detail and response, §7): every field of the detail,
 * approved reviews only, related (falling back to the same sub-category) and featured cards,
 * 404 for unknown and switched-off products, and descriptions handed back as stored.
 */
import type { ProductPageData } from '../../shared/api/catalogue';
import { coinsForProduct } from '../../shared/domain/loyalty';
import { DEFAULT_EMI_MONTHS, lowestInstalment, monthlyInstalment } from '../../shared/domain/emi';
import { effectivePrice } from '../../shared/domain/money';
import { PRODUCT_MESSAGES as M } from '../../server/catalogue/product-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { expectCard } from './catalogue-helpers';
import { get } from './http';

let t: TestApp;
let api: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 80 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

const one = async (sql: string, params: unknown[] = []) => {
  const r = await t.db.query<{ id: number }>(sql, params);
  if (!r.rows[0]) throw new Error(`no row for ${sql}`);
  return Number(r.rows[0].id);
};
const view = (id: number | string) => get<{ data: ProductPageData }>(api, `/view-product?product=${id}`);

const DETAIL_KEYS = [
  'id', 'name', 'brand', 'model_number', 'code', 'product_code', 'featured_image', 'alt_featured_image', 'images',
  'price', 'discount_price', 'discount_percent', 'availability', 'is_service', 'new', 'product_type', 'combo_products',
  'free', 'flash_sales', 'prepayment', 'prepayment_value', 'supplier_name', 'supplier_logo', 'supplier_slug',
  'short_description', 'long_description', 'quick_overview', 'product_specifications', 'coupons', 'reviews', 'ratings',
  'product_category_name', 'product_category_url', 'product_sub_category_name', 'product_sub_category_url',
  'product_sub_category_id', 'loyalty_point', 'emi_price',
];

describe('view-product', () => {
  it('answers title, product with every detail field, meta and both carousels', async () => {
    const id = await one("SELECT p.id FROM products p WHERE p.status AND p.product_type = 'Normal' AND NOT p.is_service AND p.supplier_id IS NOT NULL AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') ORDER BY p.id LIMIT 1");
    const r = await view(id);
    expect(r.status).toBe(200);
    expect(r.body.statusCode).toBe(200);
    const { title, product: p, meta, related_products, featured_products } = r.body.data;
    for (const key of DETAIL_KEYS) expect(p).toHaveProperty(key);
    expect(p.id).toBe(id);
    expect(title).toBe(p.name);
    expect(meta?.title).toEqual(expect.any(String));
    expect(meta?.description).toEqual(expect.any(String));
    expect(meta?.keywords).toEqual(expect.any(String));
    expect(p.images.length).toBeGreaterThan(0);
    for (const image of p.images) expect(image).toMatch(/^\/media\//);
    expect([0, 1]).toContain(p.availability);
    expect(p.is_service).toBe(0);
    expect(p.loyalty_point).toBe(coinsForProduct(p.price, p.discount_price));
    expect(p.supplier_name).toEqual(expect.any(String));
    expect(p.supplier_logo).toMatch(/^\/media\//);
    expect(p.product_category_url).toMatch(/^[a-z0-9-]+$/);
    expect(p.product_sub_category_url).toMatch(/^[a-z0-9-]+$/);
    expect(Number.isInteger(p.product_sub_category_id)).toBe(true);
    expect(p.product_specifications.length).toBeGreaterThan(0);
    for (const s of p.product_specifications) {
      expect(typeof s.product_feature.name).toBe('string');
      expect(typeof s.feature_value).toBe('string');
    }
    for (const c of p.coupons) expect(Object.keys(c).sort()).toEqual(['code', 'coupon_desc']);
    expect(p.reviews.length).toBeGreaterThan(0);
    for (const rv of p.reviews) {
      expect(Object.keys(rv).sort()).toEqual(['name', 'posted_on', 'price', 'quality', 'review', 'summary', 'value']);
      for (const score of [rv.quality, rv.price, rv.value]) expect(score).toBeGreaterThanOrEqual(1);
      expect(Number.isNaN(Date.parse(rv.posted_on))).toBe(false);
    }
    expect(p.ratings).toBeGreaterThan(0);
    expect(p.review_count).toBe(p.reviews.length);
    expect(related_products.length).toBeGreaterThan(0);
    for (const c of [...related_products, ...featured_products]) expectCard(c);
    expect(related_products.map((c) => c.id)).not.toContain(id);
    expect(featured_products.map((c) => c.id)).not.toContain(id);
  });

  it('lists approved reviews only, newest first', async () => {
    const id = await one("SELECT product_id AS id FROM reviews GROUP BY product_id HAVING bool_or(status = 'pending') AND bool_or(status = 'approved') ORDER BY product_id LIMIT 1");
    const approved = await t.db.query<{ n: number }>("SELECT count(*) AS n FROM reviews WHERE product_id = $1 AND status = 'approved'", [id]);
    const r = await view(id);
    expect(r.body.data.product.reviews).toHaveLength(Number(approved.rows[0].n));
    const dates = r.body.data.product.reviews.map((rv) => Date.parse(rv.posted_on));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('falls back to the same sub-category for related products, and uses explicit ones when set', async () => {
    const id = await one('SELECT id FROM products WHERE status AND NOT is_service ORDER BY id DESC LIMIT 1');
    const sub = await one('SELECT sub_category_id AS id FROM products WHERE id = $1', [id]);
    const r = await view(id);
    const relatedIds = r.body.data.related_products.map((c) => c.id);
    const subs = await t.db.query<{ id: number; sub_category_id: number }>('SELECT id, sub_category_id FROM products WHERE id = ANY($1::bigint[])', [relatedIds]);
    for (const row of subs.rows) expect(row.sub_category_id).toBe(sub);

    const other = await one('SELECT id FROM products WHERE status AND sub_category_id <> $1 ORDER BY id LIMIT 1', [sub]);
    await t.db.query('INSERT INTO product_related (product_id, related_product_id, position) VALUES ($1, $2, 1)', [id, other]);
    const again = await view(id);
    expect(again.body.data.related_products.map((c) => c.id)).toEqual([other]);
    await t.db.query('DELETE FROM product_related WHERE product_id = $1', [id]);
  });

  it('gives combo items, the free item, the flash sale end and prepayment values', async () => {
    const combo = await one("SELECT id FROM products WHERE product_type = 'Combo' AND status ORDER BY id LIMIT 1");
    const c = (await view(combo)).body.data.product;
    expect(c.product_type).toBe('Combo');
    expect(c.combo_products?.length).toBeGreaterThan(0);
    for (const item of c.combo_products ?? []) {
      expect(Object.keys(item).sort()).toEqual(['featured_image', 'name', 'price', 'product_id']);
      expect(typeof item.price).toBe('number');
    }

    const withFree = await one('SELECT product_id AS id FROM product_free_items ORDER BY product_id LIMIT 1');
    const f = (await view(withFree)).body.data.product;
    expect(f.free).toEqual(expect.objectContaining({ name: expect.any(String), price: expect.any(Number) }));

    const flash = await one(`SELECT fsp.product_id AS id FROM flash_sale_products fsp JOIN flash_sales s ON s.id = fsp.flash_sale_id JOIN products p ON p.id = fsp.product_id
      WHERE s.status AND s.start_time <= now() AND s.end_time > now() AND p.status AND fsp.sale_price_paisa < p.price_paisa ORDER BY fsp.product_id LIMIT 1`);
    const fl = (await view(flash)).body.data.product;
    expect(fl.flash_sales?.end_time).toEqual(expect.any(String));
    expect(Date.parse(fl.flash_sales?.end_time ?? '')).toBeGreaterThan(Date.now());

    const prepay = await one('SELECT id FROM products WHERE prepayment AND status ORDER BY id LIMIT 1');
    const pp = (await view(prepay)).body.data.product;
    expect(pp.prepayment).toBe(1);
    expect(pp.prepayment_value).toBeGreaterThan(0);

    const plain = await one('SELECT id FROM products WHERE NOT prepayment AND status ORDER BY id LIMIT 1');
    expect((await view(plain)).body.data.product.prepayment).toBe(0);
  });

  it('marks services', async () => {
    const service = await one('SELECT id FROM products WHERE is_service AND status ORDER BY id LIMIT 1').catch(() => null);
    if (service === null) return;
    expect((await view(service)).body.data.product.is_service).toBe(1);
  });

  it("quotes emi_price as the lowest instalment the product's EMI modal offers (24 months), not the 12-month figure", async () => {
    const id = await one('SELECT id FROM products WHERE status AND emi_months = 12 ORDER BY id LIMIT 1');
    const { product: p, related_products, featured_products } = (await view(id)).body.data;
    // The modal divides the price the shopper pays by each period (EmiModal, shared/domain/emi.ts).
    const paid = effectivePrice(p.price, p.discount_price);
    expect(p.emi_price).toBe(lowestInstalment(paid));
    expect(p.emi_price).toBe(monthlyInstalment(paid, Math.max(...DEFAULT_EMI_MONTHS)));
    expect(p.emi_price).toBeLessThan(monthlyInstalment(paid, 12)!);
    for (const c of [...related_products, ...featured_products]) {
      if (c.emi_price != null) expect([c.id, c.emi_price]).toEqual([c.id, lowestInstalment(effectivePrice(c.price, c.discount_price))]);
    }
    const none = await one('SELECT id FROM products WHERE status AND emi_months = 0 ORDER BY id LIMIT 1');
    expect((await view(none)).body.data.product.emi_price).toBeNull();
  });

  it('answers 404 for unknown and switched-off products, 400 for a malformed id', async () => {
    const unknown = await view(99999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: M.noProduct });

    const id = await one('SELECT id FROM products WHERE status ORDER BY id DESC LIMIT 1');
    await t.db.query('UPDATE products SET status = false WHERE id = $1', [id]);
    expect((await view(id)).status).toBe(404);
    await t.db.query('UPDATE products SET status = true WHERE id = $1', [id]);

    for (const bad of ['abc', '-1', '1.5', '']) {
      const r = await view(bad);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(M.badProductId);
    }
    expect((await get(api, '/view-product')).status).toBe(400);
  });

  it('hands back HTML descriptions exactly as stored (the storefront sanitizes them)', async () => {
    const id = await one('SELECT id FROM products WHERE status ORDER BY id LIMIT 1 OFFSET 3');
    const hostile = '<p>Nice</p><img src=x onerror="alert(1)"><script>alert("x")</script>';
    await t.db.query('UPDATE products SET long_description = $2, quick_overview = $2 WHERE id = $1', [id, hostile]);
    const p = (await view(id)).body.data.product;
    expect(p.long_description).toBe(hostile);
    expect(p.quick_overview).toBe(hostile);
  });
});
