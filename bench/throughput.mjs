// Throughput of a browse mix, one server process against two (issue 17: `WORKERS=2`, server/cluster.ts,
// the way production runs several processes on one machine; goal ≥ 1.7× with no error).
//
// The mix is what the storefront asks while people browse, in every 10 requests: the home page's
// two (layouts, get-home-data), 3 filtered listings with facets (bench/listing-latency.mjs's
// paths), 3 product pages (view-product, spread over the catalogue) and 2 searches (the judged
// queries). BENCH_THROUGHPUT_CLIENTS (32) keep-alive clients send it with no pause.
//
// Both servers run at once on the same PostgreSQL (one idle while the other is measured) and are
// measured in turns, 1, 2, 1, 2 … (BENCH_THROUGHPUT_ROUNDS, 2), BENCH_THROUGHPUT_REQUESTS (4000)
// requests each after a warm-up; the best round of each is compared. Each measurement also says
// where the CPU went (bench/cpu-use.mjs): the server's processes, PostgreSQL, this load generator
// and the rest of the machine — with two cores shared by all of them, that decides the ratio.
//
// PostgreSQL only (PGlite is one process); bench/run.mjs runs it with BENCH_ONLY including 'throughput'.
import { filteredListingPaths } from './listing-latency.mjs';
import { load, makeDispatcher } from './load.mjs';
import { searchWords } from './search-quality.mjs';
import { cpuMeter, postmasterPid, treeMs, workerPids } from './cpu-use.mjs';

const CLIENTS = Number(process.env.BENCH_THROUGHPUT_CLIENTS ?? 32);
const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 2);
const REQUESTS = Number(process.env.BENCH_THROUGHPUT_REQUESTS ?? 4000);
const WARMUP = Number(process.env.BENCH_THROUGHPUT_WARMUP ?? 600);
export const THROUGHPUT_GOAL = 1.7;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Product ids spread over the catalogue that answer view-product. */
async function productPaths(apiUrl, products, wanted = 100) {
  const paths = [];
  const step = Math.max(1, Math.floor(products / wanted));
  for (let id = 1; id <= products && paths.length < wanted; id += step) {
    const path = `view-product?product=${id}`;
    const res = await fetch(`${apiUrl}${path}`);
    await res.arrayBuffer();
    if (res.status === 200) paths.push(path);
  }
  return paths;
}

/** The mix: pathFor(i), the API path of the i-th request. */
export async function browseMix(apiUrl, products) {
  const kinds = {
    home: ['layouts', 'get-home-data'],
    listing: (await filteredListingPaths(apiUrl)).map((v) => v.path),
    product: await productPaths(apiUrl, products),
    search: searchWords().map((w) => `web-search?keywords=${encodeURIComponent(w)}`),
  };
  for (const [kind, paths] of Object.entries(kinds)) if (paths.length === 0) throw new Error(`no ${kind} path answered`);
  const slots = ['home', 'home', 'listing', 'listing', 'listing', 'product', 'product', 'product', 'search', 'search'];
  const counts = {};
  const plan = slots.map((kind) => ({ kind, n: (counts[kind] = (counts[kind] ?? 0) + 1) - 1, every: slots.filter((k) => k === kind).length }));
  return (i) => {
    const slot = plan[i % plan.length];
    const paths = kinds[slot.kind];
    return paths[(Math.floor(i / plan.length) * slot.every + slot.n) % paths.length];
  };
}

/**
 * What is measured: the API origins to send the mix to (in turns) and the server's processes —
 * `roots`, whose process trees are the server, and `serving`, the processes that answer.
 */
function target(servers, how) {
  const serving = servers.length > 1 ? servers.map((s) => s.pid) : workerPids(servers[0].pid);
  return { how, servers, apiUrls: servers.map((s) => s.apiUrl), roots: servers.map((s) => s.pid), serving: serving.length ? serving : [servers[0].pid] };
}

/**
 * `WORKERS=2`; when it does not start, two single processes started one after the other (each
 * with its own port; the mix alternates between them), and why.
 */
async function twoProcesses(startServer, log) {
  try {
    return target([await startServer(2)], 'WORKERS=2');
  } catch (err) {
    const why = (err instanceof Error ? err.message : String(err)).split('\n').filter((l) => /time|exit|error/i.test(l)).slice(0, 3).join('; ');
    log(`  throughput: WORKERS=2 did not start (${why}); measuring two single processes on two ports instead`);
    const first = await startServer(1);
    try {
      return target([first, await startServer(1)], `two processes on two ports (WORKERS=2 did not start: ${why})`);
    } catch (again) {
      await first.stop();
      throw again;
    }
  }
}

