// Ways out of the scooter reservation flow, in a real browser: Back on the first screen of a visit
// (storefront and widget) leads somewhere, the flow's 404 page links back into the flow, and the
// login without a selected scooter says so instead of showing an empty grey card, and the shipping
// address without one offers to choose a scooter instead of a form that ends on an empty summary.
import type { Page } from 'puppeteer';
import { collectConsoleErrors, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { RESERVATION_TEXT as T } from '../../shared/reservation/messages';
import { byRole, click, isShown, PRODUCT } from './reservation-helpers';
import { openLoggedIn, openPage, useFreshPages } from './page-helpers';
import { registerUser } from './api-helpers';

const { url, demoUrl } = e2eUrls();
const freshPage = useFreshPages();
const QUERY = `?source=ola&product=${PRODUCT}`;
/** The scooter's own site (seeded external_site_url): only linked, answered here by the test. */
const SCOOTER_SITE = 'https://www.olaelectric.com/';

/** Answers the scooter site's address with a stub page (no network here); the rest goes through. */
async function stubScooterSite(page: Page): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url().startsWith(SCOOTER_SITE)) void request.respond({ status: 200, contentType: 'text/html', body: '<title>Ola</title>' });
    else void request.continue();
  });
}

describe('reservation flow: ways out', () => {
  it('storefront, 375 px: Back on the first screen of a visit goes to the scooter site', async () => {
    const page = await freshPage(375, 812);
    await stubScooterSite(page);
    await openPage(page, `${url}/user/login${QUERY}`);
    await byRole(page, 'heading', T.loginTitle);
    // The selection data (and its site) is looked up once the page runs.
    await page.waitForFunction(() => !!localStorage.getItem('selectedModalData'));
    await screenshot(page, 'reservation-login-back-375');
    await click(page, 'button', T.back);
    await page.waitForFunction((site: string) => location.href === site, { timeout: 10_000 }, SCOOTER_SITE);
  });

  it('widget, 375 px: Back on its first screen returns to the page before the partner page', async () => {
    const page = await freshPage(375, 812);
    await openPage(page, `${url}/`);
    await openPage(page, `${demoUrl}/`);
    await page.waitForFunction(() => !!document.querySelector('scooter-reservation')?.shadowRoot?.querySelector('h1'));
    await click(page, 'button', T.back);
    await page.waitForFunction((store: string) => location.href === `${store}/`, { timeout: 10_000 }, url);
  });

  it("the flow's 404 page links back to the start of the flow, keeping its query", async () => {
    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width);
      const errors = collectConsoleErrors(page);
      await openPage(page, `${url}/no/such/page${QUERY}`);
      await byRole(page, 'heading', T.notFound);
      await screenshot(page, `reservation-404-${width}`);
      await click(page, 'link', T.startOver);
      await page.waitForFunction(() => location.pathname === '/user/login');
      expect(new URL(page.url()).search).toBe(QUERY);
      await byRole(page, 'heading', T.loginTitle);
      expect(errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);
    }
  });

  it('the shipping address with no product (the last scooter still stored): no form, a way to choose a scooter', async () => {
    const user = await registerUser({ name: 'Asha Rai', emailPrefix: 'noscooter' });
    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width, 800);
      const errors = collectConsoleErrors(page);
      await openLoggedIn(page, user, `/shippingAddress${QUERY}`);
      await page.waitForFunction(() => !!localStorage.getItem('selectedModalData'));
      await byRole(page, 'heading', T.shippingTitle);
      await openPage(page, `${url}/shippingAddress?source=ola`);
      await byRole(page, 'heading', T.chooseScooterFirst);
      expect(await isShown(page, 'button', T.continueToPayment)).toBe(false);
      expect(await page.$('main form')).toBeNull();
      expect(await isShown(page, 'link', T.reservationsTitle)).toBe(true);
      const choose = await page.$$eval('main .cg-res__main a', (links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(choose[0]).toEqual([T.chooseScooter, SCOOTER_SITE]);
      if (width > 439) {
        const panel = await byRole(page, 'complementary', T.yourScooter);
        expect(await panel.evaluate((p) => p.textContent)).toContain(T.noScooter);
        expect(await panel.evaluate((p) => p.textContent)).not.toContain('OLA S1 Pro');
      }
      await screenshot(page, `reservation-shipping-no-scooter-${width}`);
      await click(page, 'link', T.reservationsTitle);
      await page.waitForFunction(() => location.pathname === '/myReservations');
      expect(errors).toEqual([]);
    }
  });

  it('login with no scooter selected: the panel says so and links to the scooter site, no empty card', async () => {
    for (const width of [1024, 1366]) {
      const page = await freshPage(width);
      await openPage(page, `${url}/user/login?source=ola`);
      await byRole(page, 'heading', T.loginTitle);
      const panel = await byRole(page, 'complementary', T.yourScooter);
      expect(await panel.evaluate((p) => p.textContent)).toContain(T.noScooter);
      expect(await panel.$('.cg-res-carousel--empty')).toBeNull();
      expect(await isShown(page, 'link', T.chooseScooter)).toBe(true);
      await screenshot(page, `reservation-login-no-scooter-${width}`);
    }
  });
});
