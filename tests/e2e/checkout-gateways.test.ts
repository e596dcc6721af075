// The gaps of issue 6 §4 that tests/e2e/checkout.test.ts leaves, in a real browser against the
// built server, each data-changing flow with a FRESH registered user:
// - Connect IPS, IME Pay and CG Pay paid AND cancelled at their sandbox, through the return page
//   to the thank-you page (or the gateway's error and Back to Cart), the order in the history;
//   Nabil Card paid (checkout.test.ts cancels it; eSewa and Khalti are covered there);
// - CG|Coins: a user who earned coins with a paid order redeems some on /user/cart (TDS and grand
//   total from the server) and checks out with the redeem carried to the order;
// - a pre-booking paid (Connect IPS) and one cancelled (eSewa) at the sandbox, through
//   /payment/booking/{gw}/ to the booking thank-you page or the error, the booking in the history;
// - a buy-now submitted for the demo user's open pre-booking and cancelled at the sandbox (paying
//   it would close the demo pre-booking other suites read; no route opens Buy Now for a fresh user);
// - the <mini-cart> widget on the demo site showing an add made with the session of a login in
//   <scooter-reservation>, after el.refresh() and after a revisit, with cart-change.
// axe-core on every page visited; screenshots at 375 and 1366 px.
import type { Page } from 'puppeteer';
import { formatNpr } from '../../shared/domain/money';
import { slugify } from '../../shared/domain/slug';
import { MINI_CART_TEXT as M } from '../../shared/ui/miniCartText';
import { GATEWAY_NAMES } from '../../server/demo/sandbox/page';
import { CART_TEXT as C } from '../../storefront/features/cart/messages';
import { formatCoins } from '../../storefront/features/header/messages';
import { CHECKOUT_TEXT as T, HISTORY_PATHS, RETURN_TEXT as R, THANK_YOU_TEXT as TY } from '../../storefront/features/checkout/messages';
import { BOOKING_RETURN_WORDING, ORDER_RETURN_WORDING } from '../../storefront/features/checkout/paths';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { addToCart, api, DEMO_SHOPPER, findProducts, login, registerUser, type NewUser, type ProductInfo, type Shopper } from './api-helpers';
import { byRole, navigated, openLoggedIn, reloadPage, useFreshPages } from './page-helpers';
import { buyableProducts, fillLocation, idle, pickProduct, shopperWithCart, waitForPath } from './checkout-helpers';
import { cartChangesHeard, openDemoHearingCart, waitForCartChange } from './mini-cart-helpers';
import { tokenOf, typeInto, waitForText } from './reservation-helpers';

const freshPage = useFreshPages();

const TESTER: NewUser = { name: 'Gateway Tester', emailPrefix: 'gateways' };

/** Whole rupees without decimals, else two, as the cart and checkout summaries show them. */
const money = (n: number | null | undefined) => {
  const v = Number(n ?? 0);
  return formatNpr(v, { decimals: Number.isInteger(v) ? 0 : 2 });
};

const shopper = (i = 0) => shopperWithCart(TESTER, i);

const pathOf = (page: Page) => new URL(page.url()).pathname;
const queryOf = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);


type SandboxGateway = keyof typeof GATEWAY_NAMES;

/**
 * Picks the method (its radio's label), submits with `submit` and follows the handoff (hidden
 * form or redirect) to the sandbox's payer page; checks the gateway named there.
 */
