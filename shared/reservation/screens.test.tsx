/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TEXT_LIMITS as L, tooLong } from '../validation/limits';
import { ACCOUNT_MESSAGES as M } from '../validation/messages';
import { forgetProductLookups } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import type { SummaryState } from './flow';
import { olaProductAnswer, setUpHost, testStorage, testUser, type FakeRequest, type TestHostOptions } from './testing';

jest.mock('./swiper-mount', () => ({ mountCarousel: jest.fn(() => ({ destroy: jest.fn() })) }));

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function show(options: TestHostOptions) {
  const setup = setUpHost(options);
  const result = render(<setup.Harness />);
  await settle();
  return { ...setup, ...result, path: () => setup.probe.current?.path, state: () => setup.probe.current?.state };
}

async function type(label: string | HTMLElement, value: string) {
  const el = typeof label === 'string' ? screen.getByLabelText(label) : label;
  await act(async () => {
    fireEvent.input(el, { target: { value } });
    await new Promise<void>((r) => setTimeout(r, 0));
  });
}
async function choose(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await new Promise<void>((r) => setTimeout(r, 0));
  });
}
async function press(el: HTMLElement) {
  await act(async () => {
    fireEvent.click(el);
    await new Promise<void>((r) => setTimeout(r, 0));
  });
}
const button = (name: string) => screen.getByRole('button', { name });
const errorOf = (label: string): string | null => {
  const input = screen.getByLabelText(label);
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

const address = {
  full_name: 'Asha Sharma',
  phone: '9800000000',
  email: 'asha@example.com',
  province: '3',
  city: '30',
  area: '300',
  address: 'Baneshwor, Ward 10',
  note: 'Call before delivery',
};
const names = { province: 'Bagmati', city: 'Kathmandu', area: 'Baneshwor' };
const summaryState = (method: SummaryState['method']): SummaryState => ({ address, names, method });

beforeEach(() => {
  forgetProductLookups();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
});

describe('login', () => {
  it('asks for both fields with one message and sends nothing', async () => {
    const { calls } = await show({ path: '/user/login' });
    expect(screen.getByRole('heading', { level: 1, name: T.loginTitle })).toBeInTheDocument();
    await press(button(T.loginButton));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter email and password!');
    await type('Email', 'asha@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter email and password!');
    expect(calls('login')).toHaveLength(0);
  });

  it("shows the server's message in red", async () => {
    await show({ path: '/user/login', over: { login: () => ({ statusCode: 401, message: 'These credentials do not match our records.' }) } });
    await type('Email', 'asha@example.com');
    await type('Password', 'wrong-1');
    await press(button(T.loginButton));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(alert).toHaveClass('cg-alert--danger');
  });

  it('stores the user, clears the saved shipping address and goes to the shipping address when the answer carries a product', async () => {
    const errors: unknown[] = [];
    const view = await show({
      path: '/user/login',
      events: { error: (e) => errors.push(e) },
      over: { login: (r: FakeRequest) => ({ statusCode: 200, data: testUser({ product: (r.body as { product: string }).product }) }) },
    });
    view.storage.set('shipping_address', { ...address });
    await type('Email', ' asha@example.com ');
    await type('Password', 'secret1');
    await press(button(T.loginButton));
    expect(view.calls('login')[0].body).toEqual({ email: 'asha@example.com', password: 'secret1', source: 'ola', product: 'ola-s1-pro' });
    expect(view.storage.get('user')?.token).toBe('token-1');
    expect(view.storage.get('shipping_address')).toBeNull();
    expect(view.path()).toBe('/shippingAddress');
    expect(errors).toEqual([]);
  });

  it('goes to the reservations when the answer carries no product', async () => {
    const view = await show({ path: '/user/login', product: null, over: { login: () => ({ statusCode: 200, data: testUser({ product: null }) }) } });
    await type('Email', 'asha@example.com');
    await type('Password', 'secret1');
    await press(button(T.loginButton));
    expect(view.path()).toBe('/myReservations');
  });

  it('sends a logged-in user on: to the shipping address with a product, else to the reservations', async () => {
    expect((await show({ path: '/user/login', user: testUser() })).path()).toBe('/shippingAddress');
    document.body.innerHTML = '';
    expect((await show({ path: '/user/login', user: testUser(), product: null, over: { 'ola/get-bookings': () => ({ statusCode: 200, status: 'success', data: [] }) } })).path()).toBe(
      '/myReservations',
    );
  });

  it("opens the 'Forgot password?' popup, which asks forgot-password with the source", async () => {
    const view = await show({
      path: '/user/login',
      over: { 'forgot-password': () => ({ statusCode: 200, message: 'Code sent.', remember_token: 'r-1' }) },
    });
    await press(button(T.forgotPassword));
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    await press(within(dialog).getByRole('button', { name: 'Send Reset Code' }));
    expect(within(dialog).getByText(M.forgotEmailRequired)).toBeInTheDocument();
    await type(within(dialog).getByLabelText('Email'), 'asha@example.com');
    await press(within(dialog).getByRole('button', { name: 'Send Reset Code' }));
    expect(view.calls('forgot-password')[0].body).toEqual({ email: 'asha@example.com', source: 'ola' });
    expect(within(dialog).getByLabelText('Reset code')).toBeInTheDocument();
  });

  it('links to registration and shows a notice carried from it', async () => {
    const view = await show({ path: '/user/login', state: { notice: 'Registered. Please log in.' } });
    expect(screen.getByRole('status', { name: '' })).toBeTruthy();
    expect(screen.getByText('Registered. Please log in.')).toBeInTheDocument();
    await press(screen.getByRole('link', { name: T.signUp }));
    expect(view.path()).toBe('/user/register');
  });
});

describe('registration', () => {
  it('shows every required message on submit, and each rule as fields change', async () => {
    const view = await show({ path: '/user/register' });
    await press(button(T.registerButton));
    expect(errorOf('Full name')).toBe(M.fullNameRequired);
    expect(errorOf('Email')).toBe(M.emailRequired);
    expect(errorOf('Mobile number')).toBe(M.mobileRequired);
    expect(errorOf('Password')).toBe(M.passwordRequired);
    expect(errorOf('Confirm password')).toBe(M.confirmRequired);
    expect(view.calls('register')).toHaveLength(0);
  });

  it('checks fields on change before any submit', async () => {
    await show({ path: '/user/register' });
    await type('Full name', 'Asha #1');
    expect(errorOf('Full name')).toBe(M.fullNameCharacters);
    expect(errorOf('Email')).toBeNull();
    await type('Email', 'asha@example');
    expect(errorOf('Email')).toBe(M.emailInvalid);
    await type('Mobile number', '98000');
    expect(errorOf('Mobile number')).toBe(M.mobileInvalid);
    await type('Password', 'abc');
    expect(errorOf('Password')).toBe(M.passwordShort);
    await type('Confirm password', 'abd');
    expect(errorOf('Confirm password')).toBe(M.confirmMismatch);
  });

  it('limits the name, email and passwords to the lengths the server takes', async () => {
    await show({ path: '/user/register' });
    const max = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect([max('Full name'), max('Email'), max('Password'), max('Confirm password')]).toEqual(
      [L.name, L.email, L.password, L.password].map(String),
    );
    await type('Full name', 'A'.repeat(L.name + 1));
    expect(errorOf('Full name')).toBe(tooLong('Full name', L.name));
  });

  it("refuses a mobile of ten letters ('abcdefghij') and sends nothing", async () => {
    const view = await show({ path: '/user/register' });
    await type('Full name', 'Asha K. Sharma');
    await type('Email', 'asha@example.com');
    await type('Mobile number', 'abcdefghij');
    await type('Password', 'secret1');
    await type('Confirm password', 'secret1');
    await press(button(T.registerButton));
    expect(errorOf('Mobile number')).toBe(M.mobileInvalid);
    expect(view.calls('register')).toHaveLength(0);
  });

  async function fillValid() {
    await type('Full name', 'Asha K. Sharma');
    await type('Email', 'asha@example.com');
    await type('Mobile number', '9800000000');
    await type('Password', 'secret1');
    await type('Confirm password', 'secret1');
  }

  it("sends platform 'ola', source and product; a session in the answer logs in and continues", async () => {
    const view = await show({ path: '/user/register', over: { register: () => ({ statusCode: 200, data: testUser({ token: 'new' }) }) } });
    await fillValid();
    await press(button(T.registerButton));
    expect(view.calls('register')[0].body).toEqual({
      fullName: 'Asha K. Sharma',
      emailAddress: 'asha@example.com',
      mobileNumber: '9800000000',
      password: 'secret1',
      source: 'ola',
      product: 'ola-s1-pro',
      platform: 'ola',
    });
    expect(view.storage.get('user')?.token).toBe('new');
    expect(view.path()).toBe('/shippingAddress');
  });

  it("without a session goes to login with the server's message; a failure shows it in red", async () => {
    const view = await show({ path: '/user/register', over: { register: () => ({ statusCode: 200, message: 'Registered. Please log in.' }) } });
    await fillValid();
    await press(button(T.registerButton));
    expect(view.path()).toBe('/user/login');
    expect(screen.getByText('Registered. Please log in.')).toBeInTheDocument();
    view.unmount();
    await show({ path: '/user/register', over: { register: () => ({ statusCode: 409, message: 'An account with this email already exists.' }) } });
    await fillValid();
    await press(button(T.registerButton));
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});

describe('shipping address', () => {
  it('sends a visitor who is not logged in to login', async () => {
    const view = await show({ path: '/shippingAddress' });
    expect(view.path()).toBe('/user/login');
  });

  it('shows every validation message', async () => {
    const view = await show({ path: '/shippingAddress', user: testUser({ name: '', email: '', mobile: '' }) });
    await press(button(T.continueToPayment));
    expect(errorOf('Full name')).toBe('Please enter fullname');
    expect(errorOf('Mobile number')).toBe('Please enter mobile number');
    expect(errorOf('Email')).toBe('Please enter email');
    expect(errorOf('Province')).toBe('Please select province.');
    expect(errorOf('City')).toBe('Please select city.');
    expect(errorOf('Area')).toBe('Please select area.');
    expect(errorOf('Address')).toBe('Please enter address.');
    expect(errorOf('Note (optional)')).toBeNull();
    await type('Full name', 'Asha@home');
    await type('Mobile number', '123');
    await type('Email', 'asha.example.com');
    expect(errorOf('Full name')).toBe('Name should not contain special characters.');
    expect(errorOf('Mobile number')).toBe('Please enter valid mobile number.');
    expect(errorOf('Email')).toBe('Please enter valid email address.');
    expect(view.path()).toBe('/shippingAddress');
  });

  it("refuses a mobile of ten letters ('abcdefghij') and stays on the form", async () => {
    const view = await show({ path: '/shippingAddress', user: testUser({ name: 'Asha Sharma', email: 'asha@example.com', mobile: 'abcdefghij' }) });
    expect(screen.getByLabelText('Mobile number')).toHaveValue('abcdefghij');
    await press(button(T.continueToPayment));
    expect(errorOf('Mobile number')).toBe('Please enter valid mobile number.');
    await type('Mobile number', '98000-0000');
    expect(errorOf('Mobile number')).toBe('Please enter valid mobile number.');
    await type('Mobile number', '9800000000');
    expect(errorOf('Mobile number')).toBeNull();
    expect(view.path()).toBe('/shippingAddress');
  });

  it("takes no more than the booking call does: the shared limits as maxlength, and each field's message", async () => {
    const storage = setUpHost({ path: '/' }).storage;
    // An address saved before the limits (or pasted past them) is refused on the form, not by the booking call.
    storage.set('shipping_address', { ...address, address: 'x'.repeat(L.address + 1), note: 'x'.repeat(L.note + 1) });
    const view = await show({ path: '/shippingAddress', user: testUser(), storage });
    const max = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect([max('Full name'), max('Email'), max('Address'), max('Note (optional)')]).toEqual([L.name, L.email, L.address, L.note].map(String));
    await press(button(T.continueToPayment));
    expect(errorOf('Address')).toBe(tooLong('Address', L.address));
    expect(errorOf('Note (optional)')).toBe(tooLong('Note', L.note));
    expect(view.path()).toBe('/shippingAddress');
  });

  it('cascades: a province clears city and area and loads its cities; a city clears area and loads its areas', async () => {
    const view = await show({ path: '/shippingAddress', user: testUser() });
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
    expect(options('Province')).toEqual(['Select province', 'Bagmati', 'Gandaki']);
    expect(view.calls('get-provinces')[0].query).toEqual({ source: 'ola' });

    await choose('Province', '3');
    expect(view.calls('get-cities-via-province/3')).toHaveLength(1);
    expect(options('City')).toEqual(['Select city', 'Kathmandu', 'Lalitpur']);
    await choose('City', '30');
    expect(view.calls('get-areas-via-city/30')[0].query).toEqual({ source: 'ola' });
    expect(options('Area')).toEqual(['Select area', 'Baneshwor']);
    await choose('Area', '300');

    await choose('City', '31');
    expect((screen.getByLabelText('Area') as HTMLSelectElement).value).toBe('');
    expect(options('Area')).toEqual(['Select area', 'Jawalakhel']);
    await choose('Area', '310');

    await choose('Province', '4');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Area') as HTMLSelectElement).value).toBe('');
    expect(options('City')).toEqual(['Select city', 'Pokhara']);
    expect(options('Area')).toEqual(['Select area']);
  });

  it('saves the address under shipping_address and carries it, with the place names, to payment', async () => {
    const view = await show({ path: '/shippingAddress', user: testUser() });
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Sharma');
    await choose('Province', '3');
    await choose('City', '30');
    await choose('Area', '300');
    await type('Address', 'Baneshwor, Ward 10');
    await type('Note (optional)', 'Call before delivery');
    await press(button(T.continueToPayment));
    expect(view.storage.get('shipping_address')).toEqual(address);
    expect(view.path()).toBe('/payment');
    expect(view.state()).toEqual({ address, names });
  });

  it('starts from the saved address', async () => {
    const storage = setUpHost({ path: '/' }).storage;
    storage.set('shipping_address', address);
    await show({ path: '/shippingAddress', user: testUser(), storage });
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('Baneshwor, Ward 10');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('30');
    expect((screen.getByLabelText('Area') as HTMLSelectElement).value).toBe('300');
  });
});

describe('payment', () => {
  it('goes back when opened without passed state', async () => {
    const view = await show({ path: '/payment', user: testUser() });
    // Nothing to go back to here: the start page, which sends the logged-in user on.
    expect(view.path()).toBe('/shippingAddress');
  });

  it("shows 'Total payable', 'Pay in full' and the three methods; a method opens the summary with its name", async () => {
    const view = await show({ path: '/payment', user: testUser(), state: { address, names } });
    expect(screen.getByText('Total payable')).toBeInTheDocument();
    expect(screen.getByText('Pay in full')).toBeInTheDocument();
    expect(screen.getAllByText('NPR 9,999')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Pay in full/ })).toBeChecked();
    for (const m of ['Card Payment', 'eSewa', 'Connect IPS']) expect(button(m)).toBeInTheDocument();
    await press(button('eSewa'));
    expect(view.path()).toBe('/priceSummary');
    // Each choice starts a new attempt (a reload of the summary books the same one again).
    expect(view.state()).toEqual({ ...summaryState('eSewa'), attempt: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });
});

describe('price summary', () => {
  const esewa = {
    statusCode: 200,
    booking_id: 41,
    payment_data: {
      url: 'http://store.test/sandbox/esewa/epay/main',
      method: 'POST',
      data: { tAmt: 9999, amt: 9999, txAmt: 0, psc: 0, pdc: 0, scd: 'EPAYTEST', pid: 'RSV-41', su: 'http://store.test/s', fu: 'http://store.test/f' },
    },
  };
  const ips = {
    statusCode: 200,
    booking_id: 42,
    payment_data: {
      URL: 'http://store.test/sandbox/connectips/connectipswebgw/loginpage',
      METHOD: 'POST',
      data: {
        MERCHANTID: 2501,
        APPID: 'MER-2501-APP-1',
        APPNAME: 'CG Digital',
        TXNID: 'RSV-42',
        TXNDATE: '22-11-2026',
        TXNCRNCY: 'NPR',
        TXNAMT: 999900,
        REFERENCEID: 'BKG-42',
        REMARKS: 'Reservation',
        PARTICULARS: 'Reservation 42',
        TOKEN: 'c2lnbmVk',
      },
    },
  };

  it('goes back without passed state', async () => {
    const view = await show({ path: '/priceSummary', user: testUser() });
    expect(view.path()).not.toBe('/priceSummary');
  });

  it('starts the booking on load and stays hidden until statusCode 200', async () => {
    let answer!: (v: unknown) => void;
    const created: unknown[] = [];
    const view = await show({
      path: '/priceSummary',
      user: testUser(),
      state: summaryState('Card Payment'),
      events: { reservationCreated: (d) => created.push(d) },
      over: { 'post-prebooking/ola-s1-pro': () => new Promise((r) => (answer = r)) },
    });
    const call = view.calls('post-prebooking/ola-s1-pro')[0];
    expect(call.method).toBe('POST');
    expect(call.query).toEqual({ platform: 'W' });
    expect(call.headers.authorization).toBe('Bearer token-1');
    expect(call.body).toEqual({
      shipping_data: { name: 'Asha Sharma', email: 'asha@example.com', address: 'Baneshwor, Ward 10', mobile: '9800000000' },
      payment_method: 'Nabil Card',
      source: 'ola',
      area: 300,
      city: 30,
      province: 3,
      customer_note: 'Call before delivery',
      color: 'Jet Black',
    });
    expect(screen.queryByText('OLA S1 Pro', { selector: 'dd' })).toBeNull();
    expect(screen.queryByText('Nepal')).toBeNull();
    await act(async () => {
      answer({ statusCode: 200, booking_id: 40, payment_gateway_url: 'http://store.test/sandbox/nabil/pay?o=1' });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByText('OLA S1 Pro', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Jet Black', { selector: 'dd' })).toBeInTheDocument();
    const details = screen.getByText('Nepal').closest('address') as HTMLElement;
    expect(Array.from(details.children).map((c) => c.textContent)).toEqual(['Asha Sharma', 'Baneshwor, Ward 10', 'Baneshwor', 'Kathmandu', 'Bagmati', 'Nepal']);
    expect(created).toEqual([{ bookingId: 40, method: 'Card Payment', product: 'ola-s1-pro' }]);
  });

  it('stays hidden with no message when the booking fails', async () => {
    const errors: unknown[] = [];
    await show({
      path: '/priceSummary',
      user: testUser(),
      state: summaryState('eSewa'),
      events: { error: (e) => errors.push(e) },
      over: { 'post-prebooking/ola-s1-pro': () => ({ statusCode: 422, message: 'There is no area with id 300.' }) },
    });
    expect(screen.queryByText('Nepal')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('There is no area with id 300.')).toBeNull();
    expect(errors).toEqual([{ code: 'booking-failed', message: 'There is no area with id 300.' }]);
  });

  it("card: 'Pay with Card Payment' redirects, unless the host cancels", async () => {
    const redirect = jest.fn();
    let allow = false;
    const seen: unknown[] = [];
    await show({
      path: '/priceSummary',
      user: testUser(),
      state: summaryState('Card Payment'),
      redirect,
      events: { paymentRedirect: (d) => (seen.push(d), allow) },
      over: { 'post-prebooking/ola-s1-pro': () => ({ statusCode: 200, booking_id: 40, payment_gateway_url: 'http://store.test/pay/1' }) },
    });
    await press(button('Pay with Card Payment'));
    expect(redirect).not.toHaveBeenCalled();
    allow = true;
    await press(button('Pay with Card Payment'));
    expect(redirect).toHaveBeenCalledWith('http://store.test/pay/1');
    expect(seen[0]).toEqual({ method: 'Card Payment', url: 'http://store.test/pay/1', bookingId: 40 });
  });

  it('eSewa: a form of hidden fields posted to the provider url with the method from the answer', async () => {
    const view = await show({ path: '/priceSummary', user: testUser(), state: summaryState('eSewa'), over: { 'post-prebooking/ola-s1-pro': () => esewa } });
    expect(view.calls('post-prebooking/ola-s1-pro')[0].body).toMatchObject({ payment_method: 'eSewa' });
    const form = button('Pay with eSewa').closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(esewa.payment_data.url);
    expect(form.getAttribute('method')).toBe('POST');
    const hidden = Array.from(form.querySelectorAll<HTMLInputElement>('input[type=hidden]')).map((i) => [i.name, i.value]);
    expect(hidden).toEqual([
      ['tAmt', '9999'],
      ['amt', '9999'],
      ['txAmt', '0'],
      ['psc', '0'],
      ['pdc', '0'],
      ['scd', 'EPAYTEST'],
      ['pid', 'RSV-41'],
      ['su', 'http://store.test/s'],
      ['fu', 'http://store.test/f'],
    ]);
    expect(view.storage.get('esewa_payment_data')).toEqual(esewa.payment_data);
  });

  it('Connect IPS: a form of hidden fields with URL and METHOD from the answer; a cancelled redirect stops the post', async () => {
    const view = await show({
      path: '/priceSummary',
      user: testUser(),
      state: summaryState('Connect IPS'),
      events: { paymentRedirect: () => false },
      over: { 'post-prebooking/ola-s1-pro': () => ips },
    });
    expect(view.calls('post-prebooking/ola-s1-pro')[0].body).toMatchObject({ payment_method: 'Connect IPS' });
    const form = button('Pay with Connect IPS').closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(ips.payment_data.URL);
    expect(form.getAttribute('method')).toBe('POST');
    const hidden = Array.from(form.querySelectorAll<HTMLInputElement>('input[type=hidden]'));
    expect(hidden.map((i) => i.name)).toEqual([
      'MERCHANTID',
      'APPID',
      'APPNAME',
      'TXNID',
      'TXNDATE',
      'TXNCRNCY',
      'TXNAMT',
      'REFERENCEID',
      'REMARKS',
      'PARTICULARS',
      'TOKEN',
    ]);
    expect(hidden.find((i) => i.name === 'TXNAMT')?.value).toBe('999900');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
  });
});

describe('my reservations', () => {
  const bookings = [
    { variantImg: '/media/scooter/jet-black/1.svg', variant: 'OLA S1 Pro (Jet Black)', orderId: 12, orderStatus: 'Accepted', orderDate: '2026-05-12T10:00:00.000Z', reasonForFail: null },
    { variantImg: '/media/scooter/coral-glam/1.svg', variant: 'OLA S1 Pro (Coral Glam)', orderId: 13, orderStatus: 'Failed', orderDate: '2026-05-13T10:00:00.000Z', reasonForFail: 'cancelled at eSewa.' },
  ];
  const over = { 'ola/get-bookings': () => ({ statusCode: 200, status: 'success', data: bookings }) };

  it('lists image, variant, Booking ID and the status line, with the two links', async () => {
    const view = await show({ path: '/myReservations', user: testUser(), over });
    expect(view.calls('ola/get-bookings')[0].headers.authorization).toBe('Bearer token-1');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('OLA S1 Pro (Jet Black)');
    expect(items[0]).toHaveTextContent('Booking ID 12');
    expect(items[0]).toHaveTextContent('Reserved on 12 May 2026');
    expect(items[0].querySelector('img')?.getAttribute('src')).toBe('http://api.test/media/scooter/jet-black/1.svg');
    expect(items[1]).toHaveTextContent('Payment cancelled at eSewa.');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', 'https://scooter.example/');
    await press(screen.getByRole('link', { name: 'Purchase another scooter' }));
    expect(view.path()).toBe('/shippingAddress');
  });

  it('shows the result of the booking the page came back to from the gateway', async () => {
    await show({ path: '/myReservations', user: testUser(), over, returnedBooking: '13' });
    expect(screen.getByRole('alert')).toHaveTextContent('The payment did not go through. Booking ID 13: Payment cancelled at eSewa.');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Booking ID 13');
  });

  it.each([
    ['waits for its gateway (eSewa)', 'not completed yet.'],
    ['is being checked with its gateway', 'is being checked with eSewa.'],
  ])('back without a payment while the booking %s: says no payment was completed and that a later one counts', async (_, reason) => {
    const open = [{ ...bookings[1], orderStatus: 'Pending', reasonForFail: reason }];
    const waiting = { 'ola/get-bookings': () => ({ statusCode: 200, status: 'success', data: open }) };
    await show({ path: '/myReservations', user: testUser(), over: waiting, returnedBooking: '13' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'No payment was completed. Booking ID 13 stays open for now: if the payment service confirms a payment for it later, that payment still counts and your scooter is reserved.',
    );
    expect(alert).not.toHaveTextContent('did not go through');
    expect(screen.getByRole('listitem')).toHaveTextContent(`Payment ${reason}`);
  });

  it('a failed booking without a reason reads as the others do', async () => {
    const bare = { 'ola/get-bookings': () => ({ statusCode: 200, status: 'success', data: [{ ...bookings[1], reasonForFail: null }] }) };
    await show({ path: '/myReservations', user: testUser(), over: bare });
    expect(screen.getByRole('listitem')).toHaveTextContent('Payment did not go through.');
  });

  it('needs a login', async () => {
    const view = await show({ path: '/myReservations', over });
    expect(view.path()).toBe('/user/login');
  });
});

describe('the left panel and the narrow layout', () => {
  it('shows logo, pictures and the three attributes with [...] smaller; the info button opens the certification', async () => {
    await show({ path: '/user/login' });
    const panel = screen.getByRole('complementary', { name: 'Your scooter' });
    expect(panel.querySelector('img.cg-res-panel__logo')).toHaveAttribute('src', 'http://api.test/media/brand/ola-electric.svg');
    expect(within(panel).getAllByRole('img')).toHaveLength(2);
    expect(within(panel).getByAltText('OLA S1 Pro in Jet Black, picture 1 of 2')).toHaveAttribute('src', 'http://api.test/media/scooter/jet-black/1.svg');
    const speed = within(panel).getByText('Top Speed').closest('div') as HTMLElement;
    expect(speed).toHaveTextContent('Top Speed120 km/h');
    expect(within(speed).getByText('km/h').tagName).toBe('SMALL');
    expect(screen.queryByRole('button', { name: T.back })).toBeNull();
    await press(within(panel).getByRole('button', { name: 'Certification details of Certified Range' }));
    const dialog = screen.getByRole('dialog', { name: 'Certification details' });
    expect(dialog).toHaveTextContent('ARAI certified range');
    expect(dialog).toHaveTextContent('195 km on a full charge.');
  });

  it('at 439px and less hides the panel and shows a back button', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 439 });
    const redirect = jest.fn();
    await show({ path: '/payment', user: testUser(), state: { address, names }, redirect });
    expect(screen.queryByRole('complementary')).toBeNull();
    // The first screen of the visit: Back leaves for the scooter site (leave.test.tsx).
    await press(button(T.back));
    expect(redirect).toHaveBeenCalledWith('https://scooter.example/');
  });
});

describe('no scooter selected (no product query or attribute)', () => {
  const summaryState: SummaryState = { address, names, method: 'eSewa' };
  it.each([
    ['/shippingAddress', undefined],
    ['/payment', { address, names }],
    ['/priceSummary', summaryState],
  ])('%s offers to choose a scooter instead of a form that cannot book; the panel does not show the last one', async (path, state) => {
    const storage = testStorage();
    storage.set('selectedModalData', olaProductAnswer.selectedModalData!);
    storage.set('currentColorObject', olaProductAnswer.currentColor!);
    const view = await show({ path, state, user: testUser(), product: null, storage });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(T.chooseScooterFirst);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay with|eSewa|Continue to payment/ })).toBeNull();
    expect(view.requests.some((r) => r.path.startsWith('post-prebooking'))).toBe(false);
    const panel = screen.getByRole('complementary', { name: T.yourScooter });
    expect(panel).toHaveTextContent(T.noScooter);
    expect(panel).not.toHaveTextContent('OLA S1 Pro');
    const main = screen.getByRole('region', { name: T.chooseScooterFirst });
    expect(within(main).getByRole('link', { name: T.chooseScooter })).toHaveAttribute('href', 'https://scooter.example/');
    await press(within(main).getByRole('link', { name: T.reservationsTitle }));
    expect(view.path()).toBe('/myReservations');
  });
});

describe('routing', () => {
  it("sends an unknown product ('fail') to the not-found target", async () => {
    const errors: unknown[] = [];
    const view = await show({
      path: '/user/login',
      product: 'nope',
      events: { error: (e) => errors.push(e) },
      over: { 'ola/product/nope': () => ({ status: 'fail', statusCode: 404, message: 'There is no scooter "nope" to reserve.' }) },
    });
    expect(view.path()).toBe('/not-found-page');
    expect(screen.getByText('This page could not be found.')).toBeInTheDocument();
    expect(errors).toEqual([{ code: 'product-not-found', message: 'There is no scooter "nope" to reserve.' }]);
  });

  it("shows 'This page could not be found.' for any other path", async () => {
    await show({ path: '/somewhere' });
    expect(screen.getByRole('heading', { name: 'This page could not be found.' })).toBeInTheDocument();
  });

  it('/test echoes what is typed', async () => {
    await show({ path: '/test' });
    await type(T.testLabel, 'hello');
    expect(screen.getByText('You typed: hello')).toBeInTheDocument();
  });
});
