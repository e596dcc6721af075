// The staff orders list over 200,000 orders (issue 32; budget: p95 within 50 ms at 4 concurrent
// staff, on PostgreSQL). Seeds BENCH_STAFF_ORDERS (200 000) orders into the configuration's
// PostgreSQL once (set-based, marked customer_note = 'bench-order', kept with the cached
// database), then 4 staff members page through the list the way operations work: a status filter,
// a payment status, the open cancellation requests, and searches by order number, the start of a
// phone number, part of a name and part of an email, with and without a filter; later pages too.
// Each request is GET /api/admin/orders with the demo owner's token; p50/p95/p99 per kind and over all.
//
// Used by bench/run.mjs (BENCH_ONLY=staff-orders, PostgreSQL only):
//   BENCH_ONLY=staff-orders BENCH_PRODUCTS=2000 BENCH_DB=postgres BENCH_PAGES=0 npm run bench
import pg from 'pg';
import { json } from './cart-latency.mjs';
import { latencyStats, load } from './load.mjs';

const ORDERS = Number(process.env.BENCH_STAFF_ORDERS ?? 200_000);
const STAFF = 4;
const REQUESTS = Number(process.env.BENCH_STAFF_REQUESTS ?? 2_000);
const BUDGET_MS = 50;
const OWNER = { email: 'owner@example.com', password: 'owner1234' };

