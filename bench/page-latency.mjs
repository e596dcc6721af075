#!/usr/bin/env node
// Server-rendered pages (issue 15): the whole HTML of the home page, a listing and a product page,
// p95 at most 60 ms at 8 concurrent clients with 100 000 products on PostgreSQL, and the time to
// the first byte of the streamed document, p95 at most 20 ms.
//
// bench/run.mjs calls measurePageLatency() for each configuration; standalone it measures a server
// that is already running:
//
//   node bench/page-latency.mjs http://127.0.0.1:3000 [products]
//
// Environment: BENCH_PAGE_REQUESTS (default 400 per page), BENCH_PAGE_WARMUP (40), BENCH_CONCURRENCY (8).
import { request } from 'node:http';
import { Agent } from 'node:http';
import { latencyStats } from './load.mjs';

export const PAGE_HTML_P95_BUDGET_MS = 60;
export const PAGE_TTFB_P95_BUDGET_MS = 20;

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 400);
const WARMUP = Number(process.env.BENCH_PAGE_WARMUP ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

/** What Chromium sends: a page is asked for compressed, as every browser asks. */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One page load as a browser asks for it: time to the first byte and to the last (compressed bytes, as sent). */
function fetchPage(agent, url) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let first = null;
    const req = request(url, { agent, headers: BROWSER_HEADERS }, (res) => {
      res.on('data', () => {
        first ??= performance.now() - t0;
      });
      res.on('end', () => resolve({ ok: res.statusCode === 200, ttfb: first ?? performance.now() - t0, total: performance.now() - t0 }));
    });
    req.on('error', () => resolve({ ok: false, ttfb: 0, total: 0 }));
    req.end();
  });
}

/** The pages measured: home, the first category's listing, and products spread over the catalogue. */
async function pagesOf(baseUrl, products) {
  const api = async (path) => (await (await fetch(`${baseUrl}/api/${path}`)).json()).data;
  const { category } = await api('get/categories');
  const ids = [];
  const step = Math.max(1, Math.floor(products / 50));
  for (let id = 1; id <= products && ids.length < 50; id += step) {
    const res = await fetch(`${baseUrl}/api/view-product?product=${id}`);
    if (res.status === 200) {
      const { data } = await res.json();
      ids.push(`/product-${String(data.product.name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${id}`);
    } else await res.arrayBuffer();
  }
  return [
    { name: 'home', paths: ['/'] },
    { name: 'listing', paths: [`/cat-${category[0].category_url}`, `/search/samsung`] },
    { name: 'product', paths: ids },
  ];
}

export async function measurePageLatency({ baseUrl, products, requests = REQUESTS, warmup = WARMUP, concurrency = CONCURRENCY, log = () => {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const results = [];
  try {
    for (const page of await pagesOf(baseUrl, products)) {
      if (page.paths.length === 0) {
        results.push({ page: page.name, skipped: 'no page answered' });
        continue;
      }
      const run = async (count) => {
        const samples = [];
        let next = 0;
        const worker = async () => {
          while (next < count) {
            const i = next++;
            samples.push(await fetchPage(agent, `${baseUrl}${page.paths[i % page.paths.length]}`));
          }
        };
        const started = performance.now();
        await Promise.all(Array.from({ length: concurrency }, worker));
        return { samples, elapsed: performance.now() - started };
      };
      await run(warmup);
      const { samples, elapsed } = await run(requests);
      const html = latencyStats(samples.map((s) => s.total), elapsed);
      const ttfb = latencyStats(samples.map((s) => s.ttfb), elapsed);
      const failures = samples.filter((s) => !s.ok).length;
      log(`  page ${page.name}: HTML p95 ${html.p95} ms, first byte p95 ${ttfb.p95} ms, ${html.rps} pages/s`);
      results.push({
        page: page.name,
        paths: page.paths.length,
        html,
        ttfb,
        failures,
        withinBudget: html.p95 <= PAGE_HTML_P95_BUDGET_MS && ttfb.p95 <= PAGE_TTFB_P95_BUDGET_MS,
      });
    }
  } finally {
    agent.destroy();
  }
  return results;
}

export function printPageBudget(configurations) {
  const measured = configurations.filter((c) => c.pageLatency);
  if (measured.length === 0) return;
  console.log(
    `\nServer-rendered pages: HTML p95 ≤ ${PAGE_HTML_P95_BUDGET_MS} ms and first byte p95 ≤ ${PAGE_TTFB_P95_BUDGET_MS} ms at ${CONCURRENCY} concurrent clients (budget: 100 000 products on PostgreSQL)`,
  );
  for (const c of measured) {
    for (const r of c.pageLatency) {
      if (r.skipped) {
        console.log(`  ${c.db} ${c.products} ${r.page}: skipped (${r.skipped})`);
        continue;
      }
      const verdict = r.withinBudget ? 'within budget' : 'OVER BUDGET';
      console.log(
        `  ${c.db} ${c.products} ${r.page}: HTML p50 ${r.html.p50} / p95 ${r.html.p95} ms, first byte p50 ${r.ttfb.p50} / p95 ${r.ttfb.p95} ms, ${r.html.rps} pages/s, ${r.failures} failed — ${verdict}`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, products = '2000'] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: node bench/page-latency.mjs <server url, e.g. http://127.0.0.1:3000> [products]');
    process.exit(2);
  }
  const configurations = [{ db: 'running server', products: Number(products), pageLatency: await measurePageLatency({ baseUrl, products: Number(products), log: console.log }) }];
  printPageBudget(configurations);
}
