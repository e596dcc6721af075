// The price and stock CSV import (issue 32; budget: 10 000 rows in under 10 s, every page and
// search showing the new prices after). Against a running server with at least BENCH_CSV_ROWS
// (10 000) products: log in as the demo owner, export every product (GET /api/admin/products/export.csv,
// timed too), import BENCH_CSV_ROWS lines of new prices and stock through POST /api/admin/products/import
// (timed: the whole HTTP request, checking, the one UPDATE and the audit row), then check that
// the product page (view-product) and search (web-search by the model number) of sampled
// products show the new price. Afterwards the original prices and stock are imported back, so a
// PostgreSQL database cached between runs holds the same catalogue next time.
//
// Used by bench/run.mjs (BENCH_ONLY=csv-import, on configurations of at least 10 000 products):
//   BENCH_ONLY=csv-import BENCH_PRODUCTS=100000 BENCH_DB=pglite BENCH_PAGES=0 npm run bench
import { json } from './cart-latency.mjs';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 10_000);
const BUDGET_MS = 10_000;
const SAMPLES = 20;
const OWNER = { email: 'owner@example.com', password: 'owner1234' };

/** One CSV line → its fields (the export quotes fields with separators or quotes). */
function fields(line) {
  const out = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') out.push(field), (field = '');
    else field += c;
  }
  out.push(field);
  return out;
}

/** The object with this id anywhere in a JSON answer (a search result's card), or null. */
function findCard(body, id) {
  if (!body || typeof body !== 'object') return null;
  if (!Array.isArray(body) && body.id === id && 'price' in body) return body;
  for (const v of Object.values(body)) {
    const found = findCard(v, id);
    if (found) return found;
  }
  return null;
}

async function importCsv(apiUrl, token, csv) {
  const t0 = performance.now();
  const r = await json(`${apiUrl}admin/products/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv; charset=utf-8' },
    body: csv,
  });
  return { ...r, ms: Math.round(performance.now() - t0) };
}

export async function measureCsvImport({ apiUrl, products, log = () => {} }) {
  if (products < ROWS) return { skipped: `needs at least ${ROWS} products (this configuration has ${products})` };
  const login = await json(`${apiUrl}admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(OWNER) });
  if (login.status !== 200) return { error: `staff login answered ${login.status} (is demo mode on?)` };
  const token = login.body.token;

  const e0 = performance.now();
  const res = await fetch(`${apiUrl}admin/products/export.csv`, { headers: { Authorization: `Bearer ${token}` } });
  const text = await res.text();
  const exportMs = Math.round(performance.now() - e0);
  const lines = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  log(`  export: ${lines.length - 1} products, ${(text.length / 1024 / 1024).toFixed(1)} MB in ${exportMs} ms`);
  // id, model_number, name, price, discount_price, stock, status — shown products only, so their pages answer.
  const rows = lines.slice(1).map(fields).filter((f) => f[6] === '1').slice(0, ROWS);
  if (rows.length < ROWS) return { error: `only ${rows.length} shown products in the export` };

  // New prices: 7% up to the next whole rupee, the discount (if any) kept below it; stock + 5.
  const changed = rows.map(([id, model, , price, discount, stock]) => {
    const p = Math.ceil(Number(price) * 1.07) + 1;
    const d = discount === '' ? '' : String(Math.min(Math.ceil(Number(discount) * 1.07), p));
    return { id, model, price: String(p), discount: d, stock: String(Number(stock) + 5) };
  });
  const csv = `id,price,discount_price,stock\r\n${changed.map((c) => `${c.id},${c.price},${c.discount},${c.stock}`).join('\r\n')}\r\n`;
  const r = await importCsv(apiUrl, token, csv);
  log(`  import of ${ROWS} rows: ${r.status}, ${r.ms} ms (applied ${r.body?.applied}, changed ${r.body?.changed}, refused ${r.body?.refused?.length})`);

  // The shopper's product page and search show the new sale price (the discount price when there is one).
  let pagesOk = 0;
  let searchOk = 0;
  const step = Math.floor(ROWS / SAMPLES);
  for (let i = 0; i < SAMPLES; i++) {
    const c = changed[i * step];
    const shown = Number(c.discount || c.price);
    const page = await json(`${apiUrl}view-product?product=${c.id}`);
    const p = page.body?.data?.product;
    if (page.status === 200 && Number(p?.discount_price ?? p?.price) === shown && Number(p?.price) === Number(c.price)) pagesOk++;
    const search = await json(`${apiUrl}web-search?keywords=${encodeURIComponent(c.model)}`);
    const card = findCard(search.body, Number(c.id));
    if (search.status === 200 && card && Number(card.discount_price ?? card.price) === shown) searchOk++;
  }
  log(`  after: ${pagesOk}/${SAMPLES} product pages and ${searchOk}/${SAMPLES} searches show the new price`);

  // The catalogue as it was (a cached PostgreSQL database is shared by the next runs).
  const back = `id,price,discount_price,stock\r\n${rows.map(([id, , , price, discount, stock]) => `${id},${price},${discount},${stock}`).join('\r\n')}\r\n`;
  const restore = await importCsv(apiUrl, token, back);
  log(`  restored the original prices: ${restore.status}, ${restore.ms} ms`);

  return {
    rows: ROWS,
    status: r.status,
    elapsedMs: r.ms,
    budgetMs: BUDGET_MS,
    withinBudget: r.status === 200 && r.ms < BUDGET_MS,
    applied: r.body?.applied,
    changed: r.body?.changed,
    refused: r.body?.refused?.length,
    exportMs,
    exportedProducts: lines.length - 1,
    productPagesShowingNewPrice: `${pagesOk}/${SAMPLES}`,
    searchesShowingNewPrice: `${searchOk}/${SAMPLES}`,
    restoreMs: restore.ms,
  };
}

export function printCsvImport(configurations) {
  const runs = configurations.filter((c) => c.csvImport);
  if (runs.length === 0) return;
  console.log(`\nCSV import of ${ROWS} price and stock rows (budget < ${BUDGET_MS / 1000} s, new prices on pages and search after)`);
  for (const c of runs) {
    const r = c.csvImport;
    if (r.skipped || r.error) console.log(`  ${c.db} ${c.products}: ${r.skipped ? `skipped: ${r.skipped}` : `error: ${r.error}`}`);
    else
      console.log(
        `  ${c.db} ${c.products}: ${r.elapsedMs} ms (${r.withinBudget ? 'within' : 'OVER'} budget), applied ${r.applied}, refused ${r.refused}; ` +
          `pages ${r.productPagesShowingNewPrice}, search ${r.searchesShowingNewPrice}; export ${r.exportMs} ms`,
      );
  }
}
