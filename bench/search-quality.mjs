// Search quality and latency (issue 18): the judged query set bench/search-judged.json, scored on
// a running server as
//   - precision at 5: of the first five results (fewer when fewer came), the share that is what the
//     judgment names (its sub-category or type, its brand; the product itself, not a combo or a
//     service); a model-number query scores 1 when its product comes first, else 0;
//   - zero-result rate: the share of queries that found nothing.
// Goals (issue 18): precision at 5 ≥ 0.9 and no zero-result answer.
// Latency of web-search at run.mjs's concurrency and with one client: the search page (the judged
// queries) and the header suggestions (the first 3 to 5 letters of each); budgets at 100 000
// products on PostgreSQL: search page p95 ≤ 30 ms (c=1) and ≤ 60 ms (c=8), suggestions p95 ≤ 15 ms (c=1).
// Each also uncached (…Uncached): answers computed afresh rather than kept (server/http/answer-cache.ts).
// Beside each figure, the CPU time per request of the server and of PostgreSQL (bench/cpu-use.mjs):
// on a shared machine the percentiles move with everyone else's load, the CPU a request costs much less.
//
// Hooked into bench/run.mjs (BENCH_ONLY=search runs this part alone).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMeter, postmasterPid } from './cpu-use.mjs';
import { load as loadWith, round } from './load.mjs';

const JUDGED = join(dirname(fileURLToPath(import.meta.url)), 'search-judged.json');
const BUDGET = { pageC1: 30, pageC8: 60, suggestC1: 15 };

