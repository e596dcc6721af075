// Flexi Pay in a real browser against the built server (spec part 3 §2, §4): a fresh shopper with
// an instalment-eligible product in the cart chooses a bank and a period (the instalment shows),
// opens the bank's terms, fills the card holder and shipping sections, and pays through the card
// sandbox; the order comes back Paid as an EMI order. Also: the empty-bank-list message with its
// cart link, a guest sent to the login page, axe-core, and screenshots at 375 and 1366.
import type { ElementHandle, Page } from 'puppeteer-core';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { byRole, useFreshPages } from './page-helpers';

const freshPage = useFreshPages();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

interface Session {
  token: string;
  email: string;
  user: Record<string, unknown>;
}

async function api<T = Record<string, unknown>>(path: string, token: string | null, body?: unknown): Promise<T & { statusCode: number; message?: string }> {
  const { apiUrl } = e2eUrls();
  const res = await fetch(apiUrl + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T & { statusCode: number; message?: string };
}

async function freshShopper(): Promise<Session> {
  const email = `flexi.${unique()}@example.com`;
  const r = await api<{ data: Record<string, unknown> & { token: string } }>('register', null, {
    fullName: 'Asha Gurung', emailAddress: email, mobileNumber: '9812345678', password: 'secret12',
  });
  if (r.statusCode !== 200) throw new Error(`register: ${JSON.stringify(r)}`);
  return { token: r.data.token, email, user: r.data };
}

/** Puts the first product Flexi Pay takes into the shopper's cart; answers its name. */
async function addEligibleProduct(token: string): Promise<void> {
  for (let id = 3; id < 120; id += 1) {
    const added = await api('add-to-cart', token, { product_id: id, qty: 1 });
    if (added.statusCode !== 200) continue;
    const banks = await api<{ data: unknown[] }>('get-emi-banks-by-user', token);
    if (banks.data.length > 0) return;
    await api('delete-cart', token, { product_id: id });
  }
  throw new Error('no product in the seed can be bought with Flexi Pay');
}

async function loggedIn(page: Page, s: Session, path: string) {
  const { url } = e2eUrls();
  await page.goto(`${url}/page-not-found`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((u: string) => localStorage.setItem('user', u), JSON.stringify(s.user));
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle0' });
}

/** A form control by its label text (labels point at controls with for=). */
async function control(page: Page, label: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (text: string) => {
      const match = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
      return match?.htmlFor ? document.getElementById(match.htmlFor) : null;
    },
    {},
    label,
  );
  return handle as ElementHandle<Element>;
}

async function pick(page: Page, label: string, optionText?: string) {
  const select = await control(page, label);
  const value = await page.waitForFunction(
    (el: Element, text: string | null) => {
      const options = [...(el as HTMLSelectElement).options].filter((o) => o.value);
      const o = text ? options.find((x) => x.text === text) : options[0];
      return o ? o.value : null;
    },
    {},
    select,
    optionText ?? null,
  );
  await select.select((await value.jsonValue()) as string);
}

async function fill(page: Page, label: string, value: string) {
  const input = await control(page, label);
  await input.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input.type(value);
}

const waitForText = (page: Page, text: string) => page.waitForFunction((t: string) => document.body.innerText.includes(t), {}, text);

describe('Flexi Pay', () => {
  test('a Flexi Pay checkout through the card sandbox', async () => {
    const s = await freshShopper();
    await addEligibleProduct(s.token);
    const details = await api<{ data: { grand_total: number } }>('get-checkout-flexipay?platform=W', s.token);
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await loggedIn(page, s, '/checkout-flexi-pay/');

    await byRole(page, 'heading', 'Flexi Pay');
    await waitForText(page, '0% interest on the instalments.');
    await (await byRole(page, 'radio', 'Nabil Bank')).click();
    await pick(page, 'EMI Period', '12 Months');
    const expected = `NPR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(details.data.grand_total * 100 / 12) / 100)} / month`;
    await waitForText(page, expected);
    await byRole(page, 'heading', 'Bank Card Holder Details');
    expect(await (await control(page, 'Full Name')).evaluate((el) => (el as HTMLInputElement).value)).toBe('Asha Gurung');

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
    await fill(page, 'First 6 Digits of Card', '4557');
    await (await byRole(page, 'button', 'Proceed to Pay')).click();
    await waitForText(page, 'Please enter the first 6 digits of your card.');

    await fill(page, 'First 6 Digits of Card', '455701');
    await fill(page, 'Card Expiry', '08\\39');
    // A fresh account has no address in its profile yet.
    await fill(page, 'Card Holder Address', 'Ward 3, Jhamsikhel');
    await fill(page, 'Address', 'Ward 3, Jhamsikhel');
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

    const orders = await api<{ data: { payment_method: string; payment_status: string; order_status: string; emi: { months: number } | null }[] }>('get-orders', s.token);
    expect(orders.data[0]).toMatchObject({ payment_method: 'Nabil Card', payment_status: 'Paid', order_status: 'Accepted', emi: { months: 12 } });
    const cart = await api<{ data: { cart_items: unknown[] } }>('get-cart?platform=W', s.token);
    expect(cart.data.cart_items).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  test('on a phone: the plan, the instalment and the sections', async () => {
    const s = await freshShopper();
    await addEligibleProduct(s.token);
    const page = await freshPage(375, 812);
    await loggedIn(page, s, '/checkout-flexi-pay/');
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
    await loggedIn(page, s, '/checkout-flexi-pay/');
    await waitForText(page, 'Your Cart is empty');
    const link = await byRole(page, 'link', 'Go to Cart');
    expect(await link.evaluate((a) => a.getAttribute('href'))).toBe('/user/cart');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'flexipay-empty-mobile');

    const guest = await freshPage(1366);
    const { url } = e2eUrls();
    await guest.goto(`${url}/checkout-flexi-pay/`, { waitUntil: 'networkidle0' });
    await guest.waitForFunction(() => location.pathname.replace(/\/$/, '') === '/user/login');
    await page.close();
    await guest.close();
  });
});
