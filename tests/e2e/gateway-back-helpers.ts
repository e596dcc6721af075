// Back from a payment gateway to the form that handed the shopper off (issue 31): how the page came
// back (restored from the back-forward cache, or loaded afresh and why), and whether its form is usable.
import type { Page } from 'puppeteer';
import { idle } from './checkout-helpers';
import { byRole } from './page-helpers';

type ShowLog = { __pageShows?: boolean[] };

/** Starts recording the page's pageshow events (persisted or not) in the current document. */
export async function recordPageShows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as ShowLog;
    w.__pageShows = [];
    window.addEventListener('pageshow', (event) => w.__pageShows!.push(event.persisted));
  });
}

export interface CameBack {
  /** The document came back from the back-forward cache (its pageshow said persisted). */
  restored: boolean;
  /** The navigation entry's type: 'back_forward' for a document loaded afresh by Back. */
  navigationType: string;
  /** Why Chromium did not restore the page from the cache (its notRestoredReasons), when it says. */
  notRestoredReasons: string;
}

/** Presses Back (from the gateway's page) and answers how the form's page (at `path`, as a link writes it) came back. */
export async function goBackToForm(page: Page, path: string): Promise<CameBack> {
  // A restore from the cache fires no load event; wait for the form's document instead.
  await Promise.all([page.waitForFunction((p: string) => location.pathname === new URL(p, location.href).pathname, { timeout: 30_000 }, path), page.goBack({ waitUntil: 'domcontentloaded', timeout: 30_000 }).catch(() => null)]);
  return page.evaluate(() => {
    const w = window as unknown as ShowLog;
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown };
    return {
      restored: (w.__pageShows ?? []).includes(true),
      navigationType: entry?.type ?? '',
      notRestoredReasons: JSON.stringify(entry?.notRestoredReasons ?? null),
    };
  });
}

/** Waits until the form is usable: no overlay, the submit button (by its accessible name) there and enabled, no hand-off form. */
export async function expectUsableForm(page: Page, submitLabel: string): Promise<void> {
  const button = await byRole(page, 'button', submitLabel, { timeout: 20_000 });
  await idle(page);
  const state = {
    overlay: !!(await page.$('.cg-loading__veil')),
    buttonDisabled: await button.evaluate((b) => (b as HTMLButtonElement).disabled),
    handoff: !!(await page.$('[data-testid="payment-handoff"]')),
  };
  expect(state).toEqual({ overlay: false, buttonDisabled: false, handoff: false });
}
