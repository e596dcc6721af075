// Account access in a real browser against the built server: registration, the header after
// login, logout, login, the registration messages, the three-step password reset with the code
// read from the dev outbox, and axe-core on login, register and the popup.
import type { ElementHandle, Page } from 'puppeteer';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { unique } from './api-helpers';
import { byRole, closeHomePopUp, field, idle, logInThroughForm, openPage, typeInto, useFreshPages, waitForPath, waitForText } from './page-helpers';

// Browser flows take longer than jest's default 5 s (the project's testTimeout is not applied per project).

const freshPage = useFreshPages();

/** The header's login dropdown button: its visible text carries the user's name (and points). */

async function openAccountMenu(page: Page, name: string) {
  await closeHomePopUp(page);
  const toggle = (await page.waitForFunction(
    (n: string) =>
      [...document.querySelectorAll('header button[aria-expanded]')].find((b) => (b as HTMLElement).innerText.includes(n)) ?? null,
    {},
    name,
  )) as ElementHandle<Element>;
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('header button[aria-expanded="true"]'));
}

async function register(page: Page, url: string, user: { name: string; email: string; password: string }) {
  await openPage(page, `${url}/user/register`);
  await typeInto(page, 'Full name', user.name);
  await typeInto(page, 'Email', user.email);
  await typeInto(page, 'Mobile number', '9812345678');
  await typeInto(page, 'Password', user.password);
  await typeInto(page, 'Confirm password', user.password);
  await (await byRole(page, 'button', 'Create Account')).click();
  await waitForPath(page, '/');
  await idle(page);
}

