#!/usr/bin/env node
// The product page API budget (issue 5 §5): GET view-product p95 at most 20 ms at 100 000 products.
//
// Measured one request at a time (the latency a shopper sees, not queueing behind other load) over
// product ids spread evenly across the whole catalogue, so no single cached row flatters it.
// bench/run.mjs calls measureProductLatency() for each configuration (PGlite, PostgreSQL × product
// counts) and prints the budget lines; standalone it measures a server that is already running:
//
//   node bench/product-latency.mjs http://127.0.0.1:3000/api/ [products]
//
// Environment: BENCH_PRODUCT_REQUESTS (default 1000), BENCH_PRODUCT_WARMUP (100), BENCH_PRODUCT_SAMPLE (200 ids).

export const PRODUCT_P95_BUDGET_MS = 20;

import { latencyStats } from './load.mjs';

const REQUESTS = Number(process.env.BENCH_PRODUCT_REQUESTS ?? 1000);
const WARMUP = Number(process.env.BENCH_PRODUCT_WARMUP ?? 100);
const SAMPLE = Number(process.env.BENCH_PRODUCT_SAMPLE ?? 200);


/** Ids 1..products spread evenly; those that don't answer 200 (switched off) are dropped. */
async function sampleIds(apiUrl, products, size) {
  const step = Math.max(1, Math.floor(products / size));
  const ids = [];
  for (let id = 1; id <= products && ids.length < size; id += step) {
    const res = await fetch(`${apiUrl}view-product?product=${id}`).catch(() => null);
    if (res) await res.arrayBuffer();
    if (res?.status === 200) ids.push(id);
  }
  return ids;
}

/**
 * Sequential view-product requests over a spread of ids. Returns p50/p95/p99 (ms), the budget and
 * whether p95 is within it, or a `skipped` reason when no product answered.
 */
export async function measureProductLatency({ apiUrl, products, requests = REQUESTS, warmup = WARMUP, sample = SAMPLE }) {
  const ids = await sampleIds(apiUrl, products, sample);
  if (ids.length === 0) return { route: 'view-product', skipped: 'no product id answered 200' };
  const once = async (i) => {
    const t0 = performance.now();
    const res = await fetch(`${apiUrl}view-product?product=${ids[i % ids.length]}`);
    await res.arrayBuffer();
    return { ms: performance.now() - t0, ok: res.status === 200 };
  };
  for (let i = 0; i < warmup; i++) await once(i);
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const r = await once(i * 7 + 3);
    latencies.push(r.ms);
    if (!r.ok) failures++;
  }
  const stats = latencyStats(latencies, performance.now() - started);
  return {
    route: 'view-product',
    concurrency: 1,
    requests,
    distinctProducts: ids.length,
    ...stats,
    failures,
    budgetMs: PRODUCT_P95_BUDGET_MS,
    withinBudget: stats.p95 <= PRODUCT_P95_BUDGET_MS,
  };
}

/** Budget lines for the configurations run.mjs measured (each may carry productLatency). */
export function printProductBudget(configurations) {
  const measured = configurations.filter((c) => c.productLatency);
  if (measured.length === 0) return;
  console.log(`\nProduct page API budget: view-product p95 ≤ ${PRODUCT_P95_BUDGET_MS} ms at 100 000 products (one request at a time, ids spread over the catalogue)`);
  for (const c of measured) {
    const r = c.productLatency;
    if (r.skipped) {
      console.log(`  ${c.db} ${c.products}: skipped (${r.skipped})`);
      continue;
    }
    const verdict = r.withinBudget ? 'within budget' : 'OVER BUDGET';
    console.log(`  ${c.db} ${c.products}: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms over ${r.distinctProducts} products, ${r.failures} failed — ${verdict}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [apiUrl, products = '100000'] = process.argv.slice(2);
  if (!apiUrl) {
    console.error('usage: node bench/product-latency.mjs <api url, e.g. http://127.0.0.1:3000/api/> [products]');
    process.exit(2);
  }
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  const result = await measureProductLatency({ apiUrl: base, products: Number(products) });
  console.log(JSON.stringify(result, null, 2));
  printProductBudget([{ db: 'server', products: Number(products), productLatency: result }]);
}
