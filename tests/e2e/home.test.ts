// The home page, header and product card in a real browser against the built server (seeded):
// every layout block type on screen, Swiper taking over a product slider, the search suggestion
// rules, the pop-up's 5-minute suppression with a driven clock, the header at phone and desktop
// widths (mega menu with its narrow layout, BRANDS, the drawer), and axe-core.
import type { ElementHandle, Page } from 'puppeteer';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { SEARCH_DEBOUNCE_MS } from '../../storefront/features/header/searchRules';
import { phoneArtOf } from '../../shared/ui/BannerPicture';
import { installClock } from './clock';
import { recordCspViolations } from './csp-helpers';
import { byRole, closeHomePopUp, openPage, reloadPage, settled, useFreshPages } from './page-helpers';

interface Block {
  id: number;
  type: string;
  title?: string | null;
  flash_sale?: { title: string } | null;
}
interface Category {
  name: string;
  subCategories: unknown[];
}

let blocks: Block[] = [];
let categories: Category[] = [];
let layoutsPopUp: { title?: string | null } | null = null;

beforeAll(async () => {
  const { apiUrl } = e2eUrls();
  const layouts = (await (await fetch(`${apiUrl}layouts`)).json()).data;
  blocks = layouts.layouts;
  layoutsPopUp = layouts.pop_up;
  categories = (await (await fetch(`${apiUrl}get/categories`)).json()).data.category;
});

/** Each test gets its own browser context (own local storage: the pop-up state does not leak). */
const freshPage = useFreshPages();


async function openHome(page: Page): Promise<void> {
  await openPage(page, `${e2eUrls().url}/`);
  await page.waitForSelector('.cg-home__inner:not(.cg-home__skeleton)');
}


/** Scrolls the element into the middle of the viewport and checks that it is really on screen. */
async function expectOnScreen(page: Page, el: ElementHandle<Element>, what: string): Promise<void> {
  await el.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  // Rows above may still be rendering their cards: wait until the element is in the viewport.
  await page.waitForFunction(
    (node: Element) => {
      const r = node.getBoundingClientRect();
      return r.width >= 10 && r.height >= 10 && r.bottom > 0 && r.top < innerHeight;
    },
    {},
    el,
  );
  const box = await el.boundingBox();
  if (!box || box.width < 10 || box.height < 10) throw new Error(`${what} is not on screen`);
  const viewport = page.viewport();
  expect(box.y + box.height).toBeGreaterThan(0);
  expect(box.y).toBeLessThan(viewport?.height ?? 900);
}

/** How a block is found on the page, by type (as a person would: by its name). */
function locate(block: Block): { role: string; name: string } {
  const title = block.title ?? '';
  switch (block.type) {
    case 'Three Banner':
      return { role: 'group', name: title };
    case 'Scroll Text':
      return { role: 'region', name: 'Announcements' };
    case 'Flash Sales':
      return { role: 'region', name: block.flash_sale?.title || title };
    default:
      return { role: 'region', name: title };
  }
}

