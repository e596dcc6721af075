// The widgets inside a React 19 application (the demo site's /react/, issue 19): React sets their
// properties from its state (the card follows the chosen product), hears their events through
// on<event> props (add-to-cart, cart-change, auth-change), and re-renders them while they keep
// what the shopper did (a typed e-mail, the same element and shadow root). The page runs under
// the strict policy too: no CSP violation, no console error.
import type { Page } from 'puppeteer';
import { collectConsoleErrors, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { recordCspViolations } from './csp-helpers';
import { openPage, useFreshPages } from './page-helpers';
import { byRole, click, field, registerThroughFlow } from './reservation-helpers';

const { demoUrl } = e2eUrls();
const freshPage = useFreshPages();

const textOf = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? '');

/** The card's product name once it shows this product id (React set the property). */
const cardName = (page: Page, id: string) =>
  page
    .waitForFunction(
      (wanted: string) => {
        const el = document.querySelector('product-card') as (HTMLElement & { productId?: string }) | null;
        const name = el?.shadowRoot?.querySelector('[part~="name"]')?.textContent;
        return el && el.productId === wanted && el.getAttribute('product-id') === wanted && name ? name : null;
      },
      { timeout: 15_000 },
      id,
    )
    .then((h) => h.jsonValue() as Promise<string>);

describe('the widgets in a React 19 application', () => {
  it('take properties from React state, report events to it and keep their state across re-renders', async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    const violations = await recordCspViolations(page);
    await openPage(page, `${demoUrl}/react/`);
    await byRole(page, 'heading', 'Login');

    // Properties: the card shows the product React chose, and follows a new choice.
    const options = await page.$$eval('select:first-of-type option', (os) => os.map((o) => ({ id: (o as HTMLOptionElement).value, name: o.textContent })));
    expect(options.length).toBeGreaterThan(1);
    expect(await cardName(page, options[0].id)).toBe(options[0].name);
    await page.select('select', options[1].id);
    expect(await cardName(page, options[1].id)).toBe(options[1].name);

    // Events: add-to-cart and the mini-cart's cart-change reach React's state.
    expect(await textOf(page, '#heard-cart')).toBe('Cart: 0 item(s), guest');
    await click(page, 'button', 'Add to Cart');
    await page.waitForFunction((name: string) => document.getElementById('heard-added')?.textContent === `Added to cart: ${name}`, {}, options[1].name);

    // Re-renders keep the widgets' own state: the same elements, the typed e-mail still there.
    await page.evaluate(() => {
      (window as unknown as { __widgets: Element[] }).__widgets = ['product-card', 'mini-cart', 'scooter-reservation'].map((t) => document.querySelector(t)!);
    });
    const email = await field(page, 'Email');
    await email.type('kept@example.com');
    for (let i = 1; i <= 3; i++) await click(page, 'button', `Re-render the app (${i - 1})`);
    await byRole(page, 'button', 'Re-render the app (3)');
    expect(
      await page.evaluate(() =>
        (window as unknown as { __widgets: Element[] }).__widgets.every((el) => el === document.querySelector(el.localName) && !!el.shadowRoot),
      ),
    ).toBe(true);
    expect(await (await field(page, 'Email')).evaluate((el) => (el as HTMLInputElement).value)).toBe('kept@example.com');
    expect(await cardName(page, options[1].id)).toBe(options[1].name);
    await screenshot(page, 'widgets-react-host-1366');

    // A registration in the reservation widget: auth-change and the shared session's cart-change.
    await (await field(page, 'Email')).evaluate((el) => ((el as HTMLInputElement).value = ''));
    await registerThroughFlow(page, 'Asha React');
    await page.waitForFunction(() => document.getElementById('heard-shopper')?.textContent === 'Shopper: Asha React');
    await page.waitForFunction(() => document.getElementById('heard-cart')?.textContent === 'Cart: 0 item(s), logged in');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    for (const width of [320, 375]) {
      const page = await freshPage(width);
      await openPage(page, `${demoUrl}/react/`);
      await byRole(page, 'heading', 'Login');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `widgets-react-host-${width}`);
    }
  });
});
