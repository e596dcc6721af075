// The demo partner page with its <mini-cart>: every cart-change event the page hears is recorded
// from the first script on (window.__cart), so a suite can wait for and read them.
import type { Page } from 'puppeteer';
import { e2eUrls } from '../support/e2e-env';
import { openPage } from './page-helpers';

/** A cart-change event's detail, as <mini-cart> sends it. */
export interface CartChange {
  loggedIn: boolean;
  count: number;
  subtotal: number;
  items: { product_id: number; product_name: string; qty: number }[];
}

/** Opens the demo page recording cart-change events, once <mini-cart> has drawn its button. */
export async function openDemoHearingCart(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __cart: unknown[] };
    w.__cart = [];
    document.addEventListener('cart-change', (e) => w.__cart.push((e as CustomEvent).detail));
  });
  await openPage(page, `${e2eUrls().demoUrl}/`);
  await page.waitForFunction(() => !!document.querySelector('mini-cart')?.shadowRoot?.querySelector('[part="button"]'));
}

/** The cart-change details heard so far, oldest first. */
export const cartChangesHeard = (page: Page): Promise<CartChange[]> =>
  page.evaluate(() => (window as unknown as { __cart: CartChange[] }).__cart);

/** Waits until a heard cart-change has these values (any change when `match` is empty). */
export async function waitForCartChange(page: Page, match: Partial<Pick<CartChange, 'loggedIn' | 'count'>>, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (want: Partial<Pick<CartChange, 'loggedIn' | 'count'>>) =>
      (window as unknown as { __cart: CartChange[] }).__cart.some(
        (d) => (want.loggedIn === undefined || d.loggedIn === want.loggedIn) && (want.count === undefined || d.count === want.count),
      ),
    { timeout },
    match,
  );
}
