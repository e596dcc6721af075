/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { WishlistItem } from '../../../shared/api/wishlist';
import { takeEvery } from 'redux-saga/effects';
import { injectSaga } from '../../app/inject';
import { createFakeApi, press, renderApp, testUser, typeInto, type FakeApi } from '../../app/test-utils';
import { cartChanged } from '../cart/events';
import { WISHLIST_TEXT as T } from './messages';

const tv: WishlistItem = {
  product_id: 12,
  product_name: 'LG OLED TV 55',
  product_img: '/media/tv.svg',
  product_price: 250000,
  product_discount_price: 225000,
  available_quantity: 5,
};
const fridge: WishlistItem = {
  product_id: 9,
  product_name: 'Samsung Fridge',
  product_img: '/media/fridge.svg',
  product_price: 90000,
  product_discount_price: null,
  available_quantity: 0,
};

function wishlistApi(initial: WishlistItem[]): FakeApi {
  let items = [...initial];
  return createFakeApi(
    {
      'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 0 } }),
      'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
      'get-wishlist': () => ({ statusCode: 200, data: { wishlists: items } }),
      'delete-wishlist': (call) => {
        const id = (call.body as { product_id: number }).product_id;
        items = items.filter((i) => i.product_id !== id);
        return { statusCode: 200, message: 'Product removed from your wishlist.', data: { wishlists: items } };
      },
      'add-to-cart': (call) => {
        const { qty } = call.body as { qty: number };
        return { statusCode: 200, message: `${tv.product_name} added to cart.`, data: { product_id: tv.product_id, qty } };
      },
    },
    () => 'token-1',
  );
}

/** Counts cartChanged actions on the store (a saga joined the way lazy features join). */
function recordCartChanged(store: object): unknown[] {
  const seen: unknown[] = [];
  injectSaga(store, 'test-cart-changed', function* watch() {
    yield takeEvery(cartChanged.type, (action: unknown) => void seen.push(action));
  });
  return seen;
}

const open = (api: FakeApi, path = '/user/wishlist') => renderApp({ path, api, user: testUser() });

describe('/user/wishlist', () => {
  it('lists the products from get-wishlist with the token query, price, struck old price and stock', async () => {
    const api = wishlistApi([tv, fridge]);
    await open(api);
    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: T.listLabel });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: tv.product_name })).toHaveAttribute('href', '/product-lg-oled-tv-55-12');
    expect(rows[0]).toHaveTextContent('NPR 2,25,000');
    expect(rows[0].querySelector('s')).toHaveTextContent('NPR 2,50,000');
    expect(rows[0]).toHaveTextContent(T.inStock);
    expect(rows[1]).toHaveTextContent(T.outOfStock);
    expect(rows[1].querySelector('s')).toBeNull();
    expect(api.callsTo('get-wishlist')[0].options).toMatchObject({ auth: true, query: { token: 'token-1' } });
    expect(document.title).toBe('Wishlist | CG Digital');
  });

  it('removes a product with delete-wishlist and shows the server message', async () => {
    const api = wishlistApi([tv, fridge]);
    await open(api);
    await press(await screen.findByRole('button', { name: `${T.remove} ${fridge.product_name}` }));
    expect(api.callsTo('delete-wishlist')[0].body).toEqual({ product_id: 9 });
    expect(api.callsTo('delete-wishlist')[0].options).toMatchObject({ query: { token: 'token-1' } });
    expect(await screen.findByText('Product removed from your wishlist.')).toBeInTheDocument();
    expect(screen.queryByText(fridge.product_name)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: T.listLabel })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds the chosen quantity to the cart and tells the cart feature (cartChanged)', async () => {
    const api = wishlistApi([tv]);
    const { store } = await open(api);
    const seen = recordCartChanged(store);
    await typeInto(await screen.findByLabelText(`${T.quantity} ${tv.product_name}`), '3');
    await press(screen.getByRole('button', { name: `${T.addToCart} ${tv.product_name}` }));
    expect(api.callsTo('add-to-cart')[0].body).toEqual({ qty: 3, product_id: 12 });
    expect(await screen.findByText(`${tv.product_name} added to cart.`)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('refuses a quantity below 1 and an out-of-stock product without calling the server', async () => {
    const api = wishlistApi([tv, fridge]);
    await open(api);
    await typeInto(await screen.findByLabelText(`${T.quantity} ${tv.product_name}`), '0');
    await press(screen.getByRole('button', { name: `${T.addToCart} ${tv.product_name}` }));
    expect(await screen.findByText(T.quantityMin)).toBeInTheDocument();
    await press(screen.getByRole('button', { name: `${T.addToCart} ${fridge.product_name}` }));
    expect(await screen.findByText(T.outOfStockMessage(fridge.product_name))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Samsung Fridge is out of Stock.');
    expect(api.callsTo('add-to-cart')).toHaveLength(0);
  });

  it('refuses more than 100 with a message for the shopper, never the API wording, without calling the server', async () => {
    const api = wishlistApi([{ ...tv, available_quantity: 500 }]);
    api.handlers['add-to-cart'] = () => ({ statusCode: 422, message: 'qty must be a whole number from 1 to 100.' });
    await open(api);
    await typeInto(await screen.findByLabelText(`${T.quantity} ${tv.product_name}`), '150');
    await press(screen.getByRole('button', { name: `${T.addToCart} ${tv.product_name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can order at most 100 of one product.');
    expect(screen.queryByText(/qty must be/)).toBeNull();
    expect(api.callsTo('add-to-cart')).toHaveLength(0);
  });

  it('a quantity that is not a whole number gets the quantity message, never the API wording', async () => {
    const api = wishlistApi([tv]);
    api.handlers['add-to-cart'] = () => ({ statusCode: 422, message: 'qty must be a whole number from 1 to 100.' });
    await open(api);
    for (const typed of ['1.5', '-2', '']) {
      await typeInto(await screen.findByLabelText(`${T.quantity} ${tv.product_name}`), typed);
      await press(screen.getByRole('button', { name: `${T.addToCart} ${tv.product_name}` }));
      expect(await screen.findByRole('alert')).toHaveTextContent(T.quantityMin);
    }
    expect(api.callsTo('add-to-cart')).toHaveLength(0);
  });

  it("shows the server's message when the cart refuses", async () => {
    const api = wishlistApi([tv]);
    api.handlers['add-to-cart'] = () => ({ statusCode: 422, message: 'Only 5 LG OLED TV 55 left.' });
    await open(api);
    await typeInto(await screen.findByLabelText(`${T.quantity} ${tv.product_name}`), '9');
    await press(screen.getByRole('button', { name: `${T.addToCart} ${tv.product_name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 5 LG OLED TV 55 left.');
  });

  it("says 'Your Wishlist is empty' with links to continue shopping and to the cart", async () => {
    await open(wishlistApi([]));
    expect(await screen.findByText('Your Wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.continueShopping })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Proceed to cart' })).toHaveAttribute('href', '/user/cart');
  });

  it('shows the message the login page carried (after ?wishlist=…)', async () => {
    const api = wishlistApi([tv]);
    const { router } = await open(api, '/user/account-nowhere');
    await act(async () => {
      await router.navigate('/user/wishlist', { state: { notice: 'Product added to your wishlist.' } });
    });
    expect(await screen.findByText('Product added to your wishlist.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: tv.product_name })).toBeInTheDocument();
  });

  it('sends a guest to / (spec part 3 §6)', async () => {
    const api = wishlistApi([tv]);
    const { router } = await renderApp({ path: '/user/wishlist', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('get-wishlist')).toHaveLength(0);
  });
});
