/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MINI_CART_TEXT as M } from '../../../shared/ui/miniCartText';
import { createFakeApi, press, renderApp, settle, testUser, type FakeHandler } from '../../app/test-utils';
import { cartChanged } from '../cart/events';
import { cartData } from '../cart/fixtures';

const header = () => within(screen.getByRole('banner'));

function api(getCart: FakeHandler) {
  return createFakeApi({
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 10 } }),
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'get-cart': getCart,
  });
}

describe('header mini-cart', () => {
  it("lists the cart for a logged-in user: units on the icon, 'Recently added item(s)', subtotal, 'View Cart'", async () => {
    await renderApp({ path: '/', user: testUser(), api: api(() => ({ statusCode: 200, data: cartData() })) });
    expect(header().getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/user/cart');
    const toggle = header().getByRole('button', { name: M.showCart });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await press(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    expect(panel.getByRole('heading', { name: M.recentlyAdded })).toBeInTheDocument();
    expect(panel.getByText(M.subtotal).parentElement).toHaveTextContent('NPR 1,22,000');
    expect(panel.getByRole('link', { name: M.viewCart })).toHaveAttribute('href', '/user/cart');
  });

  it("says 'No Items in cart' for a guest and an empty cart; Escape closes it with focus back on the button", async () => {
    await renderApp({ path: '/' });
    expect(header().getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/user/login');
    const toggle = header().getByRole('button', { name: M.showCart });
    await press(toggle);
    expect(header().getByText(M.empty)).toBeVisible();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('follows cartChanged from other features', async () => {
    let data = cartData({ cart_items: [] });
    const { store } = await renderApp({ path: '/', user: testUser(), api: api(() => ({ statusCode: 200, data })) });
    expect(header().getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    data = cartData();
    act(() => {
      store.dispatch(cartChanged());
    });
    await settle();
    expect(header().getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });
});
