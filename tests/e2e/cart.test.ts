// The cart in a real browser against the built server: /user/cart for a fresh registered user
// with lines added through the API (links, free gift, quantity up and down, delete, a coupon that
// applies and one that does not with the server's messages, removing it, CG|Coins, the checkout
// link's query, the empty state, the guest redirect); the header's mini-cart (contents, 'No Items
// in cart', keyboard); the <mini-cart> widget on the demo partner site after a login in
// <scooter-reservation>, with cart-change; only the offers that can succeed (WELCOME500 for a first
// order only, Flexi Pay for a cart it takes); axe-core; screenshots at 375 and 1366 px.
import type { Page } from 'puppeteer';
import { COUPON_MESSAGES } from '../../server/orders/checkout-messages';
import { CART_TEXT as T } from '../../storefront/features/cart/messages';
import { MINI_CART_TEXT as M } from '../../shared/ui/miniCartText';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { collectConsoleErrors, expectNoSeriousAxeViolations, SCREENSHOT_DIR, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { addToCart, api, DEMO_SHOPPER, findProducts, isBuyable, login, registerUser, type NewUser, type ProductInfo, type Shopper } from './api-helpers';
import { byRole, idle, openLoggedIn, openPage, reloadPage, useFreshPages } from './page-helpers';
import { cartChangesHeard, openDemoHearingCart, waitForCartChange } from './mini-cart-helpers';
import { click, typeInto, waitForText } from './reservation-helpers';
import { settleByHttp, placeOrder } from './order-helpers';

const { url, demoUrl } = e2eUrls();
const freshPage = useFreshPages();

interface Product extends ProductInfo {
  free?: { name: string } | null;
  supplier_name?: string | null;
}

/** Fresh users of our own (e2e suites share one server). */
const CART_TESTER: NewUser = { name: 'Cart Tester', emailPrefix: 'cart' };

let products: Product[] = [];
/** Two products that can be bought now (in stock, not pre-booking, not a service); one with a free gift when there is one. */
async function pickProducts(): Promise<Product[]> {
  if (products.length) return products;
  const found = await findProducts<Product>((p) => isBuyable(p) && !!p.supplier_name);
  const withFree = found.find((p) => p.free?.name);
  products = withFree ? [withFree, ...found.filter((p) => p !== withFree).slice(0, 1)] : found.slice(0, 2);
  if (products.length < 2) throw new Error('the seed has too few products to buy');
  return products;
}

const axe = (page: Page) => expectNoSeriousAxeViolations(page);

/** The visible part of the page only (a dropdown at the top of a long page). */
async function viewportShot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) as `${string}.png` });
}

const mainText = (page: Page) => page.$eval('main', (m) => (m as HTMLElement).innerText);
const qtyOf = (page: Page, name: string) =>
  page.$eval(`::-p-aria([name="Quantity of ${name}"][role="group"])`, (g) => (g.querySelector('output')?.textContent ?? '').replace(/\D/g, ''));