async function toSandbox(page: Page, methodLabel: string, gateway: SandboxGateway, submit: string = T.placeOrder): Promise<void> {
  await (await byRole(page, 'radio', methodLabel)).click();
  await Promise.all([navigated(page, { timeout: 30_000 }), (await byRole(page, 'button', submit)).click()]);
  await page.waitForSelector('button.pay', { timeout: 20_000 });
  expect(pathOf(page)).toMatch(/^\/sandbox\/checkout\//);
  expect(await page.$eval('.brand', (b) => (b as HTMLElement).innerText)).toContain(GATEWAY_NAMES[gateway]);
}

/** Pay or Cancel on the sandbox's payer page; resolves once back at the store. */
async function answerSandboxPage(page: Page, outcome: 'pay' | 'cancel'): Promise<void> {
  await Promise.all([navigated(page, { timeout: 30_000 }), page.click(outcome === 'pay' ? 'button.pay' : 'button.cancel')]);
}

interface OrderRow {
  id: number;
  payment_method: string;
  order_status: string;
  payment_status: string;
  redeem_point: number;
  tds: number | null;
  total_amount: number;
}

const latestOrder = async (s: Shopper): Promise<OrderRow> => {
  const orders = (await api<OrderRow[]>('get-orders', { token: s.token })).data ?? [];
  if (!orders.length) throw new Error('no order in the history');
  return orders.reduce((a, b) => (b.id > a.id ? b : a));
};

const cartLines = async (s: Shopper) =>
  (await api<{ cart_items?: { product_id: number }[] } | null>('get-cart?platform=W', { token: s.token })).data?.cart_items ?? [];

const coins = async (s: Shopper) => Number((await api<{ loyality: number }>('get-loyalty-point', { token: s.token })).data?.loyality ?? 0);

interface GatewayCase {
  method: string;
  label: string;
  slug: keyof typeof ORDER_RETURN_WORDING;
  gateway: SandboxGateway;
}

const GATEWAYS: GatewayCase[] = [
  { method: 'Connect IPS', label: 'Connect IPS', slug: 'connect-ips', gateway: 'connect_ips' },
  { method: 'IME Pay', label: 'IME Pay', slug: 'imepay', gateway: 'imepay' },
  { method: 'CG Pay', label: 'CG Pay', slug: 'cg-pay', gateway: 'cg_pay' },
];

/** From a fresh user's checkout to the sandbox of `c`; answers the pending order. */
async function checkoutAt(page: Page, s: Shopper, c: Pick<GatewayCase, 'label' | 'gateway'>): Promise<OrderRow> {
  await openLoggedIn(page, s, '/user/checkout');
  await byRole(page, 'button', T.placeOrder);
  await fillLocation(page);
  await toSandbox(page, c.label, c.gateway);
  const order = await latestOrder(s);
  expect(order).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
  // The sandbox asks for what the order costs.
  expect(await page.$eval('.facts .total dd', (d) => d.textContent)).toBe(formatNpr(order.total_amount, { decimals: 2 }));
  return order;
}

/** Paid: the return page, then the thank-you page with the success; the order paid in the history. */
async function expectPaidOrder(page: Page, s: Shopper, c: Pick<GatewayCase, 'method' | 'slug'>, orderId: number, shot?: string) {
  expect(pathOf(page)).toBe(`/payment/${c.slug}/`);
  expect(queryOf(page, 'order')).toBe('completed');
  await waitForText(page, R.redirecting);
  if (shot) await screenshot(page, `${shot}-return`);
  await expectNoSeriousAxeViolations(page);
  await waitForPath(page, '/user/checkout');
  await waitForText(page, ORDER_RETURN_WORDING[c.slug].completed);
  await byRole(page, 'heading', TY.greeting(s.name));
  expect(queryOf(page, 'order')).toBe('completed');
  if (shot) await screenshot(page, `${shot}-thank-you`);
  await expectNoSeriousAxeViolations(page);
  expect(await latestOrder(s)).toMatchObject({ id: orderId, payment_method: c.method, payment_status: 'Paid', order_status: 'Accepted' });
  // A paid order leaves the cart.
  expect(await cartLines(s)).toEqual([]);
  // …and is listed in the order history.
  await (await byRole(page, 'link', TY.orderHistory)).click();
  await byRole(page, 'rowheader', String(orderId), { timeout: 20_000 });
}

describe('online gateways of /user/checkout, paid and cancelled at the sandbox', () => {
  it.each(GATEWAYS.map((c, i) => [c.method, c, i] as const))('%s: paying returns through the return page to the thank-you page; the order is paid in the history', async (_m, c, i) => {
    const s = await shopper(i);
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    const order = await checkoutAt(page, s, c);
    if (i === 0) {
      await screenshot(page, `gateways-sandbox-${c.slug}-1366`);
      await expectNoSeriousAxeViolations(page);
    }
    await answerSandboxPage(page, 'pay');
    await expectPaidOrder(page, s, c, order.id, i === 0 ? `gateways-${c.slug}-1366` : undefined);
    expect(errors).toEqual([]);
  });

  it.each(GATEWAYS.map((c, i) => [c.method, c, i] as const))("%s: cancelling shows the gateway's error; Back to Cart finds the cart untouched; the order is cancelled", async (_m, c, i) => {
    const s = await shopper(i + 3);
    const product = (await cartLines(s))[0].product_id;
    const page = await freshPage(375);
    const order = await checkoutAt(page, s, c);
    if (i === 1) {
      await screenshot(page, `gateways-sandbox-${c.slug}-375`);
      await expectNoSeriousAxeViolations(page);
    }
    await answerSandboxPage(page, 'cancel');
    expect(pathOf(page)).toBe(`/payment/${c.slug}/`);
    expect(queryOf(page, 'order')).toBe('cancelled');
    await waitForText(page, ORDER_RETURN_WORDING[c.slug].cancelled);
    await byRole(page, 'heading', R.title);
    if (i === 0) await screenshot(page, `gateways-${c.slug}-cancelled-375`);
    await expectNoSeriousAxeViolations(page);
    expect(await latestOrder(s)).toMatchObject({ id: order.id, payment_method: c.method, payment_status: 'Cancelled', order_status: 'Cancelled' });
    await (await byRole(page, 'link', R.backToCart)).click();
    await waitForPath(page, '/user/cart');
    await byRole(page, 'link', C.checkout);
    expect((await cartLines(s)).map((l) => l.product_id)).toEqual([product]);
  });

  it('Nabil Card: paying at the card sandbox returns through /payment/nabil-card/ to the thank-you page', async () => {
    const s = await shopper(6);
    const page = await freshPage(1366);
    const c = { method: 'Nabil Card', label: T.nabilCard, slug: 'nabil-card', gateway: 'nabil_card' } as const;
    const order = await checkoutAt(page, s, c);
    await answerSandboxPage(page, 'pay');
    await expectPaidOrder(page, s, c, order.id);
  });
});

describe('CG|Coins redeemed on the cart', () => {
  it('a user who earned coins with a paid order redeems some on /user/cart (TDS, grand total from the server) and checks out with them', async () => {
    const s = await registerUser(TESTER);
    expect(await coins(s)).toBe(0);
    // Earn: a paid order (CG Pay) credits its coins (price / 200 per unit) to the ledger.
    let earning = 0;
    for (const p of await buyableProducts()) {
      await addToCart(s.token, p.id);
      earning = (await api<{ loyalty_point_total: number }>('get-cart?platform=W', { token: s.token })).data?.loyalty_point_total ?? 0;
      if (earning >= 20) break;
    }
    expect(earning).toBeGreaterThan(0);
    const page = await freshPage(1366);
    await checkoutAt(page, s, { label: 'CG Pay', gateway: 'cg_pay' });
    await answerSandboxPage(page, 'pay');
    await waitForPath(page, '/user/checkout');
    await byRole(page, 'heading', TY.greeting(s.name));
    // The coins it earned (and NPR 500 cash back as coins from a NPR 50,000 cart).
    const balance = await coins(s);
    expect(balance).toBeGreaterThanOrEqual(earning);

    // Redeem on the cart of a second purchase.
    const product = await pickProduct(1);
    await addToCart(s.token, product.id);
    const before = (await api<{ redeem: { max_redeem: number; available_points: number } }>('get-cart?platform=W', { token: s.token })).data!;
    expect(before.redeem.available_points).toBe(balance);
    const points = Math.min(10, before.redeem.max_redeem);
    expect(points).toBeGreaterThan(0);
    await openLoggedIn(page, s, '/user/cart');
    await byRole(page, 'heading', C.redeemTitle);
    await waitForText(page, C.redeemHint(balance, before.redeem.max_redeem));
    // Nothing typed: the box refuses.
    await (await byRole(page, 'button', C.redeemApply)).click();
    await waitForText(page, C.redeemInvalid);
    await typeInto(page, C.redeemLabel, String(points));
    await (await byRole(page, 'button', C.redeemApply)).click();
    await waitForText(page, C.redeemApplied(points));
    await idle(page);
    const server = (await api<{ tds: number; grand_total: number; redeem: { points: number } }>(`get-cart?platform=W&redeem=${points}`, { token: s.token })).data!;
    expect(server.redeem.points).toBe(points);
    // 15% TDS on what the coins are worth (NPR 1 each).
    expect(server.tds).toBeCloseTo(points * 0.15, 2);
    const summaryOf = () => page.$eval('::-p-aria([name="Cart Summary"][role="region"])', (r) => (r as HTMLElement).innerText.replace(/\s+/g, ' '));
    await page.waitForFunction((t: string) => document.querySelector('main')?.textContent?.includes(t), { timeout: 15_000 }, C.redeemed(points));
    const summary = await summaryOf();
    expect(summary).toContain(C.redeemed(points));
    expect(summary).toContain(`${C.tds} ${money(server.tds)}`);
    expect(summary).toContain(`${C.grandTotal} ${money(server.grand_total)}`);
    const link = await byRole(page, 'link', C.checkout);
    expect(await link.evaluate((a) => a.getAttribute('href'))).toBe(`/user/checkout?redeem=${points}`);
    await screenshot(page, 'gateways-cart-redeem-1366');
    await expectNoSeriousAxeViolations(page);
    await page.setViewport({ width: 375, height: 800 });
    await screenshot(page, 'gateways-cart-redeem-375');
    await page.setViewport({ width: 1366, height: 900 });

    // The checkout carries the redeem: the summary shows it, the order records it.
    await link.click();
    await waitForPath(page, '/user/checkout');
    expect(queryOf(page, 'redeem')).toBe(String(points));
    await byRole(page, 'button', T.placeOrder);
    const areaId = await fillLocation(page);
    const checkout = (await api<{ tds: number; grand_total: number }>(`get-checkout?platform=W&redeem=${points}&area_id=${areaId}`, { token: s.token })).data!;
    await waitForText(page, T.redeemed(points));
    const aside = await page.$eval('main', (m) => (m as HTMLElement).innerText.replace(/\s+/g, ' '));
    expect(aside).toContain(money(checkout.tds));
    expect(aside).toContain(money(checkout.grand_total));
    await expectNoSeriousAxeViolations(page);
    await (await byRole(page, 'radio', 'Cash On Delivery')).click();
    await (await byRole(page, 'button', T.placeOrder)).click();
    await byRole(page, 'heading', TY.greeting(s.name), { timeout: 20_000 });
    expect(await latestOrder(s)).toMatchObject({ payment_method: 'Cash On Delivery', redeem_point: points, tds: checkout.tds, total_amount: checkout.grand_total });
    expect(await coins(s)).toBe(balance - points);
    // The header shows the balance left, without a reload.
    await page.waitForFunction(
      (text: string) => document.querySelector('header .cg-account__coins')?.textContent === text,
      { timeout: 15_000 },
      formatCoins(balance - points),
    );
  });
});

describe('pre-booking and buy-now at the sandbox', () => {
  interface Booking {
    id: number;
    kind: 'prebooking' | 'buy_now';
    product_id: number;
    product_name: string;
    status: string;
    payment_status: string;
    payment_method: string;
    buy_now_open_status: number;
  }
  const bookingsOf = async (s: Shopper) => (await api<Booking[]>('get-bookings', { token: s.token })).data ?? [];

  let prebookable: ProductInfo | null = null;
  /** A product that takes a pre-booking (get-prebooking answers Success). */
  async function prebookProduct(s: Shopper): Promise<ProductInfo> {
    if (prebookable) return prebookable;
    const found = await findProducts<ProductInfo>((p) => !!Number(p.prepayment), { to: 300, max: 6 });
    for (const p of found) {
      const r = await api(`get-prebooking/${p.id}`, { token: s.token });
      if (r.statusCode === 200 && r.statusMessage !== 'Fail') return (prebookable = p);
    }
    throw new Error('no product takes a pre-booking');
  }

  async function prebookAtSandbox(page: Page, s: Shopper, label: string, gateway: SandboxGateway): Promise<ProductInfo> {
    const p = await prebookProduct(s);
    await openLoggedIn(page, s, `/prebook-${slugify(p.name)}-${p.id}`);
    await byRole(page, 'button', T.completeCheckout);
    await byRole(page, 'heading', T.bookingAddress);
    await fillLocation(page);
    await toSandbox(page, label, gateway, T.completeCheckout);
    return p;
  }

  it('a pre-booking paid with Connect IPS returns through /payment/booking/connect-ips/ to the booking thank-you; the booking is paid in the history', async () => {
    const s = await registerUser(TESTER);
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    const p = await prebookAtSandbox(page, s, 'Connect IPS', 'connect_ips');
    await answerSandboxPage(page, 'pay');
    expect(pathOf(page)).toBe('/payment/booking/connect-ips/');
    expect(queryOf(page, 'booking')).toBe('completed');
    await waitForText(page, R.redirecting);
    await expectNoSeriousAxeViolations(page);
    await waitForPath(page, '/user/booking-thank-you');
    await waitForText(page, BOOKING_RETURN_WORDING['connect-ips'].completed);
    await byRole(page, 'heading', TY.greeting(s.name));
    await screenshot(page, 'gateways-booking-paid-1366');
    await expectNoSeriousAxeViolations(page);
    const [booking] = await bookingsOf(s);
    expect(booking).toMatchObject({ kind: 'prebooking', product_id: p.id, payment_method: 'Connect IPS', status: 'Accepted', payment_status: 'Paid' });
    const history = await byRole(page, 'link', TY.bookingHistory);
    expect(await history.evaluate((a) => a.getAttribute('href'))).toBe(HISTORY_PATHS.bookings);
    await history.click();
    await byRole(page, 'rowheader', String(booking.id), { timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  it('a pre-booking cancelled at the eSewa sandbox shows the booking error with Booking History (375 px)', async () => {
    const s = await registerUser(TESTER);
    const page = await freshPage(375);
    const p = await prebookAtSandbox(page, s, 'eSewa', 'esewa');
    await answerSandboxPage(page, 'cancel');
    expect(pathOf(page)).toBe('/payment/booking/esewa/');
    expect(queryOf(page, 'booking')).toBe('cancelled');
    await waitForText(page, BOOKING_RETURN_WORDING.esewa.cancelled);
    await screenshot(page, 'gateways-booking-cancelled-375');
    await expectNoSeriousAxeViolations(page);
    const [booking] = await bookingsOf(s);
    // eSewa ePay v1 has no status call: the cancel return proves nothing, the booking waits for its hold (docs/adr/0010-payment-truth.md).
    expect(booking).toMatchObject({ kind: 'prebooking', product_id: p.id, payment_method: 'eSewa', status: 'Pending', payment_status: 'Pending' });
    await (await byRole(page, 'link', R.bookingHistory)).click();
    await byRole(page, 'rowheader', String(booking.id), { timeout: 20_000 });
  });

  it("a buy-now submitted for the demo user's open pre-booking and cancelled at the Connect IPS sandbox leaves the pre-booking open", async () => {
    const demo = await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const open = (await bookingsOf(demo)).find((b) => b.kind === 'prebooking' && b.buy_now_open_status === 1);
    expect(open).toBeTruthy();
    const page = await freshPage(1366);
    await openLoggedIn(page, demo, `/buynow-${slugify(open!.product_name)}-${open!.product_id}`);
    await byRole(page, 'button', T.completeBuyNow);
    await fillLocation(page);
    await toSandbox(page, 'Connect IPS', 'connect_ips', T.completeBuyNow);
    const submitted = (await bookingsOf(demo)).find((b) => b.kind === 'buy_now' && b.product_id === open!.product_id && b.status === 'Pending');
    expect(submitted).toMatchObject({ payment_method: 'Connect IPS', payment_status: 'Pending' });
    await answerSandboxPage(page, 'cancel');
    expect(pathOf(page)).toBe('/payment/booking/connect-ips/');
    expect(queryOf(page, 'booking')).toBe('cancelled');
    await waitForText(page, BOOKING_RETURN_WORDING['connect-ips'].cancelled);
    await expectNoSeriousAxeViolations(page);
    const after = await bookingsOf(demo);
    // A booking whose payment was cancelled: Failed, its payment Cancelled (its unit of stock back).
    expect(after.find((b) => b.id === submitted!.id)).toMatchObject({ status: 'Failed', payment_status: 'Cancelled' });
    expect(after.find((b) => b.id === open!.id)).toMatchObject({ buy_now_open_status: 1 });
    expect((await api(`get-booknow/${open!.product_id}`, { token: demo.token })).statusCode).toBe(200);
  });
});

describe('<mini-cart> on the demo site and an add in the same session', () => {
  it('shows what the page added with the session of the <scooter-reservation> login, after refresh() and after a revisit', async () => {
    const s = await registerUser(TESTER);
    const [first, second] = [await pickProduct(0), await pickProduct(1)];
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openDemoHearingCart(page);
    await page.waitForFunction(() => !!document.querySelector('scooter-reservation')?.shadowRoot?.querySelector('h1'));
    await byRole(page, 'heading', 'Login');
    await typeInto(page, 'Email', s.email);
    await typeInto(page, 'Password', s.password);
    await page.keyboard.press('Enter');
    await waitForCartChange(page, { loggedIn: true });
    expect((await cartChangesHeard(page)).at(-1)).toMatchObject({ loggedIn: true, count: 0, items: [] });

    // The widgets' session (not the registration's) adds through the store's API.
    const token = await tokenOf(page, 'cg-widgets:user');
    expect(token).toBeTruthy();
    expect(token).not.toBe(s.token);
    await addToCart(token!, first.id, 2);
    await page.$eval('mini-cart', (el) => (el as unknown as { refresh(): void }).refresh());
    await waitForCartChange(page, { loggedIn: true, count: 2 });
    expect((await cartChangesHeard(page)).at(-1)).toMatchObject({ loggedIn: true, count: 2, items: [{ product_id: first.id, qty: 2 }] });
    await (await byRole(page, 'button', 'Cart, 2 items')).click();
    await waitForText(page, M.recentlyAdded);
    await waitForText(page, first.name);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    // A revisit shows the session's cart as it is now.
    await addToCart(token!, second.id);
    await reloadPage(page);
    await waitForCartChange(page, { loggedIn: true, count: 3 });
    expect((await cartChangesHeard(page)).find((d) => d.count === 3)).toMatchObject({
      loggedIn: true,
      count: 3,
      items: expect.arrayContaining([expect.objectContaining({ product_id: first.id, qty: 2 }), expect.objectContaining({ product_id: second.id, qty: 1 })]),
    });
    await byRole(page, 'button', 'Cart, 3 items');
    await page.setViewport({ width: 375, height: 800 });
    await screenshot(page, 'gateways-mini-cart-revisit-375');
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
