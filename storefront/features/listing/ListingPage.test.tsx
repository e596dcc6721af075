/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ApiEnvelope } from '../../../shared/api/client';
import type { ProductCard } from '../../../shared/api/types';
import { createFakeApi, press, renderApp, settle, type FakeApi, type RenderedApp } from '../../app/test-utils';
import { LISTING_TEXT as T, SORT_LABELS } from './messages';
import { KEY_COMMIT_DELAY } from './components/PriceRangeSlider';

// ---------------------------------------------------------------- fakes

type Query = Record<string, string>;
type Answer = (query: Query) => ApiEnvelope | null;

/** A fake API whose handlers get the query, also when it travels in the path (next_page_url). */
function listingApi(handlers: Record<string, Answer>): FakeApi {
  const api = createFakeApi({
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [{ name: 'LG', brand_url: 'lg', image: '' }] } }),
  });
  for (const [path, answer] of Object.entries(handlers)) {
    api.handlers[path] = (call) => answer((call.options?.query ?? {}) as Query);
  }
  const get = api.get;
  api.get = ((path: string, options?: { query?: Record<string, unknown> }) => {
    const [bare, qs] = path.split('?');
    const query: Query = { ...Object.fromEntries(new URLSearchParams(qs ?? '')) };
    for (const [k, v] of Object.entries(options?.query ?? {})) if (v != null && v !== '') query[k] = String(v);
    return get(bare, { ...options, query });
  }) as FakeApi['get'];
  return api;
}

const queriesTo = (api: FakeApi, path: string) => api.callsTo(path).map((c) => c.options?.query as Query);

const product = (id: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id,
  name: `Product ${id}`,
  brand: 'LG',
  model_number: `M-${id}`,
  featured_image: `/media/p/${id}.svg`,
  price: 1000 * id,
  availability: 1,
  ...over,
});

/** Three pages of products: 1-3, 4-6, 7 (total 7). */
function pageOf(query: Query, path: string) {
  const page = Number(query.page ?? 1);
  const ids = page === 1 ? [1, 2, 3] : page === 2 ? [4, 5, 6] : [7];
  return {
    products: ids.map((id) => product(id)),
    productPaginate: { total: 7, next_page_url: page < 3 ? `/api/${path}?page=${page + 1}` : null },
  };
}

const brands = [
  { name: 'LG', brand_url: 'lg', product_count: 10 },
  { name: 'Sony', brand_url: 'sony', product_count: 5 },
];

const categoryAnswer: Answer = (query) => ({
  statusCode: 200,
  data: {
    category: { name: 'Television', category_url: 'television' },
    meta: { title: 'Television Price in Nepal', description: 'Buy TVs in Nepal', keywords: 'tv, nepal' },
    subCategories: [{ name: 'LED TV', sub_category_url: 'led-tv' }],
    brands,
    price_range: { min: 1000, max: 90000 },
    sliders: [],
    ...pageOf(query, 'get/cat-television'),
  },
});

const subAnswer: Answer = (query) => ({
  statusCode: 200,
  data: {
    subCategory: { name: 'LED TV', sub_category_url: 'led-tv', category_name: 'Television', category_url: 'television' },
    subCategoryTypes: [{ name: 'Smart TV', sub_category_type_url: 'smart-tv' }],
    brands,
    filters: [
      { name: 'Screen Size', values: [{ feature_value: '55 inch', product_count: 4 }, { feature_value: '65 inch', product_count: 2 }] },
    ],
    price_range: { min: 1000, max: 90000 },
    sliders: [{ image: '/media/slider/1.svg' }],
    ...pageOf(query, 'get/sub-led-tv'),
  },
});

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  target: Element | null = null;
  disconnected = false;
  constructor(public callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.target = el;
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

/** The sentinel comes into view. */
async function scrollToSentinel() {
  const live = FakeIntersectionObserver.instances.filter((o) => !o.disconnected && o.target);
  expect(live.length).toBeGreaterThan(0);
  const io = live[live.length - 1];
  await act(async () => {
    io.callback([{ isIntersecting: true, target: io.target } as IntersectionObserverEntry], io as unknown as IntersectionObserver);
    await new Promise((r) => setTimeout(r, 0));
  });
  await settle();
}

const here = (app: RenderedApp) => app.router.state.location.pathname + app.router.state.location.search;
const dataLayer = () => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e && e.event);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

