// Every public page comes rendered from the server (issue 15): with JavaScript off, a browser
// finds the page's content (headings, product names and prices, the not-found text with status
// 404), browses listings by the next-page link and the filter form, and searches by the header's
// form. With JavaScript on, the same pages hydrate without a console error and without asking the
// API again for what the HTML carries, and they respond: suggestions, filters, add to compare.
import type { Page } from 'puppeteer';
import { formatNpr } from '../../shared/domain/money';
import { RESERVATION_TEXT } from '../../shared/reservation/messages';
import { STORE_MESSAGES } from '../../shared/validation/store-messages';
import { productPath } from '../../shared/domain/slug';
import { collectConsoleErrors, SCREENSHOT_DIR } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { byRole, navigateInApp, openPage, settled, useFreshPages } from './page-helpers';

const freshPage = useFreshPages();

interface Card {
  id: number;
  name: string;
  price: number;
  discount_price?: number | null;
}

const api = async <T>(path: string): Promise<T> => {
  const answer = (await (await fetch(`${e2eUrls().apiUrl}${path}`)).json()) as { data: T };
  return answer.data;
};

/** A page opened with JavaScript switched off: status and the text a shopper sees. */
async function withoutScripts(path: string): Promise<{ page: Page; status: number; text: string }> {
  const page = await freshPage(1366);
  await page.setJavaScriptEnabled(false);
  const response = await page.goto(`${e2eUrls().url}${path}`, { waitUntil: 'load' });
  const text = await page.evaluate(() => document.body.innerText);
  return { page, status: response?.status() ?? 0, text };
}

const cardNames = (page: Page) => page.$$eval('main .cg-grid .cg-card__name', (els) => els.map((el) => el.textContent?.trim()));

const shownPrice = (p: Card) => formatNpr(p.discount_price && p.discount_price < p.price ? p.discount_price : p.price);