describe('account access', () => {
  test('register, see name and points in the header, log out, log in again', async () => {
    const { url } = e2eUrls();
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    const user = { name: 'Sita Gurung', email: `sita.${unique()}@example.com`, password: 'secret12' };

    await register(page, url, user);
    const header = 'header';
    await waitForText(page, 'Sita Gurung', header);
    await waitForText(page, 'CG|Coins', header);
    expect(await page.$eval(header, (h) => (h as HTMLElement).innerText)).toMatch(/\d[\d,]* CG\|Coins/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(user.email);
    await screenshot(page, 'auth-home-logged-in-desktop');

    await openAccountMenu(page, 'Sita Gurung');
    await screenshot(page, 'auth-account-menu-desktop');
    const account = await byRole(page, 'link', 'Account');
    expect(await account.evaluate((a) => a.getAttribute('href'))).toBe('/user/account/');
    const wishlist = await byRole(page, 'link', 'Wishlist');
    expect(await wishlist.evaluate((a) => a.getAttribute('href'))).toBe('/user/wishlist/');
    await (await byRole(page, 'button', 'Logout')).click();
    await byRole(page, 'button', 'Login / Register');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await logInThroughForm(page, user, 'body');
    await waitForText(page, 'Sita Gurung', header);
    await waitForText(page, 'CG|Coins', header);

    // a logged-in user opening /user/login goes home
    await openPage(page, `${url}/user/login`);
    await waitForPath(page, '/');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a wrong password shows the server message in red', async () => {
    const { url } = e2eUrls();
    const page = await freshPage(375);
    await openPage(page, `${url}/user/login`);
    await (await byRole(page, 'button', 'Login')).click();
    await waitForText(page, 'Please enter email and password!');
    await typeInto(page, 'Email', `nobody.${unique()}@example.com`);
    await typeInto(page, 'Password', 'whatever1');
    await (await byRole(page, 'button', 'Login')).click();
    const alert = await page.waitForSelector('[role="alert"]:not(:empty)');
    const text = await alert!.evaluate((el) => (el as HTMLElement).innerText);
    expect(text).not.toContain('Please enter email and password!');
    expect(text.length).toBeGreaterThan(0);
    const color = await alert!.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    await page.close();
  });

  test('every registration message shows on submit', async () => {
    const { url } = e2eUrls();
    const page = await freshPage(375);
    await openPage(page, `${url}/user/register`);
    await (await byRole(page, 'button', 'Create Account')).click();
    for (const message of [
      'Please enter fullname',
      'Please enter email',
      'Please enter mobile number',
      'Please enter password',
      'Please re enter password',
    ]) {
      await waitForText(page, message, 'main');
    }
    await screenshot(page, 'auth-register-required-mobile');

    await typeInto(page, 'Full name', 'Sita@123');
    await typeInto(page, 'Email', 'sita@example');
    await typeInto(page, 'Mobile number', '98123');
    await typeInto(page, 'Password', 'abc');
    await typeInto(page, 'Confirm password', 'abd');
    await (await byRole(page, 'button', 'Create Account')).click();
    for (const message of [
      'Name should not contain special characters.',
      'Please enter valid email address.',
      'Please enter valid mobile number.',
      'Password should be minumum of 6 characters.',
      'Your Password doesnot match!',
    ]) {
      await waitForText(page, message, 'main');
    }
    await screenshot(page, 'auth-register-invalid-mobile');
    await page.close();
  });

  test('forgot password through all three steps, then log in with the new password', async () => {
    const { url } = e2eUrls();
    const page = await freshPage(1366);
    const user = { name: 'Hari Thapa', email: `hari.${unique()}@example.com`, password: 'oldpass1' };
    await register(page, url, user);
    await openAccountMenu(page, 'Hari Thapa');
    await (await byRole(page, 'button', 'Logout')).click();
    await byRole(page, 'button', 'Login / Register');

    await openPage(page, `${url}/user/login`);
    await (await byRole(page, 'button', 'Forgot password?')).click();
    await byRole(page, 'dialog', 'Forgot password');
    const dialog = '[role="dialog"]';

    // step 1: email
    await (await byRole(page, 'button', 'Send Reset Code')).click();
    await waitForText(page, 'Please enter your email.', dialog);
    await typeInto(page, 'Email', 'hari@', dialog);
    await waitForText(page, 'Please enter valid email address.', dialog);
    await typeInto(page, 'Email', user.email, dialog);
    await (await byRole(page, 'button', 'Send Reset Code')).click();

    // step 2: the code from the outbox
    await field(page, 'Reset code', dialog);
    await idle(page);
    const code = await page.evaluate(async (to: string) => {
      const r = await fetch(`/_dev/outbox.json?to=${encodeURIComponent(to)}`);
      const body = (await r.json()) as { data: { body: string }[] };
      return body.data[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
    }, user.email);
    expect(code).toMatch(/^\d{6}$/);
    await (await byRole(page, 'button', 'Verify Code')).click();
    await waitForText(page, 'Enter Reset Code', dialog);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeInto(page, 'Reset code', wrong, dialog);
    await (await byRole(page, 'button', 'Verify Code')).click();
    await waitForText(page, 'Invalid Reset Code', dialog);
    await typeInto(page, 'Reset code', code!, dialog);
    await (await byRole(page, 'button', 'Verify Code')).click();

    // step 3: the new password
    await field(page, 'New password', dialog);
    await typeInto(page, 'New password', 'newpass1', dialog);
    await typeInto(page, 'Confirm password', 'newpass2', dialog);
    await (await byRole(page, 'button', 'Change Password')).click();
    await waitForText(page, 'Password does not match', dialog);
    await typeInto(page, 'Confirm password', 'newpass1', dialog);
    await (await byRole(page, 'button', 'Change Password')).click();
    await waitForText(page, 'Password changed', dialog);
    await screenshot(page, 'auth-reset-done-desktop');
    await (await byRole(page, 'button', 'Back to login')).click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    await logInThroughForm(page, { email: user.email, password: 'newpass1' }, 'body');
    await waitForText(page, 'Hari Thapa', 'header');
    await page.close();
  });

  test('axe-core finds no serious issue on login, register and the popup', async () => {
    const { url } = e2eUrls();
    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      await openPage(page, `${url}/user/login`);
      await byRole(page, 'heading', 'Login');
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `auth-login-${width}`);

      await (await byRole(page, 'button', 'Forgot password?')).click();
      await byRole(page, 'dialog', 'Forgot password');
      await (await byRole(page, 'button', 'Send Reset Code')).click();
      await waitForText(page, 'Please enter your email.', '[role="dialog"]');
      // The dialog's open animation has finished.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `auth-popup-${width}`);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

      await openPage(page, `${url}/user/register`);
      await byRole(page, 'heading', 'Create Account');
      await (await byRole(page, 'button', 'Create Account')).click();
      await waitForText(page, 'Please enter fullname', 'main');
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `auth-register-${width}`);
      await page.close();
    }
  });
});