// ---------------------------------------------------------------- tests

describe('category listing', () => {
  it("shows the breadcrumb, 'Showing {total} Results', Shop By, brands with counts, the price slider and the meta", async () => {
    const api = listingApi({ 'get/cat-television': categoryAnswer });
    await renderApp({ path: '/cat-television', api });
    expect(screen.getByRole('heading', { level: 1, name: 'Television' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(T.showing(7))).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: T.filters });
    expect(within(aside).getByRole('link', { name: 'LED TV' })).toHaveAttribute('href', '/sub-led-tv');
    expect(within(aside).getByRole('checkbox', { name: 'LG (10)' })).not.toBeChecked();
    expect(within(aside).getByRole('checkbox', { name: 'Sony (5)' })).toBeInTheDocument();
    expect(within(aside).getByRole('slider', { name: T.minPrice })).toHaveAttribute('aria-valuetext', 'NPR 1,000');
    expect(within(aside).getByRole('slider', { name: T.maxPrice })).toHaveAttribute('aria-valuetext', 'NPR 90,000');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(document.title).toBe('Television Price in Nepal');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Buy TVs in Nepal');
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'tv, nepal');
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Television Price in Nepal');
    // The sort select: '-' first, then the spec's three sorts.
    const sort = screen.getByRole('combobox', { name: T.sortBy });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['-', 'New In', 'Lowest Price', 'Highest Price']);
    expect(dataLayer()).toEqual([
      expect.objectContaining({ event: 'view_item_list', ecommerce: expect.objectContaining({ item_list_name: 'Television' }) }),
    ]);
  });

  it('a brand checkbox puts brand in the URL and reloads; the chip removes it; Clear All clears everything', async () => {
    const api = listingApi({ 'get/cat-television': categoryAnswer });
    const app = await renderApp({ path: '/cat-television?sort=new', api });
    const aside = screen.getByRole('complementary', { name: T.filters });
    await press(within(aside).getByRole('checkbox', { name: 'LG (10)' }));
    expect(here(app)).toBe('/cat-television?brand=lg&sort=new');
    expect(queriesTo(api, 'get/cat-television').at(-1)).toEqual({ brand: 'lg', sort: 'new' });
    await press(within(aside).getByRole('checkbox', { name: 'Sony (5)' }));
    expect(here(app)).toBe('/cat-television?brand=lg---sony&sort=new');
    expect(within(aside).getByRole('checkbox', { name: 'LG (10)' })).toBeChecked();

    const chips = within(aside).getByRole('region', { name: T.activeFilters });
    await press(within(chips).getByRole('button', { name: T.removeFilter('LG') }));
    expect(here(app)).toBe('/cat-television?brand=sony&sort=new');

    await press(within(aside).getByRole('button', { name: T.clearAll }));
    // Clear All keeps the sort.
    expect(here(app)).toBe('/cat-television?sort=new');
    expect(within(aside).queryByRole('region', { name: T.activeFilters })).toBeNull();
  });

  it('the sort select puts sort in the URL and reloads sorted', async () => {
    const api = listingApi({ 'get/cat-television': categoryAnswer });
    const app = await renderApp({ path: '/cat-television', api });
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: T.sortBy }), { target: { value: 'low-to-high' } });
    });
    await settle();
    expect(here(app)).toBe('/cat-television?sort=low-to-high');
    expect(queriesTo(api, 'get/cat-television').at(-1)).toEqual({ sort: 'low-to-high' });
    expect(screen.getByRole('combobox', { name: T.sortBy })).toHaveDisplayValue(SORT_LABELS['low-to-high']);
  });

  it('the price slider applies on release, not while it moves', async () => {
    const api = listingApi({ 'get/cat-television': categoryAnswer });
    const app = await renderApp({ path: '/cat-television', api });
    const min = screen.getAllByRole('slider', { name: T.minPrice })[0];
    const max = screen.getAllByRole('slider', { name: T.maxPrice })[0];
    await act(async () => {
      fireEvent.change(min, { target: { value: '20000' } });
      fireEvent.change(max, { target: { value: '60000' } });
    });
    expect(here(app)).toBe('/cat-television');
    expect(screen.getAllByText('NPR 20,000').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.pointerUp(max);
    });
    await settle();
    expect(here(app)).toBe('/cat-television?range=20000-60000');
    expect(queriesTo(api, 'get/cat-television').at(-1)).toEqual({ range: '20000-60000' });
    const aside = screen.getByRole('complementary', { name: T.filters });
    expect(within(aside).getByRole('button', { name: T.removeFilter('NPR 20,000 - NPR 60,000') })).toBeInTheDocument();
  });

  it('the price slider applies keyboard changes once the keys rest', async () => {
    const api = listingApi({ 'get/cat-television': categoryAnswer });
    const app = await renderApp({ path: '/cat-television', api });
    const min = screen.getAllByRole('slider', { name: T.minPrice })[0];
    jest.useFakeTimers();
    try {
      act(() => {
        fireEvent.change(min, { target: { value: '5000' } });
        fireEvent.keyUp(min, { key: 'ArrowRight' });
      });
      expect(here(app)).toBe('/cat-television');
      act(() => {
        jest.advanceTimersByTime(KEY_COMMIT_DELAY + 10);
      });
    } finally {
      jest.useRealTimers();
    }
    await settle();
    expect(here(app)).toBe('/cat-television?range=5000-90000');
  });

  it('infinite scroll follows next_page_url until none remains; the count then equals the total', async () => {
    const api = listingApi({ 'get/cat-television': categoryAnswer });
    await renderApp({ path: '/cat-television?brand=lg', api });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await scrollToSentinel();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    // The next page keeps the filter even though the fake next_page_url forgot it.
    expect(queriesTo(api, 'get/cat-television')[1]).toEqual({ page: '2', brand: 'lg' });
    await scrollToSentinel();
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull();
    expect(screen.getByText(T.allLoaded(7))).toBeInTheDocument();
    expect(api.callsTo('get/cat-television')).toHaveLength(3);
  });

  it("'Load more' loads the next page without IntersectionObserver and moves focus to the first new product", async () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    const api = listingApi({ 'get/cat-television': categoryAnswer });
    await renderApp({ path: '/cat-television', api });
    await press(screen.getByRole('button', { name: T.loadMore }));
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(document.activeElement).toHaveTextContent('Product 4');
  });

  it('back and forward show the kept views without loading them again', async () => {
    const api = listingApi({ 'get/cat-television': categoryAnswer });
    const app = await renderApp({ path: '/cat-television', api });
    await scrollToSentinel();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await press(screen.getAllByRole('checkbox', { name: 'Sony (5)' })[0]);
    expect(here(app)).toBe('/cat-television?brand=sony');
    const calls = api.calls.length;
    await act(async () => {
      await app.router.navigate(-1);
    });
    await settle();
    expect(here(app)).toBe('/cat-television');
    // Both loaded pages are still there, and nothing was fetched.
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(api.calls.length).toBe(calls);
    await act(async () => {
      await app.router.navigate(1);
    });
    await settle();
    expect(here(app)).toBe('/cat-television?brand=sony');
    expect(screen.getAllByRole('checkbox', { name: 'Sony (5)' })[0]).toBeChecked();
    expect(api.calls.length).toBe(calls);
  });

  it('a failed category load goes to /page-not-found', async () => {
    const app = await renderApp({ path: '/cat-nothing', api: listingApi({ 'get/cat-nothing': () => ({ statusCode: 404, message: 'No such category' }) }) });
    await settle();
    expect(app.router.state.location.pathname).toBe('/page-not-found');
    expect(screen.getByText('PAGE NOT FOUND')).toBeInTheDocument();
  });

  it('a network failure of a category load also goes to /page-not-found', async () => {
    const app = await renderApp({ path: '/cat-television', api: listingApi({ 'get/cat-television': () => null }) });
    await settle();
    expect(app.router.state.location.pathname).toBe('/page-not-found');
  });
});