describe('home page', () => {
  it('shows every layout block type on screen (1366 px), and Swiper takes a slider over on hover', async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openHome(page);
    await settled(page);
    // A page load never downloads Swiper (home page budget): the rows start as native scroll-snap.
    expect(scripts.filter((u) => /swiper/i.test(u))).toEqual([]);
    await closeHomePopUp(page);

    const types = new Set(blocks.map((b) => b.type));
    for (const t of ['One Banner', 'Two Banner', 'Three Banner', 'Product List', 'Brand List', 'Supplier List', 'Category List', 'Sub Category List', 'Sub Category Type List', 'Scroll Text', 'Flash Sales']) {
      expect(types).toContain(t);
    }
    for (const block of blocks) {
      const { role, name } = locate(block);
      const el = await byRole(page, role, name, { visible: false });
      await expectOnScreen(page, el, `${block.type} "${name}"`);
      if (block.type === 'Flash Sales') {
        expect(await el.evaluate((n) => n.textContent)).toContain('End at');
        expect(await el.$('[role="timer"]')).not.toBeNull();
      }
      if (block.type === 'Product List') {
        const href = await el.$eval('.cg-section__view-all', (a) => a.getAttribute('href'));
        expect(href).toMatch(new RegExp(`^/view-all/[a-z0-9-]+-${block.id}$`));
        // The cards render as the row comes near the viewport.
        await page.waitForFunction((node) => node.querySelectorAll('article').length > 0, {}, el);
      }
    }
    // The hero (get-home-data sliders) is a landmark of its own.
    await byRole(page, 'region', 'Main offers', { visible: false });

    // The pointer over a product slider: Swiper (its own chunk) takes the row over.
    const slider = await page.waitForSelector('.cg-products--slider .cg-carousel__viewport');
    await slider?.evaluate((n) => n.scrollIntoView({ block: 'center' }));
    await slider?.hover();
    await page.waitForSelector('.cg-products--slider .swiper-initialized', { timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await screenshot(page, 'home-1366');
    expect(errors).toEqual([]);
  });

  it('comes rendered with its data in the HTML, fetches its code once its largest images have come, and asks the API for nothing', async () => {
    const page = await freshPage(412, 823);
    const requests: string[] = [];
    const events: string[] = [];
    page.on('request', (r) => {
      requests.push(new URL(r.url()).pathname);
      events.push(`start ${new URL(r.url()).pathname}`);
    });
    page.on('requestfinished', (r) => events.push(`end ${new URL(r.url()).pathname}`));
    await openHome(page);
    const links = await page.$$eval('link[rel="modulepreload"], link[rel="preload"]', (ls) =>
      ls.map((l) => ({ rel: l.getAttribute('rel'), as: l.getAttribute('as'), path: new URL((l as HTMLLinkElement).href).pathname })),
    );
    expect(links.filter((l) => l.rel === 'modulepreload').map((l) => l.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/HomeRoutes-/), expect.stringMatching(/^\/assets\/LayoutBlocks-/)]),
    );
    expect(links.filter((l) => l.as === 'fetch')).toEqual([]);
    const { apiUrl } = e2eUrls();
    const layouts = (await (await fetch(`${apiUrl}layouts`)).json()).data;
    const popUp = layouts.pop_up.image_url as string;
    const hero = (await (await fetch(`${apiUrl}get-home-data`)).json()).data.sliders[0].image as string;
    // The hero has phone art: its two preloads carry media, and a phone fetches only the phone art.
    const phoneHero = phoneArtOf(hero)!;
    expect(new Set(links.filter((l) => l.as === 'image').map((l) => l.path))).toEqual(new Set([popUp, phoneHero, hero]));
    // The page hydrates from the state the server rendered it with: no call for its data.
    expect(requests.filter((r) => r.startsWith('/api/'))).toEqual([]);
    expect(requests.filter((r) => r === popUp)).toHaveLength(1);
    expect(requests.filter((r) => r === phoneHero)).toHaveLength(1);
    expect(requests.filter((r) => r === hero)).toEqual([]);
    // Content first: only the small entry starts before the first screen's images have come.
    const firstChunk = events.findIndex((e) => /^start \/assets\/.*\.js$/.test(e) && !/\/main-[\w-]+\.js$/.test(e));
    expect(firstChunk).toBeGreaterThan(events.indexOf(`end ${popUp}`));
    expect(firstChunk).toBeGreaterThan(events.indexOf(`end ${phoneHero}`));
    expect(events.indexOf(`end ${popUp}`)).toBeGreaterThan(-1);
    await byRole(page, 'dialog', layouts.pop_up.title);
  });

  it('at 375 px: the header fits, the hero and blocks stack; axe finds nothing serious', async () => {
    const page = await freshPage(375, 812);
    const errors = collectConsoleErrors(page);
    await openHome(page);
    await expectNoSeriousAxeViolations(page); // with the pop-up open
    await closeHomePopUp(page);
    const header = await page.$('header');
    const box = await header?.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await byRole(page, 'button', 'Open menu');
    await byRole(page, 'link', 'Cart');
    expect(await page.$eval('header abbr', (a) => a.textContent)).toBe('NEP');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'home-375');
    expect(errors).toEqual([]);
  });

  it('every section heading is in the accessibility tree, also once the shopper has scrolled past it', async () => {
    const page = await freshPage(375);
    // Dismissed a minute ago: no pop-up, so nothing asks for the accessibility tree before the
    // end (Chromium builds it on the first ask, and leaves out what is not rendered then).
    await page.evaluateOnNewDocument(() => localStorage.setItem('home_pop_up', String(Date.now() - 60_000)));
    await openHome(page);
    // Down to the footer, so every row renders, then back to the top: the rows are now off screen.
    const frames = (count: number) =>
      page.evaluate((n) => new Promise<void>((done) => {
        const tick = () => (--n > 0 ? requestAnimationFrame(tick) : done());
        requestAnimationFrame(tick);
      }), count);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await frames(2);
    }
    await page.waitForFunction(() => document.querySelectorAll('main h2').length >= 8);
    await page.evaluate(() => window.scrollTo(0, 0));
    // What to render for the parts now off screen is decided over the next frames.
    await frames(10);

    const inDom = await page.$$eval('main h2', (hs) => hs.map((h) => (h.textContent ?? '').trim()));
    const names: string[] = [];
    const walk = (node: { role?: string; name?: string; children?: unknown[] } | null) => {
      if (!node) return;
      if (node.role === 'heading' && node.name) names.push(node.name.trim());
      for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
    };
    walk(await page.accessibility.snapshot({ interestingOnly: true }));
    expect(inDom.length).toBeGreaterThanOrEqual(8);
    expect(names).toEqual(expect.arrayContaining(inDom));
  });

  it('axe: no serious or critical issues on the desktop home page', async () => {
    const page = await freshPage(1366);
    await openHome(page);
    await closeHomePopUp(page);
    await expectNoSeriousAxeViolations(page);
  });
});

