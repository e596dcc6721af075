// Back from a payment gateway leaves a usable form (issue 31, "Checkout and bookings"): eSewa and the
// card on /user/checkout, eSewa on a pre-booking. Place Order hands off to the sandbox gateway of our
// own server, Back returns to the form (from Chromium's back-forward cache: the test checks that it
// really was restored, not loaded afresh), and the form must be usable: no overlay, the button
// enabled, the shopper's entries kept, and a second submit reaches the gateway again. A reload of
// the same page shows no overlay either. axe on the restored form; screenshots at 375 and 1366 px.
import type { Page } from 'puppeteer';
import { slugify } from '../../shared/domain/slug';
import { CHECKOUT_TEXT as T } from '../../storefront/features/checkout/messages';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { api, findProducts, registerUser, type NewUser, type ProductInfo, type Shopper } from './api-helpers';
import { fillLocation, shopperWithCart } from './checkout-helpers';
import { expectUsableForm, goBackToForm, recordPageShows } from './gateway-back-helpers';
import { byRole, openLoggedIn, typeInto, useFreshPages, valueOf } from './page-helpers';

const freshPage = useFreshPages();
const TESTER: NewUser = { name: 'Back Tester', emailPrefix: 'gatewayback' };
const NOTE = 'Please ring the bell twice';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Picks the method, submits, and waits for the sandbox gateway's payer page. */
async function toGateway(page: Page, methodLabel: string, submitLabel: string): Promise<void> {
  await (await byRole(page, 'radio', methodLabel)).click();
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0', timeout: 30_000 }), (await byRole(page, 'button', submitLabel)).click()]);
  await page.waitForSelector('button.pay', { timeout: 20_000 });
  expect(pathOf(page)).toMatch(/^\/sandbox\//);
}

/** The form as the shopper left it: the note typed, the method still chosen. */
async function expectEntriesKept(page: Page, methodLabel: string): Promise<void> {
  expect(await valueOf(page, T.customerNote)).toBe(NOTE);
  expect(await (await byRole(page, 'radio', methodLabel)).evaluate((r) => (r as HTMLInputElement).checked)).toBe(true);
}

/**
 * From the filled form: to the gateway, Back (restored from the bfcache), the form usable with the
 * entries kept, a second submit at the gateway again, then Back and a reload: usable again.
 */
async function backFromGatewayAndAgain(page: Page, path: string, methodLabel: string, submitLabel: string, shot: string): Promise<void> {
  const errors = collectConsoleErrors(page);
  await typeInto(page, T.customerNote, NOTE);
  await recordPageShows(page);
  await toGateway(page, methodLabel, submitLabel);

  const back = await goBackToForm(page, path);
  // Chromium must really have restored the page from its back-forward cache (else this proves nothing).
  expect({ restored: back.restored, notRestoredReasons: back.notRestoredReasons }).toEqual({ restored: true, notRestoredReasons: expect.any(String) });
  await expectUsableForm(page, submitLabel);
  await expectEntriesKept(page, methodLabel);
  await screenshot(page, shot);
  await expectNoSeriousAxeViolations(page);

  // A second submit replaces the pending payment and reaches the gateway again.
  await toGateway(page, methodLabel, submitLabel);

  // Back, then a reload of the form's page: it starts afresh, with no overlay.
  await goBackToForm(page, path);
  await page.reload({ waitUntil: 'networkidle0' });
  await expectUsableForm(page, submitLabel);
  expect(errors).toEqual([]);
}

describe('Back from a payment gateway leaves the form usable', () => {
  it.each([
    ['eSewa', 'eSewa', 1366],
    ['the card', T.nabilCard, 375],
  ] as const)('/user/checkout with %s: restored from the bfcache, no overlay, Place Order enabled, a new Place Order reaches the gateway', async (_name, methodLabel, width) => {
    const s = await shopperWithCart(TESTER, width === 375 ? 1 : 0);
    const page = await freshPage(width);
    await openLoggedIn(page, s, '/user/checkout');
    await byRole(page, 'button', T.placeOrder);
    await fillLocation(page);
    await backFromGatewayAndAgain(page, '/user/checkout', methodLabel, T.placeOrder, `gateway-back-checkout-${width}`);
    // Both submits made one order each; the second replaced the first (only one is left pending).
    const orders = (await api<{ id: number; payment_status: string }[]>('get-orders', { token: s.token })).data ?? [];
    expect(orders.filter((o) => o.payment_status === 'Pending').length).toBeLessThanOrEqual(1);
  });

  it('a pre-booking with eSewa: restored from the bfcache, Complete Checkout enabled, a new submit reaches the gateway (375 and 1366 px)', async () => {
    const s: Shopper = await registerUser(TESTER);
    const found = await findProducts<ProductInfo>((p) => !!Number(p.prepayment), { to: 300, max: 6 });
    let product: ProductInfo | undefined;
    for (const p of found) {
      const r = await api(`get-prebooking/${p.id}`, { token: s.token });
      if (r.statusCode === 200 && r.statusMessage !== 'Fail') {
        product = p;
        break;
      }
    }
    if (!product) throw new Error('no product takes a pre-booking in the seed');
    const path = `/prebook-${slugify(product.name)}-${product.id}`;
    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      await openLoggedIn(page, s, path);
      await byRole(page, 'button', T.completeCheckout);
      await fillLocation(page);
      await backFromGatewayAndAgain(page, path, 'eSewa', T.completeCheckout, `gateway-back-prebook-${width}`);
    }
  });
});
