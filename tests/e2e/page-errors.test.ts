// What a page reports as wrong (tests/support/page-errors.ts) reaches both the suites' checks
// (collectConsoleErrors) and the report printed when a test fails (page-recorder.ts): console
// errors with where they come from, uncaught errors, and no failed load of a favicon.
import type { Browser } from 'puppeteer';
import { collectConsoleErrors, launchBrowser, newPage } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { waitFor } from '../support/wait-for';

type Registry = { __e2ePageReports?: () => Promise<string[]> };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a console error, an uncaught error and a failed load are reported; a missing favicon is not', async () => {
  const { url } = e2eUrls();
  const page = await newPage(browser);
  const errors = collectConsoleErrors(page);
  // A document of the server's own (no storefront script), so its missing pictures load same-origin.
  await page.goto(`${url}/api/health`);
  await page.evaluate(async () => {
    console.error('e2e: logged');
    setTimeout(() => {
      throw new Error('e2e: thrown');
    });
    const load = (src: string) =>
      new Promise((done) => Object.assign(new Image(), { onerror: done, onload: done, src }));
    await Promise.all([load('/missing/favicon.ico'), load('/missing/picture.png')]);
  });
  await waitFor(async () => errors.length >= 3, 'three errors');

  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^console\.error: e2e: logged \(.+\)$/),
      expect.stringMatching(/^uncaught: .*e2e: thrown$/),
      expect.stringMatching(new RegExp(`^console\\.error: .*404.* \\(${url}/missing/picture\\.png\\)$`)),
    ]),
  );
  expect(errors.filter((e) => e.includes('favicon'))).toEqual([]);

  const [report] = (await (globalThis as Registry).__e2ePageReports?.()) ?? [];
  expect(report).toMatch(/^ {4}\+\d+\.\ds console\.error: e2e: logged \(.+\)$/m);
  expect(report).toMatch(/^ {4}\+\d+\.\ds uncaught: .*e2e: thrown$/m);
  expect(report).not.toMatch(/console\.error: .*favicon/);
  await page.close();
});
