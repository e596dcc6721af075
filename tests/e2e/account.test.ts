// The account area (/user/account/, spec part 3 §2, §4, §8) in a real browser against the built
// server: profile update, password change and login with the new password, warranty registration
// (an image, and a refusal of a non-image), order and booking cancellation with each message,
// loyalty history after a paid order, another user's order refused, axe-core and screenshots.
// Every test that changes data registers its own fresh user.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { gatewayPage, type CheckoutAnswer } from '../contract/checkout-support';
import { get, post } from '../contract/http';
import { checkoutId, hop } from '../contract/reservation-support';
import { ACCOUNT_TEXT as T } from '../../storefront/features/account/messages';
import { CANCEL_MESSAGES, PROFILE_MESSAGES, WARRANTY_MESSAGES } from '../../server/accounts/account-area-messages';
import { formatAmount, formatDeduction, formatMoney } from '../../shared/domain/money';
import { DEMO_SHOPPER, login, registerUser, type Shopper } from './api-helpers';
import { api, cartWorthAtLeast, placeBooking, placeOrder, prebook, settleByHttp, shipping, somePlace } from './order-helpers';
import { adminApi, staffToken } from './admin-helpers';
import { byRole, fieldsIn, idle, openLoggedIn, openPage, reloadPage, submitLogin, useFreshPages, waitForPath } from './page-helpers';

const freshPage = useFreshPages();


// ------------------------------------------------------------------ API set-up (fresh data)

/** A fresh user of our own with this name. */
const newUser = (name = 'Maya Tamang') => registerUser({ name, emailPrefix: 'maya' });

// ------------------------------------------------------------------ browser helpers

/** Opens the storefront with this user stored as the session (as a login would leave it), the home pop-up kept closed. */
async function openAs(page: Page, user: Pick<Shopper, 'user'>, path: string) {
  await openLoggedIn(page, user, path, { hideHomePopUp: true });
  await idle(page);
}

/** The account area's forms and messages are in main. */
const { field, typeInto, valueOf, waitForText } = fieldsIn('main');

const formOf = (title: string) => `form[aria-labelledby="${title}"]`;
const PROFILE = formOf('account-profile-title');
const PASSWORD = formOf('account-password-title');
const WARRANTY = formOf('account-warranty-title');

/** The text of the alert (role alert or status) inside `scope`, once it has some. */
async function messageIn(page: Page, scope: string, role: 'alert' | 'status'): Promise<{ text: string; color: string }> {
  const el = await page.waitForSelector(`${scope} [role="${role}"].cg-alert:not(:empty)`, { visible: true });
  return el!.evaluate((e) => ({ text: (e as HTMLElement).innerText.trim(), color: getComputedStyle(e).color }));
}

const isRed = (color: string) => {
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  return r > 150 && g < 80 && b < 80;
};

const files = mkdtempSync(join(tmpdir(), 'cg-account-e2e-'));
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
function fileOf(name: string, content: Buffer | string): string {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
}

/** Types into the warranty form's model search and chooses the option `model` with the keyboard. */
async function chooseModel(page: Page, search: string, model: string): Promise<void> {
  await typeInto(page, T.modelNumber, search, WARRANTY);
  const combobox = await field(page, T.modelNumber, WARRANTY);
  await page.waitForFunction(
    (m: string, s: string) => [...document.querySelectorAll(`${s} [role="option"]`)].some((o) => o.querySelector('.cg-combobox__label')?.textContent === m),
    {},
    model,
    WARRANTY,
  );
  for (let i = 0; i < 50; i += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await combobox.evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.querySelector('.cg-combobox__label')?.textContent);
    if (active === model) break;
  }
  await page.keyboard.press('Enter');
  expect(await combobox.evaluate((el) => [(el as HTMLInputElement).value, el.getAttribute('aria-expanded')])).toEqual([model, 'false']);
}

// ------------------------------------------------------------------ tests

