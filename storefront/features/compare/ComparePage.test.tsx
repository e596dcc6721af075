/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { takeEvery } from 'redux-saga/effects';
import type { CompareTable } from '../../../shared/api/catalogue';
import { injectSaga } from '../../app/inject';
import { createFakeApi, createTestStorage, press, renderApp, testUser, type FakeApi } from '../../app/test-utils';
import { cartChanged } from '../cart/events';
import { COMPARE_TEXT as T } from './messages';

const table = (ids: number[]): CompareTable => {
  const all: Record<number, { name: string; price: number; discount: number | null; stock: number; brand: string }> = {
    1: { name: 'LG OLED TV 55', price: 250000, discount: 225000, stock: 1, brand: 'LG' },
    2: { name: 'Sony Bravia 55', price: 200000, discount: null, stock: 0, brand: 'Sony' },
  };
  const rows = ids.map((id) => ({ id, ...all[id] }));
  return {
    product_image: rows.map((r) => `/media/p${r.id}.svg`),
    product_id: rows.map((r) => r.id),
    product_name: rows.map((r) => r.name),
    model_number: rows.map((r) => `M-${r.id}`),
    rating_count: rows.map((r) => (r.id === 1 ? 1 : 4)),
    ratings: rows.map((r) => (r.id === 1 ? 5 : 3.8)),
    price: rows.map((r) => ({ price: r.price, discount_price: r.discount })),
    description: rows.map((r) => `<p>About <b>${r.name}</b></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`),
    manufacturer: rows.map((r) => r.brand),
    availbility: rows.map((r) => r.stock),
    other: { 'Screen Size': rows.map((r) => (r.id === 1 ? '55 inch' : '-')), Resolution: rows.map(() => '4K') },
  };
};

function compareApi(): FakeApi {
  return createFakeApi(
    {
      'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 0 } }),
      'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
      'compare-products': (call) => {
        const ids = String((call.options?.query as { product_id: string }).product_id)
          .split(',')
          .filter(Boolean)
          .map(Number);
        return { statusCode: 200, data: { products: table(ids) } };
      },
      'add-to-cart': () => ({ statusCode: 200, message: 'LG OLED TV 55 added to cart.' }),
      'add-to-wishlist': () => ({ statusCode: 200, message: 'Product added to your wishlist.' }),
    },
    () => 'token-1',
  );
}

function storedList(ids: number[]) {
  const storage = createTestStorage();
  const names: Record<number, string> = { 1: 'LG OLED TV 55', 2: 'Sony Bravia 55' };
  storage.set(
    'compare-product',
    ids.map((id) => ({ id, name: names[id], sub_category_id: 7 })),
  );
  return storage;
}

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement;

