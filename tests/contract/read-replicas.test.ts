/**
 * DATABASE_READ_URL (issue 17, docs/adr/0014): catalogue and content reads go to the replicas,
 * carts and everything a shopper writes stay on the primary. The replica is simulated by a copy
 * of the primary taken before the test writes anything: what the catalogue routes answer from it
 * is told apart by a mark on its product names, and it has none of the primary's later rows.
 */
import { loadConfig } from '../../server/config';
import { openDatabase, prepareDatabase } from '../../server/db';
import { seedDatabase } from '../../server/seed';
import { createScratchDatabase, createTestApp, type TestApp } from '../support/contract-app';
import { addLine, api, cartOf, product, shopper } from './checkout-support';
import { get } from './http';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

test('DATABASE_READ_URL without DATABASE_URL is refused at start', () => {
  expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/app' })).toThrow(
    'DATABASE_READ_URL names replicas of DATABASE_URL: set DATABASE_URL too',
  );
});

onPostgres('with a replica', () => {
  const scratches: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
  let t: TestApp;
  let productId: number;
  let productName: string;

  beforeAll(async () => {
    const primary = await createScratchDatabase(process.env.DATABASE_URL!);
    scratches.push(primary);
    const db = await openDatabase({ databaseUrl: primary.url });
    await prepareDatabase(db, (s) => seedDatabase(s, { products: 30 }));
    const row = await db.query<{ id: number; name: string }>("SELECT id, name FROM products WHERE status AND NOT prepayment AND stock_quantity > 0 AND product_type = 'Normal' ORDER BY id LIMIT 1");
    ({ id: productId, name: productName } = row.rows[0]);
    await db.close();
    const replica = await createScratchDatabase(process.env.DATABASE_URL!, primary.url);
    scratches.push(replica);
    const r = await openDatabase({ databaseUrl: replica.url });
    await r.query("UPDATE products SET name = name || ' (replica)'");
    await r.close();
    t = await createTestApp({ databaseUrl: primary.url, env: { DATABASE_READ_URL: `${replica.url},${replica.url}` } });
  });
  afterAll(async () => {
    await t?.close();
    for (const s of scratches.reverse()) await s.drop();
  });

  it('the product page and listings are read from the replica', async () => {
    const page = await get<{ data: { product: { name: string } } }>(api(t), `/view-product?product=${productId}`);
    expect(page.body.data.product.name).toBe(`${productName} (replica)`);
    const home = await get<{ data: unknown }>(api(t), '/get-home-data');
    expect(JSON.stringify(home.body.data)).toContain(' (replica)');
    // A product only the primary has yet (the replica lags) is not found there.
    const fresh = await product(t, { pricePaisa: 1_000_00 });
    expect((await get(api(t), `/view-product?product=${fresh.id}`)).status).toBe(404);
  });

  it('the cart is read from the primary: a line written is there at once, under the primary\'s name', async () => {
    const s = await shopper(t);
    expect((await addLine(t, s.token, productId, 1)).status).toBe(200);
    const cart = await cartOf(t, s.token);
    expect(cart.body.data.cart_items).toEqual([expect.objectContaining({ product_id: productId, qty: 1, product_name: productName })]);
  });
});
