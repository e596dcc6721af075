#!/usr/bin/env node
// npm run bench — benchmarks, not tests: nothing here passes or fails on a number.
//
//  (a) bundle sizes: raw, gzip and brotli of every built .js/.css under dist/storefront and dist/widgets;
//  (b) API latency (p50/p95/p99) and throughput of read routes, on the built server, for each
//      configuration of database (PGlite, PostgreSQL) and seeded products (2 000, 100 000), and
//      the server-rendered pages' HTML and first-byte times (bench/page-latency.mjs);
//  (c) a browse mix's throughput on 1 and 2 server processes (bench/throughput.mjs, PostgreSQL only)
//      and a 60-second mix of 50 shoppers who order with Cash On Delivery (bench/shoppers.mjs).
//
// Prints tables and writes bench/results.json. Seeded databases are cached under bench/.data/
// (keyed by the migrations and seed sources), so reruns don't reseed 100 000 products. PGlite
// runs measure on a copy of the cached database, so earlier runs' writes never slow them down.
//
// Environment:
//   BENCH_QUICK=1            only 2 000 products on PGlite, fewer requests (a fast check)
//   BENCH_PRODUCTS=2000,100000   product counts        BENCH_DB=pglite,postgres   databases
//   BENCH_REQUESTS=1000      measured requests per route   BENCH_WARMUP=100   warm-up requests per route
//   BENCH_CONCURRENCY=8      concurrent workers (keep-alive connections)
//   BENCH_NODE_ENV=production  NODE_ENV of the server under test
//   BENCH_PAGES=0            skip the home page JavaScript and Lighthouse part (bench/lighthouse.mjs)
//   BENCH_ONLY=search,...    only these parts: pages (home JavaScript, Lighthouse), api (routes, listing,
//                            product, cart and page latency), search (bench/search-quality.mjs),
//                            throughput (bench/throughput.mjs), shoppers (bench/shoppers.mjs), csv-import
//                            (bench/csv-import.mjs: 10 000 price and stock rows through the staff import;
//                            configurations of at least 10 000 products), staff-orders (bench/staff-orders.mjs:
//                            the staff orders list over 200 000 seeded orders, 4 staff; PostgreSQL only),
//                            scaling (bench/scaling.mjs: 1, 2 and 4 API processes of a fixed CPU share
//                            through cgroups, uncached browse mix; PostgreSQL only, as root), spike
//                            (bench/spike.mjs: a Dashain flash sale, 3,000 shoppers for 100 units, WORKERS=2
//                            with a streaming replica; PostgreSQL only)
//   BENCH_DATA_DIR=dir       where the seeded databases are cached (default bench/.data); a copy of a
//                            cached folder lets two benches run side by side
//   SERVER_LOG=1             echo the server's output
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zc, gzipSync } from 'node:zlib';
import serverProcess from '../tests/support/server-process.cjs';
import { findPostgresBin, startPostgres } from '../tests/support/with-postgres.mjs';
import { measureProductLatency, printProductBudget } from './product-latency.mjs';
import { reportWidgetSizes } from './widget-size.mjs';
import { listingLatency } from './listing-latency.mjs';
import { load as loadWith, makeDispatcher } from './load.mjs';
import { pageBenchmarks } from './lighthouse.mjs';
import { measureCartLatency, printCartBudget } from './cart-latency.mjs';
import { measureCsvImport, printCsvImport } from './csv-import.mjs';
import { measurePageLatency, printPageBudget } from './page-latency.mjs';
import { measureSearch, printSearchBudget } from './search-quality.mjs';
import { measureShoppers, printShoppers } from './shoppers.mjs';
import { measureStaffOrders, printStaffOrders } from './staff-orders.mjs';
import { measureThroughput, printThroughput } from './throughput.mjs';
import { measureScaling, printScaling } from './scaling.mjs';
import { measureSpike, printSpike } from './spike.mjs';

const { startBuiltServer } = serverProcess;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = resolve(ROOT, process.env.DIST_DIR || 'dist');
const CACHE = process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : join(ROOT, 'bench', '.data');
const RESULTS = join(ROOT, 'bench', 'results.json');

const QUICK = process.env.BENCH_QUICK === '1';
const list = (v, fallback) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : fallback);
const PRODUCTS = list(process.env.BENCH_PRODUCTS, QUICK ? ['2000'] : ['2000', '100000']).map(Number);
const DATABASES = list(process.env.BENCH_DB, QUICK ? ['pglite'] : ['pglite', 'postgres']);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (QUICK ? 300 : 1000));
const WARMUP = Number(process.env.BENCH_WARMUP ?? (QUICK ? 30 : 100));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const NODE_ENV = process.env.BENCH_NODE_ENV ?? 'production';
const ONLY = list(process.env.BENCH_ONLY, []);
/** Whether a part of the benchmark runs (all of them unless BENCH_ONLY names some). */
const runs = (part) => ONLY.length === 0 || ONLY.includes(part);

