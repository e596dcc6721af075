/**
 * The wishlist calls (spec part 2 §6, §7; part 3 §7) and compare-products (part 2 §3 compare response).
 */
import type { CompareTable } from '../../shared/api/catalogue';
import type { WishlistItem } from '../../shared/api/wishlist';
import { paisaToRupees } from '../../shared/domain/money';
import { NO_VALUE } from '../../server/catalogue/compare';
import { COMPARE_MAX, PRODUCT_MESSAGES as M } from '../../server/catalogue/product-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { call, get, post } from './http';

let t: TestApp;
let api: string;
let sita: string;
let ram: string;
let ids: number[];

const login = async (email: string, password: string) =>
  (await post<{ data: { token: string } }>(api, '/login', { email, password })).body.data.token;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 50, env: { AUTH_RATE_LIMIT: '1000' } });
  api = `${t.baseUrl}/api`;
  sita = await login('sita@example.com', 'sita1234');
  ram = await login('ram@example.com', 'ram12345');
  ids = (await t.db.query<{ id: number }>('SELECT id FROM products WHERE status ORDER BY id LIMIT 5 OFFSET 10')).rows.map((r) => Number(r.id));
});
afterAll(() => t.close());

type WishlistAnswer = { data: { wishlists: WishlistItem[] } };
/** The spec's way: the token as a query parameter (no header). */
const viaQuery = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
  call<WishlistAnswer>(api, method, `${path}?token=${encodeURIComponent(token)}`, body);
const wishlistIds = async (token: string) =>
  (await viaQuery('GET', '/get-wishlist', token)).body.data.wishlists.map((w) => w.product_id);

