// A Dashain flash sale (issue 33): a sale opens, BENCH_SPIKE_SHOPPERS (3,000) registered shoppers
// with sessions ready arrive over BENCH_SPIKE_SECONDS (60), and BENCH_SPIKE_UNITS (100) units of
// one product sell out. On PostgreSQL with a streaming replica (DATABASE_READ_URL) and WORKERS=2.
//
// Each shopper, pausing as a person does between steps (BENCH_SPIKE_THINK_MS, 1,500 on average):
// opens the flash sale (current-flash-sales) and the product (view-product), adds it to the cart,
// opens the checkout (get-checkout) and places the order — half with Cash On Delivery, half with
// eSewa, paid at the sandbox gateway (PAYMENT_SANDBOX=on) and returned to the store as a browser would. A shopper whose
// add-to-cart, checkout page or order is refused because the units are gone ("… is out of Stock.", "Only N
// units …": a 422 with that message) counts as told "sold out"; any other answer that is not 200
// or a redirect is an error, a 5xx above all.
//
// Checked afterwards in SQL: the units the placed orders hold (Cash On Delivery, or eSewa paid)
// are exactly the units on sale and the stock is 0; the transactions each server made (the
// primary's and the replica's xact_commit) and the cores each part used (bench/cpu-use.mjs: the API
// processes, the primary, the replica, this load generator) say where the load went. The sale, the units and the
// shoppers' carts are put back; the orders stay in the cached bench database.
//
// PostgreSQL only; bench/run.mjs runs it with BENCH_ONLY including 'spike'.
import { createHash, randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import pg from 'pg';
import { startReplica } from '../tests/support/with-postgres.mjs';
import { cpuMeter, postmasterPid, workerPids } from './cpu-use.mjs';
import { latencyStats, makeDispatcher } from './load.mjs';
import { valleyArea } from './shoppers.mjs';

const SHOPPERS = Number(process.env.BENCH_SPIKE_SHOPPERS ?? 3000);
const SECONDS = Number(process.env.BENCH_SPIKE_SECONDS ?? 60);
const UNITS = Number(process.env.BENCH_SPIKE_UNITS ?? 100);
const THINK_MS = Number(process.env.BENCH_SPIKE_THINK_MS ?? 1500);
const STEPS = ['flash sale page', 'product', 'add to cart', 'checkout page', 'place order', 'pay at gateway'];
const SOLD_OUT = /is out of Stock\.$|units? of .* in stock\.$/;
export const SPIKE_P99_BUDGET_MS = 2000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

/** The sale: one product in stock that is sold outright, its units set to UNITS, on a flash sale running now. */
async function openSale(db) {
  const p = (await db.query(
    `SELECT id::int AS id, name, stock_quantity, sale_price_paisa::int8 AS price FROM products
      WHERE status AND NOT prepayment AND NOT is_service AND stock_quantity > 0 AND sale_price_paisa > 1000000
      ORDER BY id LIMIT 1`,
  )).rows[0];
  if (!p) throw new Error('no product to put on sale');
  await db.query('BEGIN');
  const sale = (await db.query(
    `INSERT INTO flash_sales (title, start_time, end_time) VALUES ('Dashain flash sale (bench)', now() - interval '1 minute', now() + interval '1 hour') RETURNING id`,
  )).rows[0].id;
  await db.query(`INSERT INTO flash_sale_products (flash_sale_id, product_id, sale_price_paisa, position) VALUES ($1, $2, $3, 1)`, [sale, p.id, Math.round((Number(p.price) * 0.8) / 100) * 100]);
  await db.query('UPDATE products SET stock_quantity = $2 WHERE id = $1', [p.id, UNITS]);
  await db.query('COMMIT');
  return { product: p, sale };
}

/** SHOPPERS users with a session each (as if they had signed in before the sale): their tokens. */
async function shoppersWithSessions(db, run) {
  const ids = (await db.query(
    `INSERT INTO users (name, email, mobile, password_hash)
     SELECT 'Spike Shopper ' || g, 'spike-' || $1 || '-' || g || '@example.com', '98' || lpad(g::text, 8, '0'), 'bench: no password'
       FROM generate_series(1, $2::int) g RETURNING id::int AS id`,
    [run, SHOPPERS],
  )).rows.map((r) => r.id);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `INSERT INTO sessions (user_id, token_hash) SELECT * FROM unnest($1::bigint[], $2::text[])`,
    [ids, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );
  return tokens;
}

const commits = async (url) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return Number((await c.query(`SELECT xact_commit::int8 AS n FROM pg_stat_database WHERE datname = current_database()`)).rows[0].n);
  } finally {
    await c.end();
  }
};

async function waitForReplica(replicaUrl, saleId) {
  const c = new pg.Client({ connectionString: replicaUrl });
  await c.connect();
  try {
    for (let i = 0; i < 200; i++) {
      if ((await c.query('SELECT 1 FROM flash_sales WHERE id = $1', [saleId])).rowCount) return;
      await sleep(50);
    }
    throw new Error('the replica did not receive the sale within 10 s');
  } finally {
    await c.end();
  }
}