const log = (line) => process.stderr.write(`bench: ${line}\n`);

// ---------------------------------------------------------------- (a) bundle sizes

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function bundleSizes() {
  const rows = [];
  for (const sub of ['storefront', 'widgets']) {
    for (const file of walk(join(DIST, sub)).filter((f) => /\.(m?js|css)$/.test(f)).sort()) {
      const buf = readFileSync(file);
      rows.push({
        file: relative(ROOT, file),
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
        brotli: brotliCompressSync(buf, {
          params: { [zc.BROTLI_PARAM_QUALITY]: 11, [zc.BROTLI_PARAM_SIZE_HINT]: buf.length },
        }).length,
      });
    }
  }
  const totals = {};
  for (const r of rows) {
    const group = r.file.split('/')[1];
    const t = (totals[group] ??= { raw: 0, gzip: 0, brotli: 0 });
    t.raw += r.raw;
    t.gzip += r.gzip;
    t.brotli += r.brotli;
  }
  return { files: rows, totals };
}

// ---------------------------------------------------------------- (b) load generator

/** A keep-alive pool of CONCURRENCY connections for one run (after one request warms the server). */
async function runDispatcher(origin) {
  await fetch(`${origin}/api/health`).then((r) => r.arrayBuffer()).catch(() => undefined);
  return makeDispatcher(CONCURRENCY);
}

/** `count` requests with CONCURRENCY workers; urlFor(i) names the i-th request. */
const load = (urlFor, count, dispatcher) => loadWith(urlFor, count, { dispatcher, concurrency: CONCURRENCY });

async function getJson(url) {
  try {
    const res = await fetch(url);
    const body = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch (err) {
    return { status: 0, body: null, error: String(err) };
  }
}

/** Product ids found anywhere in a response (arrays named products/related_products, items with id). */
function productIds(body, out = new Set()) {
  if (!body || typeof body !== 'object') return out;
  if (Array.isArray(body)) {
    for (const item of body) productIds(item, out);
    return out;
  }
  for (const [key, value] of Object.entries(body)) {
    if (/products$/i.test(key) && Array.isArray(value)) {
      for (const p of value) {
        const id = p && typeof p === 'object' ? (p.id ?? p.product_id) : undefined;
        if (id !== undefined && id !== null) out.add(String(id));
      }
    }
    if (value && typeof value === 'object') productIds(value, out);
  }
  return out;
}

/** Resolves the routes to measure against a running server; routes answering 404 are skipped. */
async function resolveRoutes(apiUrl) {
  const routes = [];
  const skipped = [];
  const probe = async (name, path) => {
    const r = await getJson(`${apiUrl}${path}`);
    if (r.status === 200) {
      routes.push({ name, paths: [path] });
      return r.body;
    }
    skipped.push({ name, path, reason: r.status === 404 ? '404 (route not there yet?)' : `answered ${r.status || r.error}` });
    return null;
  };

  await probe('get-provinces', 'get-provinces');
  await probe('get-locations-with-areas', 'get-locations-with-areas');
  const categories = await probe('get/categories', 'get/categories');
  const search = await probe('web-search', 'web-search?keywords=samsung');

  const ids = productIds(search);
  const firstCategory = categories?.data?.category?.[0]?.category_url;
  if (firstCategory) {
    const listing = await probe('get/cat-{first}', `get/cat-${encodeURIComponent(firstCategory)}`);
    productIds(listing, ids);
  } else {
    skipped.push({ name: 'get/cat-{first}', path: 'get/cat-…', reason: 'no category_url in get/categories' });
  }

  // view-product over up to 50 different products, so one cached row doesn't flatter it.
  const candidates = ids.size ? [...ids].slice(0, 50) : ['1'];
  const working = [];
  for (const [n, id] of candidates.entries()) {
    const path = `view-product?product=${encodeURIComponent(id)}`;
    const r = await getJson(`${apiUrl}${path}`);
    if (r.status === 200) working.push(path);
    else if (n >= 4 && working.length === 0) break; // the route is missing or broken: don't try 50
  }
  if (working.length) routes.push({ name: 'view-product', paths: working });
  else skipped.push({ name: 'view-product', path: 'view-product?product={id}', reason: `no product id answered 200 (tried ${Math.min(candidates.length, 5)})` });

  return { routes, skipped };
}

// ---------------------------------------------------------------- configurations

/** Cache key: the sources that decide what the seeded database holds. */
function seedKey() {
  const hash = createHash('sha256');
  const files = [...walk(join(ROOT, 'server', 'db', 'migrations')), ...walk(join(ROOT, 'server', 'demo', 'seed'))]
    .filter((f) => !/\.test\.tsx?$/.test(f))
    .sort();
  for (const f of files) {
    hash.update(relative(ROOT, f));
    hash.update(readFileSync(f));
  }
  return hash.digest('hex').slice(0, 12);
}

/** The cache folder for one configuration; stale ones (other key) and unfinished ones are removed. */
function cacheDir(kind, products, key) {
  mkdirSync(CACHE, { recursive: true });
  const prefix = `${kind}-${products}-`;
  for (const name of readdirSync(CACHE)) {
    if (name.startsWith(prefix) && name !== `${prefix}${key}`) {
      log(`removing stale cache ${name}`);
      rmSync(join(CACHE, name), { recursive: true, force: true });
    }
  }
  const dir = join(CACHE, `${prefix}${key}`);
  if (existsSync(dir) && !existsSync(join(dir, '.complete'))) {
    log(`removing unfinished cache ${relative(ROOT, dir)}`);
    rmSync(dir, { recursive: true, force: true });
  }
  return dir;
}

/** What to stop when interrupted. */
let current = null;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    log(`${sig}: stopping the server and database`);
    Promise.resolve(current?.stop()).finally(() => process.exit(130));
  });
}

