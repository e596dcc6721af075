import type { Browser } from 'puppeteer';
import { collectConsoleErrors, expectNoSeriousAxeViolations, launchBrowser, newPage, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { openPage } from './page-helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('smoke', () => {
  test('the home page loads with status 200 and no console errors', async () => {
    const { url } = e2eUrls();
    const page = await newPage(browser, { width: 1280 });
    const errors = collectConsoleErrors(page);
    const response = await openPage(page, `${url}/`);
    expect(response?.status()).toBe(200);
    await screenshot(page, 'smoke-home-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the home page has no serious accessibility violations', async () => {
    const { url } = e2eUrls();
    const page = await newPage(browser, { width: 1280 });
    await openPage(page, `${url}/`);
    await expectNoSeriousAxeViolations(page);
    await page.close();
  });

  test("an unknown path shows 'PAGE NOT FOUND' with a Home link that leads home", async () => {
    const { url } = e2eUrls();
    const page = await newPage(browser, { width: 375 });
    await openPage(page, `${url}/no-such-page-${Date.now()}`);
    await page.waitForFunction(() => document.body.innerText.includes('PAGE NOT FOUND'));
    await screenshot(page, 'smoke-not-found-mobile');
    const home = await page.waitForSelector('::-p-aria([name="Home"][role="link"])');
    expect(home).not.toBeNull();
    await Promise.all([page.waitForFunction(() => location.pathname === '/'), home!.click()]);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
