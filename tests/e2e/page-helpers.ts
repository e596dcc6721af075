// Helpers every storefront e2e suite uses: elements by ARIA role and accessible name (puppeteer's
// ARIA selectors also reach into widgets' shadow roots), form fields by their label, texts and
// paths to wait for, the home pop-up that greets a shopper, a page opened with a stored session,
// and fresh browser contexts. (Inside widgets' shadow roots: ./reservation-helpers.)
import type { Browser, BrowserContext, ElementHandle, HTTPResponse, Page, WaitForOptions } from 'puppeteer';
import { launchBrowser, newPage } from '../support/browser';
import { networkQuiet } from '../support/page-recorder';
import { e2eUrls } from '../support/e2e-env';
import { waitFor } from '../support/wait-for';
import type { Shopper } from './api-helpers';

export interface ByRoleOptions {
  /** Wait until it is visible (default) or only present in the accessibility tree. */
  visible?: boolean;
  timeout?: number;
}

/** The element with this ARIA role and accessible name; throws when none appears in time. */
export async function byRole(page: Page, role: string, name: string, { visible = true, timeout = 15_000 }: ByRoleOptions = {}): Promise<ElementHandle<Element>> {
  const el = await page.waitForSelector(`::-p-aria([name="${name.replace(/"/g, '\\"')}"][role="${role}"])`, { visible, timeout });
  if (!el) throw new Error(`No ${role} named "${name}"`);
  return el;
}

/** Closes the home pop-up when it is open (it greets a shopper on the home page, also after login). */
export async function closeHomePopUp(page: Page): Promise<void> {
  await page.waitForSelector('.cg-home__inner:not(.cg-home__skeleton)');
  if (!(await page.$('[role="dialog"]'))) return;
  await (await byRole(page, 'button', 'Close')).click();
  await page.waitForSelector('[role="dialog"]', { hidden: true });
}

/**
 * One browser for the suite and a fresh browser context (own local storage, so no session leaks)
 * for each page a test opens; contexts close after each test. Call once at the top of a suite.
 */
export function useFreshPages(): (width: number, height?: number) => Promise<Page> {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (width, height) => {
    const context = await browser.createBrowserContext();
    contexts.push(context);
    // newPage only needs something with newPage(); a context is that.
    return newPage(context as unknown as Browser, { width, height });
  };
}

/**
 * The control a <label> with exactly this text points at (for=), among the labels inside `scope`
 * (a CSS selector: 'main', '[role="dialog"]', a form); waits until both are there.
 */
export async function field(page: Page, label: string, scope = 'body'): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (text: string, root: string) => {
      const container = document.querySelector(root);
      const match = [...(container?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === text);
      return match?.htmlFor ? document.getElementById(match.htmlFor) : null;
    },
    {},
    label,
    scope,
  );
  return handle as ElementHandle<Element>;
}

/** Replaces the value of the field labelled `label` (inside `scope`) by typing `value`. */
export async function typeInto(page: Page, label: string, value: string, scope = 'body'): Promise<void> {
  const input = await field(page, label, scope);
  await input.click({ count: 3 });
  await page.keyboard.press('Backspace');
  if (value) await input.type(value);
}

/** The value of the field labelled `label` (inside `scope`). */
export const valueOf = async (page: Page, label: string, scope = 'body'): Promise<string> =>
  (await field(page, label, scope)).evaluate((el) => (el as HTMLInputElement).value);

/** Waits until the visible text of `scope` (its first match) contains `text`. */
export const waitForText = (page: Page, text: string, scope = 'body') =>
  page.waitForFunction((t: string, s: string) => (document.querySelector(s) as HTMLElement | null)?.innerText.includes(t), {}, text, scope);

/**
 * Field helpers whose scope defaults to `scope` (a suite whose forms are all in 'main' says so
 * once); a call may still name another scope.
 */
export function fieldsIn(scope: string) {
  return {
    field: (page: Page, label: string, within = scope) => field(page, label, within),
    typeInto: (page: Page, label: string, value: string, within = scope) => typeInto(page, label, value, within),
    valueOf: (page: Page, label: string, within = scope) => valueOf(page, label, within),
    waitForText: (page: Page, text: string, within = scope) => waitForText(page, text, within),
  };
}

