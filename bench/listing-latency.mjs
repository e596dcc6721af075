// Listing latency budget (issue 4 §5): a sub-category listing with two filters and its facets,
//   /api/get/sub-{url}?brand=a---b&range=min-max&{feature}=value
// p95 at most 50 ms at 100 000 products on PostgreSQL (PGlite reported too).
//
// Hooked into bench/run.mjs, which starts the server on each cached database configuration and
// hands over its load generator. Measured here:
//   - 'listing 2 filters + facets': the 8 largest sub-categories that have feature filters, each
//     with its two biggest brands, a price range inside its own and its most common feature value;
//   - 'listing largest sub-category': the worst case alone (the largest sub-category);
// each once with run.mjs's concurrency and once with a single client (c=1), so the budget can be
// read without the queueing that 8 concurrent clients on a small machine add.
// Each also uncached: answers computed afresh rather than kept (server/http/answer-cache.ts).

import { load as loadWith } from './load.mjs';

const VARIANTS = 8;

async function json(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** The filtered listing path of one sub-category, from its unfiltered answer; null without feature filters. */
function filteredPath(subUrl, data) {
  const group = (data.filters ?? []).find((f) => f.values.length > 0);
  const brands = [...(data.brands ?? [])].sort((a, b) => b.product_count - a.product_count).slice(0, 2);
  if (!group || brands.length < 2) return null;
  const value = [...group.values].sort((a, b) => b.product_count - a.product_count)[0];
  const { min, max } = data.price_range;
  const low = Math.floor(min + (max - min) * 0.05);
  const high = Math.ceil(min + (max - min) * 0.6);
  const param = group.slug ?? group.name.toLowerCase().replace(/[#+._/ ]/g, '-');
  const query = [
    `brand=${brands.map((b) => encodeURIComponent(b.brand_url ?? b.name)).join('---')}`,
    `range=${low}-${high}`,
    `${encodeURIComponent(param)}=${encodeURIComponent(value.feature_value)}`,
  ].join('&');
  return `get/sub-${encodeURIComponent(subUrl)}?${query}`;
}

/** The sub-categories to measure, largest first, with their filtered paths (also bench/throughput.mjs's listings). */
export async function filteredListingPaths(apiUrl) {
  const tree = await json(`${apiUrl}get/categories`);
  const subs = (tree.data?.category ?? []).flatMap((c) => c.subCategories.map((s) => s.sub_category_url));
  const found = [];
  for (const url of subs) {
    const body = await json(`${apiUrl}get/sub-${encodeURIComponent(url)}`);
    const path = filteredPath(url, body.data);
    if (path) found.push({ total: body.data.productPaginate.total, path });
  }
  found.sort((a, b) => b.total - a.total);
  return found.slice(0, VARIANTS);
}

/**
 * Measures the listing routes on a running server, with run.mjs's concurrent `load(urlFor, count,
 * dispatcher)` and one client at a time (latency without queueing). Answers rows shaped like run.mjs's measured routes.
 */
export async function listingLatency(apiUrl, { load, dispatcher, warmup, requests, log = () => undefined }) {
  let variants;
  try {
    variants = await filteredListingPaths(apiUrl);
  } catch (err) {
    log(`  listing latency skipped: ${err instanceof Error ? err.message : String(err)}`);
    return [];
  }
  if (variants.length === 0) {
    log('  listing latency skipped: no sub-category with feature filters and two brands');
    return [];
  }
  const sets = [
    { name: 'listing 2 filters + facets', paths: variants.map((v) => v.path) },
    { name: 'listing largest sub-category', paths: [variants[0].path] },
  ];
  const rows = [];
  const run = Date.now().toString(36);
  for (const [n, set] of sets.entries()) {
    const urlFor = (i) => `${apiUrl}${set.paths[i % set.paths.length]}`;
    await load(urlFor, warmup, dispatcher);
    const concurrent = await load(urlFor, requests, dispatcher);
    const single = await loadWith(urlFor, Math.max(100, Math.round(requests / 2)), { dispatcher, concurrency: 1 });
    // Answers are kept per catalogue version (server/http/answer-cache.ts): the same with a parameter
    // no two requests share are answers computed afresh.
    const fresh = (tag) => (i) => `${urlFor(i)}&uncached=${run}-${n}-${tag}-${i}`;
    const concurrentFresh = await load(fresh('c8'), requests, dispatcher);
    const singleFresh = await loadWith(fresh('c1'), Math.max(100, Math.round(requests / 2)), { dispatcher, concurrency: 1 });
    const measured = [
      [`${set.name}`, concurrent],
      [`${set.name} (c=1)`, single],
      [`${set.name} uncached`, concurrentFresh],
      [`${set.name} uncached (c=1)`, singleFresh],
    ];
    for (const [label, stats] of measured) {
      log(`  ${label}: p50 ${stats.p50} ms, p95 ${stats.p95} ms, p99 ${stats.p99} ms, ${stats.rps} req/s`);
      rows.push({ name: label, path: set.paths[0], variants: set.paths.length, ...stats });
    }
  }
  return rows;
}
