/**
 * DATABASE_READ_URL (issue 17, docs/adr/0014): catalogue and content reads go to the replicas,
 * carts and everything a shopper writes stay on the primary. Twice: with a copy of the primary
 * taken before the test writes anything (what the catalogue routes answer from it is told apart
 * by a mark on its product names), and with the streaming replica the PostgreSQL run starts
 * beside the primary (tests/support/with-postgres.mjs, pg_basebackup -R; DATABASE_REPLICA_URL).
 */
import { loadConfig } from '../../server/config';
import { openDatabase, prepareDatabase } from '../../server/db';
import { seedDatabase } from '../../server/demo/seed';
import pg from 'pg';
import { createScratchDatabase, createTestApp, type TestApp } from '../support/contract-app';
import { waitFor } from '../support/wait-for';
import { addLine, api, cartOf, product, shopper } from './checkout-support';
import { get } from './http';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const withStreamingReplica = process.env.DATABASE_REPLICA_URL ? describe : describe.skip;

/** A primary database seeded for the test (dropped by the caller), with one product a cart can take. */
async function seededPrimary() {
  const primary = await createScratchDatabase(process.env.DATABASE_URL!);
  const db = await openDatabase({ databaseUrl: primary.url });
  try {
    await prepareDatabase(db, (s) => seedDatabase(s, { products: 30 }));
    const row = await db.query<{ id: number; name: string }>(
      "SELECT id, name FROM products WHERE status AND NOT prepayment AND stock_quantity > 0 AND product_type = 'Normal' ORDER BY id LIMIT 1",
    );
    return { primary, product: row.rows[0] };
  } finally {
    await db.close();
  }
}

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
    const { primary, product: p } = await seededPrimary();
    scratches.push(primary);
    ({ id: productId, name: productName } = p);
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

withStreamingReplica('with a streaming replica (pg_basebackup -R)', () => {
  let primary: Awaited<ReturnType<typeof createScratchDatabase>>;
  let t: TestApp;
  let productId: number;
  /** The replica's own `postgres` database, to read its statistics and pause its replay. */
  let admin: pg.Client;
  let dbName: string;

  const replicaCommits = async () =>
    Number((await admin.query('SELECT xact_commit FROM pg_stat_database WHERE datname = $1', [dbName])).rows[0]?.xact_commit ?? 0);

  beforeAll(async () => {
    let product: { id: number };
    ({ primary, product } = await seededPrimary());
    productId = product.id;
    dbName = new URL(primary.url).pathname.slice(1);
    const replicaUrl = new URL(process.env.DATABASE_REPLICA_URL!);
    replicaUrl.pathname = `/${dbName}`;
    await waitFor(async () => {
      const c = new pg.Client({ connectionString: replicaUrl.toString() });
      try {
        await c.connect();
        return (await c.query('SELECT 1 FROM seed_state')).rows.length === 1;
      } catch {
        return false;
      } finally {
        await c.end().catch(() => undefined);
      }
    }, 'the replica to have the seeded database', 30_000);
    const adminUrl = new URL(process.env.DATABASE_REPLICA_URL!);
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    t = await createTestApp({ databaseUrl: primary.url, env: { DATABASE_READ_URL: replicaUrl.toString() } });
  });
  afterAll(async () => {
    await admin?.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await admin?.end();
    await t?.close();
    await primary?.drop();
  });

  it('catalogue reads reach the replica: its pg_stat_database counters move', async () => {
    const before = await replicaCommits();
    for (let i = 0; i < 3; i++) expect((await get(api(t), `/view-product?product=${productId}`)).status).toBe(200);
    expect((await get(api(t), '/get-home-data')).status).toBe(200);
    await waitFor(async () => (await replicaCommits()) > before, "the replica's xact_commit to move", 20_000);
  });

  it('while the replica lags, the cart sees a write at once and the product page shows the product once it has caught up', async () => {
    await admin.query('SELECT pg_wal_replay_pause()');
    let freshId: number;
    try {
      freshId = (await product(t, { pricePaisa: 1_500_00, stock: 5 })).id;
      expect((await get(api(t), `/view-product?product=${freshId}`)).status).toBe(404);
      const s = await shopper(t);
      expect((await addLine(t, s.token, freshId, 2)).status).toBe(200);
      expect((await cartOf(t, s.token)).body.data.cart_items).toEqual([expect.objectContaining({ product_id: freshId, qty: 2 })]);
    } finally {
      await admin.query('SELECT pg_wal_replay_resume()');
    }
    await waitFor(async () => (await get(api(t), `/view-product?product=${freshId}`)).status === 200, 'the replica to catch up');
  });
});
