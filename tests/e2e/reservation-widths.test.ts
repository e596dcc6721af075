// The scooter reservation screens at the widths issue 31 looked at, on the storefront:
// - My reservations: 'Purchase another scooter' and 'Home' each on one line wherever they sit side
//   by side (every width from 320 to 1366 px, a few pixels at a time), and the demo shopper's seeded
//   failed reservation worded as a live one is;
// - the shipping address: the form on the first screen at every width, also between 440 and 820 px
//   where the scooter panel (shown above 439 px, spec part 1 §2) stacks above it and is compact;
// - the <scooter-reservation> widget on the partner page at those widths: the same compact panel.
// Screenshots: reservation-widths-<screen>-<width>.png (the first screen: -first-<width>.png).
import type { Page } from 'puppeteer';
import { RESERVATION_TEXT as T } from '../../shared/reservation/messages';
import { RESERVATION_REASONS as REASON } from '../../server/reservation/reservation-messages';
import { collectConsoleErrors, screenshot } from '../support/browser';
import { DEMO_SHOPPER, login, registerUser } from './api-helpers';
import { openLoggedIn, openPage, settled, useFreshPages } from './page-helpers';
import { e2eUrls } from '../support/e2e-env';
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

  it('shipping address: the form on the first screen at every width; above 439 px with the scooter panel', async () => {
    const user = await registerUser({ name: 'Asha Widths', emailPrefix: 'reswidths' });
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openLoggedIn(page, user, `/shippingAddress${QUERY}`);
    await byRole(page, 'heading', T.shippingTitle);
    await page.waitForFunction(() => !!document.querySelector('.cg-res-carousel__image'));
    await settled(page);

    const faults: string[] = [];
    for (const [width, height] of SCREENS) {
      await page.setViewport({ width, height });
      await laidOut(page);
      const seen = await page.evaluate(() => {
        const bottomOf = (text: string) => {
          const label = [...document.querySelectorAll('main label')].find((l) => l.textContent?.trim() === text) as HTMLLabelElement | undefined;
          const input = label ? document.getElementById(label.htmlFor) : null;
          return input ? Math.round(input.getBoundingClientRect().bottom) : null;
        };
        const panel = document.querySelector('main .cg-res-panel');
        return {
          emailBottom: bottomOf('Email'),
          panel: !!panel && getComputedStyle(panel).display !== 'none',
          back: [...document.querySelectorAll('main button')].some((b) => b.textContent?.trim() === 'Back'),
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      // The form's first three fields (name, mobile, email) on the first screen, as at 375 px.
      if (seen.emailBottom === null || seen.emailBottom > height) faults.push(`${width}×${height}: the Email field ends at ${seen.emailBottom}px`);
      if (seen.panel !== width > 439) faults.push(`${width}px: panel ${seen.panel ? 'shown' : 'hidden'}`);
      if (seen.back !== width <= 439) faults.push(`${width}px: Back ${seen.back ? 'shown' : 'missing'}`);
      if (seen.overflow > 0) faults.push(`${width}px: ${seen.overflow}px of horizontal overflow`);
      await screenshot(page, `reservation-widths-shipping-first-${width}`, { fullPage: false });
      await screenshot(page, `reservation-widths-shipping-${width}`);
    }
    expect(faults).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the <scooter-reservation> widget between 440 and 820 px: a compact panel, the whole login form right under it', async () => {
    const page = await freshPage(1366);
    await openPage(page, `${e2eUrls().demoUrl}/`);
    await page.waitForFunction(() => !!document.querySelector('scooter-reservation')?.shadowRoot?.querySelector('.cg-res-carousel__image'));
    const faults: string[] = [];
    for (const [width, height] of SCREENS.filter(([w]) => w >= 440 && w <= 820)) {
      await page.setViewport({ width, height });
      await laidOut(page);
      const seen = await page.evaluate(() => {
        const root = document.querySelector('scooter-reservation')!.shadowRoot!;
        root.querySelector('.cg-res')!.scrollIntoView();
        const top = root.querySelector('.cg-res')!.getBoundingClientRect().top;
        const login = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Login')!;
        return { screenTop: Math.round(root.querySelector('.cg-res__main')!.getBoundingClientRect().top - top), loginBottom: Math.round(login.getBoundingClientRect().bottom - top) };
      });
      // Scrolled to the widget: the screen starts in the top 40% (under the panel, or beside it) and its whole login form shows.
      if (seen.screenTop > 0.4 * height || seen.loginBottom > height) faults.push(`${width}×${height}: the screen starts ${seen.screenTop}px down, its Login button ends ${seen.loginBottom}px down`);
      await screenshot(page, `reservation-widths-widget-first-${width}`, { fullPage: false });
    }
    expect(faults).toEqual([]);
  });
});