const axe = (page: Page) => expectNoSeriousAxeViolations(page);

describe('account area', () => {
  test('a guest is sent home; the tabs follow ?goto= and the arrow keys', async () => {
    const { url } = e2eUrls();
    const page = await freshPage(1366);
    await openPage(page, `${url}/user/account/?goto=order-history`);
    await page.waitForFunction(() => location.pathname === '/');

    const user = await newUser();
    await openAs(page, user, '/user/account/?goto=booking-history');
    const selected = await byRole(page, 'tab', T.tabBookings);
    expect(await selected.evaluate((t) => t.getAttribute('aria-selected'))).toBe('true');
    await selected.focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => location.search === '?goto=loyalty-history');
    await page.keyboard.press('Home');
    await page.waitForFunction(() => location.search === '');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(T.tabProfile);
    await byRole(page, 'heading', T.profileTitle);
  });

  test('profile: read-only email, Nepal +977 by default, update with the server message', async () => {
    const user = await newUser('Maya Tamang');
    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      const errors = collectConsoleErrors(page);
      await openAs(page, user, '/user/account/');
      await page.waitForFunction((s: string) => (document.querySelector(`${s} input[autocomplete="name"]`) as HTMLInputElement | null)?.value === 'Maya Tamang', {}, PROFILE);
      expect(await (await field(page, T.email, PROFILE)).evaluate((e) => [(e as HTMLInputElement).value, (e as HTMLInputElement).readOnly])).toEqual([
        user.email,
        true,
      ]);
      await page.waitForFunction((s: string) => (document.querySelector(s)?.querySelectorAll('option').length ?? 0) > 100, {}, `${PROFILE} select`);
      if (width === 375) {
        expect(await valueOf(page, T.country, PROFILE)).toBe('NP');
        expect(await valueOf(page, T.countryCode, PROFILE)).toBe('+977');
      }
      await axe(page);
      await screenshot(page, `account-profile-${width === 375 ? 'mobile' : 'desktop'}`);
      expect(errors).toEqual([]);
    }

    const page = await freshPage(1366);
    await openAs(page, user, '/user/account/');
    await typeInto(page, T.fullName, 'Maya K. Tamang', PROFILE);
    await (await field(page, T.country, PROFILE)).select('IN');
    expect(await valueOf(page, T.countryCode, PROFILE)).toBe('+91');
    await typeInto(page, T.mobile, '9800011122', PROFILE);
    await typeInto(page, T.address, 'House 12, Baluwatar', PROFILE);
    await (await byRole(page, 'button', T.update)).click();
    expect((await messageIn(page, PROFILE, 'status')).text).toBe(PROFILE_MESSAGES.updated);
    await waitForText(page, 'Maya K. Tamang', 'header');
    await reloadPage(page);
    await page.waitForFunction((s: string) => (document.querySelector(s) as HTMLInputElement | null)?.value === 'IN', {}, `${PROFILE} select`);
    expect(await valueOf(page, T.fullName, PROFILE)).toBe('Maya K. Tamang');
    expect(await valueOf(page, T.mobile, PROFILE)).toBe('9800011122');
    expect(await valueOf(page, T.address, PROFILE)).toBe('House 12, Baluwatar');

    // A required field left empty: nothing is sent.
    await typeInto(page, T.address, '', PROFILE);
    await (await byRole(page, 'button', T.update)).click();
    await waitForText(page, T.required, PROFILE);
  });

  test('change password: mismatch, a wrong old password in red, then log in with the new one', async () => {
    const { url } = e2eUrls();
    const user = await newUser('Bina Rai');
    const page = await freshPage(375);
    const errors = collectConsoleErrors(page);
    await openAs(page, user, '/user/account/');

    await typeInto(page, T.oldPassword, user.password, PASSWORD);
    await typeInto(page, T.newPassword, 'newpass99', PASSWORD);
    await typeInto(page, T.confirmPassword, 'newpass98', PASSWORD);
    await (await byRole(page, 'button', T.changePassword)).click();
    await waitForText(page, 'Confirm Password Doesnot Match', PASSWORD);

    await typeInto(page, T.oldPassword, 'not-my-password', PASSWORD);
    await typeInto(page, T.confirmPassword, 'newpass99', PASSWORD);
    await (await byRole(page, 'button', T.changePassword)).click();
    const refusal = await messageIn(page, PASSWORD, 'alert');
    expect(refusal.text).toBe(PROFILE_MESSAGES.oldPasswordWrong);
    expect(isRed(refusal.color)).toBe(true);
    await screenshot(page, 'account-password-refused-mobile');

    await typeInto(page, T.oldPassword, user.password, PASSWORD);
    await (await byRole(page, 'button', T.changePassword)).click();
    expect((await messageIn(page, PASSWORD, 'status')).text).toBe(PROFILE_MESSAGES.passwordChanged);
    await page.waitForFunction((s: string) => !(document.querySelector(`${s} input`) as HTMLInputElement).value, {}, PASSWORD);

    // The old password no longer works; the new one does, in the browser.
    expect((await post(api(), '/login', { email: user.email, password: user.password })).status).not.toBe(200);
    await page.evaluate(() => localStorage.removeItem('user'));
    await openPage(page, `${url}/user/login`);
    await submitLogin(page, { email: user.email, password: 'newpass99' });
    await waitForPath(page, '/');
    await waitForText(page, 'Bina Rai', 'header');
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  test('warranty: an image registers and the fields clear; a non-image and a second registration of the unit are refused', async () => {
    const user = await newUser('Kiran Shah');
    const page = await freshPage(1366);
    await openAs(page, user, '/user/account/');
    const model = (await get<{ data: { model_number: string }[] }>(api(), '/get-product-models')).body.data[0].model_number;

    async function fill(file: string) {
      await chooseModel(page, model, model);
      await typeInto(page, T.serialNumber, 'IMEI 356789104512345', WARRANTY);
      await typeInto(page, T.placeOfPurchase, 'CG Digital, Durbarmarg', WARRANTY);
      const date = await field(page, T.purchaseDate, WARRANTY);
      await date.evaluate((el) => (el as HTMLInputElement).focus());
      await page.keyboard.type('01102026'); // mm dd yyyy in the en-US date input
      await ((await field(page, T.proofOfPurchase, WARRANTY)) as ElementHandle<HTMLInputElement>).uploadFile(file);
    }

    // A text file is stopped in the browser.
    await ((await field(page, T.proofOfPurchase, WARRANTY)) as ElementHandle<HTMLInputElement>).uploadFile(fileOf('notes.txt', 'not an image'));
    await waitForText(page, T.imageOnly, WARRANTY);

    // A file named .png that is not an image reaches the server, which refuses it by its content.
    await fill(fileOf('fake.png', '<html><script>alert(1)</script></html>'));
    expect(await valueOf(page, T.purchaseDate, WARRANTY)).toBe('2026-01-10');
    await (await byRole(page, 'button', T.register)).click();
    const refusal = await messageIn(page, WARRANTY, 'alert');
    expect(refusal.text).toBe(WARRANTY_MESSAGES.notImage);
    expect(isRed(refusal.color)).toBe(true);
    expect(await valueOf(page, T.serialNumber, WARRANTY)).toBe('IMEI 356789104512345');

    // A real image registers; every field clears.
    await ((await field(page, T.proofOfPurchase, WARRANTY)) as ElementHandle<HTMLInputElement>).uploadFile(fileOf('bill.png', PNG));
    await (await byRole(page, 'button', T.register)).click();
    expect((await messageIn(page, WARRANTY, 'status')).text).toBe(WARRANTY_MESSAGES.registered);
    await page.waitForFunction((s: string) => {
      const form = document.querySelector(s);
      return !!form && [...form.querySelectorAll('input, select')].every((el) => !(el as HTMLInputElement).value);
    }, {}, WARRANTY);
    await screenshot(page, 'account-warranty-registered-desktop');

    // The same unit again: refused with a message that says what to do, shown in red on the form.
    await fill(fileOf('bill-again.png', PNG));
    await (await byRole(page, 'button', T.register)).click();
    const duplicate = await messageIn(page, WARRANTY, 'alert');
    expect(duplicate.text).toBe(WARRANTY_MESSAGES.alreadyYours('IMEI 356789104512345'));
    expect(isRed(duplicate.color)).toBe(true);
    expect(await valueOf(page, T.serialNumber, WARRANTY)).toBe('IMEI 356789104512345');
  });

  test('warranty model: a labelled combobox that filters ~all models by model number and product name, by keyboard, at every width', async () => {
    const user = await newUser('Kiran Shah');
    const models = (await get<{ data: { model_number: string; name: string }[] }>(api(), '/get-product-models')).body.data;
    const target = models[Math.floor(models.length / 2)];
    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width);
      await openAs(page, user, '/user/account/');
      const box = await field(page, T.modelNumber, WARRANTY);
      const aria = await box.evaluate((el) => ({
        role: el.getAttribute('role'),
        autocomplete: el.getAttribute('aria-autocomplete'),
        expanded: el.getAttribute('aria-expanded'),
        list: document.getElementById(el.getAttribute('aria-controls') ?? '')?.getAttribute('role'),
      }));
      expect(aria).toEqual({ role: 'combobox', autocomplete: 'list', expanded: 'false', list: 'listbox' });

      // The product name finds its model; the list shows only matches.
      await typeInto(page, T.modelNumber, target.name, WARRANTY);
      await page.waitForFunction((s: string) => document.querySelector(`${s} [role="combobox"]`)?.getAttribute('aria-expanded') === 'true', {}, WARRANTY);
      const shown = await page.$$eval(`${WARRANTY} [role="option"]`, (els) => els.map((e) => e.textContent ?? ''));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(models.length);
      expect(shown.some((text) => text.startsWith(target.model_number))).toBe(true);
      // The open list stays on the screen and the page does not scroll sideways.
      const fits = await page.$eval(`${WARRANTY} .cg-combobox__popup`, (el) => {
        const r = el.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth;
      });
      expect(fits).toBe(true);
      await screenshot(page, `account-warranty-model-search-${width}`);

      // Escape closes, Escape again clears; part of the model number and the arrow keys choose it.
      await page.keyboard.press('Escape');
      expect(await box.evaluate((el) => el.getAttribute('aria-expanded'))).toBe('false');
      await page.keyboard.press('Escape');
      expect(await valueOf(page, T.modelNumber, WARRANTY)).toBe('');
      await chooseModel(page, target.model_number.slice(0, -1).toLowerCase(), target.model_number);
      await page.close();
    }
  });

  test("order history: a WELCOME500 order's rows add up (lines, coupon discount, shipping, total)", async () => {
    const user = await newUser('Bina Rai');
    await cartWorthAtLeast(user.token, 5000);
    const r = await post<CheckoutAnswer>(api(), '/post-checkout?platform=W&coupon=WELCOME500', {
      shipping_data: shipping, payment_method: 'Cash On Delivery', ...(await somePlace()), customer_note: '',
    }, user.token);
    expect(r.status).toBe(200);
    const orderId = r.body.order_id;
    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width);
      await openAs(page, user, '/user/account/?goto=order-history');
      await (await byRole(page, 'button', `${T.showItems} ${T.itemsOf(orderId)}`)).click();
      await byRole(page, 'table', T.itemsOf(orderId));
      await waitForText(page, T.couponDiscount('WELCOME500'));
      const shown = await page.evaluate(() => {
        const rupees = (text: string) => (/free/i.test(text) ? 0 : Number(text.replace(/[^\d.]/g, '')));
        const rows = [...document.querySelectorAll('.cg-account-summary__row')].map((row) => ({
          key: [...row.classList].find((c) => c.startsWith('cg-account-summary__row--'))!.replace('cg-account-summary__row--', ''),
          value: rupees(row.querySelector('dd')!.textContent ?? ''),
        }));
        const lines = [...document.querySelectorAll('.cg-account-items tbody tr')].map((tr) => {
          const cells = tr.querySelectorAll('td');
          return Number(cells[2].textContent) * rupees(cells[3].textContent ?? '');
        });
        const texts = Object.fromEntries([...document.querySelectorAll('.cg-account-summary__row')].map((row) => [
          [...row.classList].find((c) => c.startsWith('cg-account-summary__row--'))!.replace('cg-account-summary__row--', ''),
          (row.querySelector('dd')!.textContent ?? '').trim(),
        ]));
        const lineCoupons = [...document.querySelectorAll('.cg-account-items .cg-account-item__coupon')].map((p) => (p.textContent ?? '').trim());
        return { rows: Object.fromEntries(rows.map((x) => [x.key, x.value])), texts, lineCoupons, lines, overflow: document.documentElement.scrollWidth - innerWidth };
      });
      expect(shown.rows.coupon).toBe(500);
      // A deduction reads as on the cart and checkout: the minus sign against the money.
      expect(shown.texts.coupon).toBe(formatDeduction(500));
      // So does the item line's coupon saving ('Coupon: WELCOME500 (on MOP NPR x) −NPR 500').
      expect(shown.lineCoupons).toEqual([expect.stringMatching(new RegExp(`^Coupon: WELCOME500 .* ${formatDeduction(500)}$`))]);
      expect(shown.rows.products).toBe(shown.lines.reduce((a, b) => a + b, 0));
      expect(shown.rows.products - shown.rows.coupon + shown.rows.shipping).toBe(shown.rows.total);
      expect(shown.rows.total).toBe(r.body.total_amount);
      expect(shown.overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `account-orders-coupon-${width}`);
    }
  });

  test('order history: items, cancellation with the reason dialog and its messages', async () => {
    const user = await newUser('Anil Karki');
    const order = await placeOrder(user.token, 'Cash On Delivery');
    const orderId = order.order_id;
    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      await openAs(page, user, '/user/account/?goto=order-history');
      await byRole(page, 'rowheader', String(orderId));
      await (await byRole(page, 'button', `${T.showItems} ${T.itemsOf(orderId)}`)).click();
      const items = await byRole(page, 'table', T.itemsOf(orderId));
      const link = await items.$('a');
      expect(await link!.evaluate((a) => a.getAttribute('href'))).toMatch(/^\/product-.+-\d+$/);
      await waitForText(page, T.totalProducts);
      await waitForText(page, T.shippingCharge);
      await axe(page);
      await screenshot(page, `account-orders-${width === 375 ? 'mobile' : 'desktop'}`);
    }

    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openAs(page, user, '/user/account/?goto=order-history');
    // Dismissing the dialog sends nothing and gives focus back.
    const cancel = await byRole(page, 'button', `${T.cancelOrder} ${orderId}`);
    await cancel.focus();
    await page.keyboard.press('Enter');
    await byRole(page, 'dialog', T.cancelOrderTitle(orderId));
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`${T.cancelOrder} ${orderId}`);

    await page.keyboard.press('Enter');
    await byRole(page, 'dialog', T.cancelOrderTitle(orderId));
    await page.keyboard.type('Ordered the wrong colour.');
    await axe(page);
    await screenshot(page, 'account-cancel-dialog-desktop');
    await (await byRole(page, 'button', T.sendCancellation)).click();
    expect((await messageIn(page, 'main', 'status')).text).toBe(T.orderCancelSent(orderId));
    await waitForText(page, T.orderCancelRequested);
    expect(await page.$(`::-p-aria([name="${T.cancelOrder} ${orderId}"][role="button"])`)).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);

    // The server agrees; a second request gets the same words.
    const again = await post(api(), `/cancel-order/${orderId}`, { cancelled_reason: 'again' }, user.token);
    expect(again.body.message).toBe(CANCEL_MESSAGES.orderAlreadyRequested);

    // Another user cannot see or cancel this order.
    const other = await newUser('Someone Else');
    const refused = await post(api(), `/cancel-order/${orderId}`, { cancelled_reason: 'mine now' }, other.token);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(CANCEL_MESSAGES.noOrder(orderId));
    const theirs = await get<{ data: { id: number }[] }>(api(), '/get-orders', other.token);
    expect(theirs.body.data.map((o) => o.id)).not.toContain(orderId);
    const otherPage = await freshPage(1366);
    await openAs(otherPage, other, '/user/account/?goto=order-history');
    await waitForText(otherPage, T.noOrders);
  });

  test("a rejected cancellation shows its message (the demo shopper's orders and bookings)", async () => {
    const demo = await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const page = await freshPage(1366);
    await openAs(page, demo, '/user/account/?goto=order-history');
    await waitForText(page, T.orderCancelRejected);
    await screenshot(page, 'account-orders-demo-desktop');
    await (await byRole(page, 'tab', T.tabBookings)).click();
    await waitForText(page, T.bookingCancelRejected);
    const buyNow = await page.waitForSelector('main a.cg-account-buy-now');
    expect(await buyNow!.evaluate((a) => a.getAttribute('href'))).toMatch(/^\/buynow-.+-\d+$/);
    await axe(page);
    await screenshot(page, 'account-bookings-demo-desktop');
    const mobile = await freshPage(375);
    await openAs(mobile, demo, '/user/account/?goto=booking-history');
    await waitForText(mobile, T.bookingCancelRejected);
    await screenshot(mobile, 'account-bookings-demo-mobile');
  });

  test('booking history: cancellation with the booking message', async () => {
    const user = await newUser('Sunita Magar');
    const bookingId = await placeBooking(user.token);
    const page = await freshPage(375);
    const errors = collectConsoleErrors(page);
    await openAs(page, user, '/user/account/?goto=booking-history');
    await byRole(page, 'rowheader', String(bookingId));
    await (await byRole(page, 'button', `${T.cancelBooking} ${bookingId}`)).click();
    await byRole(page, 'dialog', T.cancelBookingTitle(bookingId));
    await page.keyboard.type('Found it cheaper.');
    await (await byRole(page, 'button', T.sendCancellation)).click();
    expect((await messageIn(page, 'main', 'status')).text).toBe(T.bookingCancelSent(bookingId));
    await waitForText(page, T.bookingCancelRequested);
    await axe(page);
    await screenshot(page, 'account-bookings-cancelled-mobile');
    expect(errors).toEqual([]);

    const other = await newUser('Someone Else');
    const refused = await post(api(), `/cancel-booking/${bookingId}`, { cancelled_reason: 'x' }, other.token);
    expect(refused.status).toBe(404);
  });

  test("booking history: a buy-now shows its pre-booking's prepayment and the balance it pays; a failed booking's delivery reads Cancelled", async () => {
    const user = await newUser('Kamal Thapa');
    const failed = await prebook(user.token, 'Nabil Card');
    await settleByHttp(failed, 'cancel');
    const prebooked = await prebook(user.token, 'Nabil Card');
    await settleByHttp(prebooked, 'pay');
    const opened = await post(adminApi(), `/bookings/${prebooked.order_id}/buy-now`, { open: true }, await staffToken());
    expect(opened.status).toBe(200);
    const bought = await prebook(user.token, 'Bank Transfer');
    const listed = (await get<{ data: { id: number; kind: string; total_amount: number; payment_value: number }[] }>(api(), '/get-bookings', user.token)).body.data;
    const prebooking = listed.find((b) => b.id === prebooked.order_id)!;
    const buyNow = listed.find((b) => b.id === bought.order_id)!;
    expect(buyNow.kind).toBe('buy_now');

    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      await openAs(page, user, '/user/account/?goto=booking-history');
      await byRole(page, 'rowheader', String(bought.order_id));
      const row = (id: number) =>
        page.$$eval(
          'main table tbody tr',
          (trs, want) => {
            const tr = trs.find((r) => r.querySelector('[role="rowheader"]')?.textContent?.trim() === want);
            return Object.fromEntries([...(tr?.querySelectorAll('[data-label]') ?? [])].map((c) => [c.getAttribute('data-label'), (c as HTMLElement).innerText.trim()]));
          },
          String(id),
        );
      const buyNowRow = await row(bought.order_id);
      expect(buyNowRow[T.colPrepayment]).toBe(formatMoney(prebooking.total_amount));
      expect(buyNowRow[T.colImage]).toContain(T.buyNowBalance(formatMoney(buyNow.payment_value)));
      expect(buyNow.payment_value).not.toBe(prebooking.total_amount);
      const prebookingRow = await row(prebooked.order_id);
      expect(prebookingRow[T.colPrepayment]).toBe(formatMoney(prebooking.total_amount));
      expect(prebookingRow[T.colImage]).not.toContain(T.buyNowBalance(''));
      const failedRow = await row(failed.order_id);
      expect([failedRow[T.colOrderStatus], failedRow[T.colDeliveryStatus]]).toEqual(['Failed', 'Cancelled']);
      await axe(page);
      await screenshot(page, `account-bookings-buy-now-${width}`);
    }
  });

  test("loyalty history: the demo shopper's redeemed coins read with the minus sign of every deduction", async () => {
    const demo = await login(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const history = await get<{ data: { loyalty_points: number }[] }>(api(), '/loyalty-history', demo.token);
    const redeemed = history.body.data.map((e) => Number(e.loyalty_points)).filter((v) => v < 0);
    expect(redeemed.length).toBeGreaterThan(0);
    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      await openAs(page, demo, '/user/account/?goto=loyalty-history');
      const table = await byRole(page, 'table', T.tabLoyalty);
      const shown = await table.$$eval('tbody tr', (trs) => trs.map((tr) => (tr.querySelectorAll('td')[2]?.textContent ?? '').trim()));
      for (const v of redeemed) expect(shown).toContain(`\u2212${formatAmount(-v)}`);
      expect(shown.some((text) => text.startsWith('-'))).toBe(false);
      await screenshot(page, `account-loyalty-demo-${width}`);
    }
  });

  test('loyalty history lists the coins a paid order earned', async () => {
    const user = await newUser('Dipesh Lama');
    const order = await placeOrder(user.token, 'eSewa');
    await settleByHttp(order);
    const history = await get<{ data: { order_id: number | null; loyalty_points: number }[] }>(api(), '/loyalty-history', user.token);
    const earned = history.body.data.find((e) => Number(e.order_id) === order.order_id);
    expect(earned).toBeDefined();

    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      await openAs(page, user, '/user/account/?goto=loyalty-history');
      const table = await byRole(page, 'table', T.tabLoyalty);
      const headers = await table.$$eval('thead th', (ths) => ths.map((th) => th.textContent));
      expect(headers).toEqual(['Date', 'Order ID', 'Loyalty Point', 'Total Point', 'Remarks', 'Status']);
      const rows = await table.$$eval('tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      expect(rows.some((cells) => cells[1] === String(order.order_id) && cells[2] === formatAmount(earned!.loyalty_points))).toBe(true);
      await axe(page);
      await screenshot(page, `account-loyalty-${width === 375 ? 'mobile' : 'desktop'}`);
    }
  });
});
