/**
 * Issue 17: several API processes over one PostgreSQL database. Each "process" is an app with its
 * own connection pool on the same database (on PGlite, which has one session, they share it).
 * server-processes.test.ts checks the same with real server processes on PostgreSQL.
 */
import { openDatabase, prepareDatabase, type Database } from '../../server/db';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { seedDatabase } from '../../server/demo/seed';
import { readdirSync } from 'node:fs';
import { createScratchDatabase, createSiblingApp, createTestApp, type TestApp } from '../support/contract-app';
import {
  addLine, api, cartOf, checkout, checkoutApp, orderPayload, orderState, paymentsOf, product, settle, shopper, stockOf, type CheckoutAnswer, type Place,
} from './checkout-support';
import { get, post } from './http';
import { hop } from './reservation-support';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f));

onPostgres('processes started at the same moment on an empty database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeEach(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
  });
  afterEach(() => scratch.drop());

  it('all come up: one applies the migrations and seeds, the others wait and find it done', async () => {
    const dbs: Database[] = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })));
    try {
      const starts = await Promise.all(dbs.map((db) => prepareDatabase(db, (s) => seedDatabase(s, { products: 30 }))));
      expect(starts.map((s) => s.applied.length).sort()).toEqual([0, 0, migrationFiles.length]);
      expect(starts.map((s) => s.result.seeded).sort()).toEqual([false, false, true]);
      const applied = await dbs[0].query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.rows.map((r) => r.name)).toEqual([...migrationFiles].sort());
      expect((await dbs[0].query('SELECT name FROM seed_state')).rows).toHaveLength(1);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });

  it('two servers started together both serve', async () => {
    const apps = await Promise.all([1, 2].map(() => createTestApp({ seedProducts: 30, databaseUrl: scratch.url })));
    try {
      for (const a of apps) expect((await get(a.apiUrl, 'health')).status).toBe(200);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });
});

describe('rate limits count across processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ seedProducts: 0 });
    b = await createSiblingApp(a, { seedProducts: 0 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('14 wrong passwords for one account, alternating between two processes: 401 ten times, then 429', async () => {
    const email = `two-procs-${Date.now()}@example.com`;
    const reg = await post(`${a.baseUrl}/api`, '/register', { fullName: 'Sita Thapa', emailAddress: email, mobileNumber: '9801234567', password: 'right-pass' });
    expect(reg.status).toBe(200);
    const answers = [];
    for (let i = 0; i < 14; i++) answers.push(await post(`${(i % 2 ? b : a).baseUrl}/api`, '/login', { email, password: 'wrong-pass' }));
    expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    expect(answers[13].body.message).toMatch(/^Too many failed logins for this account\. Please wait 15 minutes and try again, or reset your password\.$/);
  });
});

describe('two processes behind a load balancer', () => {
  let a: TestApp;
  let b: TestApp;
  let valley: Place;
  beforeAll(async () => {
    ({ t: a, valley } = await checkoutApp());
    b = await createSiblingApp(a, { seedProducts: 30 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a token from one works on the other, and a cart line written on one is read on the other at once', async () => {
    const email = `lb-${Date.now()}@example.com`;
    const reg = await post<{ data: { token: string } }>(api(a), '/register', { fullName: 'Hari Shrestha', emailAddress: email, mobileNumber: '9801234567', password: 'right-pass' });
    const { token } = reg.body.data;
    const p = await product(a, { pricePaisa: 2_500_00, stock: 4 });
    expect((await addLine(a, token, p.id, 2)).status).toBe(200);
    expect((await cartOf(b, token)).body.data.cart_items).toEqual([expect.objectContaining({ product_id: p.id, qty: 2 })]);
  });

  it('a warranty proof uploaded through one is served by the other', async () => {
    const s = await shopper(a);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const { model_number: model } = (await a.db.query<{ model_number: string }>('SELECT model_number FROM products WHERE status ORDER BY id LIMIT 1')).rows[0];
    const form = new FormData();
    for (const [k, v] of Object.entries({ model_no: model, serial_number: `LB-${Date.now()}`, place_of_purchase: 'CG Digital, Durbarmarg', purchase_date: '2024-05-01' })) form.append(k, v);
    form.append('proof_of_purchase', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'invoice.png');
    const sent = await fetch(`${api(a)}/post-warranty-web`, { method: 'POST', headers: { Authorization: `Bearer ${s.token}` }, body: form });
    expect(sent.status).toBe(200);
    const { proof_file_name: name } = (await a.db.query<{ proof_file_name: string }>('SELECT proof_file_name FROM warranty_registrations WHERE user_id = $1', [s.id])).rows[0];
    const served = await fetch(`${api(b)}/warranty-proof/${name}`, { headers: { Authorization: `Bearer ${s.token}` } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('stock is never oversold with checkouts spread over both: 3 units, 16 shoppers, 3 orders', async () => {
    const p = await product(a, { pricePaisa: 9_000_00, stock: 3 });
    const shoppers = [];
    for (let i = 0; i < 16; i++) shoppers.push(await shopper(a, `Shopper ${i}`));
    for (const s of shoppers) await addLine(a, s.token, p.id, 1);
    const answers = await Promise.all(shoppers.map((s, i) => checkout(i % 2 ? b : a, s.token, orderPayload(valley, 'Cash On Delivery'))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(13);
    expect(await stockOf(a, p.id)).toBe(0);
  });

  it('a payment return replayed over both processes at once records one payment', async () => {
    const p = await product(a, { pricePaisa: 3_000_00, stock: 2 });
    const s = await shopper(a);
    await addLine(a, s.token, p.id, 1);
    const placed = await checkout(a, s.token, orderPayload(valley, 'eSewa'));
    expect(placed.status).toBe(200);
    const order = (placed.body as CheckoutAnswer).order_id;
    const { gatewayReturn } = await settle(a, placed.body as CheckoutAnswer, 'pay');
    const ledger = () => a.db.query('SELECT points, status FROM loyalty_ledger WHERE order_id = $1 ORDER BY id', [order]).then((r) => r.rows);
    const once = await ledger();
    const onB = gatewayReturn.replace(a.baseUrl, b.baseUrl);
    const replays = await Promise.all(Array.from({ length: 12 }, (_, i) => hop(i % 2 ? onB : gatewayReturn)));
    for (const r of replays) expect(r.status).toBe(302);
    expect((await paymentsOf(a, { orderId: order })).map((x) => x.status)).toEqual(['paid']);
    expect(await ledger()).toEqual(once);
    expect(await orderState(a, order)).toMatchObject({ payment_status: 'Paid' });
    expect(await stockOf(a, p.id)).toBe(1);
  });
});