async function json(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** The model-number query of a judgment: a product of its sub-category, its model written as asked. */
async function modelQuery(apiUrl, judged) {
  const body = await json(`${apiUrl}get/sub-${encodeURIComponent(judged.model)}`);
  const products = body.data.products.filter((p) => p.product_type === 'Normal');
  const joined = products.find((p) => /[-\s]/.test(p.model_number)) ?? products[0];
  const m = joined.model_number;
  const written = { bare: m.replace(/[-\s]/g, ''), spaced: m.replace(/-/g, ' '), lower: m.toLowerCase(), 'as-is': m }[judged.written] ?? m;
  return { keywords: written, productId: joined.id };
}

/** Scores the judged set. */
export async function searchQuality(apiUrl) {
  const { queries } = JSON.parse(readFileSync(JUDGED, 'utf8'));
  const facts = new Map();
  const factsOf = async (id) => {
    if (!facts.has(id)) facts.set(id, (await json(`${apiUrl}view-product?product=${id}`)).data.product);
    return facts.get(id);
  };
  const rows = [];
  for (const judged of queries) {
    const model = judged.model ? await modelQuery(apiUrl, judged) : null;
    const keywords = model ? model.keywords : judged.q;
    const body = await json(`${apiUrl}web-search?keywords=${encodeURIComponent(keywords)}`);
    const top = body.data.products.slice(0, 5);
    let score;
    const misses = [];
    if (model) {
      score = top[0]?.id === model.productId ? 1 : 0;
      if (!score) misses.push(...top.slice(0, 1).map((p) => p.name));
    } else {
      let relevant = 0;
      for (const card of top) {
        const p = await factsOf(card.id);
        const ok =
          (!judged.sub || p.product_sub_category_url === judged.sub) &&
          (!judged.type || p.product_sub_category_type_url === judged.type) &&
          (!judged.brand || p.brand === judged.brand) &&
          (judged.any || (p.product_type === 'Normal' && !p.is_service));
        if (ok) relevant += 1;
        else misses.push(p.name);
      }
      score = top.length ? relevant / top.length : 0;
    }
    rows.push({ q: keywords, judged: judged.model ? `model of ${judged.model}` : judged.q, p5: round(score), results: body.data.productPaginate.total, misses });
  }
  return {
    queries: rows.length,
    precisionAt5: round(rows.reduce((s, r) => s + r.p5, 0) / rows.length),
    zeroResultRate: round(rows.filter((r) => r.results === 0).length / rows.length),
    rows,
  };
}

/** The judged queries a shopper types (not the model-number ones, which are picked at run time). */
export const searchWords = () => JSON.parse(readFileSync(JUDGED, 'utf8')).queries.filter((q) => !q.model).map((q) => q.q);

/** Latency of the search page and of the header suggestions. */
async function searchLatency(apiUrl, { load, dispatcher, warmup, requests, log, serverPid = null, postgresDataDir = null }) {
  const words = searchWords();
  const prefixes = words.flatMap((w) => [3, 4, 5].filter((n) => w.length > n).map((n) => w.slice(0, n)));
  const url = (list) => (i) => `${apiUrl}web-search?keywords=${encodeURIComponent(list[i % list.length])}`;
  const postgresPid = postgresDataDir ? postmasterPid(postgresDataDir) : null;
  /** A measure with the CPU milliseconds each request cost the server and PostgreSQL (null without /proc). */
  const measured = async (run) => {
    const stop = serverPid ? cpuMeter({ roots: [serverPid], serving: [serverPid], postgresPid }) : () => null;
    const stats = await run();
    const cores = stop();
    // cores used on average × milliseconds per request (1000 / rps)
    const perRequest = (c) => round((c * 1000) / stats.rps);
    return cores ? { ...stats, cpuMsPerRequest: { server: perRequest(cores.server), postgres: postgresPid ? perRequest(cores.postgres) : null } } : stats;
  };
  const one = Math.max(100, Math.round(requests / 2));
  const out = {};
  await load(url(words), warmup, dispatcher);
  out.pageC8 = await measured(() => load(url(words), requests, dispatcher));
  out.pageC1 = await measured(() => loadWith(url(words), one, { dispatcher, concurrency: 1 }));
  out.suggestC1 = await measured(() => loadWith(url(prefixes), one, { dispatcher, concurrency: 1 }));
  // Answers are kept per catalogue version (server/http/answer-cache.ts) and the judged queries repeat,
  // so the three above are mostly kept answers; the same with a parameter no two requests share are
  // answers computed afresh, as for a query nobody asked since the catalogue last changed.
  const run = Date.now().toString(36);
  const fresh = (urlFor, tag) => (i) => `${urlFor(i)}&uncached=${run}-${tag}-${i}`;
  out.pageC8Uncached = await measured(() => load(fresh(url(words), 'c8'), requests, dispatcher));
  out.pageC1Uncached = await measured(() => loadWith(fresh(url(words), 'c1'), one, { dispatcher, concurrency: 1 }));
  out.suggestC1Uncached = await measured(() => loadWith(fresh(url(prefixes), 's1'), one, { dispatcher, concurrency: 1 }));
  for (const [k, s] of Object.entries(out)) log(`  search ${k}: p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, ${s.rps} req/s${cpuText(s)}`);
  return out;
}

/** ', CPU per request: server … ms, PostgreSQL … ms' when it was measured. */
const cpuText = (s) =>
  s.cpuMsPerRequest
    ? `, CPU per request: server ${s.cpuMsPerRequest.server} ms${s.cpuMsPerRequest.postgres === null ? '' : `, PostgreSQL ${s.cpuMsPerRequest.postgres} ms`}`
    : '';

/** The search part of one configuration: quality, then latency. */
export async function measureSearch(apiUrl, opts) {
  try {
    const quality = await searchQuality(apiUrl);
    opts.log(`  search quality: precision at 5 ${quality.precisionAt5}, zero-result rate ${quality.zeroResultRate} (${quality.queries} queries)`);
    return { quality, latency: await searchLatency(apiUrl, opts) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export function printSearchBudget(configurations) {
  console.log('\nSearch (bench/search-quality.mjs; goals: precision at 5 ≥ 0.9, no zero results; at 100 000 products on PostgreSQL');
  console.log(`  the search page p95 ≤ ${BUDGET.pageC1} ms with one client and ≤ ${BUDGET.pageC8} ms at 8, suggestions p95 ≤ ${BUDGET.suggestC1} ms)`);
  for (const c of configurations) {
    const s = c.search;
    if (!s) continue;
    if (s.error) {
      console.log(`  ${c.db} ${c.products}: ${s.error}`);
      continue;
    }
    const q = s.quality;
    console.log(`  ${c.db} ${c.products}: precision at 5 ${q.precisionAt5}, zero-result rate ${q.zeroResultRate} over ${q.queries} queries`);
    for (const r of q.rows.filter((x) => x.p5 < 1)) console.log(`    ${r.p5.toFixed(2)}  ${r.q}  (${r.results} results; not it: ${r.misses.slice(0, 2).join('; ')})`);
    for (const [k, st] of Object.entries(s.latency)) {
      const verdict = st.p95 <= BUDGET[k.replace('Uncached', '')] ? 'within budget' : 'over budget';
      console.log(`  ${c.db} ${c.products}: ${k} p50 ${st.p50} ms, p95 ${st.p95} ms (${verdict})${cpuText(st)}`);
    }
  }
}
