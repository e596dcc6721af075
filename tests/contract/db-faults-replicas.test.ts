/**
 * Replicas are an optimisation, never a single point of failure (issue 30, docs/adr/0014): a
 * replica behind a TCP proxy the test stops and starts. The server starts while the replica is
 * down, catalogue reads and searches answer throughout (from the primary while the replica is away), the
 * readiness answer reports the replica, and reads go back to it once it answers. PostgreSQL only.
 */
import { openDatabase, prepareDatabase } from '../../server/db';
import { seedDatabase } from '../../server/demo/seed';
import { createScratchDatabase, createTestApp, type TestApp } from '../support/contract-app';
import { useProcessEnv } from '../support/process-env';
import { tcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { waitFor } from '../support/wait-for';
import { api } from './checkout-support';
import { get } from './http';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

interface Readiness {
  statusCode: number;
  status: string;
  message: string;
  databases: { name: string; role: string; up: boolean; ms: number; error?: string }[];
}

onPostgres('a replica that goes away and comes back', () => {
  // A replica marked down is asked again within 400 ms; a connection is waited for 1 s at most.
  useProcessEnv({ PG_REPLICA_PROBE_MS: '400', PG_CONNECT_TIMEOUT_MS: '1000' });
  const scratches: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
  let proxy: TcpProxy;
  let t: TestApp;
  let productIds: number[];

  beforeAll(async () => {
    const primary = await createScratchDatabase(process.env.DATABASE_URL!);
    scratches.push(primary);
    const db = await openDatabase({ databaseUrl: primary.url });
    try {
      await prepareDatabase(db, (s) => seedDatabase(s, { products: 30 }));
      productIds = (await db.query<{ id: number }>('SELECT id FROM products WHERE status ORDER BY id')).rows.map((r) => r.id);
    } finally {
      await db.close();
    }
    // The "replica": a copy of the primary, its product names marked, reached through the proxy.
    const replica = await createScratchDatabase(process.env.DATABASE_URL!, primary.url);
    scratches.push(replica);
    const r = await openDatabase({ databaseUrl: replica.url });
    await r.query("UPDATE products SET name = name || ' (replica)'");
    await r.close();
    const server = new URL(process.env.DATABASE_URL!);
    proxy = await tcpProxy(server.hostname, Number(server.port || 5432));
    await proxy.stop();
    t = await createTestApp({ databaseUrl: primary.url, env: { DATABASE_READ_URL: proxy.urlFor(replica.url), JOB_POLL_MS: '0' } });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
    for (const s of scratches.reverse()) await s.drop();
  });

  let nextProduct = 0;
  /** A product page not read before (no per-process answer is reused): its name says which database answered. */
  const productPage = async () => {
    const id = productIds[nextProduct++ % productIds.length];
    const page = await get<{ data: { product: { name: string } } }>(api(t), `/view-product?product=${id}`);
    return { status: page.status, fromReplica: page.body.data?.product.name.endsWith(' (replica)') };
  };
  const SEARCH_WORDS = ['samsung', 'television', 'refrigerater', 'washing machine', 'inverter ac', 'laptop', 'sam', 'fridge', 'speaker', 'led tv'];
  const SEARCH_SORTS = ['', '&sort=new', '&sort=low-to-high', '&sort=high-to-low'];
  let nextSearch = 0;
  /** A search not made before (its answer is not kept yet): the status it answers with. */
  const search = async () => {
    const n = nextSearch++;
    const words = encodeURIComponent(SEARCH_WORDS[n % SEARCH_WORDS.length]);
    const sort = SEARCH_SORTS[Math.floor(n / SEARCH_WORDS.length) % SEARCH_SORTS.length];
    return (await get(api(t), `/web-search?keywords=${words}${sort}`)).status;
  };
  const readiness = async () => {
    const started = Date.now();
    const r = await get<Readiness>(api(t), '/health/ready');
    return { ...r, ms: Date.now() - started };
  };

  it('starts while its replica is down; reads come from the primary and readiness says degraded', async () => {
    const page = await productPage();
    expect(page).toEqual({ status: 200, fromReplica: false });
    expect(await search()).toBe(200);
    await waitFor(async () => (await readiness()).body.status === 'degraded', 'readiness to report the replica down');
    const ready = await readiness();
    expect(ready.status).toBe(200);
    expect(ready.ms).toBeLessThan(1_500);
    expect(ready.body.databases).toEqual([
      expect.objectContaining({ name: 'primary', role: 'primary', up: true }),
      expect.objectContaining({ name: 'replica 1', role: 'replica', up: false }),
    ]);
    expect(ready.body.message).toContain('replica 1 does not answer');
  });

  it('reads go to the replica again once it answers', async () => {
    await proxy.start();
    await waitFor(async () => (await readiness()).body.status === 'ready', 'readiness to see the replica answer');
    await waitFor(async () => (await productPage()).fromReplica === true, 'a product page read from the replica');
  });

  it('while the replica is stopped under reads, every catalogue read and search still answers', async () => {
    const reads = [...Array.from({ length: 12 }, async () => (await productPage()).status), ...Array.from({ length: 4 }, search)];
    await proxy.stop();
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const more = [...Array.from({ length: 8 }, async () => (await productPage()).status), ...Array.from({ length: 4 }, search)];
      statuses.push(...(await Promise.all([...(round === 0 ? reads : []), ...more])));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses.length).toBe(16 + 4 * 12);
    const ready = await readiness();
    expect(ready.status).toBe(200);
    expect(ready.body.databases.find((d) => d.name === 'replica 1')?.up).toBe(false);
    expect((await get(api(t), '/get-home-data')).status).toBe(200);

    await proxy.start();
    await waitFor(async () => (await readiness()).body.status === 'ready', 'the replica to be used again');
  });

  it('the pool states the metrics read: the primary and the replica', () => {
    const states = [...(t.app.db.pools?.() ?? []), ...(t.app.readDb.pools?.() ?? [])];
    expect(states.map((s) => [s.name, s.role, s.up])).toEqual([
      ['primary', 'primary', true],
      ['replica 1', 'replica', true],
    ]);
    for (const s of states) expect(s.total).toBeGreaterThanOrEqual(s.idle);
  });
});
