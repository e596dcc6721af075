// Headless Chromium for the e2e tests (tests/support/chromium.cjs), driven by puppeteer.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AxePuppeteer } from '@axe-core/puppeteer';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.cjs';
import { onPageErrors } from './page-errors';
import { recordPage } from './page-recorder';

export { chromiumPath };

export const SCREENSHOT_DIR = resolve(__dirname, '../e2e/screenshots');

export async function launchBrowser(): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'cg-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    userDataDir,
    args: CHROMIUM_FLAGS,
  });
  // Remove the profile once Chromium has really exited ('disconnected' comes before that).
  const removeProfile = (): void => {
    try {
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      /* a leftover temp folder is not worth failing a test for */
    }
  };
  const child = browser.process();
  if (child && child.exitCode === null) child.once('exit', removeProfile);
  else browser.once('disconnected', removeProfile);
  return browser;
}

export interface PageOptions {
  /** Viewport width in CSS pixels (e.g. 375 mobile, 1280 desktop). */
  width?: number;
  height?: number;
}

export async function newPage(browser: Browser, { width = 1280, height = 900 }: PageOptions = {}): Promise<Page> {
  const page = await browser.newPage();
  recordPage(page);
  await page.setViewport({ width, height, isMobile: width < 600, hasTouch: width < 600 });
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  return page;
}

/**
 * Collects console errors and uncaught page errors from now on (page-errors.ts); the returned
 * array fills as they happen.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  onPageErrors(page, (line) => errors.push(line));
  return errors;
}

export interface AxeOptions {
  /** CSS selectors to leave out of the check. */
  exclude?: string[];
  /** axe rule ids to switch off (say why in the test). */
  disableRules?: string[];
}

/**
 * Waits for the page's finite animations (a dialog fading in) to end: axe reads colours as they are
 * painted, so a half-faded dialog would measure as low contrast. Endless ones (skeleton shimmer) are left.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/** Runs axe-core on the page and fails with a readable list of serious and critical violations. */
export async function expectNoSeriousAxeViolations(page: Page, opts: AxeOptions = {}): Promise<void> {
  await animationsSettled(page);
  let axe = new AxePuppeteer(page);
  for (const selector of opts.exclude ?? []) axe = axe.exclude(selector);
  if (opts.disableRules?.length) axe = axe.disableRules(opts.disableRules);
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(`${serious.length} serious/critical accessibility violation(s) on ${page.url()}:\n${report}`);
}

/** Full-page PNG (or only the first screen) in tests/e2e/screenshots/<name>.png (gitignored); returns the path. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file as `${string}.png`, fullPage });
  return file;
}