describe('/products/compare/', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    delete (window as { __pwned?: number }).__pwned;
  });

  it("shows 'No Products in comparison list' when the stored list is empty", async () => {
    const api = compareApi();
    await renderApp({ path: '/products/compare/', api });
    expect(await screen.findByText('No Products in comparison list')).toBeInTheDocument();
    expect(api.callsTo('compare-products')).toHaveLength(0);
    expect(document.title).toBe('Compare | CG Digital');
  });

  it('asks compare-products for the stored ids and shows every row of the spec', async () => {
    const api = compareApi();
    await renderApp({ path: '/products/compare/', api, storage: storedList([1, 2]) });
    const grid = await screen.findByRole('table', { name: T.title });
    expect(api.callsTo('compare-products')[0].options?.query).toEqual({ product_id: '1,2' });
    const labels = within(grid)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(labels).toEqual([
      'Product Image',
      'Product Name',
      'Model Number',
      'Ratings',
      'Price',
      'Description',
      'Manufacturer',
      'Availbility',
      'Screen Size',
      'Resolution',
      'Actions',
    ]);
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['LG OLED TV 55', 'Sony Bravia 55']);
    expect(within(rowOf('Product Name')).getByRole('link', { name: 'LG OLED TV 55' })).toHaveAttribute('href', '/product-lg-oled-tv-55-1');
    expect(rowOf('Model Number')).toHaveTextContent('M-1');
    expect(rowOf('Ratings')).toHaveTextContent('5.0 (1 review)');
    expect(rowOf('Ratings')).toHaveTextContent('3.8 (4 reviews)');
    expect(within(rowOf('Ratings')).getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeInTheDocument();
    const price = rowOf('Price');
    expect(price).toHaveTextContent('NPR 2,25,000');
    expect(price.querySelectorAll('s')).toHaveLength(1);
    expect(price.querySelector('s')).toHaveTextContent('NPR 2,50,000');
    expect(rowOf('Manufacturer')).toHaveTextContent('LGSony');
    expect(rowOf('Availbility').textContent).toBe('AvailbilityInstockOut of stock');
    expect(rowOf('Screen Size')).toHaveTextContent('55 inch');
    expect(rowOf('Product Image').querySelectorAll('img')).toHaveLength(2);
  });

  it('renders the description HTML sanitized: no script, no event handler', async () => {
    await renderApp({ path: '/products/compare/', api: compareApi(), storage: storedList([1]) });
    await screen.findByRole('table', { name: T.title });
    const description = rowOf('Description');
    expect(within(description).getByText('LG OLED TV 55', { selector: 'b' })).toBeInTheDocument();
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('removes a product from the stored list, reloads, scrolls to top and says so', async () => {
    const api = compareApi();
    const storage = storedList([1, 2]);
    await renderApp({ path: '/products/compare/', api, storage });
    await screen.findByRole('table', { name: T.title });
    await press(screen.getByRole('button', { name: `${T.remove} Sony Bravia 55` }));
    expect(await screen.findByText('Sony Bravia 55 removed from compare list')).toBeInTheDocument();
    expect(storage.get('compare-product')).toEqual([{ id: 1, name: 'LG OLED TV 55', sub_category_id: 7 }]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    await waitFor(() => expect(api.callsTo('compare-products')).toHaveLength(2));
    expect(api.callsTo('compare-products')[1].options?.query).toEqual({ product_id: '1' });
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(1));
    await press(screen.getByRole('button', { name: `${T.remove} LG OLED TV 55` }));
    expect(await screen.findByText('No Products in comparison list')).toBeInTheDocument();
    expect(screen.getByText('LG OLED TV 55 removed from compare list')).toBeInTheDocument();
  });

  it('sends a guest to login with the cart or wishlist query of name-slug-id', async () => {
    const { router } = await renderApp({ path: '/products/compare/', api: compareApi(), storage: storedList([1]) });
    await press(await screen.findByRole('button', { name: `${T.addToCart} LG OLED TV 55` }));
    expect(router.state.location.pathname).toBe('/user/login');
    expect(router.state.location.search).toBe('?cart=lg-oled-tv-55-1');

    await router.navigate('/products/compare/');
    await press(await screen.findByRole('button', { name: `${T.addToWishlist} LG OLED TV 55` }));
    expect(router.state.location.search).toBe('?wishlist=lg-oled-tv-55-1');
  });

  it("says '{name} is out of Stock.' for a product out of stock", async () => {
    const api = compareApi();
    await renderApp({ path: '/products/compare/', api, storage: storedList([1, 2]), user: testUser() });
    await press(await screen.findByRole('button', { name: `${T.addToCart} Sony Bravia 55` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sony Bravia 55 is out of Stock.');
    expect(api.callsTo('add-to-cart')).toHaveLength(0);
  });

  it('adds to the cart for a logged-in shopper, tells the cart feature and goes to /user/cart', async () => {
    const api = compareApi();
    const { router, store } = await renderApp({ path: '/products/compare/', api, storage: storedList([1, 2]), user: testUser() });
    const seen: unknown[] = [];
    injectSaga(store, 'test-cart-changed', function* watch() {
      yield takeEvery(cartChanged.type, (a: unknown) => void seen.push(a));
    });
    await press(await screen.findByRole('button', { name: `${T.addToCart} LG OLED TV 55` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/cart'));
    expect(api.callsTo('add-to-cart')[0].body).toEqual({ qty: 1, product_id: 1 });
    expect(seen).toHaveLength(1);
    const layer = (window as unknown as { dataLayer: { event?: string }[] }).dataLayer;
    expect(layer.some((e) => e.event === 'add_to_cart')).toBe(true);
  });

  it("adds to the wishlist: '{name} added to Wishlist'; a refusal shows the server's message", async () => {
    const api = compareApi();
    const { router } = await renderApp({ path: '/products/compare/', api, storage: storedList([1, 2]), user: testUser() });
    await press(await screen.findByRole('button', { name: `${T.addToWishlist} LG OLED TV 55` }));
    expect(await screen.findByText('LG OLED TV 55 added to Wishlist')).toBeInTheDocument();
    expect(api.callsTo('add-to-wishlist')[0].body).toEqual({ product_id: 1 });
    expect(api.callsTo('add-to-wishlist')[0].options).toMatchObject({ query: { token: 'token-1' } });
    expect(router.state.location.pathname).toBe('/products/compare/');
    api.handlers['add-to-wishlist'] = () => ({ statusCode: 404, message: 'Product not found.' });
    await press(screen.getByRole('button', { name: `${T.addToWishlist} Sony Bravia 55` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
  });

  it("a product already in the wishlist shows the server's answer, not '{name} added to Wishlist'", async () => {
    const already = 'This product is already in your wishlist.';
    const api = compareApi();
    api.handlers['add-to-wishlist'] = () => ({ statusCode: 200, message: already, data: { product_id: 1, added: false } });
    await renderApp({ path: '/products/compare/', api, storage: storedList([1, 2]), user: testUser() });
    await press(await screen.findByRole('button', { name: `${T.addToWishlist} LG OLED TV 55` }));
    expect(await screen.findByText(already)).toBeInTheDocument();
    expect(screen.queryByText('LG OLED TV 55 added to Wishlist')).toBeNull();
  });

  it('keeps the table in a keyboard-reachable scrolling region', async () => {
    await renderApp({ path: '/products/compare/', api: compareApi(), storage: storedList([1]) });
    const region = await screen.findByRole('region', { name: T.tableRegion });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