/** Slides of the first product slider that are wholly inside its viewport. */
async function slidesInView(page: Page): Promise<number> {
  return page.$eval('.cg-products--slider .cg-carousel__viewport', (viewport) => {
    const box = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('.cg-carousel__slide')].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

describe('product carousels', () => {
  // Spec part 2 §9: 6 per view, 3 up to 1024 px, 2 up to 600, 1 up to 480 (the boundary included).
  it.each([
    [1025, 6],
    [1024, 3],
    [601, 3],
    [600, 2],
    [481, 2],
    [480, 1],
  ])('at exactly %i px show %i slides, as the server rendered them and once Swiper takes over', async (width, expected) => {
    const page = await freshPage(width, 900);
    // No autoplay: the row stands still while its slides are counted.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await openHome(page);
    await closeHomePopUp(page);
    // The row's cards render as it comes near the viewport.
    const section = await page.waitForSelector('.cg-products--slider');
    await section?.evaluate((n) => n.scrollIntoView({ block: 'center' }));
    const slider = await page.waitForSelector('.cg-products--slider .cg-carousel__viewport');
    await page.waitForFunction(() => document.querySelectorAll('.cg-products--slider .cg-carousel__slide article').length > 6);
    expect(await slidesInView(page)).toBe(expected);
    await screenshot(page, `home-product-slider-${width}`);
    await slider?.hover();
    await page.waitForSelector('.cg-products--slider .swiper-initialized', { timeout: 10_000 });
    await page.waitForFunction(
      (n) => {
        const vp = document.querySelector('.cg-products--slider .cg-carousel__viewport') as HTMLElement;
        const first = vp.querySelector('.cg-carousel__slide') as HTMLElement;
        return Math.abs(first.getBoundingClientRect().width - (vp.clientWidth - (n - 1) * 16) / n) < 2;
      },
      { timeout: 5_000 },
      expected,
    );
    expect(await slidesInView(page)).toBe(expected);
  });
});

describe('header search suggestions', () => {
  /** Spec part 1: the suggestion box hides 500 ms after the box loses focus. */
  const HIDE_MS = 500;
  const box = (page: Page) => byRole(page, 'combobox', 'Search products');
  const listbox = '[role="listbox"]';

  async function typeQuery(page: Page, text: string) {
    const input = await box(page);
    await input.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await input.type(text);
  }

  it('2 characters: none; 3: at most 5; nonsense: the message; hidden 500 ms after blur; Enter searches (driven clock)', async () => {
    const page = await freshPage(1366);
    // The debounce and the hide delay run on a clock the test drives.
    const clock = await installClock(page);
    const typed = async (text: string) => {
      await typeQuery(page, text);
      await clock.advance(SEARCH_DEBOUNCE_MS);
    };
    await openHome(page);
    await closeHomePopUp(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/web-search')) calls.push(r.url());
    });

    // Past the debounce, and nothing asked for.
    await typed('sa');
    await settled(page);
    expect(calls).toEqual([]);
    expect(await page.$(listbox)).toBeNull();

    await typed('sam');
    await page.waitForSelector(listbox, { visible: true });
    const options = await page.$$(`${listbox} [role="option"]`);
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((u) => /keywords=sam\b/.test(decodeURIComponent(u)))).toBe(true);
    expect(await (await box(page)).evaluate((n) => n.getAttribute('aria-expanded'))).toBe('true');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'home-search-1366');

    await typed('zzqxvwk');
    await page.waitForFunction(() => document.body.innerText.includes('No Search Product Found.'));
    expect(await page.$(listbox)).toBeNull();

    // Blur: still there 1 ms before 500 ms, gone at 500 ms.
    await typed('sam');
    await page.waitForSelector(listbox, { visible: true });
    await (await box(page)).evaluate((n) => (n as HTMLInputElement).blur());
    await clock.advance(HIDE_MS - 1);
    await settled(page);
    expect(await page.$(listbox)).not.toBeNull();
    await clock.advance(1);
    await page.waitForSelector(listbox, { hidden: true });

    await (await box(page)).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/search/sam');
  });

  it('suggestions come from the same search as the search page: a typo, a synonym, an answer in the order of Most Relevant (issue 18)', async () => {
    const page = await freshPage(375);
    await openHome(page);
    await closeHomePopUp(page);
    const suggested = async (text: string) => {
      const answered = page.waitForResponse(
        (r) => r.url().includes('/api/web-search') && new URL(r.url()).searchParams.get('keywords') === text,
      );
      await typeQuery(page, text);
      await answered;
      await settled(page);
      await page.waitForSelector('[role="listbox"] [role="option"]', { visible: true });
      return page.$$eval('[role="listbox"] [role="option"]', (els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
    };
    const typo = await suggested('samsng');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.length).toBeLessThanOrEqual(5);
    expect(typo.every((t) => /Samsung/.test(t))).toBe(true);
    const synonym = await suggested('lg fridge');
    expect(synonym.length).toBeGreaterThan(0);
    expect(synonym[0]).toMatch(/LG .*Refrigerator/);
    await screenshot(page, 'home-search-typo-375');
  });
});