async function runConfiguration(kind, products, key) {
  const dir = cacheDir(kind, products, key);
  const cached = existsSync(join(dir, '.complete'));
  log(`${kind}, ${products} products: ${cached ? 'cached database' : 'seeding a new database (may take long)'}`);

  mkdirSync(dir, { recursive: true });
  const scratch = join(dir, 'run');
  let pg = null;
  let server = null;
  current = { stop: async () => { await server?.stop(); await pg?.stop(); } };
  try {
    if (kind === 'postgres') {
      pg = await startPostgres({ dataDir: dir, keep: true, database: 'bench' });
    }
    const start = (dataDir, env = {}) =>
      startBuiltServer({
        seedProducts: products,
        ...(kind === 'pglite' ? { dataDir, keepDataDir: true, databaseUrl: null } : { databaseUrl: pg.databaseUrl }),
        env: { NODE_ENV, AUTH_RATE_LIMIT: '1000000', SEARCH_RATE_LIMIT: '1000000', ...env },
        timeoutMs: 60 * 60_000,
      });
    if (kind === 'pglite') {
      // The measures write (users, carts): they run on a copy, so every run starts from the
      // same freshly seeded database (PGlite has no autovacuum to clean up after earlier runs).
      if (!cached) await (await start(join(dir, 'data'))).stop();
      writeFileSync(join(dir, '.complete'), new Date().toISOString());
      rmSync(scratch, { recursive: true, force: true });
      cpSync(join(dir, 'data'), scratch, { recursive: true });
      server = await start(scratch);
    } else {
      server = await start(null);
      writeFileSync(join(dir, '.complete'), new Date().toISOString());
    }
    log(`server ready in ${(server.startupMs / 1000).toFixed(1)} s (pid ${server.pid})`);

    const result = { db: kind, products, cachedDatabase: cached, startupMs: server.startupMs, routes: [], skipped: [] };
    const dispatcher = await runDispatcher(server.url);
    if (runs('api')) {
      const { routes, skipped } = await resolveRoutes(server.apiUrl);
      for (const route of routes) {
        const urlFor = (i) => `${server.apiUrl}${route.paths[i % route.paths.length]}`;
        await load(urlFor, WARMUP, dispatcher);
        const stats = await load(urlFor, REQUESTS, dispatcher);
        log(`  ${route.name}: p50 ${stats.p50} ms, p99 ${stats.p99} ms, ${stats.rps} req/s`);
        result.routes.push({ name: route.name, path: route.paths[0], variants: route.paths.length, ...stats });
      }
      result.routes.push(...(await listingLatency(server.apiUrl, { load, dispatcher, warmup: WARMUP, requests: REQUESTS, log })));
      result.skipped = skipped;
    }
    if (runs('search')) {
      result.search = await measureSearch(server.apiUrl, {
        load, dispatcher, warmup: WARMUP, requests: REQUESTS, log, serverPid: server.pid, postgresDataDir: pg?.dataDir ?? null,
      });
    }
    await dispatcher?.close?.();
    if (runs('api')) {
      result.productLatency = await measureProductLatency({ apiUrl: server.apiUrl, products });
      result.cartLatency = await measureCartLatency({ apiUrl: server.apiUrl, log });
      result.pageLatency = await measurePageLatency({ baseUrl: server.url, products, log });
    }
    if (runs('csv-import')) result.csvImport = await measureCsvImport({ apiUrl: server.apiUrl, products, log });
    if (runs('staff-orders')) result.staffOrders = await measureStaffOrders({ apiUrl: server.apiUrl, databaseUrl: pg?.databaseUrl, log });
    if (runs('shoppers')) result.shoppers = await measureShoppers({ apiUrl: server.apiUrl, databaseUrl: pg?.databaseUrl, log });
    if (runs('throughput')) {
      // The configuration's server idles meanwhile; two more start, one process and WORKERS=2.
      result.throughput = kind === 'postgres'
        ? await measureThroughput({ startServer: (n) => start(null, n > 1 ? { WORKERS: String(n) } : {}), postgres: pg, products, log })
        : { skipped: 'PostgreSQL only: PGlite belongs to one process (WORKERS is ignored)' };
    }
    if (runs('scaling')) {
      result.scaling = kind === 'postgres'
        ? await measureScaling({ startServer: () => start(null), postgres: pg, products, log })
        : { skipped: 'PostgreSQL only: PGlite belongs to one process' };
    }
    if (runs('spike')) {
      // Its own server (WORKERS=2, reading from a streaming replica of this database) starts and stops inside.
      result.spike = kind === 'postgres'
        ? await measureSpike({ startServer: (env) => start(null, env), postgres: pg, log })
        : { skipped: 'PostgreSQL only: the spike runs with a replica and two processes' };
    }
    return result;
  } finally {
    current = null;
    await server?.stop();
    await pg?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- output

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    options: { quick: QUICK, products: PRODUCTS, databases: DATABASES, requests: REQUESTS, warmup: WARMUP, concurrency: CONCURRENCY, nodeEnv: NODE_ENV },
    bundles: bundleSizes(),
    api: [],
    skippedConfigurations: [],
  };

  const { files, totals } = results.bundles;
  console.log('\nBundle sizes');
  if (files.length === 0) console.log('(no .js/.css under dist/storefront or dist/widgets — run npm run build)');
  else {
    console.log(table(['file', 'raw', 'gzip', 'brotli'], files.map((f) => [f.file, kb(f.raw), kb(f.gzip), kb(f.brotli)])));
    console.log();
    console.log(table(['total', 'raw', 'gzip', 'brotli'], Object.entries(totals).map(([g, t]) => [g, kb(t.raw), kb(t.gzip), kb(t.brotli)])));
  }

  results.widgetSizes = await reportWidgetSizes({ dist: DIST });

  // Home page JavaScript and Lighthouse mobile scores (bench/home-js.mjs, bench/lighthouse.mjs).
  if (process.env.BENCH_PAGES !== '0' && runs('pages')) {
    results.pages = await pageBenchmarks({ log, nodeEnv: NODE_ENV }).catch((err) => {
      log(`page benchmarks failed: ${err instanceof Error ? err.message : String(err)}`);
      return { error: String(err) };
    });
  }

  const key = seedKey();
  for (const kind of DATABASES) {
    if (kind === 'postgres' && !findPostgresBin()) {
      log('no PostgreSQL binaries: skipping the PostgreSQL configurations');
      results.skippedConfigurations.push({ db: kind, reason: 'no PostgreSQL binaries' });
      continue;
    }
    for (const products of PRODUCTS) results.api.push(await runConfiguration(kind, products, key));
  }

  const rows = results.api.flatMap((c) =>
    c.routes.map((r) => [`${c.db} ${c.products}`, r.name, r.p50, r.p95, r.p99, r.rps, r.failures]),
  );
  if (rows.length) {
    console.log(`\nAPI latency and throughput (${REQUESTS} requests per route after ${WARMUP} warm-up, ${CONCURRENCY} concurrent keep-alive connections)`);
    console.log(table(['config', 'route', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'failed'], rows));
  }
  for (const c of results.api) {
    console.log(`${c.db} ${c.products}: server ready in ${(c.startupMs / 1000).toFixed(1)} s${c.cachedDatabase ? ' (cached database)' : ' (seeded)'}`);
    for (const s of c.skipped) console.log(`  skipped ${s.name} (${s.path}): ${s.reason}`);
  }
  for (const s of results.skippedConfigurations) console.log(`skipped ${s.db}: ${s.reason}`);
  printProductBudget(results.api);
  printCartBudget(results.api);
  printPageBudget(results.api);
  printSearchBudget(results.api);
  printShoppers(results.api);
  printThroughput(results.api);
  printScaling(results.api);
  printSpike(results.api);
  printCsvImport(results.api);
  printStaffOrders(results.api);

  // The scaling figures also at the top, as issue 33 reads them: {cpu_per_process, processes, rps, p95_ms, ratio}.
  const scaling = results.api.find((c) => c.scaling && !c.scaling.error && !c.scaling.skipped)?.scaling;
  if (scaling) results.scaling = scaling;
  const spike = results.api.find((c) => c.spike && !c.spike.error && !c.spike.skipped)?.spike;
  if (spike) results.spike = spike;
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${relative(process.cwd(), RESULTS)}`);
}

main().catch((err) => {
  process.stderr.write(`bench: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
