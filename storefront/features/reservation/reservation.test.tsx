/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetProductLookups } from '../../../shared/reservation/hooks';
import { RESERVATION_TEXT as T } from '../../../shared/reservation/messages';
import { locations, olaProductAnswer } from '../../../shared/reservation/testing';
import { createFakeApi, press, renderApp, testUser, typeInto, type FakeHandler } from '../../app/test-utils';

jest.mock('../../../shared/reservation/swiper-mount', () => ({ mountCarousel: () => ({ destroy: () => undefined }) }));

const QUERY = '?source=ola&product=ola-s1-pro';

function flowApi(over: Record<string, FakeHandler> = {}) {
  const handlers: Record<string, FakeHandler> = {
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 40 } }),
    'ola/product/ola-s1-pro': () => olaProductAnswer,
    'get-provinces': () => ({ statusCode: 200, data: locations.provinces }),
    'get-cities-via-province/3': () => ({ statusCode: 200, data: locations.cities[3] }),
    'get-areas-via-city/30': () => ({ statusCode: 200, data: locations.areas[30] }),
    'ola/get-bookings': () => ({
      statusCode: 200,
      status: 'success',
      data: [{ variantImg: '/media/scooter/jet-black/1.svg', variant: 'OLA S1 Pro (Jet Black)', orderId: 12, orderStatus: 'Accepted', orderDate: '2026-05-12T10:00:00Z' }],
    }),
    ...over,
  };
  return createFakeApi(handlers, () => 'token-1');
}

async function choose(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await new Promise<void>((r) => setTimeout(r, 0));
  });
}

beforeEach(() => {
  forgetProductLookups();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
});

describe('the storefront in reservation mode', () => {
  it('shows the reservation login, with the left panel, for /user/login?source=ola', async () => {
    await renderApp({ path: `/user/login${QUERY}`, api: flowApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Your scooter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.signUp })).toHaveAttribute('href', `/user/register${QUERY}`);
    expect(screen.queryByText('Welcome back. Log in to see your orders, wishlist and CG|Coins.')).toBeNull();
  });

  it('keeps the store login without source=ola', async () => {
    await renderApp({ path: '/user/login', api: flowApi() });
    expect(await screen.findByText('Welcome back. Log in to see your orders, wishlist and CG|Coins.')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Your scooter' })).toBeNull();
  });

  it('logs in through the shared screen: the header shows the user, the flow goes on with its query', async () => {
    const api = flowApi({ login: () => ({ statusCode: 200, data: testUser({ name: 'Asha Sharma', product: 'ola-s1-pro', source: 'ola' }) }) });
    const { router, storage } = await renderApp({ path: `/user/login${QUERY}`, api });
    storage.set('shipping_address', { full_name: 'x', phone: '9800000000', email: 'x@y.zz', province: '3', city: '30', area: '300', address: 'x' });
    await typeInto(await screen.findByLabelText('Email'), 'asha@example.com');
    await typeInto(screen.getByLabelText('Password'), 'secret1');
    await press(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shippingAddress'));
    expect(router.state.location.search).toBe(QUERY);
    expect(api.callsTo('login')[0].body).toEqual({ email: 'asha@example.com', password: 'secret1', source: 'ola', product: 'ola-s1-pro' });
    expect(storage.get('shipping_address')).toBeNull();
    expect(within(screen.getByRole('banner')).getAllByText(/Asha Sharma/).length).toBeGreaterThan(0);
  });

  it('sends a visitor who is not logged in from the flow pages to login', async () => {
    const { router } = await renderApp({ path: `/myReservations${QUERY}`, api: flowApi() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe(QUERY);
  });

  it('carries the address through payment to the summary as navigation state', async () => {
    const api = flowApi({
      'post-prebooking/ola-s1-pro': () => ({ statusCode: 200, booking_id: 7, payment_gateway_url: 'http://store.test/sandbox/nabil/pay' }),
    });
    const { router } = await renderApp({ path: `/shippingAddress${QUERY}`, api, user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: T.shippingTitle })).toBeInTheDocument();
    await choose('Province', '3');
    await choose('City', '30');
    await choose('Area', '300');
    await typeInto(screen.getByLabelText('Address'), 'Baneshwor');
    await press(screen.getByRole('button', { name: T.continueToPayment }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(screen.getByText('Total payable')).toBeInTheDocument();
    await press(screen.getByRole('button', { name: 'Card Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/priceSummary'));
    expect(router.state.location.search).toBe(QUERY);
    expect(await screen.findByRole('button', { name: 'Pay with Card Payment' })).toBeInTheDocument();
    expect(api.callsTo('post-prebooking/ola-s1-pro')[0].body).toMatchObject({ payment_method: 'Nabil Card', city: 30, area: 300 });
    expect(screen.getByText('Nepal')).toBeInTheDocument();
  });

  it('shows the paid booking on the page the gateway returns to', async () => {
    await renderApp({ path: `/myReservations${QUERY}&cg_reservation=12&cg_status=completed`, api: flowApi(), user: testUser() });
    expect(await screen.findByText('Payment received. Your scooter is reserved.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('listitem')).toHaveTextContent('Reserved on 12 May 2026');
  });

  it("shows 'This page could not be found.' for an unknown path in reservation mode only", async () => {
    await renderApp({ path: `/user/nothing/here${QUERY}`, api: flowApi() });
    expect(screen.getByRole('heading', { name: 'This page could not be found.' })).toBeInTheDocument();
    document.body.innerHTML = '';
    await renderApp({ path: '/user/nothing/here', api: flowApi() });
    expect(screen.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
  });

  it("sends an unknown scooter to the not-found target", async () => {
    const { router } = await renderApp({
      path: '/user/login?source=ola&product=nope',
      api: flowApi({ 'ola/product/nope': () => ({ statusCode: 404, status: 'fail', message: 'There is no scooter "nope" to reserve.' }) }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found-page'));
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
  });

  it('serves the /test page', async () => {
    await renderApp({ path: '/test', api: flowApi() });
    await typeInto(await screen.findByLabelText(T.testLabel), 'hi');
    expect(screen.getByText('You typed: hi')).toBeInTheDocument();
  });
});
