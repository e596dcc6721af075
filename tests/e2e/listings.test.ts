// Product listings in a real browser against the built server (seeded with 300 products):
// for each listing type a brand (or the brand page's 'Filter By'), a price range and (sub-category)
// a feature filter are applied; the URL is checked, the page reloaded and the same view restored;
// back and forward; infinite scroll to the last page; the scroll offset after visiting a product;
// the phone filter drawer; axe-core on every listing type.
import type { ElementHandle, Page } from 'puppeteer';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { byRole, openPage, reloadPage, settled as pageSettled, useFreshPages } from './page-helpers';

const pageAt = useFreshPages();
const freshPage = (width: number) => pageAt(width, width < 600 ? 812 : 900);

// ---------------------------------------------------------------- helpers


/** The listing has answered: no skeleton, results not busy. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // The page shows the current location (not the one before a back or forward) and has its answer.
    const root = document.querySelector<HTMLElement>('.cg-listing');
    const results = document.querySelector('.cg-listing__results');
    return (
      !!root &&
      root.dataset.location === location.pathname + location.search &&
      !!results &&
      results.getAttribute('aria-busy') === 'false' &&
      !document.querySelector('.cg-grid--skeleton')
    );
  });
}

async function open(page: Page, path: string): Promise<void> {
  const { url } = e2eUrls();
  await openPage(page, `${url}${path}`);
  await settled(page);
}

const here = (page: Page) => page.evaluate(() => location.pathname + location.search);

/** Waits for the URL to change from `before`, then for the new view to load. */
async function nextView(page: Page, before: string): Promise<string> {
  await page.waitForFunction((b: string) => location.pathname + location.search !== b, {}, before);
  await settled(page);
  return here(page);
}

interface ViewState {
  url: string;
  heading: string;
  count: string;
  products: string[];
  checked: string[];
  chips: string[];
  sliders: string[];
  selects: string[];
}

/** What the shopper sees: URL, heading, count, the products, checked boxes, chips, slider and select values. */
function viewState(page: Page): Promise<ViewState> {
  return page.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const side = document.querySelector('.cg-listing__aside') ?? document;
    return {
      url: location.pathname + location.search,
      heading: text(document.querySelector('h1')),
      count: text(document.querySelector('.cg-listing__count')),
      products: [...document.querySelectorAll('.cg-grid .cg-card__name')].map((e) => text(e)),
      checked: [...side.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')].map((i) => text(i.labels?.[0])),
      chips: [...side.querySelectorAll('.cg-chips__text')].map((e) => text(e)),
      sliders: [...side.querySelectorAll<HTMLInputElement>('input[type=range]')].map((i) => i.value),
      selects: [...document.querySelectorAll<HTMLSelectElement>('.cg-listing__tools select')].map((s) => s.value),
    };
  });
}

