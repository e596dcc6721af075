// Every widget on a partner page whose Content-Security-Policy allows no 'unsafe-inline' and no
// 'unsafe-eval' for scripts or styles (the demo site's /strict-csp/, issue 19): the card, the
// mini-cart and the reservation flow render styled (each its own stylesheet, constructed and
// adopted, no <link> or <style>, none of another element's styles), a shopper registers, fills the
// address and pays with eSewa through the sandbox and comes back, and no securitypolicyviolation is
// reported on any page on the way.
import type { Page } from 'puppeteer';
import { collectConsoleErrors, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { recordCspViolations } from './csp-helpers';
import { openPage, useFreshPages } from './page-helpers';
import { byRole, fillShipping, chooseMethodAndPay, registerThroughFlow } from './reservation-helpers';

const { demoUrl } = e2eUrls();
const freshPage = useFreshPages();

/** What each widget shows and how it is styled, read from its shadow root. */
const widgetsState = (page: Page) =>
  page.evaluate(() => {
    const root = (tag: string) => document.querySelector(tag)!.shadowRoot!;
    const card = root('product-card');
    const button = card.querySelector<HTMLElement>('[part~="add-to-cart"]')!;
    const img = card.querySelector<HTMLImageElement>('[part~="image"]')!;
    return {
      sheets: ['product-card', 'mini-cart', 'scooter-reservation'].map((t) => ({
        adopted: root(t).adoptedStyleSheets.length,
        linksOrStyles: root(t).querySelectorAll('link, style').length,
      })),
      // The class blocks each element's adopted stylesheet styles (.cg-pc__add → cg-pc).
      classBlocks: Object.fromEntries(
        ['product-card', 'mini-cart', 'scooter-reservation'].map((t) => {
          const css = root(t)
            .adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
            .join('\n');
          return [t, [...new Set(css.match(/\.cg-[a-z]+/g))].map((c) => c.slice(1))];
        }),
      ),
      buttonBackground: getComputedStyle(button).backgroundColor,
      imageLoaded: img.complete && img.naturalWidth > 0,
      cartButton: !!root('mini-cart').querySelector('[part~="button"]'),
      heading: root('scooter-reservation').querySelector('h1')?.textContent ?? '',
      status: document.getElementById('violations')!.textContent,
    };
  });

describe('the widgets under a strict Content-Security-Policy', () => {
  it('render styled, take a reservation through eSewa and report no violation', async () => {
    const page = await freshPage(1366);
    const violations = await recordCspViolations(page);
    const errors = collectConsoleErrors(page);
    const response = await openPage(page, `${demoUrl}/strict-csp/`);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);

    await page.waitForFunction(() => !!document.querySelector('product-card')?.shadowRoot?.querySelector('[part~="card"]'), { timeout: 15_000 });
    await (await page.$('product-card'))!.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(
      () => {
        const img = document.querySelector('product-card')?.shadowRoot?.querySelector<HTMLImageElement>('[part~="image"]');
        return !!img && img.complete && img.naturalWidth > 0;
      },
      { timeout: 15_000 },
    );
    await byRole(page, 'heading', 'Login');
    const state = await widgetsState(page);
    expect(state.sheets).toEqual([1, 1, 1].map((adopted) => ({ adopted, linksOrStyles: 0 })));
    // Each element adopts the common base and its own styles, none of another element's.
    const own: Record<string, string[]> = {
      'product-card': ['cg-card', 'cg-pc'],
      'mini-cart': ['cg-minicart', 'cg-mc'],
      'scooter-reservation': ['cg-res', 'cg-field', 'cg-modal'],
    };
    for (const [tag, blocks] of Object.entries(state.classBlocks)) {
      expect([tag, blocks]).toEqual([tag, expect.arrayContaining(['cg-button', ...own[tag]])]);
      const others = Object.entries(own).flatMap(([other, list]) => (other === tag ? [] : list));
      expect([tag, blocks.filter((b) => others.includes(b))]).toEqual([tag, []]);
    }
    expect(state.buttonBackground).toBe('rgb(215, 25, 32)'); // the store's red: the stylesheet applies
    expect(state.imageLoaded).toBe(true);
    expect(state.cartButton).toBe(true);
    expect(state.status).toBe('No Content-Security-Policy violation so far.');
    await screenshot(page, 'widgets-strict-csp-1366');

    // The whole flow: forms, API calls, the hand-off to the gateway and back.
    await registerThroughFlow(page);
    await fillShipping(page);
    const returns = await chooseMethodAndPay(page, 'eSewa', 'pay');
    expect(returns.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/strict-csp/');
    await page.waitForFunction(() => /Reserved on|paid|Booking/i.test(document.querySelector('scooter-reservation')?.shadowRoot?.textContent ?? ''), {
      timeout: 15_000,
    });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('fits a phone with every widget rendered', async () => {
    for (const width of [320, 375]) {
      const page = await freshPage(width);
      const violations = await recordCspViolations(page);
      await openPage(page, `${demoUrl}/strict-csp/`);
      await byRole(page, 'heading', 'Login');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `widgets-strict-csp-${width}`);
      expect(violations).toEqual([]);
    }
  });
});
