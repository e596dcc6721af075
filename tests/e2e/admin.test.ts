// The back office at /admin/ (issue 32) in a real browser against the built server, as a staff
// member works: sign in (with the second factor when the account has one), confirm, ship and
// deliver an order while the shopper's Order History follows; accept one cancellation request
// (stock back, the shopper's mail) and reject another (the spec's rejection message); open Buy
// Now on a paid pre-booking (the shopper's Buy Now link); change a price (product page, listing
// card and search show it on the next load); approve a held review; axe-core and screenshots at
// 375 and 1366 px.
import type { Page } from 'puppeteer';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { get, post } from '../contract/http';
import { formatMoney } from '../../shared/domain/money';
import { subCategoryPath } from '../../shared/domain/slug';
import { ACCOUNT_TEXT as T } from '../../storefront/features/account/messages';
import { isBuyable, registerUser, unique, type ProductInfo, type Shopper } from './api-helpers';
import { api, placeBooking, placeOrder, prebook, settleByHttp } from './order-helpers';
import { byRole, openLoggedIn, openPage, useFreshPages, waitForText } from './page-helpers';
import { act, adminApi, codeFor, OWNER, openAdmin, signIn, staffToken, store, type StaffLogin } from './admin-helpers';

const freshPage = useFreshPages();

async function ordersOf(shopper: Shopper) {
  const r = await get<{ data: { id: number; order_status: string; delivery_status: string; payment_status: string; cancelled_order: string | null }[] }>(api(), '/get-orders', shopper.token);
  return r.body.data;
}

/** The text of the shopper's Order History row for this order. */
async function historyRow(page: Page, orderId: number): Promise<string> {
  const header = await byRole(page, 'rowheader', String(orderId));
  return header.evaluate((h) => h.closest('tr')?.textContent ?? '');
}

const axe = (page: Page) => expectNoSeriousAxeViolations(page);