/** The label of the checkbox with the most products in a filter group ('LG (3)'). */
function biggestOption(page: Page, group: string): Promise<string> {
  return page.evaluate((legend: string) => {
    const set = [...document.querySelectorAll('.cg-listing__aside fieldset')].find((f) => f.querySelector('legend')?.textContent?.trim() === legend);
    if (!set) throw new Error(`No filter group ${legend}`);
    const options = [...set.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]
      .filter((i) => !i.checked)
      .map((i) => {
        const label = (i.labels?.[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return { label, count: Number(/\((\d+)\)$/.exec(label)?.[1] ?? 0) };
      })
      .sort((a, b) => b.count - a.count);
    if (!options.length) throw new Error(`No option in ${legend}`);
    return options[0].label;
  }, group);
}

/** Ticks a filter checkbox the way a person does: finds it by its label and clicks. */
async function tick(page: Page, group: string): Promise<string> {
  const label = await biggestOption(page, group);
  const before = await here(page);
  const box = await byRole(page, 'checkbox', label);
  await box.click();
  await nextView(page, before);
  return label;
}

/**
 * Moves the minimum price thumb with the keyboard, then the maximum one by dragging it (applied
 * on release); each step is a view of its own (pushed to `states`).
 */
async function setPriceRange(page: Page, states: ViewState[]): Promise<void> {
  let before = await here(page);
  const min = await byRole(page, 'slider', 'Minimum price');
  await min.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  // Keys at rest apply the range.
  before = await nextView(page, before);
  expect(before).toMatch(/[?&]range=\d+-\d+/);
  states.push(await viewState(page));

  const max = await byRole(page, 'slider', 'Maximum price');
  // The sidebar can be taller than the window once filters are ticked: bring the thumb into view.
  await max.scrollIntoView();
  const box = (await max.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 12, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.93, y, { steps: 5 });
  // Nothing applies while the thumb moves.
  expect(await here(page)).toBe(before);
  await page.mouse.up();
  await nextView(page, before);
  states.push(await viewState(page));
}

function rangeOf(url: string): [number, number] {
  const m = /[?&]range=(\d+)-(\d+)/.exec(url);
  if (!m) throw new Error(`No range in ${url}`);
  return [Number(m[1]), Number(m[2])];
}

/** Scrolls to the bottom until the list has no next page; returns the number of cards and the total shown. */
async function scrollToEnd(page: Page): Promise<{ cards: number; total: number }> {
  // Each poll scrolls to the bottom again, as a shopper keeps scrolling while pages arrive.
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const more = [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Load more');
      const loading = !!document.querySelector('.cg-grid__loader');
      return !more && !loading;
    },
    { polling: 100, timeout: 60_000 },
  );
  return page.evaluate(() => ({
    cards: document.querySelectorAll('.cg-grid article').length,
    total: Number((/Showing ([\d,]+) Results/.exec(document.querySelector('.cg-listing__count')?.textContent ?? '')?.[1] ?? '-1').replace(/,/g, '')),
  }));
}

// ---------------------------------------------------------------- filters, URL, reload, back and forward

interface Case {
  name: string;
  path: string;
  /** The brand page has no brand checkboxes: it scopes by 'Filter By' instead. */
  brand: 'checkbox' | 'filter-by';
  feature?: string;
  featureParam?: string;
}

const CASES: Case[] = [
  { name: 'category', path: '/cat-tv-audio', brand: 'checkbox' },
  { name: 'sub-category', path: '/sub-led-tvs', brand: 'checkbox', feature: 'Screen Size', featureParam: 'screen-size' },
  { name: 'type', path: '/type-smart-tvs', brand: 'checkbox' },
  { name: 'brand', path: '/brand-lg', brand: 'filter-by' },
  { name: 'search', path: '/search/smart%20tv', brand: 'checkbox' },
  { name: 'event', path: '/event-dashain-dhamaka-offers', brand: 'checkbox' },
  { name: 'view-all', path: '/view-all/new-arrivals-5', brand: 'checkbox' },
];

describe.each(CASES)('$name listing', (c) => {
  test('brand, price range and feature filters go to the URL; reload restores the view; back and forward work', async () => {
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await open(page, c.path);
    const initial = await viewState(page);
    expect(initial.heading).not.toBe('');
    expect(initial.products.length).toBeGreaterThan(0);

    const states: ViewState[] = [initial];
    if (c.brand === 'checkbox') {
      const label = await tick(page, 'Brands');
      const url = await here(page);
      expect(url).toMatch(/[?&]brand=[^&]+/);
      expect((await viewState(page)).checked).toContain(label);
    } else {
      const before = await here(page);
      const select = await byRole(page, 'combobox', 'Filter By');
      const value = await select.evaluate((s) => (s as HTMLSelectElement).options[1].value);
      await select.select(value);
      const url = await nextView(page, before);
      expect(url).toMatch(/[?&]cat=[a-z0-9-]+/);
    }
    states.push(await viewState(page));

    await setPriceRange(page, states);
    const [lo, hi] = rangeOf(await here(page));
    expect(lo).toBeGreaterThan(0);
    expect(hi).toBeGreaterThan(lo);

    if (c.feature) {
      const value = await tick(page, c.feature);
      const url = new URL(await here(page), 'http://x');
      expect(url.searchParams.get(c.featureParam!)).toBe(value.replace(/\s*\(\d+\)$/, ''));
      states.push(await viewState(page));
    }

    const applied = states[states.length - 1];
    // Every product shown is within the price range.
    const prices = await page.$$eval('.cg-grid .cg-card__price', (els) => els.map((e) => Number((e.textContent ?? '').replace(/[^\d]/g, ''))));
    for (const p of prices) {
      expect(p).toBeGreaterThanOrEqual(lo);
      expect(p).toBeLessThanOrEqual(hi);
    }
    await screenshot(page, `listing-${c.name}-filtered-desktop`);

    // Reload: the same view, from the URL alone.
    await reloadPage(page);
    await settled(page);
    expect(await viewState(page)).toEqual(applied);

    // Back through every step, then forward again.
    for (let i = states.length - 2; i >= 0; i--) {
      await page.goBack();
      await page.waitForFunction((u: string) => location.pathname + location.search === u, {}, states[i].url);
      await settled(page);
      expect(await viewState(page)).toEqual(states[i]);
    }
    await page.goForward();
    await page.waitForFunction((u: string) => location.pathname + location.search === u, {}, states[1].url);
    await settled(page);
    expect(await viewState(page)).toEqual(states[1]);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------- infinite scroll and scroll restoration

describe('infinite scroll', () => {
  test.each(['/cat-tv-audio', '/event-dashain-dhamaka-offers', '/search/smart%20tv'])(
    '%s scrolls to the last page; the products then number the total',
    async (path) => {
      const page = await freshPage(1366);
      await open(page, path);
      const first = await page.$$eval('.cg-grid article', (a) => a.length);
      const { cards, total } = await scrollToEnd(page);
      expect(total).toBeGreaterThan(first);
      expect(cards).toBe(total);
      expect(await page.$$eval('.cg-grid article', (a) => new Set(a.map((e) => e.getAttribute('data-product-id'))).size)).toBe(total);
    },
  );

  test('375 px: the End key, past the grid and under the tall footer, loads the next page', async () => {
    const page = await freshPage(375);
    await open(page, '/cat-tv-audio');
    const first = await page.$$eval('.cg-grid article', (a) => a.length);
    // The jump lands with the sentinel above the viewport: it never crosses it.
    const footer = await page.$eval('footer', (f) => f.getBoundingClientRect().height);
    expect(footer).toBeGreaterThan(812);
    await page.keyboard.press('End');
    await page.waitForFunction((n: number) => document.querySelectorAll('.cg-grid article').length > n, { timeout: 10_000 }, first);
  });

  test('the sort select sorts by price, survives a reload, and the data layer gets view_item_list and view_search_results', async () => {
    const page = await freshPage(1366);
    await open(page, '/search/smart%20tv');
    const before = await here(page);
    const sort = await byRole(page, 'combobox', 'Sort By');
    expect(await sort.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0].textContent)).toBe('Most Relevant');
    await sort.select('low-to-high');
    expect(await nextView(page, before)).toBe('/search/smart%20tv?sort=low-to-high');
    const prices = () => page.$$eval('.cg-grid .cg-card__price', (els) => els.map((e) => Number((e.textContent ?? '').replace(/[^\d]/g, ''))));
    const sorted = await prices();
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await reloadPage(page);
    await settled(page);
    expect(await prices()).toEqual(sorted);
    await scrollToEnd(page);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter(Boolean),
    );
    expect(events).toEqual(expect.arrayContaining(['view_item_list', 'view_search_results']));
  });

  test('coming back from a product restores the loaded pages and the scroll offset', async () => {
    const page = await freshPage(1366);
    await open(page, '/event-dashain-dhamaka-offers');
    // Load a second page, then stop at a product of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelectorAll('.cg-grid article').length >= 48);
    const link = (await page.$('.cg-grid li:nth-child(30) .cg-card__link'))!;
    await link.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    await pageSettled(page);
    const before = await page.evaluate(() => ({ y: window.scrollY, cards: document.querySelectorAll('.cg-grid article').length, url: location.pathname }));
    expect(before.y).toBeGreaterThan(1000);
    await link.click();
    await page.waitForFunction(() => location.pathname.startsWith('/product-'));
    await page.goBack();
    await page.waitForFunction((u: string) => location.pathname === u, {}, before.url);
    await page.waitForFunction((n: number) => document.querySelectorAll('.cg-grid article').length === n, {}, before.cards);
    await page.waitForFunction((y: number) => Math.abs(window.scrollY - y) < 8, { timeout: 3000 }, before.y);
  });
});

// ---------------------------------------------------------------- phone, other kinds, accessibility

describe('price slider', () => {
  test.each(['/cat-tv-audio', '/brand-lg'])("%s: the slider's ends are the listing's cheapest and dearest price", async (path) => {
    const page = await freshPage(1366);
    await open(page, `${path}?sort=low-to-high`);
    const price = (sel: string) => page.$eval(sel, (e) => Number((e.textContent ?? '').replace(/[^\d]/g, '')));
    const cheapest = await price('.cg-grid li:first-child .cg-card__price');
    const end = async (name: string) => (await byRole(page, 'slider', name)).evaluate((i) => i.getAttribute('aria-valuetext'));
    const ends = () => Promise.all([end('Minimum price'), end('Maximum price')]);
    const [low] = await ends();
    expect(Number(low?.replace(/[^\d]/g, ''))).toBe(cheapest);
    await open(page, `${path}?sort=high-to-low`);
    const dearest = await price('.cg-grid li:first-child .cg-card__price');
    const [, high] = await ends();
    expect(Number(high?.replace(/[^\d]/g, ''))).toBe(dearest);
  });
});

describe('parameters that are no filter', () => {
  test('a campaign parameter (?source=newsletter) shows no chip and no Clear All, and the grid is the unfiltered one', async () => {
    const page = await freshPage(1366);
    await open(page, '/cat-tv-audio');
    const plain = await page.$$eval('main .cg-grid .cg-card__name', (els) => els.map((e) => e.textContent));
    await open(page, '/cat-tv-audio?source=newsletter&utm_campaign=diwali');
    expect(await page.$$('.cg-chips__text')).toHaveLength(0);
    expect(await page.$('::-p-text(Clear All)')).toBeNull();
    expect(await page.$$eval('main .cg-grid .cg-card__name', (els) => els.map((e) => e.textContent))).toEqual(plain);
  });

  test.each([
    ['/brand-lg', '?cat=zzz'],
    ['/brand-lg', '?filter=sub-zzz'],
    ['/cat-tv-audio', '?brand=zzz'],
    ['/sub-led-tvs', '?screen-size=zzz'],
    ['/search/tv', '?brand=zzz'],
  ])('an unknown filter value (%s%s) is ignored: status 200, the whole listing, no chip', async (path, query) => {
    const page = await freshPage(1366);
    await open(page, path);
    const plain = await page.$$eval('main .cg-grid .cg-card__name', (els) => els.map((e) => e.textContent));
    expect(plain.length).toBeGreaterThan(0);
    const { url } = e2eUrls();
    const response = await openPage(page, `${url}${path}${query}`);
    expect(response?.status()).toBe(200);
    await settled(page);
    expect(await page.$('::-p-text(PAGE NOT FOUND)')).toBeNull();
    expect(await page.$$('.cg-chips__text')).toHaveLength(0);
    expect(await page.$$eval('main .cg-grid .cg-card__name', (els) => els.map((e) => e.textContent))).toEqual(plain);
    if (path.startsWith('/brand')) {
      const filterBy = await byRole(page, 'combobox', 'Filter By');
      expect(await filterBy.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0].textContent)).toBe('All Categories');
    }
  });
});

