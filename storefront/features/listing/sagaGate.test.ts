import { configureAppStore } from '../../app/store';
import { createFakeApi, createTestStorage } from '../../app/test-utils';
import { selectBrandUrls, selectListingEntry } from './selectors';
import { brandUrlsRequested, listingNeeded, listingViewed } from './slice';

const category = (name: string) => () => ({
  statusCode: 200,
  data: {
    category: { name, category_url: name.toLowerCase() },
    products: [{ id: 1, name: `${name} one`, price: 1000, featured_image: '/media/p/1.svg' }],
    productPaginate: { total: 1, next_page_url: null },
  },
});

const need = (url: string, locationKey: string, sort?: 'new') =>
  listingNeeded({
    key: `/cat-${url}${sort ? `?sort=${sort}` : ''}`,
    route: { kind: 'category', param: url },
    filter: sort ? { sort } : {},
    locationKey,
    historyAction: 'PUSH',
  });

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  return check();
};

describe('the listing saga gate', () => {
  it('keeps the listing actions that come while the sagas load, and hands every one of them over', async () => {
    const api = createFakeApi({
      'get/cat-tv': category('TV'),
      'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [{ name: 'LG', brand_url: 'lg' }] } }),
    });
    const { store } = configureAppStore({ storage: createTestStorage(), makeApi: () => api });
    // All in one tick: the sagas' chunk cannot have come yet.
    store.dispatch(need('tv', 'a'));
    store.dispatch(brandUrlsRequested());
    store.dispatch(listingViewed({ key: '/cat-tv' }));
    expect(api.calls).toHaveLength(0);
    const ready = (key: string) => selectListingEntry(store.getState(), key)?.status === 'ready';
    expect(await until(() => ready('/cat-tv') && selectBrandUrls(store.getState()).status === 'ready')).toBe(true);
    expect(selectListingEntry(store.getState(), '/cat-tv')?.products.map((p) => p.name)).toEqual(['TV one']);
    expect(selectBrandUrls(store.getState()).urls).toEqual(['lg']);
    // Once running, the sagas take the actions themselves.
    store.dispatch(need('tv', 'b', 'new'));
    expect(await until(() => ready('/cat-tv?sort=new'))).toBe(true);
    expect(api.callsTo('get/cat-tv')).toHaveLength(2);
  });
});
