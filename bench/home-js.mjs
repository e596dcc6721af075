#!/usr/bin/env node
// The JavaScript a home page load downloads, measured in Chromium: every script response of the
// load (including chunks fetched after it: the route chunk, Swiper once the page is idle), with
// its transfer size (what came over the wire) and its gzip -9 size (the budget's unit, whatever
// the server's compression). The total on React is reported; the budget is on the home route's
// own chunks, everything beyond the framework chunk (React; the router, redux): 40 KB gzip.
//
//   node bench/home-js.mjs            starts the built server (300 products) and measures
//   node bench/home-js.mjs <url>      measures a running storefront
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer';
import chromium from '../tests/support/chromium.cjs';

export const HOME_OWN_JS_BUDGET_KB = 40;

const isFramework = (file) => /\/(framework|react)-[^/]+\.js$/.test(file);

export const { CHROMIUM_FLAGS, chromiumPath } = chromium;

const kb = (n) => Math.round((n / 1024) * 10) / 10;

/**
 * Loads `${url}/` at each width and sums the scripts it downloaded.
 * @param {string} url storefront origin, no trailing slash
 * @param {{ widths?: number[], settleMs?: number }} [options] settleMs: how long to wait after network idle
 */
export async function homeJs(url, { widths = [412, 1366], settleMs = 3000 } = {}) {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  const runs = [];
  try {
    for (const width of widths) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height: width < 600 ? 823 : 900, isMobile: width < 600, hasTouch: width < 600 });
      const client = await page.createCDPSession();
      await client.send('Network.enable');
      await client.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scripts = new Map(); // requestId → { url, transfer }
      client.on('Network.responseReceived', (e) => {
        if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, transfer: 0 });
      });
      client.on('Network.loadingFinished', (e) => {
        const s = scripts.get(e.requestId);
        if (s) s.transfer = e.encodedDataLength;
      });
      const bodies = new Map();
      page.on('response', async (r) => {
        if (r.request().resourceType() !== 'script') return;
        try {
          bodies.set(r.url(), await r.buffer());
        } catch {
          /* redirected or aborted */
        }
      });
      await page.goto(`${url}/`, { waitUntil: 'networkidle0', timeout: 60_000 });
      await new Promise((r) => setTimeout(r, settleMs));
      const rows = [...scripts.values()].map((s) => {
        const body = bodies.get(s.url);
        return {
          file: new URL(s.url).pathname,
          transfer: s.transfer,
          raw: body?.length ?? 0,
          gzip: body ? gzipSync(body, { level: 9 }).length : 0,
        };
      });
      const total = rows.reduce((t, r) => ({ transfer: t.transfer + r.transfer, raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), { transfer: 0, raw: 0, gzip: 0 });
      const ownGzip = rows.filter((r) => !isFramework(r.file)).reduce((t, r) => t + r.gzip, 0);
      runs.push({
        width,
        scripts: rows.sort((a, b) => b.gzip - a.gzip),
        total,
        gzipKb: kb(total.gzip),
        ownGzipKb: kb(ownGzip),
        budgetKb: HOME_OWN_JS_BUDGET_KB,
        withinBudget: kb(ownGzip) <= HOME_OWN_JS_BUDGET_KB,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return runs;
}

export function printHomeJs(runs) {
  for (const run of runs) {
    console.log(
      `\nHome page JavaScript at ${run.width} px: ${run.gzipKb} KB gzip in all, ${kb(run.total.transfer)} KB transferred, ${kb(run.total.raw)} KB raw;` +
        ` beyond the framework ${run.ownGzipKb} KB gzip (budget ${run.budgetKb} KB${run.withinBudget ? '' : ', OVER'})`,
    );
    for (const s of run.scripts) console.log(`  ${s.file.padEnd(48)} ${String(kb(s.gzip)).padStart(7)} KB gzip  ${String(kb(s.transfer)).padStart(7)} KB sent`);
  }
}

// Standalone: node bench/home-js.mjs [url]
if (import.meta.url === `file://${process.argv[1]}`) {
  const { default: serverProcess } = await import('../tests/support/server-process.cjs');
  const given = process.argv[2]?.replace(/\/$/, '');
  const server = given ? null : await serverProcess.startBuiltServer({ seedProducts: 300, env: { NODE_ENV: 'production' } });
  try {
    printHomeJs(await homeJs(given ?? server.url));
  } finally {
    await server?.stop();
  }
}