/** Waits until the page is at `path` (location.pathname). */
export const waitForPath = (page: Page, path: string, timeout?: number) =>
  page.waitForFunction((p: string) => location.pathname === p, timeout === undefined ? {} : { timeout }, path);

/** Waits until no request is in flight (the loading overlay is gone). */
export const idle = (page: Page, timeout?: number) =>
  page.waitForFunction(() => !document.querySelector('.cg-loading__veil'), timeout === undefined ? {} : { timeout });

/**
 * Waits until the page has settled: no request for 200 ms (networkQuiet), then two animation
 * frames, so what the last answer or event changes is rendered and laid out. A check that
 * something did NOT happen (no script ran, no dialog opened) follows this instead of a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await waitFor(() => networkQuiet(page, 200), "the page's network to be quiet for 200 ms", 15_000);
  // Two frames painted (without JavaScript the page runs no frame callbacks: nothing more to wait for).
  if (page.isJavaScriptEnabled()) await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Opens `url` and waits until the page is usable: a storefront page until it has hydrated (the
 * app marks <html data-app-ready>), then until it has settled (above). Not puppeteer's
 * networkidle0: Chromium reports that about a second after the last request ends, which over the
 * suites' page loads added up to minutes of CI; and network quiet alone comes before hydration on
 * a busy machine (a form typed into then would lose its text).
 */
export async function openPage(page: Page, url: string): Promise<HTTPResponse | null> {
  const response = await page.goto(url);
  await appReady(page);
  return response;
}

/** Reloads the page and waits until it is usable (openPage). */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await appReady(page);
}

/** Waits for the navigation the caller starts (a click, a form) and until the new page is usable (openPage). */
export async function navigated(page: Page, options: WaitForOptions = {}): Promise<void> {
  await page.waitForNavigation(options);
  await appReady(page);
}

async function appReady(page: Page): Promise<void> {
  // Without JavaScript the page is what the server sent: nothing hydrates.
  if (page.isJavaScriptEnabled()) await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'));
  await settled(page);
}

export interface OpenLoggedInOptions {
  /** Also mark the home pop-up as just shown, so it stays closed. */
  hideHomePopUp?: boolean;
}

/**
 * Opens the storefront at `path` with the shopper stored as logged in (the spec's `user` key, as a
 * login leaves it).
 */
export async function openLoggedIn(page: Page, shopper: Pick<Shopper, 'user'>, path: string, { hideHomePopUp = false }: OpenLoggedInOptions = {}): Promise<void> {
  const { url } = e2eUrls();
  // An answer of the store's origin that is not the app gives the page its local storage
  // without a running session that could write the previous user back.
  await page.goto(`${url}/api/health`);
  await page.evaluate(
    (user: string, hide: boolean) => {
      localStorage.setItem('user', user);
      if (hide) localStorage.setItem('home_pop_up', String(Date.now()));
    },
    JSON.stringify(shopper.user),
    hideHomePopUp,
  );
  await openPage(page, `${url}${path}`);
}

/** Fills the login form on the current page (its fields inside `scope`) and submits it. */
export async function submitLogin(page: Page, { email, password }: Pick<Shopper, 'email' | 'password'>, scope = 'main'): Promise<void> {
  await typeInto(page, 'Email', email, scope);
  await typeInto(page, 'Password', password, scope);
  await (await byRole(page, 'button', 'Login')).click();
}

/** Logs in through /user/login (no query: lands on /) and waits until no request is in flight. */
export async function logInThroughForm(page: Page, credentials: Pick<Shopper, 'email' | 'password'>, scope = 'main'): Promise<void> {
  await openPage(page, `${e2eUrls().url}/user/login`);
  await submitLogin(page, credentials, scope);
  await waitForPath(page, '/');
  await idle(page);
}

/**
 * Goes to `path` inside the running app (its router takes it from the history, as on Back), so
 * the browser asks the API for the page's data: a page opened by URL comes with it from the server.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p: string) => {
    // A history entry as the router writes one (its own key and index), then the event it follows.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}
