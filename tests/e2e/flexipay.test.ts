// Flexi Pay in a real browser against the built server (spec part 3 §2, §4): a fresh shopper with
// an instalment-eligible product in the cart chooses a bank and a period (the instalment shows),
// opens the bank's terms, fills the card holder and shipping sections, and pays through the card
// sandbox; the order comes back Paid as an EMI order. Also: the empty-bank-list message with its
// cart link, a guest sent to the login page, axe-core, and screenshots at 375 and 1366.
import { collectConsoleErrors, expectNoSeriousAxeViolations, SCREENSHOT_DIR, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { api, registerUser } from './api-helpers';
import { addEligibleProduct, pick } from './flexipay-helpers';
import { byRole, field, openLoggedIn, openPage, typeInto, useFreshPages, waitForText } from './page-helpers';

const freshPage = useFreshPages();

/** A fresh shopper of our own (the card holder's name is the account's). */
const freshShopper = () => registerUser({ name: 'Asha Gurung', emailPrefix: 'flexi' });

describe('Flexi Pay', () => {
  test('a Flexi Pay checkout through the card sandbox', async () => {
    const s = await freshShopper();
    await addEligibleProduct(s.token);
    const details = await api<{ grand_total: number }>('get-checkout-flexipay?platform=W', { token: s.token });
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openLoggedIn(page, s, '/checkout-flexi-pay/');

    await byRole(page, 'heading', 'Flexi Pay');
    await waitForText(page, '0% interest on the instalments.');
    await (await byRole(page, 'radio', 'Nabil Bank')).click();
    await pick(page, 'EMI Period', '12 Months');
    const expected = `NPR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(details.data.grand_total * 100 / 12) / 100)} / month`;
    await waitForText(page, expected);
    await byRole(page, 'heading', 'Bank Card Holder Details');
    expect(await (await field(page, 'Full Name')).evaluate((el) => (el as HTMLInputElement).value)).toBe('Asha Gurung');

    // The bank's terms in a modal.
    await (await byRole(page, 'button', 'Terms and Conditions')).click();
    await byRole(page, 'dialog', 'Nabil Bank: Terms and Conditions');
    await waitForText(page, 'Nabil Bank Flexi Pay terms and conditions');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'flexipay-terms-desktop');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { hidden: true });

    // Validation first: nothing is sent with the card fields empty.
    await (await byRole(page, 'button', 'Proceed to Pay')).click();
    await waitForText(page, 'This field is required.');
    await typeInto(page, 'First 6 Digits of Card', '4557');
    await (await byRole(page, 'button', 'Proceed to Pay')).click();
    await waitForText(page, 'Please enter the first 6 digits of your card.');

    await typeInto(page, 'First 6 Digits of Card', '455701');
    await typeInto(page, 'Card Expiry', '08\\39');
    // A fresh account has no address in its profile yet.
    await typeInto(page, 'Card Holder Address', 'Ward 3, Jhamsikhel');
    await typeInto(page, 'Address', 'Ward 3, Jhamsikhel');
    await pick(page, 'Province', 'Bagmati');
    await pick(page, 'City', 'Kathmandu');
    await pick(page, 'Area');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'flexipay-form-desktop');

    await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), (await byRole(page, 'button', 'Proceed to Pay')).click()]);
    expect(new URL(page.url()).pathname).toMatch(/^\/sandbox\//);
    const pay = await page.waitForSelector('button.pay');
    await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), pay!.click()]);
    await page.waitForFunction(() => /order=completed/.test(location.search) || /order=completed/.test(location.href) || document.body.innerText.includes('Your order is completed successfully!'), { timeout: 20_000 });

    const orders = await api<{ payment_method: string; payment_status: string; order_status: string; emi: { months: number } | null }[]>('get-orders', { token: s.token });
    expect(orders.data[0]).toMatchObject({ payment_method: 'Nabil Card', payment_status: 'Paid', order_status: 'Accepted', emi: { months: 12 } });
    const cart = await api<{ cart_items: unknown[] }>('get-cart?platform=W', { token: s.token });
    expect(cart.data.cart_items).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  test('shipping outside the valley adds the regular checkout\'s delivery charge to the total and the instalment (320 to 1366 px)', async () => {
    const s = await freshShopper();
    await addEligibleProduct(s.token);
    const valley = await api<{ grand_total: number }>('get-checkout-flexipay?platform=W', { token: s.token });
    const summaryText = (page: Awaited<ReturnType<typeof freshPage>>) => page.$eval('[aria-labelledby="flexi-summary"]', (el) => (el as HTMLElement).innerText);
    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width, 900);
      await openLoggedIn(page, s, '/checkout-flexi-pay/');
      await (await byRole(page, 'radio', 'Nabil Bank')).click();
      await pick(page, 'EMI Period', '12 Months');
      await byRole(page, 'heading', 'Shipping Details');
      expect(await summaryText(page)).toMatch(/Delivery Charge\s+Free/);
      await pick(page, 'Province', 'Gandaki');
      await pick(page, 'City', 'Kaski');
      await pick(page, 'Area');
      const total = `NPR ${new Intl.NumberFormat('en-IN').format(valley.data.grand_total + 250)}`;
      await page.waitForFunction((t: string) => document.querySelector('[aria-labelledby="flexi-summary"]')?.textContent?.includes(t), {}, total);
      expect(await summaryText(page)).toMatch(/Delivery Charge\s+NPR 250/);
      const monthly = `NPR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round((valley.data.grand_total + 250) * 100 / 12) / 100)} / month`;
      await waitForText(page, monthly);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await (await page.$('[aria-labelledby="flexi-summary"]'))!.screenshot({ path: `${SCREENSHOT_DIR}/flexipay-outside-valley-${width}.png` });
      await page.close();
    }
  });

  test('on a phone: the plan, the instalment and the sections', async () => {
    const s = await freshShopper();
    await addEligibleProduct(s.token);
    const page = await freshPage(375, 812);
    await openLoggedIn(page, s, '/checkout-flexi-pay/');
    await byRole(page, 'heading', 'Flexi Pay');
    await screenshot(page, 'flexipay-start-mobile');
    await (await byRole(page, 'radio', 'NIC Asia Bank')).click();
    await pick(page, 'EMI Period', '6 Months');
    await byRole(page, 'heading', 'Shipping Details');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'flexipay-form-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  test('an empty bank list shows the server message with a link to the cart; a guest goes to the login page', async () => {
    const s = await freshShopper();
    const page = await freshPage(375);
    await openLoggedIn(page, s, '/checkout-flexi-pay/');
    await waitForText(page, 'Your Cart is empty');
    const link = await byRole(page, 'link', 'Go to Cart');
    expect(await link.evaluate((a) => a.getAttribute('href'))).toBe('/user/cart');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'flexipay-empty-mobile');

    const guest = await freshPage(1366);
    const { url } = e2eUrls();
    await openPage(guest, `${url}/checkout-flexi-pay/`);
    await guest.waitForFunction(() => location.pathname.replace(/\/$/, '') === '/user/login');
    await page.close();
    await guest.close();
  });
});