describe('pages without JavaScript', () => {
  let search: Card[];
  let categories: { name: string; category_url: string; subCategories: { name: string; sub_category_url: string }[] }[];
  let brands: { name: string; brand_url: string }[];

  beforeAll(async () => {
    search = (await api<{ products: Card[] }>('web-search?keywords=samsung')).products;
    ({ category: categories, brands } = await api<{ category: typeof categories; brands: typeof brands }>('get/categories'));
  });

  test('the home page shows its menus, banners and footer', async () => {
    const { status, text, page } = await withoutScripts('/');
    expect(status).toBe(200);
    expect(text).toContain(categories[0].name);
    expect(await page.$$eval('main img', (imgs) => imgs.length)).toBeGreaterThan(0);
    const pages = await api<{ title: string }[]>('all-page');
    expect(text).toContain(pages[0].title);
    // The state for hydration is data, and nobody's: no session, no token.
    const state = await page.$eval('script#cg-state', (s) => ({ type: s.getAttribute('type'), text: s.textContent ?? '' }));
    expect(state.type).toBe('application/json');
    expect(JSON.parse(state.text).session).toEqual({ user: null, loyalty: 0 });
    expect(state.text).not.toMatch(/token/i);
  });

  test("the home page carries the flash sale's and every product row's products: links, names and prices", async () => {
    const layouts = await api<{ layouts: { type: string; title?: string | null; product_list?: Card[]; flash_sale?: { products?: Card[] } | null }[] }>('layouts');
    const home = await api<{ bestDeals?: Card[]; featureProducts?: Card[] }>('get-home-data');
    const rows: [string, Card[]][] = [
      ...layouts.layouts.filter((b) => b.type === 'Flash Sales').map((b): [string, Card[]] => ['Flash Sales', b.flash_sale?.products ?? []]),
      ...layouts.layouts.filter((b) => b.type === 'Product List').map((b): [string, Card[]] => [b.title ?? 'Product List', b.product_list ?? []]),
      ['best deals', home.bestDeals ?? []],
      ['featured', home.featureProducts ?? []],
    ];
    expect(rows.filter(([, products]) => products.length > 0).length).toBeGreaterThanOrEqual(4);
    const { page } = await withoutScripts('/');
    const shown = await page.$$eval('main li', (lis) =>
      lis
        .filter((li) => li.checkVisibility())
        .map((li) => ({ href: li.querySelector('a')?.getAttribute('href'), text: (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim() })),
    );
    for (const [row, products] of rows) {
      for (const p of products) {
        const item = shown.find((s) => s.href === productPath(p.name, p.id));
        expect([row, item?.text]).toEqual([row, expect.stringContaining(p.name)]);
        expect([row, item?.text]).toEqual([row, expect.stringContaining(shownPrice(p))]);
      }
    }
    // No empty box waits for a script that never comes.
    const empty = await page.$$eval('main section:has(> .cg-near-placeholder:empty)', (els) => els.filter((el) => el.checkVisibility()).length);
    expect(empty).toBe(0);
    for (const width of [320, 375, 1024, 1366]) {
      await page.setViewport({ width, height: 900 });
      for (const [name, selector] of [['flash', 'main .cg-flash'], ['row', 'main .cg-products']]) {
        await (await page.$(selector))!.screenshot({ path: `${SCREENSHOT_DIR}/home-without-js-${name}-${width}.png` });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  });

  test('a product page shows its name, price and specifications', async () => {
    const product = search[0];
    const { status, text, page } = await withoutScripts(productPath(product.name, product.id));
    expect(status).toBe(200);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(product.name);
    expect(text).toContain(shownPrice(product));
    // The specifications tab's panel, shown without the tabs' script.
    const detail = await api<{
      product: { product_specifications: { product_feature: { name: string }; feature_value: string }[] };
      related_products: unknown[];
      featured_products: unknown[];
    }>(`view-product?product=${product.id}`);
    const spec = detail.product.product_specifications[0];
    expect(text).toContain(spec.product_feature.name);
    expect(text).toContain(spec.feature_value);
    // The related carousels render near the viewport, with JavaScript: without it, no empty boxes.
    expect(detail.related_products.length).toBeGreaterThan(0);
    const waiting = await page.$$('main section:has(> .cg-near-placeholder)');
    expect(waiting.length).toBe([detail.related_products, detail.featured_products].filter((list) => list.length > 0).length);
    for (const section of waiting) expect(await section.evaluate((el) => el.checkVisibility())).toBe(false);
  });

  test.each([
    ['category', () => `/cat-${categories[0].category_url}`],
    ['sub-category', () => `/sub-${categories[0].subCategories[0].sub_category_url}`],
    ['brand', () => `/brand-${brands[0].brand_url}`],
    ['bare brand url', () => `/${brands[0].brand_url}`],
    ['search', () => '/search/samsung'],
    ['flash sales', () => '/flash-sales'],
    ['best deals', () => '/products/cg-exclusive/view-all'],
    ['new arrivals', () => '/products/new-arrivals/view-all'],
  ])('a %s listing shows its heading and product cards with prices', async (_kind, path) => {
    const { status, page } = await withoutScripts(path());
    expect(status).toBe(200);
    const heading = await page.$eval('main h1', (h) => h.textContent?.trim());
    expect(heading).toBeTruthy();
    const cards = await page.$$eval('main .cg-grid article', (els) => els.map((el) => (el as HTMLElement).innerText));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toMatch(/NPR [\d,]+/);
  });

  test('the search results are the API\'s, and the next-page link leads to the next page', async () => {
    const { page } = await withoutScripts('/search/samsung');
    const names = await cardNames(page);
    expect(names.slice(0, 3)).toEqual(search.slice(0, 3).map((p) => p.name));
    const next = await byRole(page, 'link', 'Next page');
    expect(await next.evaluate((a) => new URL((a as HTMLAnchorElement).href).search)).toBe('?page=2');
    await Promise.all([page.waitForNavigation(), next.click()]);
    const second = (await api<{ products: Card[] }>('web-search?keywords=samsung&page=2')).products;
    const shown = await cardNames(page);
    expect(shown.slice(0, 3)).toEqual(second.slice(0, 3).map((p) => p.name));
  });

  test('the filters and the sort apply through the page\'s own form', async () => {
    const { page } = await withoutScripts('/search/samsung');
    await page.select('select[name="sort"]', 'low-to-high');
    await Promise.all([page.waitForNavigation(), (await byRole(page, 'button', 'Apply')).click()]);
    expect(new URL(page.url()).search).toBe('?sort=low-to-high');
    const sorted = (await api<{ products: Card[] }>('web-search?keywords=samsung&sort=low-to-high')).products;
    const names = await cardNames(page);
    expect(names.slice(0, 3)).toEqual(sorted.slice(0, 3).map((p) => p.name));
  });

  test('on a phone the Filter link opens the filters as a drawer; typed prices and a brand apply', async () => {
    const page = await freshPage(375);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${e2eUrls().url}/search/samsung`, { waitUntil: 'load' });
    const aside = () => page.$eval('main aside', (el) => getComputedStyle(el).display);
    expect(await aside()).toBe('none');
    // The slider cannot move without scripts: the shopper types the prices instead.
    expect(await page.$eval('main .cg-price__slider', (el) => getComputedStyle(el).display)).toBe('none');
    await (await byRole(page, 'link', 'Filter')).click();
    await page.waitForFunction(() => location.hash === '#filters');
    expect(await aside()).toBe('block');
    const box = await page.$eval('main aside', (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, width: r.width };
    });
    expect(box).toEqual({ left: 0, width: 375 });
    const bounds = (await api<{ price_range: { min: number; max: number } }>('web-search?keywords=samsung')).price_range;
    const brand = await page.$eval('main aside input[name="brand"]', (el) => (el as HTMLInputElement).value);
    await page.click('main aside input[name="brand"]');
    const min = Math.ceil(bounds.min + (bounds.max - bounds.min) / 4);
    const max = Math.floor(bounds.max - (bounds.max - bounds.min) / 4);
    await page.$eval('main aside input[name="price_min"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('main aside input[name="price_min"]', String(min));
    await page.$eval('main aside input[name="price_max"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('main aside input[name="price_max"]', String(max));
    const apply = await page.$('main aside button[type="submit"]');
    await Promise.all([page.waitForNavigation(), apply!.click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/search/samsung');
    expect(url.searchParams.get('brand')).toBe(brand);
    expect(url.searchParams.get('range')).toBe(`${min}-${max}`);
    expect(await aside()).toBe('none');
    const filtered = (await api<{ products: Card[] }>(`web-search?keywords=samsung&brand=${encodeURIComponent(brand)}&range=${min}-${max}`)).products;
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(filtered.slice(0, names.length).map((p) => p.name));
    for (const price of await page.$$eval('main .cg-grid .cg-card__price', (els) => els.map((el) => el.textContent ?? ''))) {
      const n = Number(/[\d,]+/.exec(price)?.[0].replace(/,/g, ''));
      expect(n).toBeGreaterThanOrEqual(min);
      expect(n).toBeLessThanOrEqual(max);
    }
  });

  test("the header's search form leads to the search page", async () => {
    const { page } = await withoutScripts('/');
    await page.type('header input[name="keywords"]', 'samsung');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/search/samsung');
    expect(await page.$$eval('main .cg-grid article', (els) => els.length)).toBeGreaterThan(0);
  });

  test.each([
    ['an information page', '/page-about-us-1'],
    ['the FAQ', '/page/faqs'],
    ['contact', '/page/contact-us'],
    ['the stores', '/stores/cg-digital'],
    ['the service centres', '/service-centers'],
    ['feedback', '/feedback'],
  ])('%s shows its heading and content', async (_name, path) => {
    const { status, page } = await withoutScripts(path);
    expect(status).toBe(200);
    expect(await page.$eval('main h1', (h) => h.textContent?.trim())).toBeTruthy();
    expect((await page.$eval('main', (m) => (m as HTMLElement).innerText)).length).toBeGreaterThan(100);
  });

  test.each([
    ['/user/login?source=ola&product=ola-s1-pro', RESERVATION_TEXT.loginTitle, 'Email'],
    ['/user/register?source=ola', RESERVATION_TEXT.registerTitle, 'Email'],
    ['/test?source=ola', RESERVATION_TEXT.testTitle, RESERVATION_TEXT.testLabel],
  ])("the reservation flow's open screen %s shows its heading and form", async (path, heading, label) => {
    const { status, page } = await withoutScripts(path);
    expect(status).toBe(200);
    expect(await page.$$eval('main h1, main h2', (hs) => hs.map((h) => h.textContent?.trim()))).toContain(heading);
    expect(await page.$$eval('main label', (ls) => ls.map((l) => l.textContent?.trim()))).toContain(label);
  });

  test("on a phone (375 px) the reservation screen the server rendered has no scooter panel, as in the browser's own render", async () => {
    const page = await freshPage(375);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${e2eUrls().url}/test?source=ola`, { waitUntil: 'load' });
    expect(await page.$eval('main .cg-res-panel', (el) => getComputedStyle(el).display)).toBe('none');
    expect(await page.$eval('main h1', (h) => h.getBoundingClientRect().top)).toBeLessThan(250);
  });

  test('a screen behind the reservation login sends the site frame with a placeholder', async () => {
    const { status, page } = await withoutScripts('/myReservations?source=ola');
    expect(status).toBe(200);
    expect(await page.$('header a[href="/"]')).not.toBeNull();
    expect(await page.$('main .cg-page-fallback')).not.toBeNull();
  });

  test.each(['/some/garbage/path', '/product-no-such-product-999999', '/brand-no-such-brand-zz', '/page-nope-99'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const { status, text } = await withoutScripts(path);
      expect(status).toBe(404);
      expect(text).toContain('PAGE NOT FOUND');
    },
  );
});

describe('the styles a page needs come inline', () => {
  /** The page's inline CSS, and whether the whole stylesheet is there and switched on. */
  const styles = (page: Page) =>
    page.evaluate(() => ({
      inline: document.querySelector('head style[data-cg-critical]')?.textContent ?? '',
      whole: (document.querySelector('head link[data-cg-styles]') as HTMLLinkElement | null)?.media ?? null,
      blocking: document.querySelectorAll('link[rel="stylesheet"]:not([data-cg-styles])').length,
    }));

  test('a listing without JavaScript is styled by its inline CSS alone: no stylesheet blocks its paint or is fetched', async () => {
    const { page } = await withoutScripts('/search/samsung');
    const { inline, whole, blocking } = await styles(page);
    expect(blocking).toBe(0);
    expect(whole).toBeNull(); // in the head's inert template, for the app to switch on
    // What the page shows is styled; what it does not show (the checkout) is not in its CSS.
    expect(inline).toContain('.cg-card');
    expect(inline).not.toContain('.cg-checkout');
    const card = await page.$eval('main .cg-grid .cg-card', (el) => getComputedStyle(el).borderTopStyle);
    expect(card).not.toBe('none');
    expect(await page.$eval('header', (el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test.each([true, false])('on a 320 px phone the page and the header search fit the screen (JavaScript %s)', async (scripts) => {
    const page = await freshPage(320);
    await page.setJavaScriptEnabled(scripts);
    await openPage(page, `${e2eUrls().url}/page/faqs`);
    const fit = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      submitRight: document.querySelector('header .cg-search__submit')?.getBoundingClientRect().right ?? Infinity,
    }));
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.submitRight).toBeLessThanOrEqual(320);
  });

  test.each([1024, 1366])('at %i px the logo, the search and the actions share one header row', async (width) => {
    const page = await freshPage(width);
    await openPage(page, `${e2eUrls().url}/page/faqs`);
    // On one row every part starts above the bottom of the logo; wrapped, the actions start below it.
    const bottoms = await page.$$eval('header .cg-header__row > .cg-header__logo, header .cg-header__row > .cg-header__search, header .cg-header__row > .cg-header__actions', (els) =>
      els.map((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom })),
    );
    expect(bottoms).toHaveLength(3);
    const [logo, ...rest] = bottoms;
    for (const box of rest) expect(box.top).toBeLessThan(logo.bottom);
  });

  test('with JavaScript the whole stylesheet is on: a page reached in the app is styled as when loaded', async () => {
    const loaded = await freshPage(1366);
    await openPage(loaded, `${e2eUrls().url}/search/samsung`);
    const cardStyle = (page: Page) =>
      page.$eval('main .cg-grid .cg-card', (el) => {
        const s = getComputedStyle(el);
        return [s.display, s.borderTopStyle, s.borderRadius, s.backgroundColor].join(' ');
      });
    const expected = await cardStyle(loaded);

    const page = await freshPage(1366);
    await openPage(page, `${e2eUrls().url}/page/faqs`);
    const faq = await styles(page);
    expect(faq.inline).not.toContain('.cg-card{');
    expect(faq.whole).toBe('all');
    await navigateInApp(page, '/search/samsung');
    await page.waitForSelector('main .cg-grid .cg-card');
    expect(await cardStyle(page)).toBe(expected);
  });
});

describe('the same pages with JavaScript', () => {
  test.each(['/', '/search/samsung', '/page/faqs', '/flash-sales', '/products/cg-exclusive/view-all'])(
    '%s hydrates without a console error and without asking the API for its data',
    async (path) => {
      const page = await freshPage(375);
      const errors = collectConsoleErrors(page);
      const calls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname);
      });
      await openPage(page, `${e2eUrls().url}${path}`);
      await settled(page);
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  test("the footer's code comes when the shopper nears it; a form sent before that is sent once it has come", async () => {
    const page = await freshPage(375);
    const errors = collectConsoleErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // A listing: its server HTML holds all its cards, so the footer is far down from the start.
    await openPage(page, `${e2eUrls().url}/search/samsung`);
    await settled(page);
    const footerCode = () => scripts.filter((s) => /\/Footer-[\w-]+\.js$/.test(s));
    // Far below the first screen: the server's footer is there, its code is not.
    expect(await page.$('footer.cg-footer a[href="/page-about-us-1"]')).not.toBeNull();
    expect(footerCode()).toEqual([]);
    // A newsletter sent now is held (no page load), and sent once the footer is live.
    await page.$eval('.cg-newsletter__input', (input) => (input as HTMLInputElement).form?.requestSubmit());
    await settled(page);
    expect(page.url()).toBe(`${e2eUrls().url}/search/samsung`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((m: string) => document.querySelector('.cg-newsletter__error')?.textContent === m, {}, STORE_MESSAGES.required);
    expect(footerCode()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("the reservation login hydrates without a console error, then shows the scooter this browser selected", async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openPage(page, `${e2eUrls().url}/user/login?source=ola&product=ola-s1-pro`);
    await settled(page);
    // The selection is stored in this browser by the product lookup: the left panel shows it.
    await page.waitForSelector('main aside.cg-res-panel img');
    await (await byRole(page, 'textbox', 'Email')).type('someone@example.com');
    expect(await page.$eval('input[type="email"]', (i) => (i as HTMLInputElement).value)).toBe('someone@example.com');
    expect(errors).toEqual([]);
  });

  test('a product page hydrates without a console error, and its buttons work', async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    const product = (await api<{ products: Card[] }>('web-search?keywords=samsung')).products[0];
    await openPage(page, `${e2eUrls().url}${productPath(product.name, product.id)}`);
    await (await byRole(page, 'button', 'Add to Compare')).click();
    await page.waitForFunction(() => document.querySelector('header .cg-header__compare .cg-header__badge')?.textContent === '1');
    expect(errors).toEqual([]);
  });

  test('a listing responds after hydration: suggestions as the shopper types, the sort', async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await openPage(page, `${e2eUrls().url}/search/samsung`);
    await page.type('header input[name="keywords"]', 'lg');
    await page.type('header input[name="keywords"]', ' t');
    await page.waitForSelector('header [role="listbox"] [role="option"]');
    await page.select('select[name="sort"]', 'high-to-low');
    await page.waitForFunction(() => location.search === '?sort=high-to-low');
    expect(errors).toEqual([]);
  });
});