describe('back office', () => {
  // One test per width: each signs in and walks every section on its own time budget.
  test.each([375, 1366])('sign-in, dashboard and every section at %i px, axe clean, no console errors', async (width) => {
    const page = await freshPage(width);
    const errors = collectConsoleErrors(page);
    await openPage(page, `${store()}/admin/`);
    await axe(page);
    await screenshot(page, `admin-login-${width}`);
    await signIn(page);
    await byRole(page, 'heading', 'Dashboard');
    await waitForText(page, 'Needs a person now');
    await axe(page);
    await screenshot(page, `admin-dashboard-${width}`);
    for (const path of ['/orders', '/bookings', '/products', '/inbox/reviews', '/staff', '/account']) {
      await openAdmin(page, path);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await axe(page);
      await screenshot(page, `admin${path.replace(/\//g, '-')}-${width}`);
    }
    if (width === 375) {
      // The sections are behind the Menu button on a phone, reachable by keyboard.
      const menu = await byRole(page, 'button', 'Menu');
      await menu.focus();
      await page.keyboard.press('Enter');
      await byRole(page, 'link', 'Orders');
      await screenshot(page, 'admin-menu-375');
    }
    expect(errors).toEqual([]);
  });

  test('the shop confirms, ships and delivers a Cash On Delivery order; the shopper sees each status', async () => {
    const shopper = await registerUser({ name: 'Bina Rai', emailPrefix: 'bina' });
    const { order_id: orderId } = await placeOrder(shopper.token, 'Cash On Delivery');
    const page = await freshPage(1366);
    await signIn(page);
    // Found by the list's search, as staff find an order a customer phones about.
    await openAdmin(page, `/orders?q=${orderId}`);
    await (await byRole(page, 'link', `#${orderId}`)).click();
    await byRole(page, 'heading', `Order #${orderId}`);
    await axe(page);
    await screenshot(page, 'admin-order-new-1366');

    const steps: [string, string, string][] = [
      ['Confirm order', 'Accepted', 'Pending'],
      ['Start processing', 'Processing', 'Processing'],
      ['Mark shipped', 'Shipped', 'Shipped'],
      ['Money received', 'Shipped', 'Shipped'],
      ['Mark delivered', 'Delivered', 'Delivered'],
    ];
    for (const [button, orderStatus, delivery] of steps) {
      await act(page, button, 'Saved.');
      const [mine] = (await ordersOf(shopper)).filter((o) => o.id === orderId);
      expect([mine.order_status, mine.delivery_status]).toEqual([orderStatus, delivery]);
    }
    expect((await ordersOf(shopper)).find((o) => o.id === orderId)!.payment_status).toBe('Paid');
    await screenshot(page, 'admin-order-delivered-1366');

    // The timeline names who did each step.
    await waitForText(page, `${OWNER.email}`);

    const history = await freshPage(1366);
    await openLoggedIn(history, shopper, '/user/account/?goto=order-history', { hideHomePopUp: true });
    const row = await historyRow(history, orderId);
    expect(row).toContain('Delivered');
    expect(row).toContain('Paid');
  });

  test('a going-back step is refused with its reason', async () => {
    const shopper = await registerUser({ name: 'Hari Thapa', emailPrefix: 'hari' });
    const { order_id: orderId } = await placeOrder(shopper.token, 'Cash On Delivery');
    const token = await staffToken();
    const at = async () => (await get<{ order: { version: number } }>(adminApi(), `/orders/${orderId}`, token)).body.order.version;
    await post(adminApi(), `/orders/${orderId}/status`, { order_status: 'Shipped', version: await at() }, token);
    const page = await freshPage(375);
    await signIn(page);
    await openAdmin(page, `/orders/${orderId}`);
    await page.select('select[name=order_status]', 'Pending');
    await (await byRole(page, 'button', 'Save status')).click();
    const alert = await page.waitForSelector('[role=alert]');
    expect(await alert!.evaluate((a) => a.textContent)).toContain('An order that is Shipped cannot go back to Pending.');
    await screenshot(page, 'admin-order-refused-375');
  });

  test('accepting a cancellation request puts the stock back and mails the shopper; a rejected one shows the spec message', async () => {
    const shopper = await registerUser({ name: 'Kamala Shrestha', emailPrefix: 'kamala' });
    const first = await placeOrder(shopper.token, 'Cash On Delivery');
    const second = await placeOrder(shopper.token, 'Cash On Delivery');
    for (const o of [first, second]) {
      const r = await post(api(), `/cancel-order/${o.order_id}`, { cancelled_reason: 'Found it cheaper.' }, shopper.token);
      expect(r.status).toBe(200);
    }
    const token = await staffToken();
    const line = (await get<{ lines: { product_id: number; qty: number }[] }>(adminApi(), `/orders/${first.order_id}`, token)).body.lines[0];
    const stockBefore = (await get<{ product: { stock: number } }>(adminApi(), `/products/${line.product_id}`, token)).body.product.stock;

    const page = await freshPage(1366);
    await signIn(page);
    await openAdmin(page, '/orders?cancellation=requested');
    await byRole(page, 'link', `#${first.order_id}`);
    await openAdmin(page, `/orders/${first.order_id}`);
    await waitForText(page, 'Found it cheaper.');
    await axe(page);
    await screenshot(page, 'admin-cancellation-1366');
    await act(page, 'Accept cancellation', 'Cancellation accepted');
    const stockAfter = (await get<{ product: { stock: number } }>(adminApi(), `/products/${line.product_id}`, token)).body.product.stock;
    expect(stockAfter).toBe(stockBefore + line.qty);
    expect((await ordersOf(shopper)).find((o) => o.id === first.order_id)!.order_status).toBe('Cancelled');
    const outbox = await (await fetch(`${store()}/_dev/outbox.json?to=${encodeURIComponent(shopper.email)}`)).json() as { data: { subject: string; body: string }[] };
    expect(outbox.data.some((m) => m.body.includes(String(first.order_id)) && /cancel/i.test(m.subject + m.body))).toBe(true);

    const mobile = await freshPage(375);
    await signIn(mobile);
    await openAdmin(mobile, `/orders/${second.order_id}`);
    await act(mobile, 'Reject cancellation', 'Cancellation rejected');
    await screenshot(mobile, 'admin-cancellation-rejected-375');
    const history = await freshPage(1366);
    await openLoggedIn(history, shopper, '/user/account/?goto=order-history', { hideHomePopUp: true });
    await byRole(history, 'rowheader', String(second.order_id));
    await waitForText(history, T.orderCancelRejected);
  });

  test('opening Buy Now on a paid pre-booking gives the shopper the Buy Now link', async () => {
    const shopper = await registerUser({ name: 'Ramesh Gurung', emailPrefix: 'ramesh' });
    const bookingId = await placeBooking(shopper.token);
    const page = await freshPage(1366);
    await signIn(page);
    await openAdmin(page, `/bookings/${bookingId}`);
    await act(page, 'Money received', 'Saved.');
    await act(page, 'Open Buy Now', 'Buy Now is open');
    await axe(page);
    await screenshot(page, 'admin-booking-buy-now-1366');
    const history = await freshPage(375);
    await openLoggedIn(history, shopper, '/user/account/?goto=booking-history', { hideHomePopUp: true });
    const link = await history.waitForSelector('main a.cg-account-buy-now');
    const href = await link!.evaluate((a) => a.getAttribute('href'));
    expect(href).toMatch(/^\/buynow-.+-\d+$/);
    await link!.click();
    await history.waitForFunction((path: string) => location.pathname === path, {}, href!);
  });

  test('a booking whose card payment was cancelled reads delivery Cancelled, as the shopper sees it (320 to 1366 px)', async () => {
    const shopper = await registerUser({ name: 'Ramesh Gurung', emailPrefix: 'ramesh' });
    const answer = await prebook(shopper.token, 'Nabil Card');
    await settleByHttp(answer, 'cancel');
    const bookingId = Number(answer.booking_id ?? answer.order_id);
    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width);
      await signIn(page);
      await openAdmin(page, `/bookings/${bookingId}`);
      const delivery = await page.waitForFunction(() => {
        const row = [...document.querySelectorAll('#ad-record-state ~ dl > div, .ad-facts > div')].find((d) => d.querySelector('dt')?.textContent === 'Delivery');
        return row?.querySelector('dd')?.textContent || null;
      });
      expect(await delivery.jsonValue()).toBe('Cancelled');
      // Buy Now is not offered on it, and says why; the gateway's name stays whole in its column.
      await waitForText(page, 'Buy Now opens on a paid pre-booking; this one is Failed');
      expect(await page.$('::-p-text(Open Buy Now)')).toBeNull();
      if (width >= 1024) {
        const lines = await page.evaluate(() => {
          const range = document.createRange();
          range.selectNodeContents(document.querySelector('td[data-label="Gateway"] .ad-cell')!);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines).toBe(1);
      }
      await screenshot(page, `admin-booking-failed-${width}`);
      await page.close();
    }
  });

  test('a new price shows on the product page, its listing card and in search on the next load', async () => {
    const token = await staffToken();
    const r = await get<{ data: { id: number; name: string; price: number; discount_price: number | null }[] }>(adminApi(), '/products?status=1', token);
    let product: { id: number; name: string; price: number; listing: string } | null = null;
    for (const p of r.body.data.filter((x) => x.discount_price === null && x.price > 1000)) {
      const view = await get<{ data: { product: ProductInfo & { flash_sales: object | null; product_sub_category_url: string } } }>(api(), `/view-product?product=${p.id}`);
      const shown = view.body.data?.product;
      if (view.status === 200 && isBuyable(shown) && (!shown.flash_sales || Object.keys(shown.flash_sales).length === 0)) {
        product = { ...p, listing: subCategoryPath(shown.product_sub_category_url) };
        break;
      }
    }
    if (!product) throw new Error('no product without a discount or flash sale on the first page');
    const newPrice = Math.round(product.price * 0.9);
    const page = await freshPage(1366);
    await signIn(page);
    await openAdmin(page, `/products/${product.id}`);
    const price = await byRole(page, 'textbox', 'Price (NPR)');
    await price.click({ count: 3 });
    await price.type(String(newPrice));
    await (await byRole(page, 'button', 'Save')).click();
    await waitForText(page, 'Saved. Shoppers see the change on their next page load.');
    await screenshot(page, 'admin-product-saved-1366');

    const shown = formatMoney(newPrice);
    const cardText = async (url: string) => {
      const shopperPage = await freshPage(1366);
      await openPage(shopperPage, url);
      const card = await shopperPage.waitForSelector(`main a[href$="-${product!.id}"]`);
      return card!.evaluate((a) => (a.closest('article, li, .cg-product-card') ?? a).textContent ?? '');
    };
    const productPage = await freshPage(1366);
    await openPage(productPage, `${store()}/product-x-${product.id}`);
    await waitForText(productPage, shown);
    const listing = new URL(product.listing, store());
    listing.searchParams.set('range', `${newPrice}-${newPrice}`);
    expect(await cardText(listing.toString())).toContain(shown);
    expect(await cardText(`${store()}/search/${encodeURIComponent(product.name)}`)).toContain(shown);
  });

  test('approving a held review shows it to shoppers', async () => {
    const token = await staffToken();
    const held = await get<{ data: { id: number; product_id: number }[] }>(adminApi(), '/reviews?status=pending', token);
    const review = held.body.data[0];
    const count = async () => (await get<{ data: { product: { review_count: number } } }>(api(), `/view-product?product=${review.product_id}`)).body.data.product.review_count;
    const before = await count();
    const page = await freshPage(375);
    await signIn(page);
    await openAdmin(page, '/inbox/reviews');
    const card = await page.waitForSelector(`article[aria-labelledby="ad-inbox-reviews-${review.id}"]`);
    await axe(page);
    await (await card!.$('button.ad-button--primary'))!.click();
    await waitForText(page, 'Review approved.');
    await screenshot(page, 'admin-inbox-approved-375');
    expect(await count()).toBe(before + 1);
  });

  test('a member with a second factor signs in with the code from the app', async () => {
    const owner = await staffToken();
    const member: StaffLogin = { email: `ops-${unique()}@example.com`, password: 'operations-pass' };
    const made = await post(adminApi(), '/staff', { email: member.email, name: 'Ops Person', role: 'operations', password: member.password }, owner);
    expect(made.status).toBe(201);
    const token = await staffToken(member);
    const setup = await post<{ secret: string }>(adminApi(), '/totp/setup', {}, token);
    member.totpSecret = setup.body.secret;
    expect((await post(adminApi(), '/totp/confirm', { code: codeFor(member.totpSecret) }, token)).status).toBe(200);

    const page = await freshPage(375);
    await signIn(page, member);
    // An operations member sees their sections only.
    await byRole(page, 'button', 'Menu');
    const links = await page.$$eval('#ad-nav a', (as) => as.map((a) => a.textContent));
    expect(links).toEqual(['Dashboard', 'Orders', 'Bookings', 'My account']);
    await screenshot(page, 'admin-operations-375');
  });
});
