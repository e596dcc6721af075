/**
 * Server-rendered pages are kept and sent again (server/http/page-cache.ts) until what they show
 * changes: a write to the catalogue (a price, the stock an order takes, content) moves the
 * catalogue's version (migration 012) and the next request renders afresh. A page whose data
 * calls failed is never kept. The storefront's renderer is stood in for by a small one that shows
 * a product's price and stock and counts its renders.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/contract-app';

const TEMPLATE = readFileSync(resolve(__dirname, '../../storefront/index.html'), 'utf8');

// dist/ssr/render.cjs as the storefront builds it, in miniature: the page of /product-…-{id}
// shows what view-product answers; a URL saying 'uncacheable' stands for a page whose calls failed.
const RENDERER = `
let renders = 0;
exports.renderPage = async ({ url, apiBase, fetchApi }) => {
  renders += 1;
  const id = /-(\\d+)$/.exec(url.split('?')[0])?.[1];
  const answer = await fetchApi(apiBase + (id ? 'view-product?product=' + id : 'no-such-route'));
  const data = await answer.json();
  const p = data.data && data.data.product;
  const body = '<div id="root">' + (p ? 'price=' + p.price + ' stock=' + p.availability : 'status=' + answer.status) + ' render=' + renders + '</div>';
  // The storefront's renderer says so when a data call failed (a server error, no answer),
  // and gives the status of the page it rendered (404: the not-found page).
  return { head: '<title>' + (p ? p.name : 'Page not found') + '</title>', body, status: p ? 200 : 404, cacheable: !url.includes('uncacheable') };
};
`;

let t: TestApp;
let dist: string;
let productId: number;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cg-page-cache-'));
  mkdirSync(join(dist, 'storefront/assets'), { recursive: true });
  mkdirSync(join(dist, 'widgets'), { recursive: true });
  mkdirSync(join(dist, 'ssr'), { recursive: true });
  writeFileSync(join(dist, 'storefront/index.html'), TEMPLATE);
  writeFileSync(join(dist, 'ssr/render.cjs'), RENDERER);
  t = await createTestApp({ seedProducts: 20, config: { distDir: dist } });
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM products WHERE stock_quantity > 0 AND status ORDER BY id LIMIT 1');
  productId = rows[0].id;
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  return { status: res.status, root: /<div id="root">([^<]*)<\/div>/.exec(html)?.[1] ?? '' };
};
const renderOf = (root: string) => Number(/render=(\d+)/.exec(root)?.[1]);

describe('the page cache', () => {
  it('sends a rendered page again without rendering it again', async () => {
    const first = await page(`/product-any-${productId}`);
    const again = await page(`/product-any-${productId}`);
    expect(first.status).toBe(200);
    expect(again.root).toBe(first.root);
    // Another URL is another page.
    const other = await page(`/product-any-${productId}?utm_source=x`);
    expect(renderOf(other.root)).toBe(renderOf(first.root) + 1);
  });

  it('renders a page asked for again while it renders once, for both', async () => {
    const path = `/product-any-${productId}?together`;
    const before = renderOf((await page(`${path}-before`)).root);
    const [a, b] = await Promise.all([page(path), page(path)]);
    expect(a.root).toBe(b.root);
    // One render for the two, then one for the next page.
    expect(renderOf((await page(`${path}-after`)).root)).toBe(before + 2);
  });

  it('renders afresh once the stock or the price changed, in the transaction that changed it', async () => {
    const before = await page(`/product-any-${productId}`);
    await t.db.transaction(async (tx) => {
      await tx.query('UPDATE products SET stock_quantity = 0 WHERE id = $1', [productId]);
    });
    const soldOut = await page(`/product-any-${productId}`);
    expect(renderOf(soldOut.root)).toBeGreaterThan(renderOf(before.root));
    expect(soldOut.root).toContain('stock=0');
    await t.db.query('UPDATE products SET price_paisa = price_paisa + 100, discount_price_paisa = NULL WHERE id = $1', [productId]);
    const repriced = await page(`/product-any-${productId}`);
    expect(renderOf(repriced.root)).toBeGreaterThan(renderOf(soldOut.root));
    const priceOf = (root: string) => /price=(\S+)/.exec(root)?.[1];
    expect(priceOf(repriced.root)).not.toBe(priceOf(soldOut.root));
  });

  it('renders afresh after a change to content the pages show', async () => {
    const before = await page(`/product-any-${productId}`);
    await t.db.query("UPDATE pages SET title = title || ' ' WHERE id = (SELECT min(id) FROM pages)");
    const after = await page(`/product-any-${productId}`);
    expect(renderOf(after.root)).toBe(renderOf(before.root) + 1);
  });

  it('does not move for writes that no public page shows (a cart, a session)', async () => {
    const { rows: before } = await t.db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version');
    await t.db.query("UPDATE users SET updated_at = now() WHERE id = (SELECT min(id) FROM users)").catch(() => undefined);
    await t.db.query('DELETE FROM rate_limits');
    const { rows: after } = await t.db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version');
    expect(after[0].version).toBe(before[0].version);
  });

  it('sends a kept page compressed as the browser accepts it (brotli, else gzip), the same document each way', async () => {
    const path = `/product-x-${productId}?encodings`;
    const raw = (acceptEncoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((done, fail) => {
        const headers: Record<string, string> = { accept: 'text/html' };
        if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
        request(`${t.baseUrl}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes: Buffer.concat(chunks) }));
        })
          .on('error', fail)
          .end();
      });
    const plain = await raw();
    const br = await raw('gzip, deflate, br');
    const gzip = await raw('gzip;q=1, br;q=0');
    expect(plain.encoding).toBeUndefined();
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    for (const r of [plain, br, gzip]) expect(r.vary).toMatch(/accept-encoding/i);
    const html = plain.bytes.toString('utf8');
    expect(renderOf(/<div id="root">([^<]*)<\/div>/.exec(html)?.[1] ?? '')).toBeGreaterThan(0);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(html);
  });

  it('keeps a not-found page, never one whose data calls failed', async () => {
    const first = await page('/product-any-999999999');
    const again = await page('/product-any-999999999');
    expect(first.status).toBe(404);
    expect(again.root).toBe(first.root);
    const failed = await page(`/product-uncacheable-${productId}`);
    const failedAgain = await page(`/product-uncacheable-${productId}`);
    expect(renderOf(failedAgain.root)).toBe(renderOf(failed.root) + 1);
  });
});