describe('wishlist', () => {
  it('needs a session (bearer header or token query)', async () => {
    for (const [method, path] of [['POST', '/add-to-wishlist'], ['GET', '/get-wishlist'], ['POST', '/delete-wishlist']] as const) {
      const anonymous = await call(api, method, path, method === 'POST' ? { product_id: ids[0] } : undefined);
      expect(anonymous.status).toBe(401);
      const bad = await call(api, method, `${path}?token=not-a-session`, method === 'POST' ? { product_id: ids[0] } : undefined);
      expect(bad.status).toBe(401);
    }
  });

  it('lists the seeded wishlist with the spec fields', async () => {
    const r = await get<WishlistAnswer>(api, '/get-wishlist', sita);
    expect(r.status).toBe(200);
    expect(r.body.data.wishlists.length).toBeGreaterThan(0);
    for (const w of r.body.data.wishlists) {
      expect(Object.keys(w).sort()).toEqual(['available_quantity', 'product_discount_price', 'product_id', 'product_img', 'product_name', 'product_price']);
      expect(typeof w.product_price).toBe('number');
      expect(Number.isInteger(w.available_quantity)).toBe(true);
    }
    const row = (await t.db.query<{ price_paisa: number }>('SELECT price_paisa FROM products WHERE id = $1', [r.body.data.wishlists[0].product_id])).rows[0];
    expect(r.body.data.wishlists[0].product_price).toBe(paisaToRupees(row.price_paisa));
  });

  it('adds through the token query, ignores a duplicate and lists newest first', async () => {
    const add = await viaQuery('POST', '/add-to-wishlist', ram, { product_id: ids[0] });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe(M.wishlistAdded);
    expect(add.body.data).toEqual({ product_id: ids[0], added: true });
    const again = await viaQuery('POST', '/add-to-wishlist', ram, { product_id: ids[0] });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(M.wishlistAlready);
    // The storefront shows this answer instead of '{name} added to Wishlist' (issue 16).
    expect(again.body.data).toEqual({ product_id: ids[0], added: false });
    await post(api, '/add-to-wishlist', { product_id: ids[1] }, ram);
    expect(await wishlistIds(ram)).toEqual(expect.arrayContaining([ids[1], ids[0]]));
    expect((await wishlistIds(ram)).filter((id) => id === ids[0])).toHaveLength(1);
    const count = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM wishlists w JOIN users u ON u.id = w.user_id WHERE u.email = $1 AND w.product_id = $2', ['ram@example.com', ids[0]]);
    expect(Number(count.rows[0].n)).toBe(1);
  });

  it('is per user: another user neither sees nor deletes it', async () => {
    await viaQuery('POST', '/add-to-wishlist', ram, { product_id: ids[2] });
    expect(await wishlistIds(sita)).not.toContain(ids[2]);
    const foreign = await viaQuery('POST', '/delete-wishlist', sita, { product_id: ids[2] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(M.wishlistMissing);
    expect(await wishlistIds(ram)).toContain(ids[2]);
  });

  it('deletes and answers with the remaining list', async () => {
    const r = await viaQuery('POST', '/delete-wishlist', ram, { product_id: ids[2] });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(M.wishlistRemoved);
    expect(r.body.data.wishlists.map((w) => w.product_id)).not.toContain(ids[2]);
    expect((await viaQuery('POST', '/delete-wishlist', ram, { product_id: ids[2] })).status).toBe(404);
  });

  it('refuses bad product ids and unknown products', async () => {
    for (const product_id of ['abc', -1, 1.5, null, '7']) {
      const r = await viaQuery('POST', '/add-to-wishlist', ram, { product_id });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(M.productIdRequired);
    }
    const unknown = await viaQuery('POST', '/add-to-wishlist', ram, { product_id: 99999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.noProduct);
  });
});

describe('compare-products', () => {
  type CompareAnswer = { data: { products: CompareTable } };
  const compare = (q: string) => get<CompareAnswer>(api, `/compare-products${q}`);
  const LISTS = ['product_image', 'product_id', 'product_name', 'model_number', 'rating_count', 'price', 'description', 'manufacturer', 'availbility'] as const;

  it('answers parallel lists in the order asked, with attribute rows', async () => {
    const asked = [ids[3], ids[0], ids[1]];
    const r = await compare(`?product_id=${asked.join(',')}`);
    expect(r.status).toBe(200);
    const table = r.body.data.products;
    for (const key of LISTS) expect(table[key]).toHaveLength(3);
    expect(table.product_id).toEqual(asked);
    for (const p of table.price) expect(typeof p.price).toBe('number');
    for (const a of table.availbility) expect([0, 1]).toContain(a);
    for (const n of table.rating_count) expect(Number.isInteger(n)).toBe(true);
    expect(Object.keys(table.other).length).toBeGreaterThan(0);
    for (const values of Object.values(table.other)) expect(values).toHaveLength(3);
    const brand = await t.db.query<{ name: string }>('SELECT b.name FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = $1', [asked[0]]);
    expect(table.manufacturer[0]).toBe(brand.rows[0].name);
  });

  it("answers each product's average rating beside its review count (ours, as its card's ratings)", async () => {
    const reviewed = await t.db.query<{ id: string; n: string; r: string }>(
      `SELECT product_id AS id, count(*) AS n, round(avg((quality + price + value) / 3.0), 1) AS r FROM reviews
        WHERE status = 'approved' GROUP BY product_id ORDER BY count(*) DESC, product_id LIMIT 1`,
    );
    expect(reviewed.rows).toHaveLength(1);
    const { id, n, r } = reviewed.rows[0];
    const unreviewed = ids.find((x) => x !== Number(id)) as number;
    const table = (await compare(`?product_id=${id},${unreviewed}`)).body.data.products;
    expect(table.rating_count[0]).toBe(Number(n));
    expect(table.ratings?.[0]).toBe(Number(r));
    expect(table.ratings?.[0]).toBeGreaterThan(0);
    expect(table.ratings).toHaveLength(2);
  });

  it('fills a missing attribute with a placeholder', async () => {
    const [a, b] = await t.db.query<{ id: number }>('SELECT id FROM products WHERE status AND sub_category_id <> (SELECT sub_category_id FROM products WHERE id = $1) ORDER BY id LIMIT 1', [ids[0]])
      .then((r) => [ids[0], Number(r.rows[0].id)]);
    const table = (await compare(`?product_id=${a},${b}`)).body.data.products;
    expect(Object.values(table.other).some((values) => values.includes(NO_VALUE))).toBe(true);
  });

  it('drops unknown and switched-off ids, keeps one of each duplicate, takes repeated parameters', async () => {
    await t.db.query('UPDATE products SET status = false WHERE id = $1', [ids[4]]);
    const mixed = (await compare(`?product_id=${ids[0]},99999999,${ids[4]},${ids[0]},${ids[1]}`)).body.data.products;
    expect(mixed.product_id).toEqual([ids[0], ids[1]]);
    await t.db.query('UPDATE products SET status = true WHERE id = $1', [ids[4]]);
    const repeated = (await compare(`?product_id=${ids[1]}&product_id=${ids[0]}`)).body.data.products;
    expect(repeated.product_id).toEqual([ids[1], ids[0]]);
  });

  it('answers empty lists for no ids, 422 for malformed lists and too many ids', async () => {
    for (const q of ['', '?product_id=', '?product_id=,']) {
      const r = await compare(q);
      expect(r.status).toBe(200);
      expect(r.body.data.products.product_id).toEqual([]);
      expect(r.body.data.products.other).toEqual({});
    }
    for (const q of ['?product_id=1,abc', '?product_id=-1', '?product_id=1.5']) {
      const r = await compare(q);
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(M.compareBadIds);
    }
    const many = Array.from({ length: COMPARE_MAX + 1 }, (_, i) => i + 1).join(',');
    const r = await compare(`?product_id=${many}`);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(M.compareTooMany(COMPARE_MAX));
  });
});
