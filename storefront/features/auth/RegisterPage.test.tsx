/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, type FakeHandler, press, renderApp, testUser, typeInto } from '../../app/test-utils';
import { TEXT_LIMITS as L, tooLong } from '../../../shared/validation/limits';
import { AUTH_TEXT as T } from './messages';

const field = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => typeInto(field(label), value);
const submit = () => press(screen.getByRole('button', { name: T.registerButton }));

const errorOf = (label: string): string | null => {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0])?.textContent ?? null) : null;
};

function registerApi(answer: FakeHandler) {
  return createFakeApi({
    register: answer,
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 0 } }),
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
  });
}

async function fillValid() {
  await fill('Full name', 'Asha K. Sharma');
  await fill('Email', 'asha@example.com');
  await fill('Mobile number', '9800000000');
  await fill('Password', 'secret1');
  await fill('Confirm password', 'secret1');
}

describe('/user/register', () => {
  it('shows every required-field message on submit, and sends nothing', async () => {
    const api = registerApi(() => ({ statusCode: 200 }));
    await renderApp({ path: '/user/register', api });
    await submit();
    expect(errorOf('Full name')).toBe('Please enter fullname');
    expect(errorOf('Email')).toBe('Please enter email');
    expect(errorOf('Mobile number')).toBe('Please enter mobile number');
    expect(errorOf('Password')).toBe('Please enter password');
    expect(errorOf('Confirm password')).toBe('Please re enter password');
    for (const label of ['Full name', 'Email', 'Mobile number', 'Password', 'Confirm password']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.callsTo('register')).toHaveLength(0);
  });

  it('shows every format message on submit', async () => {
    const api = registerApi(() => ({ statusCode: 200 }));
    await renderApp({ path: '/user/register', api });
    await fill('Full name', 'Asha@Sharma!');
    await fill('Email', 'asha@example');
    await fill('Mobile number', '98000');
    await fill('Password', 'abc');
    await fill('Confirm password', 'abd');
    await submit();
    expect(errorOf('Full name')).toBe('Name should not contain special characters.');
    expect(errorOf('Email')).toBe('Please enter valid email address.');
    expect(errorOf('Mobile number')).toBe('Please enter valid mobile number.');
    expect(errorOf('Password')).toBe('Password should be minumum of 6 characters.');
    expect(errorOf('Confirm password')).toBe('Your Password doesnot match!');
    expect(api.callsTo('register')).toHaveLength(0);
  });

  it("refuses a mobile of ten letters ('abcdefghij'): ten digits only, and sends nothing", async () => {
    const api = registerApi(() => ({ statusCode: 200 }));
    await renderApp({ path: '/user/register', api });
    await fillValid();
    await fill('Mobile number', 'abcdefghij');
    await submit();
    expect(errorOf('Mobile number')).toBe('Please enter valid mobile number.');
    expect(api.callsTo('register')).toHaveLength(0);
  });

  it('refuses an overlong name with the limit the server checks, and says so on the field', async () => {
    const api = registerApi(() => ({ statusCode: 200 }));
    await renderApp({ path: '/user/register', api });
    expect(field('Full name')).toHaveAttribute('maxlength', String(L.name));
    expect(field('Email')).toHaveAttribute('maxlength', String(L.email));
    await fillValid();
    await fill('Full name', 'A'.repeat(L.name + 1));
    await submit();
    expect(errorOf('Full name')).toBe(tooLong('Full name', L.name));
    expect(api.callsTo('register')).toHaveLength(0);
  });

  it('checks a field as it changes, before any submit', async () => {
    await renderApp({ path: '/user/register' });
    expect(errorOf('Email')).toBeNull();
    await fill('Email', 'not-an-email');
    expect(errorOf('Email')).toBe('Please enter valid email address.');
    expect(errorOf('Full name')).toBeNull(); // untouched fields stay quiet until submit
    await fill('Email', 'asha@example.com');
    expect(errorOf('Email')).toBeNull();
    await fill('Mobile number', '98000000001');
    expect(errorOf('Mobile number')).toBe('Please enter valid mobile number.');
    await fill('Password', 'secret1');
    await fill('Confirm password', 'secret2');
    expect(errorOf('Confirm password')).toBe('Your Password doesnot match!');
  });

  it('sends the spec payload and, with a session in the answer, logs in and goes home', async () => {
    const user = testUser({ name: 'Asha K. Sharma', token: 'new-token', loyality: 0 });
    const api = registerApi(() => ({ statusCode: 200, message: 'Your account has been created.', data: user }));
    const { router, storage } = await renderApp({ path: '/user/register', api });
    await fillValid();
    await submit();
    expect(api.callsTo('register')[0].body).toEqual({
      fullName: 'Asha K. Sharma',
      emailAddress: 'asha@example.com',
      mobileNumber: '9800000000',
      password: 'secret1',
      source: undefined,
      product: undefined,
      platform: 'W',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storage.get('user')?.token).toBe('new-token');
    expect(within(screen.getByRole('banner')).getAllByText('Asha K. Sharma').length).toBeGreaterThan(0);
  });

  it('with a session and ?cart from the login page, adds the product and goes to /user/cart like a login', async () => {
    const user = testUser({ token: 'new-token', loyality: 0 });
    const api = registerApi(() => ({ statusCode: 200, message: 'Your account has been created.', data: user }));
    api.handlers['add-to-cart'] = () => ({ statusCode: 200, message: 'TV added to cart.' });
    const { router } = await renderApp({ path: '/user/register?cart=lg-tv-12', api });
    await fillValid();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/cart'));
    expect(api.callsTo('add-to-cart')[0].body).toEqual({ qty: 1, product_id: 12 });
    expect(api.callsTo('register')[0].body).not.toHaveProperty('query');
  });

  it("without a session in the answer, shows the server's message on the login page", async () => {
    const api = registerApi(() => ({ statusCode: 200, message: 'Registered. Please verify and log in.' }));
    const { router, storage } = await renderApp({ path: '/user/register?source=ola&product=s1', api });
    await fillValid();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?source=ola&product=s1');
    expect(await screen.findByText('Registered. Please verify and log in.')).toBeInTheDocument();
    expect(storage.get('user')).toBeNull();
    expect(api.callsTo('register')[0].body).toMatchObject({ source: 'ola', product: 's1', platform: 'ola' });
  });

  it("shows the server's message in red when statusCode is not 200", async () => {
    const api = registerApi(() => ({ statusCode: 409, message: 'An account with this email already exists. Please log in.' }));
    await renderApp({ path: '/user/register', api });
    await fillValid();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists. Please log in.');
    expect(alert).toHaveClass('cg-alert--danger');
  });

  it('links back to login', async () => {
    await renderApp({ path: '/user/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
  });
});
