/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, type FakeHandler, createTestStorage, press, renderApp, testUser, typeInto } from '../../app/test-utils';
import { AUTH_TEXT as T } from './messages';

const fill = (label: string, value: string) => typeInto(screen.getByLabelText(label), value);
const submit = () => press(screen.getByRole('button', { name: T.loginButton }));

function loginApi(answer: FakeHandler) {
  return createFakeApi({
    login: answer,
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 250 } }),
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
  });
}

describe('/user/login', () => {
  it('shows the fields, the forgot-password button and the way to registration', async () => {
    await renderApp({ path: '/user/login' });
    expect(await screen.findByRole('heading', { level: 1, name: T.loginTitle })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByText('New to CG Digital?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/user/register');
  });

  it("/user/forget-password/ is the login page with the 'Forgot password?' popup open at its first step", async () => {
    await renderApp({ path: '/user/forget-password/' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: T.loginTitle })).toBeInTheDocument();
  });

  it.each([
    ['both fields empty', '', ''],
    ['the password empty', 'asha@example.com', ''],
    ['the email empty', '', 'secret1'],
  ])("says 'Please enter email and password!' with %s, without calling the server", async (_case, email, password) => {
    const api = loginApi(() => ({ statusCode: 200 }));
    await renderApp({ path: '/user/login', api });
    await screen.findByLabelText('Email');
    if (email) await fill('Email', email);
    if (password) await fill('Password', password);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter email and password!');
    expect(api.callsTo('login')).toHaveLength(0);
  });

  it("shows the server's message in red with a warning icon when statusCode is not 200", async () => {
    const api = loginApi(() => ({ statusCode: 401, message: 'The email or password you entered is incorrect.' }));
    await renderApp({ path: '/user/login', api });
    await screen.findByLabelText('Email');
    await fill('Email', 'asha@example.com');
    await fill('Password', 'wrong-password');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password you entered is incorrect.');
    expect(alert).toHaveClass('cg-alert--danger');
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(api.callsTo('login')[0].body).toEqual({ email: 'asha@example.com', password: 'wrong-password' });
  });

  it('on success stores the user, clears the saved shipping address, refreshes points and goes home', async () => {
    const user = testUser({ token: 'fresh-token', loyality: 10 });
    const api = loginApi(() => ({ statusCode: 200, message: 'You are logged in.', data: user }));
    const storage = createTestStorage();
    storage.set('shipping_address', {
      full_name: 'A',
      phone: '9800000000',
      email: 'a@b.co',
      province: '1',
      city: '1',
      area: '1',
      address: 'x',
    });
    const { router } = await renderApp({ path: '/user/login', api, storage });
    await screen.findByLabelText('Email');
    await fill('Email', ' asha@example.com ');
    await fill('Password', 'secret1');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storage.get('user')?.token).toBe('fresh-token');
    expect(storage.get('shipping_address')).toBeNull();
    expect(api.callsTo('get-loyalty-point')).toHaveLength(1);
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getAllByText('250 CG|Coins').length).toBeGreaterThan(0));
    expect(within(header).getAllByText(user.name).length).toBeGreaterThan(0);
    expect(storage.get('user')?.loyality).toBe(250);
    // replaced, not pushed: going back does not return to the login page
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a logged-in user on to the home page', async () => {
    const { router } = await renderApp({ path: '/user/login', user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('continues the reservation flow when the query carries source=ola and a product', async () => {
    const { router } = await renderApp({ path: '/user/login?source=ola&product=s1', user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shippingAddress'));
  });

  describe('with a query', () => {
    const user = testUser({ token: 'q-token' });
    async function logIn(path: string, extra: Record<string, FakeHandler> = {}) {
      const api = loginApi(() => ({ statusCode: 200, data: user }));
      Object.assign(api.handlers, extra);
      const rendered = await renderApp({ path, api });
      await screen.findByLabelText('Email');
      await fill('Email', 'asha@example.com');
      await fill('Password', 'secret1');
      await submit();
      return { ...rendered, api };
    }

    it('?cart adds the product to the cart and replaces the location with /user/cart', async () => {
      const { api, router } = await logIn('/user/login?cart=lg-oled-tv-12', {
        'add-to-cart': () => ({ statusCode: 200, message: 'LG OLED TV added to cart.' }),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/cart'));
      expect(api.callsTo('add-to-cart')[0].body).toEqual({ qty: 1, product_id: 12 });
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('?wishlist adds the wishlist value to the wishlist and goes to /user/wishlist', async () => {
      const { api, router } = await logIn('/user/login?wishlist=fridge-9', {
        'add-to-wishlist': () => ({ statusCode: 200, message: 'Product added to your wishlist.' }),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/wishlist'));
      expect(api.callsTo('add-to-wishlist')[0].body).toEqual({ product_id: 9 });
      expect(api.callsTo('add-to-cart')).toHaveLength(0);
    });

    it('?prebook goes to /prebook-{value}', async () => {
      const api = loginApi(() => ({ statusCode: 200, data: user }));
      const { router } = await renderApp({ path: '/user/login?prebook=galaxy-s30-7', api });
      // The pre-booking page may move on by itself (this fake API has no booking data): record the way.
      const visited: string[] = [];
      router.subscribe((state) => visited.push(state.location.pathname));
      await screen.findByLabelText('Email');
      await fill('Email', 'asha@example.com');
      await fill('Password', 'secret1');
      await submit();
      await waitFor(() => expect(visited).toContain('/prebook-galaxy-s30-7'));
      expect(api.callsTo('add-to-cart')).toHaveLength(0);
    });

    it("a failed add shows the server's message and navigates nowhere", async () => {
      const { router } = await logIn('/user/login?cart=tv-3', {
        'add-to-cart': () => ({ statusCode: 422, message: 'TV is out of Stock.' }),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('TV is out of Stock.');
      expect(router.state.location.pathname).toBe('/user/login');
      expect(screen.getByRole('heading', { level: 1, name: T.followUpTitle })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: T.backToProduct })).toHaveAttribute('href', '/product-tv-3');
    });

    it('a user who is already logged in is sent on without adding anything', async () => {
      const api = loginApi(() => ({ statusCode: 200 }));
      const { router } = await renderApp({ path: '/user/login?cart=tv-3', api, user: testUser() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/cart'));
      expect(api.callsTo('add-to-cart')).toHaveLength(0);
    });

    it('registration from the login link keeps the query', async () => {
      await renderApp({ path: '/user/login?cart=tv-3' });
      expect(await screen.findByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/user/register?cart=tv-3');
    });
  });
});