describe('/user/cart', () => {
  it('sends a guest to /', async () => {
    const page = await freshPage(1366);
    await openPage(page, `${url}/user/cart`);
    await page.waitForFunction(() => location.pathname === '/');
  });

  it("shows 'Your Cart is empty' with Shop Now for a new user", async () => {
    const s = await registerUser(CART_TESTER);
    const page = await freshPage(375);
    await openLoggedIn(page, s, '/user/cart');
    await waitForText(page, T.empty);
    const shop = await byRole(page, 'link', T.shopNow);
    expect(await shop.evaluate((a) => a.getAttribute('href'))).toBe('/');
    await screenshot(page, 'cart-empty-375');
    await axe(page);
  });

  it('lists the lines, changes quantities, applies and removes coupons, redeems nothing extra, deletes a line', async () => {
    const s = await registerUser(CART_TESTER);
    const [first, second] = await pickProducts();
    await addToCart(s.token, first.id);
    await addToCart(s.token, second.id);
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openLoggedIn(page, s, '/user/cart');
    await byRole(page, 'heading', first.name);
    await byRole(page, 'heading', second.name);

    // Links: product and supplier.
    const hrefs = await page.$$eval('main a', (as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(`/product-${first.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${first.id}`);
    expect(hrefs.some((h) => h?.startsWith('/supplier/'))).toBe(true);
    if (first.free?.name) {
      // The gift says "Free" once: its tag and its name.
      expect(await mainText(page)).toContain(first.free.name);
      expect(await mainText(page)).not.toContain('Free: ');
    }

    // Totals from the server.
    const server = (await api<{ cart_total: number; grand_total: number }>('get-cart?platform=W', { token: s.token })).data!;
    const summary = await page.$eval('::-p-aria([name="Cart Summary"][role="region"])', (r) => (r as HTMLElement).innerText);
    expect(summary).toContain(T.cartTotal);
    expect(summary).toContain(T.deliveryCharge);
    expect(summary).toContain(T.loyaltyTotal);
    expect(summary).toContain(T.tds);
    expect(summary).toContain(T.grandTotal);
    expect(summary.replace(/\s+/g, ' ')).toContain(new Intl.NumberFormat('en-IN').format(server.grand_total));
    await screenshot(page, 'cart-lines-1366');
    await axe(page);

    // Quantity up and down by one.
    await click(page, 'button', `Increase quantity of ${first.name}`);
    await page.waitForFunction((n: string) => document.querySelector(`[aria-label="Quantity of ${n}"] output`)?.textContent?.includes('2'), {}, first.name);
    await idle(page);
    await click(page, 'button', `Decrease quantity of ${first.name}`);
    await page.waitForFunction((n: string) => document.querySelector(`[aria-label="Quantity of ${n}"] output`)?.textContent?.replace(/\D/g, '') === '1', {}, first.name);
    expect(await qtyOf(page, first.name)).toBe('1');
    await idle(page);

    // Apply with nothing typed: required.
    await click(page, 'button', T.apply);
    await waitForText(page, T.couponRequired);

    // A failing coupon: the server's message in danger style.
    await typeInto(page, T.couponLabel, 'NEWYEAR20');
    await click(page, 'button', T.apply);
    await waitForText(page, COUPON_MESSAGES.expired);
    expect(await page.$eval('.cg-alert--danger', (a) => (a as HTMLElement).innerText)).toContain(COUPON_MESSAGES.expired);

    // A coupon that applies: the server's message in success style, checkout carries it.
    const expected = (await api<{ coupon: { message: string } }>('get-cart?platform=W&coupon=TIHAR5', { token: s.token })).data!.coupon.message;
    await typeInto(page, T.couponLabel, 'TIHAR5');
    await click(page, 'button', T.apply);
    await waitForText(page, expected);
    expect(await page.$eval('.cg-alert--success', (a) => (a as HTMLElement).innerText)).toContain(expected);
    const checkout = await byRole(page, 'link', T.checkout);
    expect(await checkout.evaluate((a) => a.getAttribute('href'))).toBe('/user/checkout?coupon=TIHAR5');
    // The saving reads as every amount taken off does, on one line (it wrapped between NPR and the digits).
    const saving = await page.$eval('.cg-cart-totals__saving dd', (dd) => {
      const range = document.createRange();
      range.selectNodeContents(dd);
      return { text: (dd as HTMLElement).innerText, lines: range.getClientRects().length };
    });
    expect(saving).toEqual({ text: expect.stringMatching(/^\u2212NPR [\d,]+$/), lines: 1 });
    // Flexi Pay: its link when it takes this cart, else its reason (the server's word with the cart).
    const flexiPay = (await api<{ flexi_pay: { available: boolean; message?: string } }>('get-cart?platform=W', { token: s.token })).data!.flexi_pay;
    if (flexiPay.available) expect(await page.$eval('a[href="/checkout-flexi-pay/"]', (a) => (a as HTMLElement).innerText)).toContain(T.flexiPay);
    else await waitForText(page, flexiPay.message!);
    await screenshot(page, 'cart-coupon-1366');

    // Removing the coupon clears it (and any redeem).
    await click(page, 'button', T.removeCoupon);
    await page.waitForFunction((t: string) => document.querySelector(`a[href^="/user/checkout"]`)?.getAttribute('href') === t, {}, '/user/checkout');
    expect(await mainText(page)).not.toContain(expected);

    // Delete a line.
    await click(page, 'button', `Remove ${second.name} from cart`);
    await page.waitForFunction((n: string) => !document.querySelector('main')?.innerText.includes(n), {}, second.name);
    const left = (await api<{ cart_items: { product_id: number }[] }>('get-cart?platform=W', { token: s.token })).data!.cart_items;
    expect(left.map((l) => l.product_id)).toEqual([first.id]);

    // Delete the last one: the empty state.
    await click(page, 'button', `Remove ${first.name} from cart`);
    await waitForText(page, T.empty);
    expect(errors).toEqual([]);
  });

  it('keeps an applied coupon and CG|Coins redemption across a reload; removing the coupon drops both for good', async () => {
    // The demo shopper has a cart and coins; the coupon and coins live in the browser, not on the server.
    const sita = await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const cart = (await api<{ cart_items: unknown[]; redeem: { available_points: number } }>('get-cart?platform=W', { token: sita.token })).data!;
    expect(cart.cart_items.length).toBeGreaterThan(0);
    expect(cart.redeem.available_points).toBeGreaterThanOrEqual(10);
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openLoggedIn(page, sita, '/user/cart');
    await typeInto(page, T.couponLabel, 'TIHAR5');
    await click(page, 'button', T.apply);
    await waitForText(page, T.appliedCoupon('TIHAR5'));
    await typeInto(page, T.redeemLabel, '10');
    await click(page, 'button', T.redeemApply);
    await waitForText(page, T.redeemApplied(10));
    await idle(page);

    const checkoutHref = () => page.$eval('a[href^="/user/checkout"]', (a) => a.getAttribute('href'));
    for (const width of [320, 375, 1024, 1366]) {
      await page.setViewport({ width, height: 900 });
      await reloadPage(page);
      await waitForText(page, T.appliedCoupon('TIHAR5'));
      await waitForText(page, T.redeemApplied(10));
      expect(await checkoutHref()).toBe('/user/checkout?coupon=TIHAR5&redeem=10');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `cart-offers-after-reload-${width}`);
    }

    await click(page, 'button', T.removeCoupon);
    await page.waitForFunction(() => document.querySelector('a[href^="/user/checkout"]')?.getAttribute('href') === '/user/checkout');
    await reloadPage(page);
    await byRole(page, 'button', T.apply);
    await idle(page);
    expect(await checkoutHref()).toBe('/user/checkout');
    expect(await mainText(page)).not.toContain(T.redeemApplied(10));
    expect(errors).toEqual([]);
  });

  it('at 375px the lines and the summary stack', async () => {
    const s = await registerUser(CART_TESTER);
    const [first, second] = await pickProducts();
    await addToCart(s.token, first.id, 2);
    await addToCart(s.token, second.id);
    const page = await freshPage(375);
    await openLoggedIn(page, s, '/user/cart');
    await byRole(page, 'heading', first.name);
    expect(await qtyOf(page, first.name)).toBe('2');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'cart-lines-375');
    await axe(page);
  });

  it('says under the delivery charge that it is the valley rate and that checkout charges by the address (320 to 1366 px)', async () => {
    const s = await registerUser(CART_TESTER);
    const [first] = await pickProducts();
    await addToCart(s.token, first.id);
    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width);
      await openLoggedIn(page, s, '/user/cart');
      await byRole(page, 'heading', first.name);
      const row = await page.$eval('.cg-cart-totals__delivery', (r) => (r as HTMLElement).innerText);
      expect(row).toContain(T.deliveryCharge);
      expect(row).toContain(T.deliveryEstimate);
      expect(T.deliveryEstimate).toContain('NPR 250');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await (await page.$('.cg-cart-totals'))!.screenshot({ path: `${SCREENSHOT_DIR}/cart-delivery-hint-${width}.png` });
    }
  });
});

