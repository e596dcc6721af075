/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, press, renderApp, testUser } from '../../app/test-utils';

const header = () => within(screen.getByRole('banner'));

describe('Header', () => {
  it('for a guest: logo, NEP, cart to login, and a Login / Register dropdown', async () => {
    await renderApp({ path: '/' });
    expect(header().getByRole('link', { name: 'CG Digital home' })).toHaveAttribute('href', '/');
    expect(header().getByText('NEP')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/user/login');

    const toggle = header().getByRole('button', { name: 'Login / Register' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(header().queryByRole('link', { name: 'Login' })).toBeNull();
    await press(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(header().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    expect(header().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/register');
    expect(header().queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it("for a logged-in user: name and CG|Coins, Account, Wishlist and Logout, cart to /user/cart", async () => {
    const user = testUser({ name: 'Asha Sharma', loyality: 120 });
    await renderApp({ path: '/', user });
    const toggle = header().getByRole('button', { name: /Asha Sharma/ });
    expect(toggle).toHaveTextContent('120 CG|Coins');
    expect(header().getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/user/cart');
    await press(toggle);
    expect(header().getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/account/');
    expect(header().getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/user/wishlist/');
    expect(header().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('closes the dropdown on Escape (focus back on the button) and on a click outside', async () => {
    await renderApp({ path: '/' });
    const toggle = header().getByRole('button', { name: 'Login / Register' });
    await press(toggle);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await press(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      fireEvent.mouseDown(screen.getByRole('contentinfo'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Logout calls the logout API, clears the stored user and shows the guest header', async () => {
    const api = createFakeApi({
      'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 120 } }),
      'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
      logout: () => ({ statusCode: 200, message: 'You are logged out.' }),
    });
    const { storage } = await renderApp({ path: '/', user: testUser(), api });
    await press(header().getByRole('button', { name: /Asha Sharma/ }));
    await press(header().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(header().getByRole('button', { name: 'Login / Register' })).toBeInTheDocument());
    expect(api.callsTo('logout')).toHaveLength(1);
    expect(api.callsTo('logout')[0].options).toEqual({ auth: true });
    expect(storage.get('user')).toBeNull();
    expect(header().getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/user/login');
  });
});
