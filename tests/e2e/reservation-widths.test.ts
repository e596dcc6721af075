// The scooter reservation screens at the widths issue 31 looked at, on the storefront:
// - My reservations: 'Purchase another scooter' and 'Home' each on one line wherever they sit side
//   by side (every width from 320 to 1366 px, a few pixels at a time), and the demo shopper's seeded
//   failed reservation worded as a live one is.
// Screenshots: reservation-widths-<screen>-<width>.png.
import type { Page } from 'puppeteer';
import { RESERVATION_TEXT as T } from '../../shared/reservation/messages';
import { RESERVATION_REASONS as REASON } from '../../server/reservation/reservation-messages';
import { collectConsoleErrors, screenshot } from '../support/browser';
import { DEMO_SHOPPER, login } from './api-helpers';
import { openLoggedIn, settled, useFreshPages } from './page-helpers';
import { byRole, PRODUCT } from './reservation-helpers';

jest.setTimeout(300_000);

const QUERY = `?source=ola&product=${PRODUCT}`;
/** The widths to photograph, each with the height of a screen that wide. */
const SCREENS: [number, number][] = [
  [320, 568],
  [375, 667],
  [440, 956],
  [600, 960],
  [768, 1024],
  [820, 1180],
  [1024, 768],
  [1366, 768],
];

const freshPage = useFreshPages();

/** Waits for the layout of the current viewport (the panel follows a media query listener). */
const laidOut = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The closing links of My reservations: their text, how many lines it takes, and their box's top. */
const closingLinks = (page: Page) =>
  page.$$eval('main .cg-res-actions > a', (links) =>
    links.map((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return { text: a.textContent ?? '', lines: tops.size, top: Math.round(a.getBoundingClientRect().top) };
    }),
  );

describe('reservation screens at every width', () => {
  it("My reservations: 'Purchase another scooter' and 'Home' each on one line wherever they sit side by side", async () => {
    const demo = await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openLoggedIn(page, demo, `/myReservations${QUERY}`);
    await byRole(page, 'heading', T.reservationsTitle);
    // The seeded failed reservation reads as a live one cancelled at its gateway.
    await page.waitForFunction((text: string) => document.querySelector('main')?.textContent?.includes(text), {}, T.paymentFailed(REASON.cancelledAtGateway('Connect IPS')));
    await settled(page);

    const faults: string[] = [];
    for (let width = 320; width <= 1366; width += 3) {
      await page.setViewport({ width, height: 800 });
      await laidOut(page);
      const [purchase, home] = await closingLinks(page);
      expect([purchase.text, home.text]).toEqual([T.purchaseAnother, T.home]);
      const sideBySide = Math.abs(purchase.top - home.top) < 2;
      if (sideBySide && (purchase.lines > 1 || home.lines > 1)) faults.push(`${width}px: ${purchase.lines} and ${home.lines} lines`);
      if (!sideBySide && purchase.lines > 1) faults.push(`${width}px: '${T.purchaseAnother}' alone on ${purchase.lines} lines`);
    }
    expect(faults).toEqual([]);

    for (const [width, height] of SCREENS) {
      await page.setViewport({ width, height });
      await laidOut(page);
      await screenshot(page, `reservation-widths-reservations-${width}`);
    }
    expect(errors).toEqual([]);
  });
});