describe('offers on /user/cart: only what can succeed', () => {
  interface Priced extends Product {
    price: number;
    discount_price: number | null;
  }
  const selling = (p: Priced) => Number(p.discount_price ?? p.price);
  const offersOf = (page: Page) => page.$$eval('.cg-cart-coupons__code', (xs) => xs.map((x) => x.textContent));
  const hasFlexiLink = (page: Page) => page.$$eval('main a', (as, text) => as.some((a) => a.textContent?.includes(text as string)), T.flexiPay);

  it('WELCOME500 is offered for a first order, not to a shopper with a paid order; Flexi Pay only for a cart it takes (375 and 1366 px)', async () => {
    const found = await findProducts<Priced>(isBuyable, { max: 60, to: 200 });
    // WELCOME500 asks for NPR 5,000; Flexi Pay's banks for NPR 10,000 at least.
    const mid = found.find((p) => selling(p) >= 5_000 && selling(p) < 10_000);
    const big = found.find((p) => selling(p) >= 15_000);
    expect(mid && big).toBeTruthy();

    // A first order: WELCOME500 is offered with its button; this cart is below Flexi Pay's minimum: its reason, no link.
    const first = await registerUser(CART_TESTER);
    await addToCart(first.token, mid!.id);
    const page = await freshPage(375);
    await openLoggedIn(page, first, '/user/cart');
    await byRole(page, 'heading', T.couponsTitle);
    expect(await offersOf(page)).toContain('WELCOME500');
    await byRole(page, 'button', T.useCoupon('WELCOME500'));
    const firstCart = (await api<{ flexi_pay: { available: boolean; message?: string } }>('get-cart?platform=W', { token: first.token })).data;
    expect(firstCart.flexi_pay.available).toBe(false);
    await waitForText(page, firstCart.flexi_pay.message!);
    expect(await hasFlexiLink(page)).toBe(false);
    await screenshot(page, 'cart-offers-first-order-375');
    await axe(page);

    // A returning shopper (a paid eSewa order): every coupon listed applies, WELCOME500 is not among them; Flexi Pay takes this cart.
    const back = await registerUser(CART_TESTER);
    await settleByHttp(await placeOrder(back.token, 'eSewa'));
    await addToCart(back.token, big!.id);
    const backCart = (await api<{ coupons: { code: string }[]; flexi_pay: { available: boolean } }>('get-cart?platform=W', { token: back.token })).data;
    expect(backCart.coupons.map((c) => c.code)).not.toContain('WELCOME500');
    const wide = await freshPage(1366);
    await openLoggedIn(wide, back, '/user/cart');
    await byRole(wide, 'heading', T.summary);
    await idle(wide);
    expect(await offersOf(wide)).not.toContain('WELCOME500');
    expect(await wide.$(`::-p-aria([name="${T.useCoupon('WELCOME500')}"][role="button"])`)).toBeNull();
    for (const code of await offersOf(wide)) {
      const r = await api<{ coupon: { status: string } }>(`get-cart?platform=W&coupon=${code}`, { token: back.token });
      expect({ code, status: r.data.coupon.status }).toEqual({ code, status: 'success' });
    }
    expect(backCart.flexi_pay.available).toBe(true);
    expect(await hasFlexiLink(wide)).toBe(true);
    await screenshot(wide, 'cart-offers-returning-1366');
    await axe(wide);
  });
});