describe('a page past the end of the list', () => {
  test.each([375, 1366])('says so rather than "No products found." under the count, and leads to the first page (%i px)', async (width) => {
    const page = await freshPage(width);
    await open(page, '/sub-led-tvs?brand=lg&page=999');
    expect(await page.$('::-p-text(No products found.)')).toBeNull();
    expect(await page.$('::-p-text(This page is past the end of the list.)')).not.toBeNull();
    await screenshot(page, `listing-past-last-page-${width}`);
    const before = await here(page);
    await (await byRole(page, 'link', 'See the first page')).click();
    expect(await nextView(page, before)).toBe('/sub-led-tvs?brand=lg');
    expect((await page.$$('main .cg-grid .cg-card__name')).length).toBeGreaterThan(0);
  });
});

describe('a search that finds nothing (issue 18)', () => {
  test.each([375, 1366])("offers 'Did you mean' and the nearest categories at %i px; the suggestion finds products", async (width) => {
    const page = await freshPage(width);
    await open(page, '/search/sonu%20telivison');
    expect(await page.$('::-p-text(No products found.)')).not.toBeNull();
    const related = await page.$$eval('.cg-search-suggestions nav a', (as) => as.map((a) => a.getAttribute('href')));
    expect(related).toContain('/sub-led-tvs');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `search-did-you-mean-${width}`);
    const before = await here(page);
    await (await byRole(page, 'link', 'sony television')).click();
    expect(await nextView(page, before)).toBe('/search/sony%20television');
    expect((await page.$$('main .cg-grid .cg-card__name')).length).toBeGreaterThan(0);
    expect(await page.$('.cg-search-suggestions')).toBeNull();
  });
});

