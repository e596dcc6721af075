/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "node", "default"]}
 */
// As the widget build ships it: `react` is Preact's compat layer.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react-dom', () => jest.requireActual('preact/compat'));
jest.mock('react-dom/client', () => jest.requireActual('preact/compat/client'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

import { fireEvent, waitFor } from '@testing-library/dom';
import { MINI_CART_TEXT as T } from '../../shared/ui/miniCartText';
import { defineElement } from '../runtime/define';
import { resetWidgetSessionForTests, session } from '../runtime/session';
import miniCart from './index';
import { onStore } from './MiniCartWidget';
import type { CartChangeDetail, MiniCartElement } from './types';

const user = { name: 'Asha Sharma', email: 'asha@example.com', mobile: '9800000000', token: 'tok-1', loyality: 0, avatar: null, address: '', product: null, source: null };
const cart = {
  cart_items: [
    { product_id: 11, product_name: 'LG 43 inch Smart TV', product_img: 'https://store.example/media/tv.svg', qty: 2, product_price: 55000, product_discount: 5000, product_discount_price: 50000, total: 100000 },
    { product_id: 22, product_name: 'Samsung Galaxy A15', product_img: '/media/phone.svg', qty: 1, product_price: 22000, product_discount: 0, product_discount_price: null, total: 22000 },
  ],
  cart_total: 122000,
  loyalty_point_total: 350,
  grand_total: 122000,
  tds: 0,
};

const fetchMock = jest.fn();
beforeAll(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  defineElement(miniCart, { baseUrl: 'https://store.example/widgets/' });
});
afterEach(() => {
  document.body.replaceChildren();
  fetchMock.mockReset();
  localStorage.clear();
  resetWidgetSessionForTests();
});

const answer = (body: unknown, status = 200) => Promise.resolve({ status, ok: status < 300, text: async () => JSON.stringify(body) });

const mount = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as MiniCartElement;
};
const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const button = (el: Element) => shadow(el).querySelector('[part="button"]') as HTMLButtonElement;
const heardOn = (target: EventTarget) => {
  const heard: CustomEvent<CartChangeDetail>[] = [];
  target.addEventListener('cart-change', (e) => heard.push(e as CustomEvent<CartChangeDetail>));
  return heard;
};

describe('<mini-cart>', () => {
  it("for a guest: no call, 'No Items in cart', and cart-change {loggedIn: false, count: 0}", async () => {
    const heard = heardOn(document);
    const el = mount('<mini-cart api-base="https://api.store.example/api/"></mini-cart>');
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0].detail).toEqual({ loggedIn: false, count: 0, subtotal: 0, items: [] });
    expect(heard[0].bubbles && heard[0].composed).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button(el)).toHaveAttribute('aria-expanded', 'false');
    expect(button(el).getAttribute('aria-label')).toBe('Cart, 0 items');
    fireEvent.click(button(el));
    await waitFor(() => expect(button(el)).toHaveAttribute('aria-expanded', 'true'));
    expect(shadow(el).querySelector('[part="panel"]')?.textContent).toContain(T.empty);
  });

  it("shows the shared session's cart (get-cart with the bearer token) with links to the store, and emits cart-change", async () => {
    session.setUser(user);
    fetchMock.mockImplementation(() => answer({ statusCode: 200, data: cart }));
    const heard = heardOn(document);
    const el = mount('<mini-cart api-base="https://api.store.example/api/"></mini-cart>');
    await waitFor(() => expect(heard).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://api.store.example/api/get-cart?platform=W');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-1');
    expect(heard[0].detail).toEqual({
      loggedIn: true,
      count: 3,
      subtotal: 122000,
      items: [
        { product_id: 11, product_name: 'LG 43 inch Smart TV', qty: 2 },
        { product_id: 22, product_name: 'Samsung Galaxy A15', qty: 1 },
      ],
    });
    expect(button(el).getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(shadow(el).querySelector('[part="count"]')?.textContent).toBe('3');
    fireEvent.click(button(el));
    const panel = shadow(el).querySelector('[part="panel"]') as HTMLElement;
    await waitFor(() => expect(panel.hidden).toBe(false));
    expect(panel.textContent).toContain(T.recentlyAdded);
    expect(panel.querySelector('[part="subtotal"]')?.textContent).toContain('NPR 1,22,000');
    const links = [...panel.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Samsung Galaxy A15', 'https://api.store.example/product-samsung-galaxy-a15-22'],
      ['LG 43 inch Smart TV', 'https://api.store.example/product-lg-43-inch-smart-tv-11'],
      [T.viewCart, 'https://api.store.example/user/cart'],
    ]);
    expect(panel.querySelectorAll('img')[0].getAttribute('src')).toBe('https://api.store.example/media/phone.svg');
    // Escape closes it and focus goes back to the button.
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(button(el)).toHaveAttribute('aria-expanded', 'false'));
    expect(shadow(el).activeElement).toBe(button(el));
  });

  it('follows the shared session: a login elsewhere on the page shows that cart; logout empties it', async () => {
    fetchMock.mockImplementation(() => answer({ statusCode: 200, data: cart }));
    const heard = heardOn(document);
    const el = mount('<mini-cart></mini-cart>');
    await waitFor(() => expect(heard).toHaveLength(1));
    session.setUser(user); // what <scooter-reservation> does on login
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://store.example/api/get-cart?platform=W');
    expect(heard[1].detail.count).toBe(3);
    session.setUser(null);
    await waitFor(() => expect(heard).toHaveLength(3));
    expect(heard[2].detail).toEqual({ loggedIn: false, count: 0, subtotal: 0, items: [] });
    expect(button(el).getAttribute('aria-label')).toBe('Cart, 0 items');
  });

  it('el.refresh() fetches again and emits only when the cart changed; a failed call is an empty cart', async () => {
    session.setUser(user);
    fetchMock.mockImplementation(() => answer({ statusCode: 200, data: cart }));
    const heard = heardOn(document);
    const el = mount('<mini-cart></mini-cart>');
    await waitFor(() => expect(heard).toHaveLength(1));
    el.refresh();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 10));
    expect(heard).toHaveLength(1);
    fetchMock.mockImplementation(() => answer({ statusCode: 401, message: 'Please log in.' }, 401));
    el.refresh();
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(heard[1].detail).toEqual({ loggedIn: true, count: 0, subtotal: 0, items: [] });
    expect(el.apiBase).toBeNull();
  });

  it('points store paths at the store', () => {
    const at = onStore('https://store.example/');
    expect(at('/user/cart')).toBe('https://store.example/user/cart');
    expect(at('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