const FIRST = ['Sita', 'Ram', 'Gita', 'Hari', 'Maya', 'Bina', 'Anil', 'Kamala', 'Ramesh', 'Sunita', 'Prakash', 'Anjali', 'Bikash', 'Nisha', 'Suresh', 'Pooja', 'Deepak', 'Asha', 'Rajesh', 'Laxmi'];
const LAST = ['Sharma', 'Thapa', 'Gurung', 'Rai', 'Tamang', 'Shrestha', 'Karki', 'Magar', 'Bhandari', 'Adhikari', 'Khadka', 'Basnet', 'Poudel', 'Limbu', 'Joshi'];
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/** Adds orders marked 'bench-order' until there are ORDERS of them, in one statement. */
async function seedOrders(databaseUrl, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const have = Number((await client.query(`SELECT count(*)::int AS n FROM orders WHERE customer_note = 'bench-order'`)).rows[0].n);
    if (have >= ORDERS) return have;
    const t0 = performance.now();
    // Statuses as a shop's history has them: most orders done, some on the way, a few stopped.
    await client.query(
      `INSERT INTO orders (user_id, payment_method, order_status, payment_status, delivery_status, cancelled_order, cart_total_paisa,
                           total_amount_paisa, shipping_name, shipping_email, shipping_mobile, shipping_address, customer_note, created_at, updated_at)
       SELECT u.id,
              m.method,
              s.status,
              CASE WHEN s.status IN ('Delivered', 'Completed') OR (m.method <> 'Cash On Delivery' AND s.status IN ('Accepted', 'Processing', 'Shipped')) THEN 'Paid'
                   WHEN s.status = 'Cancelled' THEN CASE WHEN m.method = 'Cash On Delivery' THEN 'Cancelled' ELSE 'Refunded' END
                   WHEN s.status = 'Failed' THEN 'Failed' ELSE 'Pending' END,
              CASE WHEN s.status IN ('Processing', 'Shipped', 'Delivered') THEN s.status WHEN s.status = 'Completed' THEN 'Delivered'
                   WHEN s.status = 'Cancelled' THEN 'Cancelled' ELSE 'Pending' END,
              CASE WHEN s.status = 'Pending' AND g % 97 = 0 THEN 'C' END,
              100000 + (g * 7919) % 20000000, 100000 + (g * 7919) % 20000000,
              f.name || ' ' || l.name,
              lower(f.name) || '.' || lower(l.name) || g || '@example.com',
              '98' || lpad(((g::bigint * 48271) % 100000000)::text, 8, '0'),
              'Ward ' || (g % 32 + 1) || ', Kathmandu',
              'bench-order',
              now() - make_interval(mins => g * 3), now() - make_interval(mins => g * 3)
         FROM generate_series($1::int + 1, $2::int) g
         CROSS JOIN LATERAL (SELECT (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] AS name) f
         CROSS JOIN LATERAL (SELECT (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] AS name) l
         CROSS JOIN LATERAL (SELECT (ARRAY['Cash On Delivery', 'eSewa', 'Khalti', 'Nabil Card', 'Bank Transfer'])[1 + (g / 7) % 5] AS method) m
         CROSS JOIN LATERAL (SELECT (ARRAY['Delivered', 'Completed', 'Delivered', 'Completed', 'Delivered', 'Pending', 'Accepted', 'Processing',
                                            'Shipped', 'Cancelled', 'Failed', 'Completed'])[1 + (g * 5) % 12] AS status) s
         CROSS JOIN (SELECT min(id) AS id FROM users) u`,
      [have, ORDERS],
    );
    await client.query('ANALYZE orders');
    log(`  seeded ${ORDERS - have} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return ORDERS;
  } finally {
    await client.end();
  }
}

/** The list requests staff make, by kind; each kind a few variants. */
const KINDS = {
  'status filter': ['status=Pending', 'status=Shipped', 'status=Delivered&page=7', 'status=Completed&page=50'],
  'payment status': ['payment_status=Refunded', 'payment_status=Pending&page=3'],
  'cancellation requests': ['cancellation=requested'],
  'newest, later page': ['page=1', 'page=120'],
  'search: order number': ['q=150000', 'q=4242', 'q=199999'],
  'search: phone start': ['q=98123', 'q=984', 'q=9800'],
  'search: part of a name': ['q=gurung', 'q=sunita%20rai', 'q=tham'],
  'search: part of an email': ['q=maya.karki1', 'q=%40example', 'q=deepak.joshi'],
  'search + status': ['q=sharma&status=Pending', 'q=laxmi&status=Delivered'],
};

export async function measureStaffOrders({ apiUrl, databaseUrl, log = () => {} }) {
  if (!databaseUrl) return { skipped: 'PostgreSQL only (the budget is set on PostgreSQL)' };
  const orders = await seedOrders(databaseUrl, log);
  const login = await json(`${apiUrl}admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(OWNER) });
  if (login.status !== 200) return { error: `staff login answered ${login.status} (is demo mode on?)` };
  const headers = { Authorization: `Bearer ${login.body.token}` };
  const paths = Object.entries(KINDS).flatMap(([kind, queries]) => queries.map((q) => ({ kind, url: `${apiUrl}admin/orders?${q}` })));
  const sample = await json(paths[0].url, { headers });
  if (sample.status !== 200) return { error: `the orders list answered ${sample.status}: ${JSON.stringify(sample.body).slice(0, 200)}` };
  // Warm-up, then the mix: each request the next of every variant in turn, 4 staff at once.
  await load((i) => paths[i % paths.length].url, paths.length * 5, { concurrency: STAFF, headers });
  const byKind = {};
  const started = performance.now();
  const all = [];
  await Promise.all(
    Array.from({ length: STAFF }, async (_, worker) => {
      for (let i = worker; i < REQUESTS; i += STAFF) {
        const p = paths[i % paths.length];
        const t0 = performance.now();
        const res = await fetch(p.url, { headers });
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${p.url} answered ${res.status}`);
        (byKind[p.kind] ??= []).push(ms);
        all.push(ms);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const stats = (list) => latencyStats(Float64Array.from(list), elapsed);
  const overall = stats(all);
  const kinds = Object.entries(byKind).map(([kind, list]) => {
    const { rps: _rps, ...latency } = stats(list);
    return { kind, requests: list.length, ...latency };
  });
  for (const k of kinds) log(`  ${k.kind}: p50 ${k.p50} ms, p95 ${k.p95} ms, p99 ${k.p99} ms`);
  log(`  all: p95 ${overall.p95} ms at ${STAFF} staff (budget ${BUDGET_MS} ms), ${overall.rps} req/s`);
  return { orders, staff: STAFF, requests: all.length, budgetMs: BUDGET_MS, withinBudget: overall.p95 <= BUDGET_MS, ...overall, kinds };
}

export function printStaffOrders(configurations) {
  const runs = configurations.filter((c) => c.staffOrders);
  if (runs.length === 0) return;
  console.log(`\nStaff orders list (GET /api/admin/orders, ${STAFF} staff at once; budget p95 <= ${BUDGET_MS} ms on PostgreSQL)`);
  for (const c of runs) {
    const r = c.staffOrders;
    if (r.skipped || r.error) {
      console.log(`  ${c.db} ${c.products}: ${r.skipped ? `skipped: ${r.skipped}` : `error: ${r.error}`}`);
      continue;
    }
    console.log(`  ${c.db}, ${r.orders.toLocaleString('en-US')} orders: p50 ${r.p50} ms, p95 ${r.p95} ms (${r.withinBudget ? 'within' : 'OVER'} budget), p99 ${r.p99} ms, ${r.rps} req/s`);
    for (const k of r.kinds) console.log(`    ${k.kind.padEnd(24)} p50 ${String(k.p50).padStart(7)}  p95 ${String(k.p95).padStart(7)}  p99 ${String(k.p99).padStart(7)} ms`);
  }
}
