// <scooter-reservation> on the demo partner site (another origin than the store), in a real
// browser against the built server and its sandbox gateways: the whole flow for each payment
// method, paid and cancelled, coming back to the partner page with the result; the events an
// integrator hears; a replayed gateway return; the forgot-password messages; the narrow and wide
// layouts; style isolation both ways; nothing written to the page's head or globals; axe-core
// inside the shadow root.
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { collectConsoleErrors, expectNoSeriousAxeViolations, launchBrowser, newPage, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import {
  allText,
  bookings,
  byRole,
  click,
  errorUnder,
  fillShipping,
  isShown,
  chooseMethodAndPay,
  PRODUCT,
  registerThroughFlow,
  STYLE_PROPS,
  tokenOf,
  typeInto,
  waitForText,
  type Method,
} from './reservation-helpers';
import { openPage, settled } from './page-helpers';

const EVENTS = ['ready', 'auth-change', 'reservation-created', 'payment-redirect', 'error'];

interface Heard {
  type: string;
  detail: Record<string, unknown> | null;
}

let browser: Browser;
const contexts: BrowserContext[] = [];
const { url: storeUrl, apiUrl, demoUrl } = e2eUrls();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
});

async function freshPage(width = 1366, { listen = true } = {}): Promise<Page> {
  const context = await browser.createBrowserContext();
  contexts.push(context);
  const page = await newPage(context as unknown as Browser, { width });
  if (listen) {
    // The test's own listener (what an integrator's page would do); not part of the widget.
    await page.evaluateOnNewDocument((names: string[]) => {
      const w = window as unknown as { __heard: { type: string; detail: unknown }[] };
      w.__heard = [];
      for (const n of names) document.addEventListener(n, (e) => w.__heard.push({ type: e.type, detail: (e as CustomEvent).detail ?? null }));
    }, EVENTS);
  }
  return page;
}

const heard = (page: Page): Promise<Heard[]> => page.evaluate(() => (window as unknown as { __heard: Heard[] }).__heard ?? []);

async function openPartner(page: Page, path = '/') {
  await openPage(page, `${demoUrl}${path}`);
  await page.waitForFunction(() => !!document.querySelector('scooter-reservation')?.shadowRoot?.querySelector('h1'));
}

/** Computed styles of the widget's inner elements (found in its shadow root). */
function widgetStyles(page: Page) {
  return page.evaluate((props: readonly string[]) => {
    const root = document.querySelector('scooter-reservation')!.shadowRoot!;
    const picks = ['.cg-res-widget', 'h1', 'label', 'input', 'button[type=submit]', '.cg-res-panel', '.cg-res-panel__value', 'p', 'a'];
    return picks.map((sel) => {
      const el = root.querySelector(sel);
      if (!el) return [sel, null];
      const cs = getComputedStyle(el);
      return [sel, Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]))];
    });
  }, STYLE_PROPS);
}

/** Computed styles of the partner page's own elements. */
function pageStyles(page: Page) {
  return page.evaluate((props: readonly string[]) => {
    const picks = ['body', 'h1', 'h2', 'p.intro', 'a.button', 'nav a', '.specs th', '.steps li', '#embed-status', 'footer'];
    return picks.map((sel) => {
      const el = document.querySelector(sel);
      if (!el) return [sel, null];
      const cs = getComputedStyle(el);
      return [sel, Object.fromEntries([...props, 'display', 'width'].map((p) => [p, cs.getPropertyValue(p)]))];
    });
  }, STYLE_PROPS);
}

const HOSTILE_CSS = `
  html { font-size: 30px !important; }
  body { font: italic 40px/3 "Comic Sans MS", cursive !important; color: lime !important; letter-spacing: 4px !important; text-transform: uppercase !important; text-align: center !important; }
  * { box-sizing: content-box !important; color: lime !important; font-family: "Comic Sans MS", cursive !important; }
  button, input, select, label, h1, h2, p, a, div, section, aside, form { margin: 40px !important; padding: 30px !important; border: 5px dashed red !important; background: yellow !important; }
  scooter-reservation { font-size: 30px; line-height: 4; color: red; font-family: serif; letter-spacing: 2px; }
  :root { --cg-font: "Comic Sans MS"; --cg-ink: red; }
`;

