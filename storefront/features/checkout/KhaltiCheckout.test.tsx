/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { press, renderApp, testUser, typeInto } from '../../app/test-utils';
import { CHECKOUT_TEXT as T, KHALTI_TEXT as K } from './messages';
import { checkoutApi, checkoutTestRoutes } from './testing';

// Whole-page flows with many renders: generous on a shared, busy machine.
jest.setTimeout(30_000);

const user = testUser({ name: 'Asha Sharma', address: 'Baneshwor 10' });
const khalti = {
  public_key: 'test_public_key_cg_sandbox',
  product_identity: 'CG1A2B',
  product_name: 'Order #42 at CG Digital',
  product_url: 'http://localhost/',
  amount: 1234500,
  api_base: 'http://localhost/sandbox/khalti/api/v2',
  payment_preference: ['KHALTI', 'EBANKING', 'MOBILE_BANKING', 'CONNECT_IPS', 'SCT'],
};
const payload = { idx: 'S1', token: 'tok', amount: 1234550, mobile: '9800000001', product_identity: 'CG1A2B', product_name: 'Order #42 at CG Digital', product_url: 'http://localhost/' };

let posted: { url: string; body: Record<string, unknown> }[];
beforeEach(() => {
  posted = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string, init?: RequestInit) => {
    posted.push({ url, body: JSON.parse(String(init?.body)) });
    const body = url.includes('/initiate/') ? { token: 'tok', message: 'Code sent.' } : payload;
    return { ok: true, status: 200, json: async () => body } as Response;
  });
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  jest.restoreAllMocks();
});

async function openWidget(callback: () => unknown) {
  const api = checkoutApi({
    'post-checkout': () => ({ statusCode: 200, order_id: 42, total_amount: 12345.5, khalti }),
    'payment/khalti/callback': callback as never,
  });
  const app = await renderApp({ path: '/user/checkout', api, user, routes: checkoutTestRoutes });
  await screen.findByRole('button', { name: T.placeOrder });
  await typeInto(screen.getByLabelText(T.province), '3');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Kathmandu' })).toBeInTheDocument());
  await typeInto(screen.getByLabelText(T.city), '30');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Baneshwor' })).toBeInTheDocument());
  await typeInto(screen.getByLabelText(T.area), '300');
  await press(screen.getByRole('radio', { name: 'Khalti' }));
  await press(screen.getByRole('button', { name: T.placeOrder }));
  await screen.findByRole('dialog', { name: K.title });
  return { app, api };
}

async function pay() {
  await typeInto(screen.getByLabelText(K.mobile), '9800000001');
  await typeInto(screen.getByLabelText(K.pin), '1111');
  await press(screen.getByRole('button', { name: /^Pay/ }));
  await typeInto(await screen.findByLabelText(K.code), '987654');
  await press(screen.getByRole('button', { name: K.confirm }));
}

describe('Khalti at checkout', () => {
  it('opens the widget with the order and the total times 100, posts the success to the callback and goes to its url', async () => {
    const { app, api } = await openWidget(() => ({ statusCode: 200, message: 'Paid.', url: '/payment/khalti/?order=completed' }));
    // 12345.5 rupees → 1234550 paisa (the answer's total × 100, not the widget data's amount).
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/NPR 12,345.50/);
    await pay();
    expect(posted[0].body).toMatchObject({ amount: 1234550, product_identity: 'CG1A2B', public_key: 'test_public_key_cg_sandbox' });
    await waitFor(() => expect(api.callsTo('payment/khalti/callback')).toHaveLength(1));
    expect(api.callsTo('payment/khalti/callback')[0].body).toEqual(payload);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment/khalti/'));
    expect(app.router.state.location.search).toBe('?order=completed');
  });

  it('a refused callback shows its message in an alert dialog; OK goes to its url', async () => {
    const { app } = await openWidget(() => ({ statusCode: 422, message: 'Khalti did not confirm this payment.', url: '/payment/khalti/?order=failure' }));
    await pay();
    const dialog = await screen.findByRole('dialog', { name: K.failedTitle });
    expect(dialog).toHaveTextContent('Khalti did not confirm this payment.');
    expect(screen.queryByRole('dialog', { name: K.title })).toBeNull();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await press(screen.getByRole('button', { name: K.ok }));
    expect(app.router.state.location.pathname).toBe('/payment/khalti/');
    expect(app.router.state.location.search).toBe('?order=failure');
  });

  it('closing the widget clears the overlay and leaves the checkout as it was', async () => {
    await openWidget(() => ({ statusCode: 200, url: '/' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: K.close })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(screen.getByRole('button', { name: T.placeOrder })).toBeEnabled();
  });
});
