/**
 * Issue 30: anonymous reviews cannot flood a product. One product is reviewed anonymously at most
 * REVIEW_ANON_PER_PRODUCT times per address a day; past REVIEW_BURST anonymous reviews of one
 * product within an hour, the next wait for moderation (pending, not shown) with the message that
 * says so; reviews by logged-in shoppers are not held.
 */
import type { ProductPageData } from '../../shared/api/catalogue';
import { LIMIT_MESSAGES } from '../../server/http/rate-limits';
import { PRODUCT_MESSAGES as M } from '../../server/catalogue/product-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { product, shopper } from './checkout-support';
import { get, type Answer } from './http';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 5, env: { FORM_RATE_LIMIT: '1000', REVIEW_BURST: '3', REVIEW_ANON_PER_PRODUCT: '2', TRUST_PROXY: '127.0.0.1' } });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

type Posted = Answer<{ data: { status: string } }>;
const review = (productId: number, summary: string, address: string, token?: string): Promise<Posted> =>
  fetch(`${api}/post-reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ name: 'Ramesh', quality: 5, price: 5, value: 5, product_id: productId, summary, review: 'Best ever.' }),
  }).then(async (res) => ({ status: res.status, headers: res.headers, body: (await res.json()) as Posted['body'] }));
const stored = async (productId: number) =>
  (await t.db.query<{ summary: string; status: string }>('SELECT summary, status FROM reviews WHERE product_id = $1 ORDER BY id', [productId])).rows;
const shown = async (productId: number) =>
  (await get<{ data: ProductPageData }>(api, `/view-product?product=${productId}`)).body.data.product.reviews.map((r) => r.summary);

it('takes REVIEW_ANON_PER_PRODUCT anonymous reviews of one product per address a day, then says to wait or log in', async () => {
  const p = (await product(t, { pricePaisa: 10_000_00 })).id;
  const other = (await product(t, { pricePaisa: 10_000_00 })).id;
  expect((await review(p, 'one', '203.0.113.1')).status).toBe(200);
  expect((await review(p, 'two', '203.0.113.1')).status).toBe(200);
  const third = await review(p, 'three', '203.0.113.1');
  expect([third.status, third.body.message]).toEqual([429, LIMIT_MESSAGES.anonymousReview(Number(third.headers.get('retry-after')))]);
  expect(third.body.message).toMatch(/^A review of this product was already posted from your network\. Please wait (24 hours|\d+ minutes) before posting another, or log in to post yours\.$/);
  expect((await stored(p)).map((r) => r.summary)).toEqual(['one', 'two']);
  // Another product from that address, the same product from another address, a logged-in shopper: taken.
  expect((await review(other, 'elsewhere', '203.0.113.1')).status).toBe(200);
  expect((await review(p, 'neighbour', '203.0.113.2')).status).toBe(200);
  expect((await review(p, 'member', '203.0.113.1', (await shopper(t)).token)).status).toBe(200);
});

it('holds anonymous reviews for moderation past REVIEW_BURST of one product within an hour; logged-in reviews still publish', async () => {
  const p = (await product(t, { pricePaisa: 20_000_00 })).id;
  for (let i = 1; i <= 3; i++) {
    const r = await review(p, `burst ${i}`, `198.51.100.${i}`);
    expect([r.status, r.body.message, r.body.data.status]).toEqual([200, M.reviewPosted, 'approved']);
  }
  const held = await review(p, 'burst 4', '198.51.100.4');
  expect([held.status, held.body.message, held.body.data.status]).toEqual([200, M.reviewPending, 'pending']);
  const member = await review(p, 'member', '198.51.100.5', (await shopper(t)).token);
  expect([member.status, member.body.message, member.body.data.status]).toEqual([200, M.reviewPosted, 'approved']);
  expect(await stored(p)).toEqual(expect.arrayContaining([{ summary: 'burst 4', status: 'pending' }]));
  expect(await shown(p)).not.toContain('burst 4');
  // An hour later (moved in SQL) the product takes anonymous reviews as before.
  await t.db.query(`UPDATE reviews SET posted_on = posted_on - interval '61 minutes' WHERE product_id = $1`, [p]);
  expect((await review(p, 'later', '198.51.100.6')).body.data.status).toBe('approved');
});