describe('home pop-up', () => {
  const dialogPainted = (page: Page) => page.$eval('[role="dialog"]', (dialog) => dialog.checkVisibility());

  it("is in the page's HTML: it paints before any script, hidden by the head's gate when just dismissed, and without JavaScript", async () => {
    const page = await freshPage(375, 812);
    const violations = await recordCspViolations(page);
    // No script file arrives: what shows is the server's HTML with its inline gate only.
    await page.setRequestInterception(true);
    page.on('request', (r) => (/\/assets\/.*\.js$/.test(new URL(r.url()).pathname) ? r.abort() : r.continue()));
    const title = layoutsPopUp?.title;
    if (!title) throw new Error('the seed needs an active pop-up with a title');
    await page.goto(`${e2eUrls().url}/`, { waitUntil: 'load' });
    const dialog = await byRole(page, 'dialog', title);
    expect(await dialog.$eval('img', (img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.setItem('home_pop_up', String(Date.now() - 60_000)));
    await page.reload({ waitUntil: 'load' });
    expect(await page.$('[role="dialog"]')).not.toBeNull(); // in the HTML, never painted
    expect(await dialogPainted(page)).toBe(false);
    await page.evaluate(() => localStorage.setItem('home_pop_up', String(Date.now() - 5 * 60_000 - 1000)));
    await page.reload({ waitUntil: 'load' });
    await byRole(page, 'dialog', title);
    expect(violations).toEqual([]);

    const noScript = await freshPage(375, 812);
    await noScript.setJavaScriptEnabled(false);
    await noScript.goto(`${e2eUrls().url}/`, { waitUntil: 'load' });
    expect(await noScript.$('[role="dialog"]')).not.toBeNull();
    expect(await dialogPainted(noScript)).toBe(false);
    expect(await noScript.$$eval('.cg-banner', (banners) => banners.length)).toBeGreaterThan(0);
  });

  it('stays hidden for 5 minutes after it is dismissed (driven clock)', async () => {
    const page = await freshPage(1366);
    // Date.now runs ahead by the offset kept in sessionStorage (read at each call).
    await page.evaluateOnNewDocument(() => {
      const real = Date.now.bind(Date);
      Date.now = () => real() + Number(sessionStorage.getItem('cg-test-clock-offset') || 0);
    });
    const setOffset = (ms: number) => page.evaluate((v) => sessionStorage.setItem('cg-test-clock-offset', String(v)), ms);
    const dialogShown = async () => {
      await page.waitForSelector('.cg-home__inner:not(.cg-home__skeleton)');
      await settled(page);
      return (await page.$('[role="dialog"]')) !== null;
    };

    await openHome(page);
    const dialog = await page.waitForSelector('[role="dialog"]', { visible: true });
    expect(await dialog?.evaluate((n) => n.getAttribute('aria-modal'))).toBe('true');
    await expectNoSeriousAxeViolations(page);
    await (await byRole(page, 'button', 'Close')).click();
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    const dismissedAt = await page.evaluate(() => Number(localStorage.getItem('home_pop_up')));
    expect(dismissedAt).toBeGreaterThan(0);

    await reloadPage(page);
    expect(await dialogShown()).toBe(false);

    await setOffset(4 * 60_000 + 50_000); // 4 min 50 s later
    await reloadPage(page);
    expect(await dialogShown()).toBe(false);

    await setOffset(5 * 60_000 + 5_000); // 5 min 5 s later
    await reloadPage(page);
    expect(await dialogShown()).toBe(true);
  });
});

describe('header', () => {
  it('1366 px: mega menu (narrow columns above 16 sub-categories), BRANDS, keyboard and Escape', async () => {
    const page = await freshPage(1366);
    await openHome(page);
    await closeHomePopUp(page);
    expect(await (await byRole(page, 'link', 'Cart')).evaluate((a) => a.getAttribute('href'))).toBe('/user/login');
    expect(await (await byRole(page, 'link', 'Compare')).evaluate((a) => a.getAttribute('href'))).toBe('/products/compare/');
    expect(await page.$eval('header abbr', (a) => a.textContent)).toBe('NEP');
    expect(await page.$('.cg-drawer__open')).not.toBeNull();
    expect(await page.$eval('.cg-drawer__open', (b) => getComputedStyle(b).display)).toBe('none');

    const toggle = await byRole(page, 'button', 'All Categories');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.cg-mega__panel:not([hidden])', { visible: true });
    const wide = categories.find((c) => c.subCategories.length > 16);
    const normal = categories.find((c) => c.subCategories.length <= 16);
    if (!wide || !normal) throw new Error('the seed needs a category with more than 16 sub-categories and one with fewer');
    const wideButton = await byRole(page, 'button', wide.name);
    await wideButton.focus();
    await page.keyboard.press('Enter');
    const widePanel = await page.waitForSelector(`#${await wideButton.evaluate((b) => b.getAttribute('aria-controls'))}`, { visible: true });
    expect(await widePanel?.evaluate((n) => n.classList.contains('cg-mega__sub--narrow'))).toBe(true);
    await screenshot(page, 'header-mega-narrow-1366');
    await expectNoSeriousAxeViolations(page);
    const normalButton = await byRole(page, 'button', normal.name);
    await normalButton.hover();
    const normalPanel = await page.waitForSelector(`#${await normalButton.evaluate((b) => b.getAttribute('aria-controls'))}`, { visible: true });
    expect(await normalPanel?.evaluate((n) => n.classList.contains('cg-mega__sub--narrow'))).toBe(false);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.cg-mega__panel', { hidden: true });
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);

    await (await byRole(page, 'button', 'BRANDS')).click();
    const brands = await page.waitForSelector('::-p-aria([name="Brands"][role="list"])', { visible: true });
    const first = await brands?.$('a');
    expect(await first?.evaluate((a) => a.getAttribute('href'))).toMatch(/^\/brand-/);
    expect(await first?.$('img')).not.toBeNull();
  });

  it('375 px: the drawer is a labelled dialog, focus stays inside, Escape closes it', async () => {
    const page = await freshPage(375, 812);
    await openHome(page);
    await closeHomePopUp(page);
    expect(await page.$eval('.cg-nav', (n) => getComputedStyle(n).display)).toBe('none');
    const open = await byRole(page, 'button', 'Open menu');
    await open.click();
    const dialog = await byRole(page, 'dialog', 'Menu');
    expect(await dialog.evaluate((n) => n.getAttribute('aria-modal'))).toBe('true');
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(await inside()).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    await (await byRole(page, 'button', categories[0].name)).click();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'header-drawer-375');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    expect(await open.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});
