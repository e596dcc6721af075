// Cart update latency under concurrent shoppers (budget: update-cart p95 ≤ 50 ms with 50 users).
//
// 50 distinct accounts are registered and logged in; each puts the same in-stock product in its
// cart; then every user runs its own loop of POST update-cart (+1, then −1, …) over its own
// keep-alive connection, all 50 at once. Latency is measured per request, after a warm-up.
//
// Two runs: 'paced' — each user thinks 250–750 ms between clicks (≈ 100 requests/s offered by 50
// users: the budget's "50 concurrent users"); 'saturation' — no think time at all, every user
// fires its next request as soon as the last one answers (latency = queueing at full load; read
// its req/s as the server's write throughput).
//
// Used by bench/run.mjs (measureCartLatency); also runs alone against a running server:
//   node bench/cart-latency.mjs http://127.0.0.1:3000/api/
//
// Environment: BENCH_CART_USERS (50), BENCH_CART_REQUESTS (requests per user, 20), BENCH_CART_WARMUP (per user, 4),
// BENCH_CART_THINK_MS (mean think time of the paced run, 500).

import { latencyStats, makeDispatcher } from './load.mjs';

const USERS = Number(process.env.BENCH_CART_USERS ?? 50);
const PER_USER = Number(process.env.BENCH_CART_REQUESTS ?? 20);
const WARMUP = Number(process.env.BENCH_CART_WARMUP ?? 4);
const THINK_MS = Number(process.env.BENCH_CART_THINK_MS ?? 500);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A request's status and JSON body (null when it has none). */
export async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => null);
  return { status: res.status, body };
}

export const postJson = (url, body, token, dispatcher) =>
  json(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    ...(dispatcher ? { dispatcher } : {}),
  });

/** Registers shopper `i` of bench run `run` through the API; answers its token. */
export async function register(apiUrl, i, run) {
  const r = await postJson(`${apiUrl}register`, {
    fullName: 'Bench Shopper',
    emailAddress: `bench-${run}-${i}@example.com`,
    mobileNumber: '9800000000',
    password: 'bench-secret',
    platform: 'W',
  });
  if (r.status !== 200) throw new Error(`register answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.data.token;
}

/** A product the first user can hold two of (update-cart goes 1 → 2 → 1 …). */
async function pickProduct(apiUrl, token) {
  const search = await json(`${apiUrl}web-search?keywords=samsung`);
  const ids = new Set();
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if (typeof v.id === 'number' && typeof v.name === 'string') ids.add(v.id);
      Object.values(v).forEach(walk);
    }
  };
  walk(search.body);
  for (let id = 3; ids.size < 60 && id < 200; id++) ids.add(id);
  for (const id of ids) {
    const r = await postJson(`${apiUrl}add-to-cart`, { product_id: id, qty: 2 }, token);
    if (r.status === 200) {
      await postJson(`${apiUrl}update-cart`, { product_id: id, qty: -1 }, token);
      return id;
    }
  }
  throw new Error('no product with 2 units in stock among the candidates');
}

export async function cartLatency(apiUrl, { users = USERS, perUser = PER_USER, warmup = WARMUP, thinkMs = THINK_MS, log = () => {} } = {}) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const tokens = [];
  for (let i = 0; i < users; i++) tokens.push(await register(apiUrl, i, run));
  const productId = await pickProduct(apiUrl, tokens[0]);
  for (const token of tokens.slice(1)) {
    const r = await postJson(`${apiUrl}add-to-cart`, { product_id: productId, qty: 1 }, token);
    if (r.status !== 200) throw new Error(`add-to-cart answered ${r.status}: ${JSON.stringify(r.body)}`);
  }
  log(`cart: ${users} users, product ${productId}, ${perUser} update-cart requests each after ${warmup} warm-up`);

  const dispatcher = makeDispatcher(users);
  const latencies = [];
  const statuses = {};
  let failures = 0;
  let think = 0;
  const worker = async (token, measured) => {
    // Each user's line is at 1: +1 then −1 keeps it between 1 and 2.
    for (let i = 0; i < measured; i++) {
      if (think > 0) await sleep(think * (0.5 + Math.random()));
      const t0 = performance.now();
      try {
        const r = await postJson(`${apiUrl}update-cart`, { product_id: productId, qty: i % 2 === 0 ? 1 : -1 }, token, dispatcher);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        if (r.status !== 200) failures++;
      } catch {
        failures++;
        statuses.network = (statuses.network ?? 0) + 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const measure = async (thinkTime) => {
    // Warm-up: an even count so every line ends back at 1; counts keep every line between 1 and 2.
    think = thinkTime;
    const even = (k) => (k % 2 === 0 ? k : k + 1);
    await Promise.all(tokens.map((t) => worker(t, even(warmup))));
    latencies.length = 0;
    for (const k of Object.keys(statuses)) delete statuses[k];
    failures = 0;
    const started = performance.now();
    await Promise.all(tokens.map((t) => worker(t, even(perUser))));
    const elapsed = performance.now() - started;
    return {
      thinkMs: thinkTime,
      requests: latencies.length,
      ...latencyStats(latencies, elapsed),
      failures,
      statuses: { ...statuses },
    };
  };
  const paced = await measure(thinkMs);
  log(`cart paced (${users} users, think ${thinkMs} ms): p50 ${paced.p50} ms, p95 ${paced.p95} ms, ${paced.rps} req/s`);
  const saturation = await measure(0);
  log(`cart saturation (${users} users, no think time): p50 ${saturation.p50} ms, p95 ${saturation.p95} ms, ${saturation.rps} req/s`);
  await dispatcher?.close?.();
  // The budget is read on the paced run.
  return { route: 'update-cart', users, ...paced, saturation, budgetP95Ms: 50 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiUrl = process.argv[2];
  if (!apiUrl) {
    console.error('usage: node bench/cart-latency.mjs http://127.0.0.1:3000/api/');
    process.exit(2);
  }
  cartLatency(apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`, { log: (l) => console.error(l) })
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

/** For bench/run.mjs: never throws (an error is reported in the result). */
export async function measureCartLatency({ apiUrl, log = () => {} }) {
  try {
    return await cartLatency(apiUrl, { log: (l) => log(`  ${l}`) });
  } catch (err) {
    return { route: 'update-cart', error: String(err) };
  }
}

/** Prints the cart table of every configuration (results.api[].cartLatency). */
export function printCartBudget(configurations) {
  console.log('\nCart update under concurrent users (bench/cart-latency.mjs; budget: p95 ≤ 50 ms with 50 users)');
  for (const c of configurations) {
    const r = c.cartLatency;
    if (!r) continue;
    if (r.error) console.log(`  ${c.db} ${c.products}: ${r.error}`);
    else {
      const verdict = r.p95 <= r.budgetP95Ms ? 'within budget' : 'OVER BUDGET';
      const s = r.saturation;
      console.log(`  ${c.db} ${c.products}: ${r.users} users thinking ~${r.thinkMs} ms, ${r.requests} requests: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.failures} failed — ${verdict}`);
      console.log(`  ${c.db} ${c.products}: saturation (no think time): p50 ${s.p50} ms, p95 ${s.p95} ms, ${s.rps} req/s, ${s.failures} failed`);
    }
  }
}
