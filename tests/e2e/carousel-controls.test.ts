// The arrows and pause buttons of the rows of product cards and logos (issue 31: they covered the
// first card's brand at 600 px and the pictures of the supplier page's cards at 1366 px), on the
// home page, a supplier page and a product page at 320, 375, 600, 1024 and 1366 px: every row is
// brought into view, and no control may cover a card (the part of it shown in the row), the row's
// heading text, its 'View all' link or its countdown. Each page's first rows are photographed
// (tests/e2e/screenshots/carousel-controls-<page>-<row>-<width>.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { productPath } from '../../shared/domain/slug';
import { launchBrowser, newPage, SCREENSHOT_DIR } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { api, type ProductInfo } from './api-helpers';
import { openPage, settled } from './page-helpers';

jest.setTimeout(600_000);

const WIDTHS = [320, 375, 600, 1024, 1366] as const;

/** A product with related and featured products (both rows). */
const PRODUCT = 55;

/** A row of product cards or brand logos. */
const ROW = '.cg-carousel--slide:has(.cg-card, .cg-logo-tile)';

/** Brings every row near the viewport (they render their cards there), top to bottom; answers how many there are. */
async function renderAllRows(page: Page): Promise<number> {
  // Step by step, a painted frame at each (an observer only sees what was on screen in a frame).
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 500) {
    await page.evaluate(
      (top: number) => new Promise<void>((done) => {
        window.scrollTo(0, top);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
      y,
    );
  }
  await page.waitForFunction(() => !document.querySelector('.cg-products__placeholder, .cg-prelated__placeholder'), { timeout: 20_000 });
  await settled(page);
  return page.$$eval(ROW, (rows) => rows.length);
}

/** The section of row `i` as it is on screen now (tests/e2e/screenshots/<name>.png). */
async function rowShot(page: Page, i: number, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const section = await page.evaluateHandle(
    (selector: string, index: number) => {
      const row = document.querySelectorAll(selector)[index];
      return row.closest('section:not(.cg-carousel)') ?? row.parentElement!;
    },
    ROW,
    i,
  );
  await section.asElement()!.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) as `${string}.png` });
}

/** Row `i` scrolled to the middle of the screen: its label, how many controls it shows, and what they cover. */
const rowFaults = (page: Page, i: number) =>
  page.evaluate(
    (selector: string, index: number) => {
      const row = document.querySelectorAll(selector)[index];
      const section = row.closest('section:not(.cg-carousel)') ?? row.parentElement!;
      section.scrollIntoView({ block: 'center' });
      type Box = { left: number; right: number; top: number; bottom: number };
      const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      const shown = (r: Box) => r.right > r.left && r.bottom > r.top;
      const viewport = row.querySelector('.cg-carousel__viewport')!.getBoundingClientRect();
      const clip = (r: Box): Box => ({
        left: Math.max(r.left, viewport.left),
        right: Math.min(r.right, viewport.right),
        top: Math.max(r.top, viewport.top),
        bottom: Math.min(r.bottom, viewport.bottom),
      });
      const cards = [...row.querySelectorAll('.cg-carousel__slide')].map((s) => clip(s.getBoundingClientRect())).filter(shown);
      // The heading's words (not its box, which keeps room for the controls), and its link and countdown.
      const textOf = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return [...range.getClientRects()];
      };
      const heading = [
        ...[...section.querySelectorAll('h2, .cg-section__sub')].flatMap((el) => textOf(el).map((r) => ({ what: `the heading "${el.textContent?.trim()}"`, r }))),
        ...[...section.querySelectorAll('.cg-section__view-all, .cg-home-countdown')].map((el) => ({ what: el.className, r: el.getBoundingClientRect() })),
      ];
      const controls = [...row.querySelectorAll(':scope > .cg-carousel__arrow, :scope > .cg-carousel__pause')].map((el) => ({
        what: el.getAttribute('aria-label') ?? '',
        r: el.getBoundingClientRect(),
      }));
      const faults: string[] = [];
      for (const c of controls) {
        if (cards.some((card) => overlap(card, c.r))) faults.push(`${c.what} covers a card`);
        for (const h of heading) if (overlap(h.r, c.r)) faults.push(`${c.what} covers ${h.what}`);
      }
      return { label: row.getAttribute('aria-label') ?? '', controls: controls.length, faults };
    },
    ROW,
    i,
  );

describe('carousel controls never cover a card or the heading', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let pages: [string, string][];

  beforeAll(async () => {
    browser = await launchBrowser();
    const p = (await api<{ product: ProductInfo }>(`view-product?product=${PRODUCT}`)).data.product;
    pages = [
      ['home', '/'],
      ['supplier', '/supplier/cg-digital'],
      ['product', productPath(p.name, p.id)],
    ];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(WIDTHS)('at %i px: home, supplier and product page rows', async (width) => {
    const { url } = e2eUrls();
    const context = await browser.createBrowserContext();
    try {
      const page = await newPage(context as never, { width });
      await page.goto(`${url}/api/health`);
      await page.evaluate(() => localStorage.setItem('home_pop_up', String(Date.now())));
      const report: string[] = [];
      let withControls = 0;
      for (const [name, path] of pages) {
        await openPage(page, `${url}${path}`);
        await settled(page);
        const rows = await renderAllRows(page);
        expect({ path, rows: rows > 0 }).toEqual({ path, rows: true });
        for (let i = 0; i < rows; i++) {
          const row = await rowFaults(page, i);
          if (row.controls) withControls += 1;
          report.push(...row.faults.map((f) => `${path} @${width} "${row.label}": ${f}`));
          if (i < 2) await rowShot(page, i, `carousel-controls-${name}-${i}-${width}`);
        }
      }
      // Every width has rows that scroll (and so show their controls).
      expect(withControls).toBeGreaterThan(0);
      expect(report).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