describe('header mini-cart', () => {
  it("lists 'Recently added item(s)' with the subtotal and View Cart; keyboard opens and Escape closes it", async () => {
    const s = await registerUser(CART_TESTER);
    const [first, second] = await pickProducts();
    await addToCart(s.token, first.id);
    await addToCart(s.token, second.id);
    const page = await freshPage(1366);
    await openLoggedIn(page, s, '/flash-sales/');
    const toggle = await byRole(page, 'button', M.showCart);
    await byRole(page, 'link', 'Cart, 2 items');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('header button[aria-expanded="true"]');
    const panel = await page.$eval('.cg-cart-menu__panel', (p) => (p as HTMLElement).innerText);
    expect(panel).toContain(M.recentlyAdded);
    expect(panel).toContain(first.name);
    expect(panel).toContain(second.name);
    expect(panel).toContain(M.subtotal);
    const total = (await api<{ cart_total: number }>('get-cart?platform=W', { token: s.token })).data!.cart_total;
    expect(panel).toContain(new Intl.NumberFormat('en-IN').format(total));
    expect(await page.$eval('.cg-cart-menu__panel a.cg-minicart__view', (a) => a.getAttribute('href'))).toBe('/user/cart');
    await viewportShot(page, 'mini-cart-header-1366');
    await axe(page);
    await page.keyboard.press('Escape');
    await page.waitForSelector('header .cg-cart-menu button[aria-expanded="false"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(M.showCart);

    // View Cart goes to the cart page.
    await page.keyboard.press('Enter');
    await (await byRole(page, 'link', M.viewCart)).click();
    await page.waitForFunction(() => location.pathname === '/user/cart');
  });

  it("says 'No Items in cart' for a guest and for an empty cart (375px)", async () => {
    const page = await freshPage(375);
    await openPage(page, `${url}/flash-sales/`);
    await (await byRole(page, 'button', M.showCart)).click();
    await waitForText(page, M.empty);
    await viewportShot(page, 'mini-cart-header-empty-375');
    await axe(page);
    const s = await registerUser(CART_TESTER);
    await openLoggedIn(page, s, '/flash-sales/');
    await (await byRole(page, 'button', M.showCart)).click();
    await waitForText(page, M.empty);
  });
});

describe('<mini-cart> on the demo partner site', () => {
  async function loginInReservation(page: Page, s: Shopper) {
    await page.waitForFunction(() => !!document.querySelector('scooter-reservation')?.shadowRoot?.querySelector('h1'));
    await byRole(page, 'heading', 'Login');
    await typeInto(page, 'Email', s.email);
    await typeInto(page, 'Password', s.password);
    await page.keyboard.press('Enter');
  }

  it("fits the partner's header on a 320 px phone: no sideways scrolling, the cart button on screen", async () => {
    const page = await freshPage(320);
    await openDemoHearingCart(page);
    const fit = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      cartRight: document.querySelector('mini-cart')?.shadowRoot?.querySelector('[part="button"]')?.getBoundingClientRect().right ?? Infinity,
    }));
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.cartRight).toBeLessThanOrEqual(320);
  });

  it('shows the cart of the shopper who logged in through <scooter-reservation>, and fires cart-change', async () => {
    const s = await registerUser(CART_TESTER);
    const [first, second] = await pickProducts();
    await addToCart(s.token, first.id, 2);
    await addToCart(s.token, second.id);
    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      const errors = collectConsoleErrors(page);
      await openDemoHearingCart(page);
      await waitForCartChange(page, {});
      expect((await cartChangesHeard(page))[0]).toEqual({ loggedIn: false, count: 0, subtotal: 0, items: [] });

      await loginInReservation(page, s);
      await waitForCartChange(page, { count: 3 });
      const detail = (await cartChangesHeard(page)).at(-1);
      expect(detail).toMatchObject({
        loggedIn: true,
        count: 3,
        items: [
          { product_id: first.id, product_name: first.name, qty: 2 },
          { product_id: second.id, product_name: second.name, qty: 1 },
        ],
      });

      await (await byRole(page, 'button', 'Cart, 3 items')).click();
      await waitForText(page, M.recentlyAdded);
      const panelText = await page.$eval('mini-cart', (el) => (el.shadowRoot!.querySelector('[part="panel"]') as HTMLElement).innerText);
      expect(panelText).toContain(first.name);
      expect(panelText).toContain(second.name);
      const viewCart = await page.$eval('mini-cart', (el) => el.shadowRoot!.querySelector('a.cg-minicart__view')!.getAttribute('href'));
      expect(viewCart).toBe(`${url}/user/cart`);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await viewportShot(page, `mini-cart-widget-${width}`);
      await axe(page);

      // The page added something through the store's API: el.refresh() shows it.
      if (width === 1366) {
        await addToCart(s.token, second.id);
        await page.$eval('mini-cart', (el) => (el as unknown as { refresh(): void }).refresh());
        await waitForCartChange(page, { count: 4 });
        await page.keyboard.press('Escape');
      }
      expect(errors).toEqual([]);
    }
  });

  it('is listed and defined on the integrator playground', async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openPage(page, `${demoUrl}/playground/`);
    await page.waitForFunction(() => !!document.querySelector('mini-cart')?.shadowRoot?.querySelector('[part="button"]'));
    const article = await page.$eval('mini-cart', (el) => (el.closest('article') as HTMLElement).innerText);
    expect(article).toContain('<mini-cart>');
    expect(article).toContain('defined by the loader');
    expect(article).toContain('cart-change');
    await waitForText(page, 'cart-change');
    expect(errors).toEqual([]);
  });
});