/**
 * A warmed keep-alive pool spread over every serving process: in cluster mode a connection
 * belongs to the worker that accepted it, so a pool opened before the last worker listened would
 * leave that one idle. Retries until each did a fair part of the warm-up.
 */
async function warmedPool({ serving }, urlFor) {
  for (let attempt = 1; ; attempt++) {
    const dispatcher = makeDispatcher(CLIENTS);
    const before = serving.map(treeMs);
    await load(urlFor, WARMUP, { dispatcher, concurrency: CLIENTS });
    const used = serving.map((pid, i) => treeMs(pid) - before[i]);
    if (serving.length < 2 || Math.min(...used) >= Math.max(...used) / 3 || attempt >= 5) return dispatcher;
    await dispatcher?.close?.();
    await sleep(1000);
  }
}

async function measure(t, pathFor, postgresPid) {
  const urlFor = (i) => `${t.apiUrls[i % t.apiUrls.length]}${pathFor(i)}`;
  const dispatcher = await warmedPool(t, urlFor);
  const stop = cpuMeter({ roots: t.roots, serving: t.serving, postgresPid });
  const stats = await load(urlFor, REQUESTS, { dispatcher, concurrency: CLIENTS });
  const cpu = stop();
  await dispatcher?.close?.();
  return { how: t.how, ...stats, errorRate: stats.failures / stats.requests, cpu };
}

/**
 * @param {{ startServer: (workers: number) => Promise<{ pid: number, apiUrl: string, stop: () => Promise<void> }>,
 *           postgres: { dataDir: string }, products: number, log?: (line: string) => void }} opts
 */
export async function measureThroughput({ startServer, postgres, products, log = () => {} }) {
  const targets = {};
  try {
    targets[1] = target([await startServer(1)], 'one process');
    targets[2] = await twoProcesses(startServer, log);
    const pathFor = await browseMix(targets[1].apiUrls[0], products);
    const postgresPid = postmasterPid(postgres.dataDir);
    const rounds = { 1: [], 2: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const n of [1, 2]) {
        const r = await measure(targets[n], pathFor, postgresPid);
        const c = r.cpu;
        log(`  throughput ${r.how}: ${r.rps} req/s, p95 ${r.p95} ms, ${r.failures} failed` +
          (c ? ` (cores: server ${c.server} [${c.serving.join(' + ')}], PostgreSQL ${c.postgres}, load generator ${c.bench}, others ${c.others})` : ''));
        rounds[n].push(r);
      }
    }
    const best = (n) => rounds[n].reduce((a, b) => (b.rps > a.rps ? b : a));
    const one = best(1);
    const two = best(2);
    return {
      clients: CLIENTS,
      requests: REQUESTS,
      mix: 'per 10: layouts, get-home-data, 3 filtered listings, 3 view-product, 2 web-search',
      one,
      two,
      rounds,
      ratio: Math.round((two.rps / one.rps) * 100) / 100,
      errorRate: (one.failures + two.failures) / (one.requests + two.requests),
      goal: THROUGHPUT_GOAL,
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    await Promise.all(Object.values(targets).flatMap((t) => t.servers.map((s) => s.stop())));
  }
}

export function printThroughput(configurations) {
  const measured = configurations.filter((c) => c.throughput);
  if (measured.length === 0) return;
  console.log(`\nBrowse-mix throughput, 1 vs 2 server processes (WORKERS=2) at ${CLIENTS} clients (bench/throughput.mjs; goal ≥ ${THROUGHPUT_GOAL}×, no error)`);
  for (const c of measured) {
    const t = c.throughput;
    if (t.error || t.skipped) {
      console.log(`  ${c.db} ${c.products}: ${t.error ?? `skipped (${t.skipped})`}`);
      continue;
    }
    const verdict = t.ratio >= t.goal && t.errorRate === 0 ? 'goal met' : 'goal NOT met';
    const cpu = (r) => (r.cpu ? `; cores: server ${r.cpu.server}, PostgreSQL ${r.cpu.postgres}, load generator ${r.cpu.bench}, others ${r.cpu.others}` : '');
    console.log(`  ${c.db} ${c.products}: 1 process ${t.one.rps} req/s (p95 ${t.one.p95} ms${cpu(t.one)})`);
    console.log(`  ${c.db} ${c.products}: 2 processes (${t.two.how}) ${t.two.rps} req/s (p95 ${t.two.p95} ms${cpu(t.two)})`);
    console.log(`  ${c.db} ${c.products}: ratio ${t.ratio}×, error rate ${t.errorRate} — ${verdict}`);
  }
}
