/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "node", "default"]}
 */
// The widget as the widget build ships it: `react` is Preact's compat layer.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react-dom', () => jest.requireActual('preact/compat'));
jest.mock('react-dom/client', () => jest.requireActual('preact/compat/client'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));
jest.mock('../../shared/reservation/swiper-mount', () => ({ mountCarousel: () => ({ destroy: () => undefined }) }));

import { fireEvent, waitFor, within } from '@testing-library/dom';
import { forgetProductLookups } from '../../shared/reservation/hooks';
import { locations, olaProductAnswer, testUser } from '../../shared/reservation/testing';
import { defineElement } from '../runtime/define';
import { resetWidgetSessionForTests } from '../runtime/session';
import widget from './index';
import type { ScooterReservationElement } from './types';

interface Call {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

let calls: Call[] = [];
let answers: Record<string, (call: Call) => unknown> = {};

function defaultAnswer(call: Call): unknown {
  const path = call.url.pathname.replace(/^\/api\//, '');
  if (answers[path]) return answers[path](call);
  if (path.startsWith('ola/product/')) return olaProductAnswer;
  if (path === 'get-provinces') return { statusCode: 200, data: locations.provinces };
  const city = /^get-cities-via-province\/(\d+)$/.exec(path);
  if (city) return { statusCode: 200, data: locations.cities[Number(city[1])] ?? [] };
  const area = /^get-areas-via-city\/(\d+)$/.exec(path);
  if (area) return { statusCode: 200, data: locations.areas[Number(area[1])] ?? [] };
  return { statusCode: 404, message: `No fake for ${path}` };
}

/** jsdom has no fetch: the API client gets this (status and text() are all it reads). */
const fakeFetch = jest.fn(async (input: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) => {
  const call: Call = { method: init.method ?? 'GET', url: new URL(input), body: init.body ? JSON.parse(init.body) : undefined, headers: init.headers ?? {} };
  calls.push(call);
  const answer = defaultAnswer(call);
  return { status: 200, statusText: 'OK', text: async () => JSON.stringify(answer) };
});

const callsTo = (path: string) => calls.filter((c) => c.url.pathname === `/api/${path}`);

beforeAll(() => {
  (globalThis as unknown as { fetch: unknown }).fetch = fakeFetch;
  expect(defineElement(widget, { baseUrl: 'https://store.example/widgets/' })).toBe(true);
});

beforeEach(() => {
  calls = [];
  answers = {};
  forgetProductLookups();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  resetWidgetSessionForTests();
  window.history.replaceState(null, '', '/');
});

function mount(html = '<scooter-reservation product="ola-s1-pro"></scooter-reservation>'): ScooterReservationElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as ScooterReservationElement;
}

const shadow = (el: Element) => within(el.shadowRoot as unknown as HTMLElement);
const heading = async (el: Element, name: string) => waitFor(() => expect(shadow(el).getByRole('heading', { level: 1, name })).toBeTruthy());

function listen(name: string): CustomEvent[] {
  const heard: CustomEvent[] = [];
  document.addEventListener(name, (e) => heard.push(e as CustomEvent));
  return heard;
}

async function type(el: Element, label: string, value: string) {
  const input = await waitFor(() => shadow(el).getByLabelText(label));
  fireEvent.input(input, { target: { value } });
}

async function logIn(el: Element) {
  answers.login = () => ({ statusCode: 200, data: testUser({ name: 'Asha Sharma' }) });
  await heading(el, 'Login');
  await type(el, 'Email', 'asha@example.com');
  await type(el, 'Password', 'secret1');
  fireEvent.click(shadow(el).getByRole('button', { name: 'Login' }));
}

describe('<scooter-reservation>', () => {
  it('renders the login with the panel in its shadow root, calls the api-base and says it is ready', async () => {
    const ready = listen('ready');
    const headBefore = document.head.innerHTML;
    const el = mount('<scooter-reservation product="ola-s1-pro" api-base="https://api.example/api/"></scooter-reservation>');
    await heading(el, 'Login');
    expect(shadow(el).getByRole('complementary', { name: 'Your scooter' })).toBeTruthy();
    await waitFor(() => expect(shadow(el).getByText('Top Speed')).toBeTruthy());
    expect(calls[0].url.href).toBe('https://api.example/api/ola/product/ola-s1-pro');
    await waitFor(() => expect(ready).toHaveLength(1));
    expect(ready[0].detail).toEqual({ product: 'ola-s1-pro', source: 'ola', returned: null });
    expect(ready[0].bubbles && ready[0].composed).toBe(true);
    expect(document.head.innerHTML).toBe(headBefore);
    expect(localStorage.getItem('cg-widgets:selectedModalData')).not.toBeNull();
    expect(localStorage.getItem('selectedModalData')).toBeNull();
  });

  it('mirrors its attributes as properties', async () => {
    const el = mount();
    await heading(el, 'Login');
    expect(el.product).toBe('ola-s1-pro');
    expect(el.source).toBeNull();
    el.product = 'ola-s1-air';
    expect(el.getAttribute('product')).toBe('ola-s1-air');
    el.returnUrl = 'https://brand.example/#reserve';
    expect(el.getAttribute('return-url')).toBe('https://brand.example/#reserve');
    el.returnUrl = null;
    expect(el.hasAttribute('return-url')).toBe(false);
    await waitFor(() => expect(callsTo('ola/product/ola-s1-air')).toHaveLength(1));
  });

  it('logs in (auth-change), keeps the session under its namespace and shares it with other instances', async () => {
    const auth = listen('auth-change');
    localStorage.setItem('user', '{"name":"host page user"}');
    const a = mount();
    await logIn(a);
    await heading(a, 'Shipping address');
    expect(auth.map((e) => e.detail)).toEqual([{ loggedIn: true, user: { name: 'Asha Sharma', email: 'asha@example.com' } }]);
    expect(JSON.parse(localStorage.getItem('cg-widgets:user') ?? 'null')).toMatchObject({ token: 'token-1' });
    expect(localStorage.getItem('user')).toBe('{"name":"host page user"}');

    const b = mount('<scooter-reservation></scooter-reservation>');
    await heading(b, 'My reservations');
    expect(shadow(b).getByText('Logged in as Asha Sharma')).toBeTruthy();
    await waitFor(() => expect(callsTo('ola/get-bookings')[0]?.headers.Authorization).toBe('Bearer token-1'));

    fireEvent.click(shadow(b).getByRole('button', { name: 'Log out' }));
    await heading(a, 'Login');
    expect(auth[1].detail).toEqual({ loggedIn: false, user: null });
  });

  it('reports a failed login with an error event and the message in red', async () => {
    const errors = listen('error');
    answers.login = () => ({ statusCode: 401, message: 'These credentials do not match our records.' });
    const el = mount();
    await heading(el, 'Login');
    await type(el, 'Email', 'asha@example.com');
    await type(el, 'Password', 'wrong-1');
    fireEvent.click(shadow(el).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(shadow(el).getByRole('alert').textContent).toContain('These credentials do not match our records.'));
    expect(errors.map((e) => e.detail)).toEqual([{ code: 'login-failed', message: 'These credentials do not match our records.' }]);
  });

  it('runs the flow to the eSewa hand-off: reservation-created, and a cancelable payment-redirect', async () => {
    const created = listen('reservation-created');
    const redirects = listen('payment-redirect');
    answers['post-prebooking/ola-s1-pro'] = () => ({
      statusCode: 200,
      booking_id: 77,
      payment_data: { url: 'https://store.example/sandbox/esewa/epay/main', method: 'POST', data: { tAmt: 9999, amt: 9999, txAmt: 0, psc: 0, pdc: 0, scd: 'EPAYTEST', pid: 'RSV-77', su: 's', fu: 'f' } },
    });
    const el = mount('<scooter-reservation product="ola-s1-pro" return-url="/partner#reserve"></scooter-reservation>');
    await logIn(el);
    await heading(el, 'Shipping address');
    const select = async (label: string, value: string) => {
      await waitFor(() => expect(shadow(el).getByRole('option', { name: label === 'Province' ? 'Bagmati' : label === 'City' ? 'Kathmandu' : 'Baneshwor' })).toBeTruthy());
      fireEvent.change(shadow(el).getByLabelText(label), { target: { value } });
    };
    await select('Province', '3');
    await select('City', '30');
    await select('Area', '300');
    await type(el, 'Address', 'Baneshwor');
    fireEvent.click(shadow(el).getByRole('button', { name: 'Continue to payment' }));
    await heading(el, 'Payment');
    fireEvent.click(shadow(el).getByRole('button', { name: 'eSewa' }));
    await heading(el, 'Price summary');
    const pay = await waitFor(() => shadow(el).getByRole('button', { name: 'Pay with eSewa' }));
    expect(callsTo('post-prebooking/ola-s1-pro')[0].body).toMatchObject({ payment_method: 'eSewa', return_url: 'http://localhost/partner#reserve' });
    expect(created.map((e) => e.detail)).toEqual([{ bookingId: 77, method: 'eSewa', product: 'ola-s1-pro' }]);

    document.addEventListener('payment-redirect', (e) => e.preventDefault(), { once: true });
    const form = pay.closest('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(redirects[0].detail).toEqual({ method: 'eSewa', url: 'https://store.example/sandbox/esewa/epay/main', bookingId: 77 });
    expect(redirects[0].cancelable).toBe(true);
  });

  it('shows the booking the page came back to from the gateway', async () => {
    localStorage.setItem('cg-widgets:user', JSON.stringify(testUser()));
    window.history.replaceState(null, '', '/?cg_reservation=12&cg_status=completed');
    answers['ola/get-bookings'] = () => ({
      statusCode: 200,
      status: 'success',
      data: [{ variantImg: '/media/scooter/jet-black/1.svg', variant: 'OLA S1 Pro (Jet Black)', orderId: 12, orderStatus: 'Accepted', orderDate: '2026-05-12T10:00:00Z' }],
    });
    const ready = listen('ready');
    const el = mount();
    await heading(el, 'My reservations');
    await waitFor(() => expect(shadow(el).getByText('Payment received. Your scooter is reserved.')).toBeTruthy());
    expect(ready[0].detail.returned).toEqual({ bookingId: '12', status: 'completed' });
  });

  it("links My reservations' Home to the partner page it sits on, with its path and query (the scooter site)", async () => {
    localStorage.setItem('cg-widgets:user', JSON.stringify(testUser()));
    window.history.replaceState(null, '', '/scooters/ola?source=ola&model=s1-pro&cg_reservation=12&cg_status=completed');
    answers['ola/get-bookings'] = () => ({ statusCode: 200, status: 'success', data: [] });
    const el = mount('<scooter-reservation></scooter-reservation>');
    await heading(el, 'My reservations');
    const home = shadow(el).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe(`${window.location.origin}/scooters/ola?source=ola&model=s1-pro`);
  });

  it('is safe to define twice', () => {
    expect(defineElement(widget)).toBe(false);
  });
});