describe('<scooter-reservation> on the partner site', () => {
  it('renders in its shadow root with the left panel at 1366px, and passes axe-core', async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openPartner(page);
    await byRole(page, 'heading', 'Login');
    expect(await isShown(page, 'complementary', 'Your scooter')).toBe(true);
    expect(await isShown(page, 'button', 'Back')).toBe(false);
    await waitForText(page, 'Certified Range');
    await page.waitForFunction(() => !!document.querySelector('scooter-reservation')?.shadowRoot?.querySelector('.cg-res-carousel--ready'));
    const ready = (await heard(page)).filter((e) => e.type === 'ready');
    expect(ready).toEqual([{ type: 'ready', detail: { product: PRODUCT, source: 'ola', returned: null } }]);
    expect(await page.$eval('scooter-reservation', (el) => (el as unknown as { product: string }).product)).toBe(PRODUCT);
    await (await byRole(page, 'heading', 'Reserve your S1 Pro')).evaluate((h) => h.scrollIntoView());
    await screenshot(page, 'reservation-widget-login-1366');
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('downloads Swiper only on wide windows; at 375px hides the panel and shows the back button', async () => {
    const page = await freshPage(375);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openPartner(page);
    await byRole(page, 'heading', 'Login');
    expect(await isShown(page, 'complementary', 'Your scooter')).toBe(false);
    expect(await isShown(page, 'button', 'Back')).toBe(true);
    expect(scripts.some((s) => /swiper/i.test(s))).toBe(false);
    expect(scripts.some((s) => /esm\/scooter-reservation\.js/.test(s))).toBe(true);
    await (await byRole(page, 'heading', 'Reserve your S1 Pro')).evaluate((h) => h.scrollIntoView());
    await screenshot(page, 'reservation-widget-login-375');
    await expectNoSeriousAxeViolations(page);
  });

  it("shows the login before any later screen's code arrives; Sign up waits for its code, then shows registration", async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    // The later screens' chunks (fetched once the login is up) are held until the test lets them go.
    const LATER = /\/esm\/chunks\/(Register|ShippingAddress|Payment|PriceSummary|MyReservations|Test)Screen-[\w-]+\.js$/;
    const held: HTTPRequest[] = [];
    await page.setRequestInterception(true);
    page.on('request', (r) => (LATER.test(r.url()) ? held.push(r) : void r.continue()));
    await page.goto(`${demoUrl}/`, { waitUntil: 'load' });
    await byRole(page, 'heading', 'Login');
    await waitForText(page, 'Certified Range');
    // Idle after the first render, the widget asks for every later screen.
    // The six requests start together but reach the test one by one: wait for all of them (or 15 s).
    for (let i = 0; i < 150 && held.length < 6; i++) await new Promise((r) => setTimeout(r, 100));
    expect(held.map((r) => LATER.exec(r.url())![1]).sort()).toEqual(['MyReservations', 'Payment', 'PriceSummary', 'Register', 'ShippingAddress', 'Test']);
    await click(page, 'link', 'Sign up');
    // The login stays, under the loading overlay, until registration's code is here.
    await page.waitForFunction(() => !!document.querySelector('scooter-reservation')?.shadowRoot?.querySelector('[data-testid=loading-overlay]'));
    expect(await isShown(page, 'heading', 'Login')).toBe(true);
    await Promise.all(held.map((r) => r.continue()));
    await byRole(page, 'heading', 'Create Account');
    // The new screen's heading has focus (the page did not reload).
    expect(await page.evaluate(() => document.querySelector('scooter-reservation')?.shadowRoot?.activeElement?.textContent)).toBe('Create Account');
    expect(errors).toEqual([]);
  });

  it("keeps the host page's CSS out and its own CSS in; writes nothing to the head or globals", async () => {
    // The partner page without the widget: its own styles and globals.
    const bare = await freshPage(1366, { listen: false });
    await bare.setRequestInterception(true);
    bare.on('request', (r) => (/\/widgets\//.test(r.url()) ? r.abort() : r.continue()));
    await openPage(bare, `${demoUrl}/`);
    const bareStyles = await pageStyles(bare);
    const bareGlobals = await bare.evaluate(() => Object.keys(window).sort());
    const bareHead = await bare.evaluate(() => document.head.innerHTML);

    const page = await freshPage(1366, { listen: false });
    await openPartner(page);
    await page.waitForFunction(() => !!document.querySelector('scooter-reservation')?.shadowRoot?.querySelector('.cg-res-panel__value'));
    expect(await pageStyles(page)).toEqual(bareStyles);
    // (puppeteer's own ARIA query helpers are the test driver's, not the widget's)
    const added = (await page.evaluate(() => Object.keys(window).sort())).filter((k) => !bareGlobals.includes(k) && !/ariaQuerySelector/.test(k));
    expect(added).toEqual([]);
    expect(await page.evaluate(() => document.head.innerHTML)).toBe(bareHead);
    // The widgets' stylesheet is adopted in the shadow root (constructed, nothing added to the page).
    expect(await page.evaluate(() => document.querySelector('scooter-reservation')!.shadowRoot!.adoptedStyleSheets.length)).toBe(1);

    // A hostile stylesheet on the host page does not change the widget's look.
    const before = await widgetStyles(page);
    await page.evaluate((css: string) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }, HOSTILE_CSS);
    const after = await widgetStyles(page);
    expect(after).toEqual(before);
    expect(before.every(([, s]) => s !== null)).toBe(true);

    // What the page may change on purpose: the documented theme tokens.
    await page.$eval('scooter-reservation', (el) => (el as HTMLElement).style.setProperty('--cg-color-primary', 'rgb(0, 90, 60)'));
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('scooter-reservation')!.shadowRoot!.querySelector('button[type=submit]')!).backgroundColor === 'rgb(0, 90, 60)',
    );
  });

  it('registers, logs out, resets the password with every popup message, and logs in again (auth-change)', async () => {
    const page = await freshPage(1366);
    await openPartner(page);
    const email = await registerThroughFlow(page, 'Widget Tester');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await tokenOf(page, 'cg-widgets:user')).toBeTruthy();
    await click(page, 'button', 'Log out');
    await byRole(page, 'heading', 'Login');

    await click(page, 'button', 'Forgot password?');
    await byRole(page, 'dialog', 'Forgot password');
    await click(page, 'button', 'Send Reset Code');
    const D = '[role=dialog]';
    expect(await errorUnder(page, 'Email', D)).toBe('Please enter your email.');
    await typeInto(page, 'Email', 'widget@', D);
    expect(await errorUnder(page, 'Email', D)).toBe('Please enter valid email address.');
    await typeInto(page, 'Email', email, D);
    await click(page, 'button', 'Send Reset Code');
    await byRole(page, 'textbox', 'Reset code');
    await click(page, 'button', 'Verify Code');
    expect(await errorUnder(page, 'Reset code')).toBe('Enter Reset Code');
    const outbox = await (await fetch(`${storeUrl}/_dev/outbox.json?to=${encodeURIComponent(email)}`)).json();
    const code = /\b(\d{6})\b/.exec((outbox as { data: { body: string }[] }).data[0].body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await typeInto(page, 'Reset code', code === '000000' ? '111111' : '000000');
    await click(page, 'button', 'Verify Code');
    await waitForText(page, 'Invalid Reset Code');
    await typeInto(page, 'Reset code', code!);
    await click(page, 'button', 'Verify Code');
    await typeInto(page, 'New password', 'newsecret1');
    await typeInto(page, 'Confirm password', 'newsecret2');
    await click(page, 'button', 'Change Password');
    expect(await errorUnder(page, 'Confirm password')).toBe('Password does not match');
    await typeInto(page, 'Confirm password', 'newsecret1');
    await click(page, 'button', 'Change Password');
    await waitForText(page, 'Password changed');
    await screenshot(page, 'reservation-widget-password-changed-1366');
    await click(page, 'button', 'Back to login');

    await typeInto(page, 'Email', email);
    await typeInto(page, 'Password', 'newsecret1');
    await click(page, 'button', 'Login');
    await byRole(page, 'heading', 'Shipping address');
    const auth = (await heard(page)).filter((e) => e.type === 'auth-change').map((e) => e.detail);
    expect(auth).toEqual([
      { loggedIn: true, user: { name: 'Widget Tester', email } },
      { loggedIn: false, user: null },
      { loggedIn: true, user: { name: 'Widget Tester', email } },
    ]);
  });

  describe('the flow for each payment method', () => {
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      page = await freshPage(1366);
      errors = collectConsoleErrors(page);
      await openPartner(page);
      await registerThroughFlow(page, 'Widget Buyer');
    });

    const flows: [Method, 'pay' | 'cancel'][] = [
      ['eSewa', 'pay'],
      ['eSewa', 'cancel'],
      ['Card Payment', 'pay'],
      ['Card Payment', 'cancel'],
      ['Connect IPS', 'pay'],
      ['Connect IPS', 'cancel'],
    ];

    it.each(flows)('%s: %s at the sandbox, back on the partner page with the result in the widget', async (method, outcome) => {
      await openPartner(page, '/');
      await fillShipping(page);
      await waitForText(page, 'Total payable');
      if (method === 'Connect IPS' && outcome === 'pay') await screenshot(page, 'reservation-widget-payment-1366');
      const before = (await heard(page)).length;
      const returns = await chooseMethodAndPay(page, method, outcome);
      expect(returns.length).toBeGreaterThan(0);

      const landed = new URL(page.url());
      expect(landed.origin).toBe(new URL(demoUrl).origin);
      expect(landed.hash).toBe('#reserve');
      const bookingId = landed.searchParams.get('cg_reservation');
      expect(bookingId).toMatch(/^\d+$/);
      expect(landed.searchParams.get('cg_status')).toBe(outcome === 'pay' ? 'completed' : 'cancelled');
      await byRole(page, 'heading', 'My reservations');
      const paid = 'Payment received. Your scooter is reserved.';
      // eSewa's cancel proves nothing (no status call): the booking stays open.
      await waitForText(page, outcome === 'pay' ? paid : method === 'eSewa' ? 'No payment was completed.' : 'The payment did not go through.');
      expect(await allText(page)).toContain(`Booking ID ${bookingId}`);
      const ready = (await heard(page)).find((e) => e.type === 'ready');
      expect(ready?.detail).toEqual({ product: PRODUCT, source: 'ola', returned: { bookingId, status: outcome === 'pay' ? 'completed' : 'cancelled' } });
      void before;

      if (method === 'eSewa' && outcome === 'pay') {
        await screenshot(page, 'reservation-widget-returned-1366');
        await expectNoSeriousAxeViolations(page);
        // A replayed gateway return changes nothing.
        const token = (await tokenOf(page, 'cg-widgets:user'))!;
        const list = await bookings(apiUrl, token);
        const replay = returns.find((r) => r.method() === 'GET');
        await openPage(page, replay!.url());
        expect(new URL(page.url()).searchParams.get('cg_reservation')).toBe(bookingId);
        expect(new URL(page.url()).searchParams.get('cg_status')).toBe('completed');
        await waitForText(page, 'Payment received. Your scooter is reserved.');
        expect(await bookings(apiUrl, token)).toEqual(list);
      }
    });

    it('tells the page about the booking (reservation-created) and lets it stop the redirect (payment-redirect)', async () => {
      await openPartner(page, '/');
      await fillShipping(page);
      await page.evaluate(() => document.addEventListener('payment-redirect', (e) => e.preventDefault(), { once: true }));
      await click(page, 'button', 'eSewa');
      const pay = await byRole(page, 'button', 'Pay with eSewa');
      await screenshot(page, 'reservation-widget-summary-1366');
      const created = (await heard(page)).filter((e) => e.type === 'reservation-created');
      expect(created).toHaveLength(1);
      expect(created[0].detail).toMatchObject({ method: 'eSewa', product: PRODUCT });
      expect(String(created[0].detail?.bookingId)).toMatch(/^\d+$/);
      const at = page.url();
      const redirectsBefore = (await heard(page)).filter((e) => e.type === 'payment-redirect').length;
      await pay.click();
      // The widget announces the redirect; the page prevented it, so nothing navigates.
      await page.waitForFunction(
        (n: number) => ((window as unknown as { __heard?: Heard[] }).__heard ?? []).filter((e) => e.type === 'payment-redirect').length > n,
        {},
        redirectsBefore,
      );
      await settled(page);
      expect(page.url()).toBe(at);
      const redirect = (await heard(page)).filter((e) => e.type === 'payment-redirect');
      expect(redirect.at(-1)?.detail).toMatchObject({ method: 'eSewa', bookingId: created[0].detail?.bookingId });
      expect(String(redirect.at(-1)?.detail?.url)).toContain('/sandbox/');
      await expectNoSeriousAxeViolations(page);
    });

    it('survives the loader being loaded twice', async () => {
      await openPartner(page, '/');
      await page.evaluate(
        (src: string) =>
          new Promise<void>((loaded, failed) => {
            const s = document.createElement('script');
            s.src = src;
            s.onload = () => loaded();
            s.onerror = () => failed(new Error(`could not load ${src}`));
            document.body.append(s);
          }),
        `${storeUrl}/widgets/cg-widgets.js`,
      );
      await settled(page);
      await byRole(page, 'heading', 'Shipping address');
      expect(await page.evaluate(() => document.querySelectorAll('scooter-reservation').length)).toBe(1);
    });

    it('at 375px shows the back button instead of the panel on every step', async () => {
      await page.setViewport({ width: 375, height: 800, isMobile: true, hasTouch: true });
      try {
        await openPartner(page, '/');
        await byRole(page, 'heading', 'Shipping address');
        expect(await isShown(page, 'complementary', 'Your scooter')).toBe(false);
        expect(await isShown(page, 'button', 'Back')).toBe(true);
        await (await byRole(page, 'heading', 'Shipping address')).evaluate((h) => h.scrollIntoView());
        await screenshot(page, 'reservation-widget-shipping-375');
        await fillShipping(page);
        expect(await isShown(page, 'button', 'Back')).toBe(true);
        await click(page, 'button', 'Back');
        await byRole(page, 'heading', 'Shipping address');
        await expectNoSeriousAxeViolations(page);
      } finally {
        await page.setViewport({ width: 1366, height: 900 });
      }
    });

    it('logged no console errors', () => {
      expect(errors).toEqual([]);
    });
  });
});
