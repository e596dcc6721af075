/**
 * Stock never oversells: 50 shoppers check out the same product, which has 5 units, all at once.
 * Exactly 5 orders are placed and 45 shoppers get a clear refusal; the stock ends at 0, never
 * below. Run on PGlite and on PostgreSQL (tests/support/with-postgres.mjs), where the checkouts
 * really do run in parallel on a pool of connections.
 */
import type { TestApp } from '../support/contract-app';
import type { Queryable } from '../../server/db/types';
import { CART_MESSAGES as C } from '../../server/orders/checkout-messages';
import { releaseAbandoned } from '../../server/orders/order-settlement';
import { addLine, checkout, checkoutApp, orderPayload, product, settle, shopper, stockOf, type CheckoutAnswer, type Place, type Shopper } from './checkout-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

async function fiftyWithOneEach(productId: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < 50; i++) shoppers.push(await shopper(t, `Shopper ${i}`));
  for (const s of shoppers) await addLine(t, s.token, productId, 1);
  return shoppers;
}

it.each(['Cash On Delivery', 'eSewa'])('50 concurrent %s checkouts of 5 units: 5 orders, 45 refusals', async (method) => {
  const p = await product(t, { pricePaisa: 15_000_00, stock: 5, name: `Limited Edition Speaker ${method}` });
  const shoppers = await fiftyWithOneEach(p.id);
  const answers = await Promise.all(shoppers.map((s) => checkout(t, s.token, orderPayload(valley, method))));
  const ok = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  expect(ok).toHaveLength(5);
  expect(refused).toHaveLength(45);
  for (const r of refused) {
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ statusCode: 422, message: C.outOfStock(p.name) });
  }
  expect(await stockOf(t, p.id)).toBe(0);
  const orders = await t.db.query<{ n: number }>('SELECT count(DISTINCT order_id)::int AS n FROM order_products WHERE product_id = $1', [p.id]);
  expect(orders.rows[0].n).toBe(5);

  if (method === 'eSewa') {
    // eSewa's cancel return proves nothing (docs/adr/0010-payment-truth.md): the unit stays held
    // until the hold expires, then comes back exactly once; a refused shopper can then buy it.
    const first = ok[0].body as CheckoutAnswer;
    await settle(t, first, 'cancel');
    expect(await stockOf(t, p.id)).toBe(0);
    await t.db.query(`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = $1`, [first.order_id]);
    await Promise.all([releaseAbandoned(t.db, 30), releaseAbandoned(t.db, 30)]);
    expect(await stockOf(t, p.id)).toBe(1);
    const late = shoppers[answers.indexOf(refused[0])];
    expect((await checkout(t, late.token, orderPayload(valley, 'Cash On Delivery'))).status).toBe(200);
    expect(await stockOf(t, p.id)).toBe(0);
  }
});

/** The statements of each transaction the app opens while `run` runs. */
async function transactionsDuring(run: () => Promise<unknown>): Promise<string[][]> {
  const db = t.app.db;
  const original = db.transaction;
  const seen: string[][] = [];
  db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) => original.call(db, (tx: Queryable) => {
    const statements: string[] = [];
    seen.push(statements);
    const recording = new Proxy(tx, {
      get: (target, prop, receiver) => prop === 'query'
        ? (sql: string, params?: unknown[]) => { statements.push(sql); return target.query(sql, params); }
        : Reflect.get(target, prop, receiver),
    });
    return fn(recording);
  }) as Promise<T>;
  try {
    await run();
  } finally {
    db.transaction = original;
  }
  return seen;
}

it.each(['Cash On Delivery', 'eSewa'])('%s: a checkout takes its units as the last statement of its transaction (a flash sale\'s crowd waits on the row from there to the commit only)', async (method) => {
  const p = await product(t, { pricePaisa: 9_000_00, stock: 3, name: `Last Statement Kettle ${method}` });
  const s = await shopper(t, `Last Statement ${method}`);
  await addLine(t, s.token, p.id, 1);
  const seen = await transactionsDuring(async () => expect((await checkout(t, s.token, orderPayload(valley, method))).status).toBe(200));
  const placing = seen.find((statements) => statements.some((sql) => /INSERT INTO orders\b/.test(sql)));
  expect(placing).toBeDefined();
  expect(placing!.at(-1)).toMatch(/UPDATE products SET stock_quantity = stock_quantity - \$2/);
  expect(placing!.filter((sql) => /UPDATE products SET stock_quantity/.test(sql))).toHaveLength(1);
  expect(await stockOf(t, p.id)).toBe(2);
});
