/**
 * Listing and search answers are kept per catalogue version (server/http/answer-cache.ts, ADR 15):
 * an answer is served again while the version stays, and a write to the catalogue made anywhere —
 * here straight into the database, as another process would — moves the version, so the next
 * answer is read afresh.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FlashSalesData, ListingData, ProductPageData, SearchData } from '../../shared/api/catalogue';
import { createTestApp, type TestApp } from '../support/contract-app';
import { get } from './http';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

type Body<T> = { statusCode: number; data: T };
const version = async () => (await t.db.query<{ v: string }>('SELECT version::text AS v FROM catalogue_version')).rows[0].v;
const setVersion = (v: string) => t.db.query('UPDATE catalogue_version SET version = $1::bigint', [v]);

it.each([
  ['a sub-category listing', 'listing'],
  ['a search', 'search'],
])('keeps %s while the catalogue version stays, and answers afresh after any write', async (_label, kind) => {
  const sub = (await t.db.query<{ id: number; url: string }>(
    `SELECT s.id, s.sub_category_url AS url FROM sub_categories s
      WHERE s.status AND EXISTS (SELECT 1 FROM products p WHERE p.sub_category_id = s.id AND p.status)
      ORDER BY s.id LIMIT 1`,
  )).rows[0];
  const path = kind === 'listing' ? `/get/sub-${sub.url}` : '/web-search?keywords=samsung';
  const read = async () => (await get<Body<ListingData | SearchData>>(api, path)).body.data.products;

  const before = await read();
  const { id, name } = before[0];
  const kept = await version();
  // The write moves the version (migration 012); putting it back makes the write invisible to the
  // version, so the kept answer is what comes back.
  await t.db.query("UPDATE products SET name = name || ' Renamed' WHERE id = $1", [id]);
  expect(await version()).not.toBe(kept);
  const moved = await version();
  await setVersion(kept);
  try {
    expect((await read())[0].name).toBe(name);
    await setVersion(moved);
    expect((await read()).find((p) => p.id === id)?.name).toBe(`${name} Renamed`);
  } finally {
    await t.db.query('UPDATE products SET name = $2 WHERE id = $1', [id, name]);
  }
  expect((await read()).find((p) => p.id === id)?.name).toBe(name);
});

it('keeps a product page while the catalogue version stays, and answers afresh after any write', async () => {
  const { id } = (await t.db.query<{ id: number }>('SELECT id::int AS id FROM products WHERE status ORDER BY id LIMIT 1')).rows[0];
  const read = async () => (await get<Body<ProductPageData>>(api, `/view-product?product=${id}`)).body.data.title;
  const name = await read();
  const kept = await version();
  await t.db.query("UPDATE products SET name = name || ' Renamed' WHERE id = $1", [id]);
  const moved = await version();
  await setVersion(kept);
  try {
    expect(await read()).toBe(name);
    await setVersion(moved);
    expect(await read()).toBe(`${name} Renamed`);
  } finally {
    await t.db.query('UPDATE products SET name = $2 WHERE id = $1', [id, name]);
  }
});

it('answers the product page and the flash sale page afresh the moment a flash sale ends, with no write', async () => {
  const p = (await t.db.query<{ id: number; price: string }>(
    `SELECT id::int AS id, sale_price_paisa::text AS price FROM products
      WHERE status AND id NOT IN (SELECT product_id FROM flash_sale_products) ORDER BY id LIMIT 1`,
  )).rows[0];
  const flashPaisa = Math.round((Number(p.price) * 0.5) / 100) * 100;
  const sale = (await t.db.query<{ id: number }>(
    `INSERT INTO flash_sales (title, start_time, end_time) VALUES ('Ends in three seconds', now() - interval '1 minute', now() + interval '3 seconds') RETURNING id`,
  )).rows[0].id;
  await t.db.query('INSERT INTO flash_sale_products (flash_sale_id, product_id, sale_price_paisa, position) VALUES ($1, $2, $3, 1)', [sale, p.id, flashPaisa]);
  try {
    const page = async () => (await get<Body<ProductPageData>>(api, `/view-product?product=${p.id}`)).body.data.product.discount_price;
    const sales = async () => (await get<Body<FlashSalesData>>(api, '/current-flash-sales')).body.data.flash_sale?.title ?? null;
    expect(await page()).toBe(flashPaisa / 100);
    expect(await sales()).toBe('Ends in three seconds');
    const ends = (await t.db.query<{ ms: number }>('SELECT (extract(epoch FROM end_time) * 1000)::float8 AS ms FROM flash_sales WHERE id = $1', [sale])).rows[0].ms;
    await new Promise((r) => setTimeout(r, Math.max(0, ends - Date.now()) + 300));
    // No write since: the version is the same, and the answers kept under it end with the sale.
    expect(await page()).not.toBe(flashPaisa / 100);
    expect(await sales()).not.toBe('Ends in three seconds');
  } finally {
    await t.db.query('DELETE FROM flash_sales WHERE id = $1', [sale]);
  }
});

it('sends an answer compressed as the client accepts it (brotli, else gzip, else as it is), the same JSON each way', async () => {
  const raw = (acceptEncoding?: string) =>
    new Promise<{ status?: number; type?: string; encoding?: string; vary?: string; bytes: Buffer }>((done, fail) => {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      request(`${api}/web-search?keywords=samsung&encodings`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode, type: res.headers['content-type'], encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes: Buffer.concat(chunks) }),
        );
      })
        .on('error', fail)
        .end();
    });
  // The first asks afresh, the others are sent the kept answer.
  const plain = await raw();
  const br = await raw('gzip, deflate, br');
  const gzip = await raw('gzip;q=1, br;q=0');
  expect([plain.encoding, br.encoding, gzip.encoding]).toEqual([undefined, 'br', 'gzip']);
  for (const r of [plain, br, gzip]) {
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^application\/json/);
    expect(r.vary).toMatch(/accept-encoding/i);
  }
  const json = plain.bytes.toString('utf8');
  expect((JSON.parse(json) as Body<SearchData>).data.products.length).toBeGreaterThan(0);
  expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(json);
  expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(json);
});
