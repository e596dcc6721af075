// Signing in to the back office at /admin/ and acting there as a staff member, for the e2e suites
// of the staff side (tests/e2e/admin*.test.ts).
import type { Page } from 'puppeteer';
import { post } from '../contract/http';
import { DEMO_STAFF } from '../../server/demo/seed/accounts';
import { totpAt } from '../../server/accounts/totp';
import { e2eUrls } from '../support/e2e-env';
import { api } from './order-helpers';
import { byRole, openPage } from './page-helpers';

export const store = () => e2eUrls().url;
export const adminApi = () => `${api()}/admin`;

export interface StaffLogin {
  email: string;
  password: string;
  totpSecret?: string;
}
export const OWNER: StaffLogin = { email: DEMO_STAFF.email, password: DEMO_STAFF.password };

export const codeFor = (secret: string) => totpAt(secret, Date.now());

/** A staff token through the API (for set-up the browser does not need to show). */
export async function staffToken(who: StaffLogin = OWNER): Promise<string> {
  const r = await post<{ token: string }>(adminApi(), '/login', { email: who.email, password: who.password, ...(who.totpSecret ? { code: codeFor(who.totpSecret) } : {}) });
  if (r.status !== 200) throw new Error(`staff login: ${JSON.stringify(r.body)}`);
  return r.body.token;
}

/** Signs in at /admin/ through the form, as a person would. */
export async function signIn(page: Page, who: StaffLogin = OWNER): Promise<void> {
  await openPage(page, `${store()}/admin/`);
  await (await byRole(page, 'textbox', 'Email')).type(who.email);
  await (await page.waitForSelector('input[type=password]'))!.type(who.password);
  await (await byRole(page, 'button', 'Sign in')).click();
  if (who.totpSecret) {
    const code = await byRole(page, 'textbox', 'Authenticator code');
    await code.type(codeFor(who.totpSecret));
    await (await byRole(page, 'button', 'Sign in')).click();
  }
  // Signed in: the first screen's heading (the menu is folded away on a phone).
  await page.waitForSelector('#ad-page-title');
}

/** Opens a back-office path in the signed-in page (the token lives in the tab's sessionStorage). */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await openPage(page, `${store()}/admin${path}`);
  await page.waitForSelector('#ad-page-title');
}

/** Clicks a button and waits for the screen's success notice (a refusal fails the test with its text). */
export async function act(page: Page, button: string, success: string): Promise<void> {
  // A locator waits until the button is there, enabled and still, and finds it again if the
  // screen re-renders it meanwhile (an element handle would be detached by that re-render).
  await page.locator(`::-p-aria([name="${button.replace(/"/g, '\\"')}"][role="button"])`).setTimeout(15_000).click();
  // The action's own notice (an earlier one may still be on the screen), or a refusal.
  const notice = await page.waitForFunction(
    (wanted: string) => [...document.querySelectorAll('.cg-alert')].find((a) => a.getAttribute('role') === 'alert' || a.textContent?.includes(wanted))?.textContent,
    { timeout: 15_000 },
    success,
  );
  const text = String(await notice.jsonValue());
  expect(text).toContain(success);
  // The screen reloads the record after each change.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** A new member of `role`, made by the demo owner through the API, with their token. */
export async function newMember(role: string, prefix: string): Promise<{ member: StaffLogin; token: string }> {
  const member = { email: `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`, password: `${role}-pass` };
  const made = await post(adminApi(), '/staff', { email: member.email, name: `${prefix} person`, role, password: member.password }, await staffToken());
  if (made.status !== 201) throw new Error(`staff create: ${JSON.stringify(made.body)}`);
  return { member, token: await staffToken(member) };
}