describe('phone and the other listing kinds', () => {
  test("phone: filters live in a drawer opened with 'Filter'; the chips stay above the grid", async () => {
    const page = await freshPage(375);
    await open(page, '/sub-led-tvs');
    expect(await page.$eval('.cg-listing__aside', (a) => getComputedStyle(a).display)).toBe('none');
    await (await byRole(page, 'button', 'Filter')).click();
    const drawer = await page.waitForSelector('::-p-aria([name="Filters"][role="dialog"])');
    expect(drawer).not.toBeNull();
    // Let the drawer finish sliding in.
    await page.waitForFunction(() => document.querySelector('[role=dialog]')!.getAnimations().every((a) => a.playState === 'finished'));
    const label = await page.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('[role=dialog] fieldset input[type=checkbox]')!;
      return (box.labels?.[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    const before = await here(page);
    await (await byRole(page, 'checkbox', label)).click();
    await nextView(page, before);
    expect(await here(page)).toMatch(/[?&]brand=/);
    await screenshot(page, 'listing-sub-category-drawer-phone');
    await expectNoSeriousAxeViolations(page);
    const show = await page.waitForSelector('::-p-aria([role="dialog"]) ::-p-text(Show results)');
    await show!.click();
    await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
    const chip = await page.$eval('.cg-listing__chips .cg-chips__text', (e) => e.textContent);
    expect(label.startsWith(chip ?? '?')).toBe(true);
    const columns = await page.$eval('.cg-grid', (g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await screenshot(page, 'listing-sub-category-phone');
  });

  test.each([
    ['category', '/cat-tv-audio', 3],
    ['event', '/event-dashain-dhamaka-offers', 4],
    ['view-all', '/view-all/new-arrivals-5', 4],
    ['search', '/search/smart%20tv', 3],
  ])('desktop: the %s grid (%s) shows %i columns', async (_name, path, n) => {
    const page = await freshPage(1366);
    await open(page, path);
    expect(await page.$eval('.cg-grid', (g) => getComputedStyle(g).gridTemplateColumns.split(' ').length)).toBe(n);
  });

  test('flash sale: title, end time, products and a display-only sort', async () => {
    const page = await freshPage(1366);
    await open(page, '/flash-sales/');
    const state = await viewState(page);
    expect(state.heading).not.toBe('');
    expect(state.products.length).toBeGreaterThan(0);
    expect(await page.$eval('.cg-flash-timer', (e) => e.textContent)).toContain('Flash Sales ends at');
    expect(await (await byRole(page, 'combobox', 'Sort By')).evaluate((s) => (s as HTMLSelectElement).disabled)).toBe(true);
  });

  test('best deals and new arrivals load; new arrivals has no next page', async () => {
    const page = await freshPage(1366);
    await open(page, '/products/cg-exclusive/view-all');
    expect((await viewState(page)).heading).toBe('CG Exclusive');
    await open(page, '/products/new-arrivals/view-all');
    expect((await viewState(page)).heading).toBe('New Arrivals');
    expect(await page.$$eval('button', (b) => b.filter((x) => x.textContent?.trim() === 'Load more').length)).toBe(0);
  });

  test('an unknown category and an unknown event go to /page-not-found', async () => {
    const page = await freshPage(375);
    await openPage(page, `${e2eUrls().url}/cat-no-such-category`);
    await page.waitForFunction(() => location.pathname === '/page-not-found');
    await openPage(page, `${e2eUrls().url}/event-no-such-event`);
    await page.waitForFunction(() => location.pathname === '/page-not-found');
    expect(await page.evaluate(() => document.body.innerText)).toContain('PAGE NOT FOUND');
  });

  test.each([
    ['category', '/cat-tv-audio', 1366],
    ['sub-category', '/sub-led-tvs?screen-size=55%20inch', 375],
    ['type', '/type-smart-tvs', 375],
    ['brand', '/brand-lg', 1366],
    ['brand', '/brand-lg', 375],
    ['search', '/search/smart%20tv', 375],
    ['event', '/event-dashain-dhamaka-offers', 1366],
    ['view-all', '/view-all/new-arrivals-5', 375],
    ['flash sale', '/flash-sales/', 375],
    ['flash sale', '/flash-sales/', 1366],
    ['supplier', '/supplier/cg-digital', 1366],
  ])('axe: the %s page (%s at %i px) has no serious or critical violations', async (name, path, width) => {
    const page = await freshPage(width);
    const { url } = e2eUrls();
    await openPage(page, `${url}${path}`);
    if (name !== 'supplier') await settled(page);
    else await page.waitForSelector('h1');
    await screenshot(page, `listing-${name.replace(/\s+/g, '-')}-${width}`);
    await expectNoSeriousAxeViolations(page);
  });
});
