// Helpers of the two reservation e2e suites (storefront and widget). Elements are found by role
// and accessible name through puppeteer's ARIA selectors, which also reach into the widget's
// shadow root; texts are read from the page and from open shadow roots.
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer';
import { unique } from './api-helpers';
import { byRole, navigated } from './page-helpers';

export { byRole, unique };

export const PRODUCT = 'ola-s1-pro';


export async function isShown(page: Page, role: string, name: string): Promise<boolean> {
  const el = await page.$(`::-p-aria([name="${name}"][role="${role}"])`);
  if (!el) return false;
  return el.evaluate((e) => {
    const r = (e as HTMLElement).getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  });
}

/** The input labelled `label` (inside shadow roots too); `scope` narrows to a container ('[role=dialog]'). */
export async function field(page: Page, label: string, scope = ''): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (text: string, within: string) => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (const host of document.querySelectorAll('*')) if (host.shadowRoot) roots.push(host.shadowRoot);
      for (const root of roots) {
        for (const l of root.querySelectorAll<HTMLLabelElement>(within ? `${within} label` : 'label')) {
          if (l.textContent?.trim() !== text || !l.htmlFor) continue;
          const input = (root as Document).getElementById(l.htmlFor) as HTMLElement | null;
          if (input && input.getBoundingClientRect().width > 0) return input;
        }
      }
      return null;
    },
    { timeout: 15_000 },
    label,
    scope,
  );
  return handle as ElementHandle<Element>;
}

export async function typeInto(page: Page, label: string, value: string, scope = '') {
  const input = await field(page, label, scope);
  await input.click({ count: 3 });
  await page.keyboard.press('Backspace');
  if (value) await input.type(value);
}

/** Picks the option with this text in the select labelled `label`, once the option is there. */
export async function choose(page: Page, label: string, optionText: string) {
  const select = await field(page, label);
  const value = await page.waitForFunction(
    (el: Element, text: string) => [...(el as HTMLSelectElement).options].find((o) => o.textContent === text)?.value ?? null,
    { timeout: 15_000 },
    select,
    optionText,
  );
  await (select as ElementHandle<HTMLSelectElement>).select((await value.jsonValue()) as string);
}

/** The page's visible text, with the text of open shadow roots. */
export function allText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let text = document.body.innerText;
    for (const host of document.querySelectorAll('*')) {
      if (host.shadowRoot) text += '\n' + [...host.shadowRoot.children].map((c) => (c as HTMLElement).innerText ?? '').join('\n');
    }
    return text;
  });
}

export async function waitForText(page: Page, text: string, timeout = 15_000) {
  await page.waitForFunction(
    (t: string) => {
      let all = document.body.innerText;
      for (const host of document.querySelectorAll('*')) {
        if (host.shadowRoot) all += '\n' + [...host.shadowRoot.children].map((c) => (c as HTMLElement).innerText ?? '').join('\n');
      }
      return all.includes(t);
    },
    { timeout },
    text,
  );
}

/** The error message shown under the field labelled `label`, or null. */
export function errorUnder(page: Page, label: string, scope = ''): Promise<string | null> {
  return field(page, label, scope).then((input) =>
    input.evaluate((el) => {
      const root = el.getRootNode() as Document | ShadowRoot;
      const id = (el.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-error'));
      return id ? ((root as Document).getElementById(id)?.textContent ?? null) : null;
    }),
  );
}

export const click = async (page: Page, role: string, name: string) => (await byRole(page, role, name)).click();

/** Registers a new user through the flow's Sign up (from its login screen); returns the email. */
export async function registerThroughFlow(page: Page, name = 'Asha Test'): Promise<string> {
  const email = `asha.${unique()}@example.com`;
  await click(page, 'link', 'Sign up');
  await byRole(page, 'heading', 'Create Account');
  await typeInto(page, 'Full name', name);
  await typeInto(page, 'Email', email);
  await typeInto(page, 'Mobile number', '9812345678');
  await typeInto(page, 'Password', 'secret12');
  await typeInto(page, 'Confirm password', 'secret12');
  await click(page, 'button', 'Create Account');
  await byRole(page, 'heading', 'Shipping address');
  return email;
}

/** Fills the shipping address (the user's name, email and mobile are there already). */
export async function fillShipping(page: Page) {
  await byRole(page, 'heading', 'Shipping address');
  await choose(page, 'Province', 'Bagmati');
  await choose(page, 'City', 'Kathmandu');
  const area = await field(page, 'Area');
  const first = await page.waitForFunction((el: Element) => (el as HTMLSelectElement).options[1]?.textContent ?? null, {}, area);
  await choose(page, 'Area', (await first.jsonValue()) as string);
  await typeInto(page, 'Address', 'Baneshwor, Ward 10');
  await click(page, 'button', 'Continue to payment');
  await byRole(page, 'heading', 'Payment');
}

export type Method = 'Card Payment' | 'eSewa' | 'Connect IPS';

/**
 * From the payment screen: choose the method, wait for the summary's pay button, go to the
 * sandbox gateway and pay or cancel there. Resolves with the gateway return requests seen.
 */
export async function chooseMethodAndPay(page: Page, method: Method, outcome: 'pay' | 'cancel'): Promise<HTTPRequest[]> {
  const returns: HTTPRequest[] = [];
  const onRequest = (r: HTTPRequest) => {
    if (/\/api\/payment\/[^/]+\/(success|failure)/.test(r.url())) returns.push(r);
  };
  page.on('request', onRequest);
  try {
    await click(page, 'button', method);
    await byRole(page, 'heading', 'Price summary');
    const pay = await byRole(page, 'button', method === 'Card Payment' ? 'Pay with Card Payment' : `Pay with ${method}`);
    await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), pay.click()]);
    const button = outcome === 'pay' ? '::-p-text(Pay NPR)' : '::-p-text(Cancel and return)';
    const settle = await page.waitForSelector(button, { visible: true });
    await Promise.all([navigated(page), settle!.click()]);
  } finally {
    page.off('request', onRequest);
  }
  return returns;
}

/** The stored user's token of the flow (widget: namespaced key). */
export function tokenOf(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k: string) => {
    try {
      return (JSON.parse(localStorage.getItem(k) ?? 'null') as { token?: string } | null)?.token ?? null;
    } catch {
      return null;
    }
  }, key);
}

export interface BookingRow {
  orderId: number;
  orderStatus: string;
  reasonForFail?: string | null;
}

export async function bookings(apiUrl: string, token: string): Promise<BookingRow[]> {
  const r = await fetch(`${apiUrl}ola/get-bookings`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  const body = (await r.json()) as { data: BookingRow[] };
  return body.data;
}

/** Computed styles of elements found by a function in the page (same order every call). */
export const STYLE_PROPS = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'color',
  'background-color',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'box-sizing',
] as const;