describe('sub-category listing', () => {
  it('restores brand, range and feature filters from a shared URL and sends them to the call', async () => {
    const api = listingApi({ 'get/sub-led-tv': subAnswer });
    await renderApp({ path: '/sub-led-tv?brand=lg&range=2000-50000&screen-size=55%20inch', api });
    expect(queriesTo(api, 'get/sub-led-tv')[0]).toEqual({ brand: 'lg', range: '2000-50000', 'screen-size': '55 inch' });
    const aside = screen.getByRole('complementary', { name: T.filters });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Television' })).toHaveAttribute('href', '/cat-television');
    expect(within(aside).getByRole('link', { name: 'Smart TV' })).toHaveAttribute('href', '/type-smart-tv');
    const group = within(aside).getByRole('group', { name: 'Screen Size' });
    expect(within(group).getByRole('checkbox', { name: '55 inch (4)' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: '65 inch (2)' })).not.toBeChecked();
    expect(within(aside).getByRole('checkbox', { name: 'LG (10)' })).toBeChecked();
    expect(within(aside).getByRole('slider', { name: T.minPrice })).toHaveValue('2000');
    const chips = within(aside).getByRole('region', { name: T.activeFilters });
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['LG', 'NPR 2,000 - NPR 50,000', '55 inch']);
  });

  it('a feature value checkbox adds its parameter, named by the slugged filter name', async () => {
    const api = listingApi({ 'get/sub-led-tv': subAnswer });
    const app = await renderApp({ path: '/sub-led-tv', api });
    const group = within(screen.getByRole('complementary', { name: T.filters })).getByRole('group', { name: 'Screen Size' });
    await press(within(group).getByRole('checkbox', { name: '65 inch (2)' }));
    await press(within(group).getByRole('checkbox', { name: '55 inch (4)' }));
    expect(here(app)).toBe('/sub-led-tv?screen-size=65%20inch---55%20inch');
    expect(queriesTo(api, 'get/sub-led-tv').at(-1)).toEqual({ 'screen-size': '65 inch---55 inch' });
  });

  it("the phone layout opens the filters in a drawer with the 'Filter' button", async () => {
    await renderApp({ path: '/sub-led-tv', api: listingApi({ 'get/sub-led-tv': subAnswer }) });
    await press(screen.getByRole('button', { name: T.filter }));
    const drawer = screen.getByRole('dialog', { name: T.filters });
    expect(within(drawer).getByRole('group', { name: 'Screen Size' })).toBeInTheDocument();
    await press(within(drawer).getByRole('button', { name: `${T.showResults} (7)` }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('search, event, layout, brand, flash sale, best deals and new arrivals', () => {
  const searchAnswer: Answer = (query) => ({
    statusCode: 200,
    data: { brands, price_range: { min: 500, max: 5000 }, sliders: [], ...pageOf(query, 'web-search') },
  });

  it("search: 'Search Results', 'Most Relevant' first, keywords sent, view_search_results after more results", async () => {
    const api = listingApi({ 'web-search': searchAnswer });
    await renderApp({ path: '/search/smart%20tv', api });
    expect(screen.getByRole('heading', { level: 1, name: T.searchResults })).toBeInTheDocument();
    expect(screen.getByText('“smart tv”')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: T.sortBy });
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent(T.mostRelevant);
    expect(queriesTo(api, 'web-search')[0]).toEqual({ keywords: 'smart tv' });
    expect(dataLayer().map((e) => e.event)).toEqual(['view_item_list']);
    await scrollToSentinel();
    expect(queriesTo(api, 'web-search')[1]).toEqual({ page: '2', keywords: 'smart tv' });
    expect(dataLayer().map((e) => e.event)).toEqual(['view_item_list', 'view_search_results']);
    expect(dataLayer()[1]).toEqual(expect.objectContaining({ search_term: 'smart tv' }));
  });

  it("search that found nothing: 'Did you mean' and the nearest categories link on", async () => {
    const none: Answer = () => ({
      statusCode: 200,
      data: {
        brands: [],
        price_range: { min: 0, max: 0 },
        sliders: [],
        products: [],
        productPaginate: { total: 0, current_page: 1, per_page: 24, last_page: 1, next_page_url: null },
        did_you_mean: 'sony tv',
        related_categories: [{ name: 'LED TVs', path: '/sub-led-tvs' }, { name: 'Broken', path: 'javascript:alert(1)' }],
      },
    });
    await renderApp({ path: '/search/sonu%20tv', api: listingApi({ 'web-search': none }) });
    expect(screen.getByText(T.noProductsPlain)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sony tv' })).toHaveAttribute('href', '/search/sony%20tv');
    const related = screen.getByRole('navigation', { name: T.relatedCategories });
    expect(within(related).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/sub-led-tvs']);
  });

  it('calls the ad pixel only when the page defines it', async () => {
    const fbq = jest.fn();
    (window as unknown as { fbq?: unknown }).fbq = fbq;
    try {
      await renderApp({ path: '/search/tv', api: listingApi({ 'web-search': searchAnswer }) });
      expect(fbq).toHaveBeenCalledWith('track', 'Search', { search_string: 'tv' });
    } finally {
      delete (window as unknown as { fbq?: unknown }).fbq;
    }
  });

  it('event: banner, 4-column grid, filters; a failed load goes to /page-not-found', async () => {
    const api = listingApi({
      'event-dashain-offer-3': (query) => ({
        statusCode: 200,
        data: {
          event: { title: 'Dashain Offer', event_url: 'dashain-offer-3', banner: '/media/event/3.svg' },
          brands,
          price_range: { min: 1000, max: 9000 },
          sliders: [],
          ...pageOf(query, 'event-dashain-offer-3'),
        },
      }),
    });
    await renderApp({ path: '/event-dashain-offer-3?brand=sony', api });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashain Offer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.banner('Dashain Offer') })).toHaveAttribute('src', '/media/event/3.svg');
    expect(document.querySelector('.cg-grid')).toHaveClass('cg-grid--4');
    expect(queriesTo(api, 'event-dashain-offer-3')[0]).toEqual({ brand: 'sony' });

    const failed = await renderApp({ path: '/event-gone-9', api: listingApi({ 'event-gone-9': () => ({ statusCode: 404 }) }) });
    await settle();
    expect(failed.router.state.location.pathname).toBe('/page-not-found');
  });

  it('view-all: the layout id is the last hyphen-separated segment; 4 columns', async () => {
    const api = listingApi({
      'layouts/12': (query) => ({
        statusCode: 200,
        data: { layout: { title: 'Top Picks', layout_url: 'top-picks-12' }, brands, priceRange: { min: 1, max: 9 }, sliders: [], ...pageOf(query, 'layouts/12') },
      }),
    });
    await renderApp({ path: '/view-all/top-picks-12', api });
    expect(api.callsTo('layouts/12')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Top Picks' })).toBeInTheDocument();
    expect(document.querySelector('.cg-grid')).toHaveClass('cg-grid--4');
  });

  it("brand: banner, name, 'Filter By' with nested categories putting cat/sub/type in the URL, meta", async () => {
    const api = listingApi({
      'get/brand-lg': (query) => ({
        statusCode: 200,
        data: {
          brand: { name: 'LG', brand_url: 'lg', banner: '/media/brand-banner/lg.svg' },
          meta: { title: 'LG Products Price in Nepal', description: 'Genuine LG', keywords: 'LG', og_title: 'LG in Nepal' },
          categories: [
            {
              name: 'Television',
              category_url: 'television',
              subCategories: [{ name: 'LED TV', sub_category_url: 'led-tv', subCategoryTypes: [{ name: 'Smart TV', sub_category_type_url: 'smart-tv' }] }],
            },
          ],
          price_range: { min: 1000, max: 90000 },
          sliders: [],
          ...pageOf(query, 'get/brand-lg'),
        },
      }),
    });
    const app = await renderApp({ path: '/brand-lg', api });
    expect(screen.getByRole('heading', { level: 1, name: 'LG' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.banner('LG') })).toBeInTheDocument();
    expect(screen.getByText(T.showing(7))).toBeInTheDocument();
    const filterBy = screen.getByRole('combobox', { name: T.filterBy });
    expect(within(filterBy).getAllByRole('option').map((o) => o.textContent)).toEqual([
      T.allCategories,
      'Television',
      '\u00a0\u00a0\u00a0\u00a0LED TV',
      '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0Smart TV',
    ]);
    await act(async () => {
      fireEvent.change(filterBy, { target: { value: 'sub:led-tv' } });
    });
    await settle();
    expect(here(app)).toBe('/brand-lg?sub=led-tv');
    expect(queriesTo(api, 'get/brand-lg').at(-1)).toEqual({ sub: 'led-tv' });
    expect(document.title).toBe('LG Products Price in Nepal');
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'LG in Nepal');
    // No brand checkboxes on a brand page.
    expect(screen.queryByRole('group', { name: T.brands })).toBeNull();
  });

  it('/brand/{name} and a bare /{brand_url} show the brand page; an unknown bare path is not found', async () => {
    const answer: Answer = (query) => ({
      statusCode: 200,
      data: { brand: { name: 'LG', brand_url: 'lg' }, categories: [], price_range: { min: 1, max: 2 }, sliders: [], ...pageOf(query, 'get/brand-lg') },
    });
    await renderApp({ path: '/brand/lg', api: listingApi({ 'get/brand-lg': answer }) });
    expect(screen.getByRole('heading', { level: 1, name: 'LG' })).toBeInTheDocument();
    await renderApp({ path: '/lg', api: listingApi({ 'get/brand-lg': answer }) });
    expect(screen.getAllByRole('heading', { level: 1, name: 'LG' }).length).toBeGreaterThan(0);
    document.body.innerHTML = '';
    await renderApp({ path: '/no-such-thing', api: listingApi({}) });
    await settle();
    expect(screen.getByText('PAGE NOT FOUND')).toBeInTheDocument();
  });

  it('flash sale: title, end time and products, a display-only sort; no products goes to /page-not-found', async () => {
    const end = new Date(Date.now() + 3 * 3600_000).toISOString();
    const api = listingApi({
      'current-flash-sales': () => ({
        statusCode: 200,
        data: { flash_sale: { title: 'Weekend Flash Sale', end_time: end }, products: [product(1), product(2)], productPaginate: { total: 2, next_page_url: null } },
      }),
    });
    await renderApp({ path: '/flash-sales/', api });
    expect(screen.getByRole('heading', { level: 1, name: 'Weekend Flash Sale' })).toBeInTheDocument();
    expect(screen.getByText(T.flashEndsAt, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/\d\dh \d\dm \d\ds/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: T.sortBy })).toBeDisabled();

    const empty = await renderApp({
      path: '/flash-sales/',
      api: listingApi({ 'current-flash-sales': () => ({ statusCode: 200, data: { flash_sale: null, products: [] } }) }),
    });
    await settle();
    expect(empty.router.state.location.pathname).toBe('/page-not-found');
  });

  it('best deals scroll by page with sort; new arrivals load once with no scrolling', async () => {
    const api = listingApi({
      'best-deal': (query) => ({ statusCode: 200, data: pageOf(query, 'best-deal') }),
      'new-arrival': () => ({ statusCode: 200, data: { products: [product(1), product(2)] } }),
    });
    await renderApp({ path: '/products/cg-exclusive/view-all?sort=high-to-low', api });
    expect(screen.getByRole('heading', { level: 1, name: T.bestDeals })).toBeInTheDocument();
    expect(queriesTo(api, 'best-deal')[0]).toEqual({ sort: 'high-to-low' });
    await scrollToSentinel();
    expect(queriesTo(api, 'best-deal')[1]).toEqual({ page: '2', sort: 'high-to-low' });

    document.body.innerHTML = '';
    await renderApp({ path: '/products/new-arrivals/view-all', api });
    expect(screen.getByRole('heading', { level: 1, name: T.newArrivals })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull();
    expect(api.callsTo('new-arrival')).toHaveLength(1);
  });
});