/**
 * @param {{ startServer: (env: object) => Promise<{ url: string, apiUrl: string, stop: () => Promise<void> }>,
 *           postgres: { databaseUrl: string, port: number, bin: string }, log?: (line: string) => void }} opts
 */
export async function measureSpike({ startServer, postgres, log = () => {} }) {
  const db = new pg.Client({ connectionString: postgres.databaseUrl });
  await db.connect();
  let replica = null;
  let server = null;
  let opened = null;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  try {
    replica = await startReplica(postgres, { database: 'bench' });
    server = await startServer({ WORKERS: '2', DATABASE_READ_URL: replica.databaseUrl, PAYMENT_SANDBOX: 'on' });
    opened = await openSale(db);
    const { product } = opened;
    const tokens = await shoppersWithSessions(db, run);
    await waitForReplica(replica.databaseUrl, opened.sale);
    const api = server.apiUrl;
    const where = await valleyArea(api);
    log(`  spike: ${SHOPPERS} shoppers over ${SECONDS} s for ${UNITS} units of #${product.id} ${product.name}`);

    const latencies = Object.fromEntries(STEPS.map((s) => [s, []]));
    const all = [];
    const outcome = { sold: 0, refused: 0, errors_5xx: 0, errors_other: 0, abandoned: 0 };
    const samples = [];
    const dispatcher = makeDispatcher(512);
    const request = async (step, url, { method = 'GET', token, body, form } = {}) => {
      const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}) };
      let payload;
      if (body) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      } else if (form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(form).toString();
      }
      const t0 = performance.now();
      let status = 0;
      let text = '';
      let location = null;
      try {
        const res = await fetch(url, { method, headers, body: payload, redirect: 'manual', ...(dispatcher ? { dispatcher } : {}) });
        status = res.status;
        location = res.headers.get('location');
        text = await res.text();
      } catch (err) {
        text = String(err);
      }
      const ms = performance.now() - t0;
      latencies[step].push(ms);
      all.push(ms);
      if (status >= 500 || status === 0) {
        outcome.errors_5xx++;
        if (samples.length < 10) samples.push({ step, status, text: text.slice(0, 200) });
      }
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* a page or a redirect */
      }
      return { status, json, text, location: location ? new URL(location, url).toString() : null };
    };
    const soldOut = (r) => r.status === 422 && SOLD_OUT.test(r.json?.message ?? '');
    const other = (step, r) => {
      outcome.errors_other++;
      if (samples.length < 10) samples.push({ step, status: r.status, text: (r.json?.message ?? r.text).slice(0, 200) });
    };

    /** eSewa at the sandbox: the form to the gateway, its page, Pay, and the return to the store. */
    const payAtGateway = async (answer) => {
      const pd = answer.payment_data;
      let h = await request('pay at gateway', pd.url, { method: pd.method ?? 'POST', form: pd.data });
      while (h.status === 303 && h.location) h = await request('pay at gateway', h.location);
      const id = /action="\/sandbox\/checkout\/([^/"]+)\/pay"/.exec(h.text)?.[1];
      if (!id) return false;
      await think();
      const back = await request('pay at gateway', `${server.url}/sandbox/checkout/${id}/pay`, { method: 'POST', form: {} });
      if (back.status !== 303 || !back.location) return false;
      const ours = await request('pay at gateway', back.location);
      return ours.status === 302 && !/failure|failed/i.test(ours.location ?? '');
    };

    const shopper = async (token, i) => {
      await sleep((i / SHOPPERS) * SECONDS * 1000 + Math.random() * 200);
      const page = await request('flash sale page', `${api}current-flash-sales`);
      if (page.status !== 200) return other('flash sale page', page);
      await think();
      const view = await request('product', `${api}view-product?product=${product.id}`);
      if (view.status !== 200) return other('product', view);
      await think();
      const added = await request('add to cart', `${api}add-to-cart`, { method: 'POST', token, body: { product_id: product.id, qty: 1 } });
      if (soldOut(added)) return void outcome.refused++;
      if (added.status !== 200) return other('add to cart', added);
      await think();
      const checkout = await request('checkout page', `${api}get-checkout?platform=W`, { token });
      if (soldOut(checkout)) return void outcome.refused++;
      if (checkout.status !== 200) return other('checkout page', checkout);
      await think();
      const method = i % 2 ? 'eSewa' : 'Cash On Delivery';
      const placed = await request('place order', `${api}post-checkout?platform=W`, {
        method: 'POST',
        token,
        body: { shipping_data: { name: 'Spike Shopper', email: `spike-${run}-${i}@example.com`, address: 'Ward 3, Jhamsikhel', mobile: '9801234567' }, payment_method: method, ...where, customer_note: '' },
      });
      if (soldOut(placed)) return void outcome.refused++;
      if (placed.status !== 200) return other('place order', placed);
      if (method === 'Cash On Delivery') return void outcome.sold++;
      await think();
      if (await payAtGateway(placed.json)) outcome.sold++;
      else outcome.abandoned++;
    };

    const primaryBefore = await commits(postgres.databaseUrl);
    const replicaBefore = await commits(replica.databaseUrl);
    const cpu = cpuMeter({
      roots: [server.pid],
      serving: workerPids(server.pid),
      postgresPid: postmasterPid(postgres.dataDir),
      replicaPid: postmasterPid(dirname(replica.pgdata)),
    });
    const started = performance.now();
    await Promise.all(tokens.map(shopper));
    const elapsed = performance.now() - started;
    const cores = cpu();
    const primaryTx = (await commits(postgres.databaseUrl)) - primaryBefore;
    const replicaTx = (await commits(replica.databaseUrl)) - replicaBefore;
    await dispatcher?.close?.();

    const held = (await db.query(
      `SELECT COALESCE(sum(op.qty), 0)::int AS units, count(DISTINCT o.id)::int AS orders FROM order_products op JOIN orders o ON o.id = op.order_id
        WHERE op.product_id = $1 AND o.shipping_email LIKE $2
          AND (o.payment_method = 'Cash On Delivery' OR o.payment_status = 'Paid') AND o.order_status <> 'Cancelled'`,
      [product.id, `spike-${run}-%`],
    )).rows[0];
    const stock = (await db.query('SELECT stock_quantity FROM products WHERE id = $1', [product.id])).rows[0].stock_quantity;
    const stats = latencyStats(Float64Array.from(all), elapsed);
    const steps = Object.fromEntries(STEPS.map((s) => [s, { requests: latencies[s].length, ...latencyStats(Float64Array.from(latencies[s]), elapsed) }]));
    return {
      units: UNITS,
      shoppers: SHOPPERS,
      seconds: SECONDS,
      think_ms: THINK_MS,
      sold: outcome.sold,
      refused: outcome.refused,
      abandoned: outcome.abandoned,
      errors_5xx: outcome.errors_5xx,
      errors_other: outcome.errors_other,
      units_held_by_orders: held.units,
      orders: held.orders,
      stock_left: stock,
      requests: all.length,
      p50_ms: stats.p50,
      p95_ms: stats.p95,
      p99_ms: stats.p99,
      steps,
      transactions: { primary: primaryTx, replica: replicaTx },
      cores,
      samples,
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    await server?.stop();
    if (opened) {
      await db.query('DELETE FROM flash_sales WHERE id = $1', [opened.sale]).catch(() => {});
      await db.query('UPDATE products SET stock_quantity = $2 WHERE id = $1', [opened.product.id, opened.product.stock_quantity]).catch(() => {});
    }
    await db.end();
    await replica?.stop();
  }
}

