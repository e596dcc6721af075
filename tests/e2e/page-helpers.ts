// Helpers every storefront e2e suite uses: elements by ARIA role and accessible name (puppeteer's
// ARIA selectors also reach into widgets' shadow roots) and the home pop-up that greets a shopper.
import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { launchBrowser, newPage } from '../support/browser';

export interface ByRoleOptions {
  /** Wait until it is visible (default) or only present in the accessibility tree. */
  visible?: boolean;
  timeout?: number;
}

/** The element with this ARIA role and accessible name; throws when none appears in time. */
export async function byRole(page: Page, role: string, name: string, { visible = true, timeout = 15_000 }: ByRoleOptions = {}): Promise<ElementHandle<Element>> {
  const el = await page.waitForSelector(`::-p-aria([name="${name.replace(/"/g, '\\"')}"][role="${role}"])`, { visible, timeout });
  if (!el) throw new Error(`No ${role} named "${name}"`);
  return el;
}

/** Closes the home pop-up when it is open (it greets a shopper on the home page, also after login). */
export async function closeHomePopUp(page: Page): Promise<void> {
  await page.waitForSelector('.cg-home__inner:not(.cg-home__skeleton)');
  if (!(await page.$('[role="dialog"]'))) return;
  await (await byRole(page, 'button', 'Close')).click();
  await page.waitForSelector('[role="dialog"]', { hidden: true });
}

/**
 * One browser for the suite and a fresh browser context (own local storage, so no session leaks)
 * for each page a test opens; contexts close after each test. Call once at the top of a suite.
 */
export function useFreshPages(): (width: number, height?: number) => Promise<Page> {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (width, height) => {
    const context = await browser.createBrowserContext();
    contexts.push(context);
    // newPage only needs something with newPage(); a context is that.
    return newPage(context as unknown as Browser, { width, height });
  };
}
