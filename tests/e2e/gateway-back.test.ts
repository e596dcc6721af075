// Back from a payment gateway leaves a usable form (issue 31, "Checkout and bookings"): eSewa and the
// card on /user/checkout, eSewa on a pre-booking, Flexi Pay, and the scooter reservation's pay step
// (which has no submitting state of its own: it only must stay usable). Place Order hands off to the sandbox gateway of our
// own server, Back returns to the form (from Chromium's back-forward cache: the test checks that it
// really was restored, not loaded afresh), and the form must be usable: no overlay, the button
// enabled, the shopper's entries kept, and a second submit reaches the gateway again. A reload of
// the same page shows no overlay either. axe on the restored form; screenshots at 375 and 1366 px.
import type { Page } from 'puppeteer';
import { slugify } from '../../shared/domain/slug';
import { CHECKOUT_TEXT as T } from '../../storefront/features/checkout/messages';
import { FLEXIPAY_PATHS, FLEXIPAY_TEXT as F } from '../../storefront/features/flexipay/messages';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { api, findProducts, registerUser, type NewUser, type ProductInfo, type Shopper } from './api-helpers';
import { fillLocation, shopperWithCart } from './checkout-helpers';
import { addEligibleProduct, pick } from './flexipay-helpers';
import { expectUsableForm, goBackToForm, recordPageShows } from './gateway-back-helpers';
import { byRole, navigated, openLoggedIn, openPage, reloadPage, typeInto, useFreshPages, valueOf } from './page-helpers';
import { fillShipping, PRODUCT, registerThroughFlow } from './reservation-helpers';

const freshPage = useFreshPages();
const TESTER: NewUser = { name: 'Back Tester', emailPrefix: 'gatewayback' };
const NOTE = 'Please ring the bell twice';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Submits (the method radio first, when the form has one) and waits for the sandbox gateway's payer page. */
async function toGateway(page: Page, form: GatewayForm): Promise<void> {
  if (form.methodLabel) await (await byRole(page, 'radio', form.methodLabel)).click();
  await Promise.all([navigated(page, { timeout: 30_000 }), (await byRole(page, 'button', form.submitLabel)).click()]);
  await page.waitForSelector('button.pay', { timeout: 20_000 });
  expect(pathOf(page)).toMatch(/^\/sandbox\//);
}

interface GatewayForm {
  /** The form's page, as a link writes it. */
  path: string;
  /** The payment method's radio (none on Flexi Pay: the card gateway is its only way). */
  methodLabel?: string;
  submitLabel: string;
  /** The note's label; the note typed before the submit must be there after Back. */
  noteLabel: string;
  shot: string;
}

/** The form as the shopper left it: the note typed, the method still chosen. */
async function expectEntriesKept(page: Page, form: GatewayForm): Promise<void> {
  expect(await valueOf(page, form.noteLabel)).toBe(NOTE);
  if (form.methodLabel) expect(await (await byRole(page, 'radio', form.methodLabel)).evaluate((r) => (r as HTMLInputElement).checked)).toBe(true);
}

/**
 * From the filled form: to the gateway, Back (restored from the bfcache), the form usable with the
 * entries kept, a second submit at the gateway again, then Back and a reload: usable again.
 */
async function backFromGatewayAndAgain(page: Page, form: GatewayForm): Promise<void> {
  const errors = collectConsoleErrors(page);
  await typeInto(page, form.noteLabel, NOTE);
  await recordPageShows(page);
  await toGateway(page, form);

  const back = await goBackToForm(page, form.path);
  // Chromium must really have restored the page from its back-forward cache (else this proves nothing).
  expect({ restored: back.restored, notRestoredReasons: back.notRestoredReasons }).toEqual({ restored: true, notRestoredReasons: expect.any(String) });
  await expectUsableForm(page, form.submitLabel);
  await expectEntriesKept(page, form);
  await screenshot(page, form.shot);
  await expectNoSeriousAxeViolations(page);

  // A second submit replaces the pending payment and reaches the gateway again.
  await toGateway(page, form);

  // Back, then a reload of the form's page: it starts afresh, with no overlay.
  await goBackToForm(page, form.path);
  await reloadPage(page);
  await expectUsableForm(page, form.submitLabel);
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
    await backFromGatewayAndAgain(page, { path: '/user/checkout', methodLabel, submitLabel: T.placeOrder, noteLabel: T.customerNote, shot: `gateway-back-checkout-${width}` });
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
      await backFromGatewayAndAgain(page, { path, methodLabel: 'eSewa', submitLabel: T.completeCheckout, noteLabel: T.customerNote, shot: `gateway-back-prebook-${width}` });
    }
  });

  it('Flexi Pay: restored from the bfcache, no overlay, Proceed to Pay enabled with the entries kept, a new submit reaches the card gateway (375 px)', async () => {
    const s = await registerUser(TESTER);
    await addEligibleProduct(s.token);
    const page = await freshPage(375);
    await openLoggedIn(page, s, FLEXIPAY_PATHS.page);
    await (await byRole(page, 'radio', 'Nabil Bank')).click();
    await pick(page, F.period, '12 Months');
    await typeInto(page, F.firstSix, '455701');
    await typeInto(page, F.expiry, '08\\39');
    await typeInto(page, F.accountHolderAddress, 'Ward 3, Jhamsikhel');
    await typeInto(page, F.address, 'Ward 3, Jhamsikhel');
    await pick(page, F.province, 'Bagmati');
    await pick(page, F.city, 'Kathmandu');
    await pick(page, F.area);
    await backFromGatewayAndAgain(page, { path: FLEXIPAY_PATHS.page, submitLabel: F.submit, noteLabel: F.customerNote, shot: 'gateway-back-flexipay-375' });
  });

  it("the scooter reservation's pay step (eSewa): Back from the sandbox leaves Pay with eSewa usable; it reaches the gateway again (1366 px)", async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openPage(page, `${e2eUrls().url}/user/login?source=ola&product=${PRODUCT}`);
    await registerThroughFlow(page);
    await fillShipping(page);
    await (await byRole(page, 'button', 'eSewa')).click();
    await byRole(page, 'heading', 'Price summary');
    await recordPageShows(page);
    const payLabel = 'Pay with eSewa';
    await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: 30_000 }), (await byRole(page, 'button', payLabel)).click()]);
    await page.waitForSelector('button.pay', { timeout: 20_000 });
    const back = await goBackToForm(page, '/priceSummary');
    expect(back.restored).toBe(true);
    await expectUsableForm(page, payLabel);
    await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: 30_000 }), (await byRole(page, 'button', payLabel)).click()]);
    await page.waitForSelector('button.pay', { timeout: 20_000 });
    expect(pathOf(page)).toMatch(/^\/sandbox\//);
    expect(errors).toEqual([]);
  });
});