export function printSpike(configurations) {
  for (const c of configurations.filter((x) => x.spike)) {
    const s = c.spike;
    if (s.error || s.skipped) {
      console.log(`\nDashain flash-sale spike (bench/spike.mjs) ${c.db}: ${s.error ?? `skipped (${s.skipped})`}`);
      continue;
    }
    const ok = s.sold === s.units && s.units_held_by_orders === s.units && s.stock_left === 0 && s.errors_5xx === 0 && s.errors_other === 0 && s.p99_ms <= SPIKE_P99_BUDGET_MS;
    console.log(`\nDashain flash-sale spike: ${s.shoppers} shoppers over ${s.seconds} s for ${s.units} units, WORKERS=2 with a replica (bench/spike.mjs; goals: exactly ${s.units} sold, the rest told sold out, no 5xx, p99 ≤ ${SPIKE_P99_BUDGET_MS} ms)`);
    for (const [step, t] of Object.entries(s.steps)) console.log(`    ${step.padEnd(16)} ${String(t.requests).padStart(6)} requests  p50 ${t.p50} ms  p95 ${t.p95} ms  p99 ${t.p99} ms`);
    console.log(`  sold ${s.sold} (orders hold ${s.units_held_by_orders} units, stock left ${s.stock_left}), told sold out ${s.refused}, abandoned ${s.abandoned}, 5xx ${s.errors_5xx}, other errors ${s.errors_other}`);
    console.log(`  all ${s.requests} requests: p50 ${s.p50_ms} ms, p95 ${s.p95_ms} ms, p99 ${s.p99_ms} ms; transactions: primary ${s.transactions.primary}, replica ${s.transactions.replica} — ${ok ? 'goals met' : 'goals NOT met'}`);
    if (s.cores) console.log(`  cores used on average: API processes ${s.cores.server} (${s.cores.serving.join(' + ')}), primary ${s.cores.postgres}, replica ${s.cores.replica}, load generator ${s.cores.bench}, others ${s.cores.others}`);
    for (const e of s.samples) console.log(`    error at ${e.step}: ${e.status} ${e.text}`);
  }
}
