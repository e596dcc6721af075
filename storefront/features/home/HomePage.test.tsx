/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, createTestStorage, renderApp, settle } from '../../app/test-utils';
import { POP_UP_SUPPRESS_MS } from '../../../shared/storage/keys';
import { BANNERS_BY_LINK_TYPE, FLASH_END, HOME_DATA, LAYOUTS, POP_UP } from './fixtures';
import { HOME_TEXT as T } from './messages';

const homeApi = (over: Partial<{ layouts: unknown; homeData: unknown; popUp: unknown }> = {}) =>
  createFakeApi({
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    layouts: () => ({ statusCode: 200, data: { layouts: over.layouts ?? LAYOUTS, pop_up: 'popUp' in over ? over.popUp : null } }),
    'get-home-data': () => (over.homeData === null ? null : { statusCode: 200, data: over.homeData ?? HOME_DATA }),
  });

const main = () => within(screen.getByRole('main'));

describe('home page', () => {
  it('renders every layout block type from GET layouts', async () => {
    const api = homeApi();
    await renderApp({ path: '/', api });
    expect(api.callsTo('layouts')).toHaveLength(1);
    expect(api.callsTo('get-home-data')).toHaveLength(1);
    const m = main();
    // Three Banner (carousel), One and Two Banner
    expect(m.getByRole('group', { name: 'Main Slider' })).toBeInTheDocument();
    expect(m.getByRole('region', { name: 'Appliance Offers' })).toBeInTheDocument();
    expect(m.getByRole('region', { name: 'Cooling Offers' })).toBeInTheDocument();
    // Product List as slider and as grid, with 'View all' to /view-all/{title-slug}-{id}
    const arrivals = m.getByRole('region', { name: 'New Arrivals' });
    expect(within(arrivals).getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    expect(within(arrivals).getByRole('link', { name: 'View all New Arrivals' })).toHaveAttribute('href', '/view-all/new-arrivals-5');
    const grid = m.getByRole('region', { name: 'CG Exclusive Deals' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(grid.querySelector('.cg-products__grid')).not.toBeNull();
    expect(within(grid).getByRole('link', { name: 'View all CG Exclusive Deals' })).toHaveAttribute('href', '/view-all/cg-exclusive-deals-7');
    // Brand, Supplier, Category, Sub Category, Sub Category Type lists
    expect(within(m.getByRole('region', { name: 'Top Brands' })).getByRole('link', { name: 'Samsung' })).toHaveAttribute('href', '/brand-samsung');
    expect(within(m.getByRole('region', { name: 'Shop by Seller' })).getByRole('link', { name: 'CG Digital' })).toHaveAttribute('href', '/supplier/cg-digital');
    expect(within(m.getByRole('region', { name: 'Shop by Category' })).getByRole('link', { name: 'TV & Audio' })).toHaveAttribute('href', '/cat-tv-audio');
    expect(within(m.getByRole('region', { name: 'Popular Categories' })).getByRole('link', { name: 'LED TVs' })).toHaveAttribute('href', '/sub-led-tvs');
    expect(within(m.getByRole('region', { name: 'Shop by Type' })).getByRole('link', { name: 'Smart TVs' })).toHaveAttribute('href', '/type-smart-tvs');
    // Scroll Text: split on ' | ' only (CG|Coins stays whole), one copy exposed
    const marquee = m.getByRole('region', { name: T.announcements });
    const items = within(marquee).getAllByText('Collect CG|Coins on every purchase');
    expect(items.filter((el) => !el.closest('[aria-hidden="true"]'))).toHaveLength(1);
    expect(within(marquee).getByRole('button', { name: T.marqueePause })).toBeInTheDocument();
    // Flash Sales with the 'End at' countdown
    const flash = m.getByRole('region', { name: 'Mega Flash Sale' });
    expect(flash).toHaveTextContent(T.endAt);
    expect(within(flash).getByRole('timer')).toBeInTheDocument();
    expect(flash.querySelector('time')).toHaveAttribute('datetime', new Date(FLASH_END).toISOString());
    expect(within(flash).getByRole('link', { name: 'View all Mega Flash Sale' })).toHaveAttribute('href', '/flash-sales/');
  });

  it('links banners by link_type (L, C, S, T, B, PR, P, E, SP)', async () => {
    await renderApp({ path: '/', api: homeApi() });
    for (const [banner, href] of BANNERS_BY_LINK_TYPE) {
      const img = screen.getByRole('img', { name: banner.name });
      expect(img.closest('a')).toHaveAttribute('href', href);
    }
  });

  it("adds get-home-data's sections without doubling what the layouts already show", async () => {
    await renderApp({ path: '/', api: homeApi() });
    const m = main();
    expect(m.getByRole('region', { name: T.mainOffers })).toBeInTheDocument();
    expect(m.getByRole('img', { name: 'Mega TV Festival' }).closest('a')).toHaveAttribute('href', '/cat-tv-audio');
    expect(m.getByRole('img', { name: 'Fridge Fiesta' })).toBeInTheDocument();
    const deals = m.getByRole('region', { name: T.bestDeals });
    expect(within(deals).getByRole('link', { name: `View all ${T.bestDeals}` })).toHaveAttribute('href', '/products/cg-exclusive/view-all');
    expect(m.getByRole('region', { name: T.featureProducts })).toBeInTheDocument();
    expect(within(m.getByRole('region', { name: 'Samsung Store' })).getByRole('link', { name: 'View all Samsung Store' })).toHaveAttribute('href', '/brand-samsung');
    // The layouts have New Arrivals and a Scroll Text block: no second ones.
    expect(m.getAllByRole('region', { name: 'New Arrivals' })).toHaveLength(1);
    expect(m.queryByText('Should not show twice')).toBeNull();
  });

  it('stands on the layouts alone when get-home-data fails', async () => {
    await renderApp({ path: '/', api: homeApi({ homeData: null }) });
    expect(main().getByRole('region', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(main().queryByRole('region', { name: T.mainOffers })).toBeNull();
  });

  it('offers a retry when the layouts cannot be loaded', async () => {
    const api = homeApi();
    api.handlers.layouts = () => null;
    await renderApp({ path: '/', api });
    expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed);
    api.handlers.layouts = () => ({ statusCode: 200, data: { layouts: LAYOUTS, pop_up: null } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: T.retry }));
    });
    await settle();
    expect(main().getByRole('region', { name: 'New Arrivals' })).toBeInTheDocument();
  });
});

describe('home pop-up', () => {
  let now = Date.UTC(2026, 10, 22, 10, 0, 0);
  beforeEach(() => {
    now = Date.UTC(2026, 10, 22, 10, 0, 0);
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows when active; once dismissed it stays hidden for 5 minutes', async () => {
    const storage = createTestStorage();
    const first = await renderApp({ path: '/', api: homeApi({ popUp: POP_UP }), storage });
    const dialog = screen.getByRole('dialog', { name: POP_UP.title as string });
    expect(dialog).toHaveAccessibleDescription(POP_UP.short_description as string);
    expect(within(dialog).getByRole('img', { name: POP_UP.title as string }).closest('a')).toHaveAttribute('href', '/flash-sales/');
    expect(storage.get('pop_up')).toEqual(POP_UP);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: T.popUpClose }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.get('home_pop_up')).toBe(now);
    first.unmount();

    now += POP_UP_SUPPRESS_MS - 1000; // 4 min 59 s later: still hidden
    const second = await renderApp({ path: '/', api: homeApi({ popUp: POP_UP }), storage });
    expect(screen.getByRole('region', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    now += 1000; // 5 minutes after the dismissal: back
    await renderApp({ path: '/', api: homeApi({ popUp: POP_UP }), storage });
    expect(screen.getByRole('dialog', { name: POP_UP.title as string })).toBeInTheDocument();
  });

  it('Escape dismisses it too; an inactive pop-up never shows', async () => {
    const storage = createTestStorage();
    const app = await renderApp({ path: '/', api: homeApi({ popUp: POP_UP }), storage });
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.get('home_pop_up')).toBe(now);
    app.unmount();

    await renderApp({ path: '/', api: homeApi({ popUp: { ...POP_UP, status: 0 } }), storage: createTestStorage() });
    expect(screen.getByRole('region', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
