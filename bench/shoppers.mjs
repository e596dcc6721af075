// A shopper mix (issue 17): BENCH_SHOPPERS (50) registered shoppers at once for BENCH_SHOPPERS_SECONDS
// (60), each going round: browse a filtered listing, search, open a product that shows in stock,
// add it to the cart, open the checkout (get-checkout) and place the order with Cash On Delivery
// in the Kathmandu Valley (post-checkout, as the storefront does). Between steps a shopper thinks
// BENCH_SHOPPERS_THINK_MS (500) on average, as a person would (0 for saturation).
//
// Reported: p50/p95/p99 per step, errors (goal zero), and the orders the shoppers' order
// histories (get-orders) hold against the checkouts that succeeded (goal: equal).
//
// Stock is not topped up during the run: the seeded catalogue holds 1-80 units of most products,
// and a unit another shopper took first is part of shopping. "{name} is out of Stock." or "Only N
// units …" from add-to-cart or post-checkout (422) is counted as a sold-out outcome, not an error;
// the shopper empties the cart and goes round again. Any other answer that is not 200 is an error.
// Afterwards the units the orders took go back on PostgreSQL (its cached database is shared by
// every run; PGlite runs measure on a copy), so the next run finds the same stock.
//
// bench/run.mjs runs it on each configuration's server (BENCH_ONLY including 'shoppers').
import pg from 'pg';
import { json, postJson, register } from './cart-latency.mjs';
import { filteredListingPaths } from './listing-latency.mjs';
import { latencyStats, makeDispatcher } from './load.mjs';
import { searchWords } from './search-quality.mjs';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const SECONDS = Number(process.env.BENCH_SHOPPERS_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_SHOPPERS_THINK_MS ?? 500);
const STEPS = ['browse', 'search', 'product', 'add-to-cart', 'checkout page', 'place order'];
const SOLD_OUT = /is out of Stock\.$|units? of .* in stock\.$/;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** province, city and area ids of a Kathmandu area, from get-locations-with-areas. */
export async function valleyArea(apiUrl) {
  const { body } = await json(`${apiUrl}get-locations-with-areas`);
  for (const province of body?.data ?? []) {
    for (const city of province.cities ?? []) {
      if (city.name === 'Kathmandu' && city.areas?.length) {
        return { province_id: province.id, city_id: city.id, area_id: city.areas[0].id };
      }
    }
  }
  throw new Error('get-locations-with-areas has no area in Kathmandu');
}

/** A step's request: its answer, with its latency recorded under the step's name. */
function stepper(record, dispatcher) {
  return async (step, url, { body, token, method = body ? 'POST' : 'GET' } = {}) => {
    const t0 = performance.now();
    let r;
    try {
      r = method === 'POST'
        ? await postJson(url, body, token, dispatcher)
        : await json(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, ...(dispatcher ? { dispatcher } : {}) });
    } catch (err) {
      r = { status: 0, body: { message: String(err) } };
    }
    record(step, performance.now() - t0, r);
    return r;
  };
}

const cardsOf = (body) => body?.data?.products ?? [];

