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
import { defineElement } from '../runtime/define';
import productCard from './index';
import { PRODUCT_CARD_WIDGET_TEXT as T } from './ProductCardWidget';

const product = {
  id: 42,
  name: 'LG 55 inch UHD TV',
  brand: 'LG',
  model_number: '55UQ7500',
  featured_image: '/media/tv.svg',
  alt_featured_image: '/media/tv-2.svg',
  price: 125000,
  discount_price: 99990,
  discount_percent: 20,
  new: 1,
  product_type: 'Combo',
  free: { name: 'Wall Mount', image: '/media/mount.svg' },
  ratings: 4,
  loyalty_point: 499,
  emi_price: 8333,
  availability: 1,
};

const fetchMock = jest.fn();
beforeAll(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  defineElement(productCard, { baseUrl: 'https://store.example/widgets/' });
});
afterEach(() => {
  document.body.replaceChildren();
  fetchMock.mockReset();
});

/** A fetch answer (jsdom has no Response; the client reads status and text()). */
const answer = (body: unknown, status = 200) => Promise.resolve({ status, ok: status < 300, text: async () => JSON.stringify(body) });

const mount = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as HTMLElement;
};
const shadow = (el: Element) => el.shadowRoot as ShadowRoot;

describe('<product-card>', () => {
  it('fetches the product (view-product) and shows the shared card with parts for ::part', async () => {
    fetchMock.mockImplementation(() => answer({ statusCode: 200, data: { title: 'x', product, related_products: [], featured_products: [] } }));
    const el = mount('<product-card product-id="42" api-base="https://api.store.example/api/"></product-card>');
    await waitFor(() => expect(shadow(el).querySelector('[part="card"]')).not.toBeNull());
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://api.store.example/api/view-product?product=42');
    const root = shadow(el);
    const link = root.querySelector('a.cg-card__link') as HTMLAnchorElement;
    expect(link.textContent).toBe(product.name);
    expect(link.href).toBe('https://api.store.example/product-lg-55-inch-uhd-tv-42');
    expect(root.querySelector('[part="price"]')?.textContent).toContain('NPR 99,990');
    expect(root.textContent).toContain('Save 20%');
    expect(root.textContent).toContain('Bundle');
    expect(root.textContent).toContain('499 CG|Coins');
    expect(root.querySelector('[part="add-to-cart"]')?.textContent).toBe(T.addToCart);
    // Pictures come from the store's API origin, not from the page the card sits on.
    expect((root.querySelector('[part="image"]') as HTMLImageElement).src).toBe('https://api.store.example/media/tv.svg');
    expect((root.querySelector('.cg-card__free-img') as HTMLImageElement).src).toBe('https://api.store.example/media/mount.svg');
  });

  it('dispatches add-to-cart (bubbling, composed) with {product_id, name}', async () => {
    fetchMock.mockImplementation(() => answer({ statusCode: 200, data: { title: 'x', product, related_products: [], featured_products: [] } }));
    const el = mount('<product-card product-id="42"></product-card>');
    const heard: CustomEvent[] = [];
    document.body.addEventListener('add-to-cart', (e) => heard.push(e as CustomEvent));
    await waitFor(() => expect(shadow(el).querySelector('[part="add-to-cart"]')).not.toBeNull());
    // Without api-base: the store's /api/ beside the widgets folder; links go to the store.
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://store.example/api/view-product?product=42');
    expect((shadow(el).querySelector('a.cg-card__link') as HTMLAnchorElement).href).toBe('https://store.example/product-lg-55-inch-uhd-tv-42');
    fireEvent.click(shadow(el).querySelector('[part="add-to-cart"]') as HTMLElement);
    expect(heard).toHaveLength(1);
    expect(heard[0].detail).toEqual({ product_id: 42, name: product.name });
    expect(heard[0].bubbles).toBe(true);
    expect(heard[0].composed).toBe(true);
  });

  it('disables the button for an out-of-stock product', async () => {
    fetchMock.mockImplementation(() =>
      answer({ statusCode: 200, data: { title: 'x', product: { ...product, availability: 0 }, related_products: [], featured_products: [] } }),
    );
    const el = mount('<product-card product-id="42"></product-card>');
    await waitFor(() => expect(shadow(el).querySelector('[part="add-to-cart"]')).not.toBeNull());
    expect(shadow(el).querySelector('[part="add-to-cart"]')).toBeDisabled();
    expect(shadow(el).textContent).toContain('Out of stock');
  });

  it('says the product is not available for an unknown or malformed id, and follows product-id changes', async () => {
    fetchMock.mockImplementation(() => answer({ statusCode: 404, message: 'Product not found.' }, 404));
    const el = mount('<product-card product-id="999"></product-card>');
    await waitFor(() => expect(shadow(el).textContent).toContain(T.notFound));
    el.setAttribute('product-id', 'abc');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fetchMock.mockImplementation(() => answer({ statusCode: 200, data: { title: 'x', product, related_products: [], featured_products: [] } }));
    el.setAttribute('product-id', '42');
    await waitFor(() => expect(shadow(el).querySelector('[part="card"]')).not.toBeNull());
  });

  it('never shows (nor offers to add) the previous product while a new product-id loads', async () => {
    fetchMock.mockImplementation(() => answer({ statusCode: 200, data: { title: 'x', product, related_products: [], featured_products: [] } }));
    const el = mount('<product-card product-id="42"></product-card>');
    await waitFor(() => expect(shadow(el).textContent).toContain(product.name));
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    el.setAttribute('product-id', '43');
    // The render that follows the attribute (before any effect has run) already shows the new id's loading state.
    await Promise.resolve();
    expect(shadow(el).querySelector('[part="placeholder"]')).not.toBeNull();
    expect(shadow(el).textContent).not.toContain(product.name);
    expect(shadow(el).querySelector('[part="add-to-cart"]')).toBeNull();
  });
});