export async function shopperMix(apiUrl, { shoppers = SHOPPERS, seconds = SECONDS, thinkMs = THINK_MS, log = () => {} } = {}) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const listings = (await filteredListingPaths(apiUrl)).map((v) => v.path);
  const words = searchWords();
  const where = await valleyArea(apiUrl);
  const tokens = [];
  for (let i = 0; i < shoppers; i++) tokens.push(await register(apiUrl, i, `shop-${run}`));
  log(`shoppers: ${shoppers} registered, ${seconds} s, think ~${thinkMs} ms, ${listings.length} listings, ${words.length} searches`);

  const latencies = Object.fromEntries(STEPS.map((s) => [s, []]));
  const outcomes = { checkouts: 0, soldOut: 0, errors: 0 };
  /** product id → units the placed orders took */
  const taken = new Map();
  const errorSamples = [];
  const record = (step, ms, r) => {
    latencies[step].push(ms);
    const soldOut = r.status === 422 && SOLD_OUT.test(r.body?.message ?? '');
    if (r.status === 200 || soldOut) return;
    outcomes.errors++;
    if (errorSamples.length < 10) errorSamples.push({ step, status: r.status, message: r.body?.message ?? null });
  };
  const dispatcher = makeDispatcher(shoppers);
  const call = stepper(record, dispatcher);
  const think = () => (thinkMs > 0 ? sleep(thinkMs * (0.5 + Math.random())) : undefined);
  const checkoutBody = {
    shipping_data: { name: 'Bench Shopper', email: 'bench-shopper@example.com', address: 'Ward 3, Jhamsikhel', mobile: '9801234567' },
    payment_method: 'Cash On Delivery',
    ...where,
    customer_note: 'Bench order.',
  };
  const emptyCart = (token, productId) => postJson(`${apiUrl}delete-cart`, { product_id: productId }, token, dispatcher);

  const deadline = performance.now() + seconds * 1000;
  const shopper = async (token) => {
    while (performance.now() < deadline) {
      const listing = await call('browse', `${apiUrl}${pick(listings)}`);
      await think();
      const found = await call('search', `${apiUrl}web-search?keywords=${encodeURIComponent(pick(words))}`);
      await think();
      // A card that shows in stock, as a person would click (a booking-only one has Book Now instead).
      const cards = [...cardsOf(listing.body), ...cardsOf(found.body)].filter((c) => c.availability === 1);
      if (cards.length === 0) continue;
      const product = await call('product', `${apiUrl}view-product?product=${pick(cards).id}`);
      const p = product.body?.data?.product;
      await think();
      if (!p || p.prepayment === 1 || p.availability !== 1) continue;
      const added = await call('add-to-cart', `${apiUrl}add-to-cart`, { body: { product_id: p.id, qty: 1 }, token });
      if (added.status !== 200) {
        if (added.status === 422) outcomes.soldOut += SOLD_OUT.test(added.body?.message ?? '') ? 1 : 0;
        continue;
      }
      await think();
      await call('checkout page', `${apiUrl}get-checkout?platform=W`, { token });
      await think();
      const placed = await call('place order', `${apiUrl}post-checkout?platform=W`, { body: checkoutBody, token });
      if (placed.status === 200) {
        outcomes.checkouts++;
        taken.set(p.id, (taken.get(p.id) ?? 0) + 1);
      } else {
        if (placed.status === 422 && SOLD_OUT.test(placed.body?.message ?? '')) outcomes.soldOut++;
        await emptyCart(token, p.id);
      }
      await think();
    }
  };
  const started = performance.now();
  await Promise.all(tokens.map(shopper));
  const elapsed = performance.now() - started;
  await dispatcher?.close?.();

  let ordersHeld = 0;
  for (const token of tokens) {
    const r = await json(`${apiUrl}get-orders`, { headers: { Authorization: `Bearer ${token}` } });
    ordersHeld += Array.isArray(r.body?.data) ? r.body.data.length : NaN;
  }
  const steps = Object.fromEntries(STEPS.map((s) => [s, { requests: latencies[s].length, ...latencyStats(latencies[s], elapsed) }]));
  return { taken, shoppers, seconds: Math.round(elapsed / 100) / 10, thinkMs, steps, ...outcomes, errorSamples, ordersHeld, ordersMatch: ordersHeld === outcomes.checkouts };
}

/** Puts back the units the mix's orders took. */
async function restoreStock(databaseUrl, taken) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE products p SET stock_quantity = p.stock_quantity + t.qty
         FROM unnest($1::bigint[], $2::int[]) AS t(id, qty) WHERE p.id = t.id`,
      [[...taken.keys()], [...taken.values()]],
    );
  } finally {
    await client.end();
  }
}

/** For bench/run.mjs: never throws (an error is reported in the result). databaseUrl: PostgreSQL's, to put the stock back. */
export async function measureShoppers({ apiUrl, databaseUrl = null, log = () => {} }) {
  try {
    const { taken, ...r } = await shopperMix(apiUrl, { log: (l) => log(`  ${l}`) });
    log(`  shoppers: ${r.checkouts} orders placed, ${r.soldOut} sold out, ${r.errors} errors; orders held ${r.ordersHeld}`);
    if (databaseUrl) await restoreStock(databaseUrl, taken);
    return r;
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export function printShoppers(configurations) {
  const measured = configurations.filter((c) => c.shoppers);
  if (measured.length === 0) return;
  console.log(`\nShopper mix (bench/shoppers.mjs; goals: no error, orders held = checkouts that succeeded)`);
  for (const c of measured) {
    const r = c.shoppers;
    if (r.error) {
      console.log(`  ${c.db} ${c.products}: ${r.error}`);
      continue;
    }
    console.log(`  ${c.db} ${c.products}: ${r.shoppers} shoppers for ${r.seconds} s, thinking ~${r.thinkMs} ms between steps`);
    for (const [step, s] of Object.entries(r.steps)) {
      console.log(`    ${step.padEnd(14)} ${String(s.requests).padStart(6)} requests  p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms`);
    }
    const verdict = r.errors === 0 && r.ordersMatch ? 'goals met' : 'goals NOT met';
    console.log(`  ${c.db} ${c.products}: ${r.checkouts} orders placed, ${r.soldOut} sold out (expected), ${r.errors} errors; orders in the shoppers' histories ${r.ordersHeld} — ${verdict}`);
    for (const e of r.errorSamples) console.log(`    error at ${e.step}: ${e.status} ${e.message ?? ''}`);
  }
}
