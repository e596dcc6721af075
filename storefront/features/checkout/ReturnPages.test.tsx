/** @jest-environment jsdom */
import '../../app/test-polyfills';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { followRouteData } from '../../app/routeData';
import { configureAppStore } from '../../app/store';
import { createTestStorage, testUser, type FakeHandler } from '../../app/test-utils';
import { HISTORY_PATHS, RETURN_TEXT as R, STATUS_TEXT as S, SUPPORT, THANK_YOU_TEXT as TY } from './messages';
import { BOOKING_RETURN_WORDING, ORDER_RETURN_WORDING } from './paths';
import { checkoutApi, checkoutTestRoutes, placedBooking } from './testing';

/** The pages under fake timers (renderApp settles with a real timer, so it is not used here). */
function renderAt(path: string, loggedIn = true, handlers: Record<string, FakeHandler> = {}) {
  const storage = createTestStorage();
  if (loggedIn) storage.set('user', testUser({ name: 'Asha Sharma' }));
  const { store } = configureAppStore({ storage, makeApi: () => checkoutApi(handlers) });
  const dispatch = jest.spyOn(store, 'dispatch');
  const router = createMemoryRouter(checkoutTestRoutes, { initialEntries: [path] });
  followRouteData(router, store.dispatch);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, dispatch };
}

const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('payment return pages', () => {
  /** The facts block of a thank-you page, as "label value" lines. */
  const facts = () => [...document.querySelectorAll('.cg-thanks__facts > div')].map((d) => d.textContent);

  it.each(Object.keys(ORDER_RETURN_WORDING))('/payment/%s/?order=completed&order_id=77: spinner, then the thank-you page of order #77 after 2 seconds', async (gateway) => {
    const { router, dispatch } = renderAt(`/payment/${gateway}/?order=completed&order_id=77`);
    await wait(0);
    expect(screen.getByRole('status')).toHaveTextContent(R.redirecting);
    await wait(1900);
    expect(router.state.location.pathname).toBe(`/payment/${gateway}/`);
    await wait(200);
    expect(router.state.location.pathname).toBe('/user/checkout');
    expect(router.state.location.search).toBe('?order=completed&order_id=77');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TY.greeting('Asha Sharma'));
    expect(screen.getByText(R.orderCompleted)).toBeInTheDocument();
    // The order's number and state, as the shopper's order list has them.
    expect(facts()).toEqual([`${TY.orderId}#77`, `${TY.paymentMethod}eSewa`, `${TY.paymentStatus}Paid`, `${TY.total}NPR 1,10,000`]);
    expect(screen.getByText(TY.orderPlaced)).toBeInTheDocument();
    expect(dispatch).toHaveBeenCalledWith({ type: 'cart/changed' });
  });

  it('/payment/nabil-card/?order=completed&order_id=77&emi-purchase=yes (a Flexi Pay payment): the thank-you page keeps emi-purchase and shows the instalment wording', async () => {
    const { router } = renderAt('/payment/nabil-card/?order=completed&order_id=77&emi-purchase=yes');
    await wait(2000);
    expect(router.state.location.pathname).toBe('/user/checkout');
    expect(router.state.location.search).toBe('?order=completed&order_id=77&emi-purchase=yes');
    expect(screen.getByText(R.orderCompleted)).toBeInTheDocument();
    expect(screen.getByText(TY.emiPurchase)).toBeInTheDocument();
    expect(screen.queryByText(TY.orderPlaced)).toBeNull();
  });

  it('/payment/esewa/?order=completed&order_id=77 (no emi-purchase): the ordinary order wording', async () => {
    renderAt('/payment/esewa/?order=completed&order_id=77');
    await wait(2000);
    expect(screen.getByText(TY.orderPlaced)).toBeInTheDocument();
    expect(screen.queryByText(TY.emiPurchase)).toBeNull();
  });

  it.each(Object.entries(ORDER_RETURN_WORDING).flatMap(([g, w]) => [[g, 'cancelled', w.cancelled], [g, 'failure', w.failure]]))(
    '/payment/%s/?order=%s shows "%s"',
    async (gateway, value, message) => {
      renderAt(`/payment/${gateway}/?order=${value}`);
      await wait(2000);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: R.backToCart })).toHaveAttribute('href', '/user/cart');
    },
  );

  it('any other value goes to the cart with no message', async () => {
    const { router } = renderAt('/payment/esewa/?order=whatever');
    await wait(2000);
    expect(router.state.location.pathname).toBe('/user/cart');
    expect(where()).toBe('cart|/user/cart|');
  });

  it.each(Object.entries(BOOKING_RETURN_WORDING))('/payment/booking/%s/: completed goes to the thank-you page of the pre-booking', async (gateway, wording) => {
    const { router } = renderAt(`/payment/booking/${gateway}/?booking=completed&booking_id=88`);
    await wait(0);
    expect(screen.getByText(R.redirecting)).toBeInTheDocument();
    await wait(2000);
    expect(router.state.location.pathname).toBe('/user/booking-thank-you');
    expect(router.state.location.search).toBe('?booking_id=88');
    expect(screen.getByText(wording.completed)).toBeInTheDocument();
    // A pre-booking: Buy Now opens for it later.
    expect(screen.getByText(TY.prebookingPlaced)).toBeInTheDocument();
    expect(facts()).toEqual([`${TY.bookingId}#88`, `${TY.product}Yatri P1 Scooter`, `${TY.paymentMethod}Connect IPS`, `${TY.paymentStatus}Paid`]);
    expect(screen.getByRole('link', { name: TY.bookingHistory })).toHaveAttribute('href', HISTORY_PATHS.bookings);
    expect(screen.getByRole('link', { name: SUPPORT.tollFree })).toBeInTheDocument();
  });

  it('a buy-now paid at the gateway: its own words, nothing about Buy Now opening later', async () => {
    renderAt('/payment/booking/connect-ips/?booking=completed&booking_id=91', true, {
      'get-bookings': () => ({ statusCode: 200, data: [placedBooking({ id: 91, kind: 'buy_now' }), placedBooking()] }),
    });
    await wait(2000);
    expect(screen.getByText(TY.buyNowPlaced)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Buy Now opens/);
    expect(facts()[0]).toBe(`${TY.bookingId}#91`);
  });

  it("/payment/booking/esewa/?booking=failure shows 'Your booking has been cancelled or failed!'", async () => {
    renderAt('/payment/booking/esewa/?booking=failure');
    await wait(2000);
    expect(screen.getByRole('alert')).toHaveTextContent(R.bookingCancelledOrFailed);
  });

  it('a guest goes to /', async () => {
    renderAt('/payment/esewa/?order=completed', false);
    await wait(0);
    expect(where()).toBe('home|/|');
  });

  it('an unknown gateway is not found', async () => {
    renderAt('/payment/paypal/?order=completed');
    await wait(0);
    expect(screen.queryByText(R.redirecting)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(TY.greeting('Asha Sharma'));
  });
});

describe('status pages', () => {
  it("/user/order-status?order=completed&order_id=77&emi-purchase=yes: 'Will redirect you in 5 sec', then the thank-you page with order_id and emi-purchase kept", async () => {
    const { router } = renderAt('/user/order-status?order=completed&order_id=77&emi-purchase=yes');
    await wait(0);
    expect(screen.getByRole('status')).toHaveTextContent(S.redirecting);
    await wait(4900);
    expect(router.state.location.pathname).toBe('/user/order-status');
    await wait(200);
    expect(router.state.location.pathname).toBe('/user/checkout');
    expect(router.state.location.search).toBe('?order=completed&order_id=77&emi-purchase=yes');
    expect(screen.getByText(S.orderCompleted)).toBeInTheDocument();
    expect(screen.getByText(TY.emiPurchase)).toBeInTheDocument();
  });

  it.each([
    ['order', 'declined', S.orderDeclined],
    ['order', 'cancelled', S.orderCancelled],
    ['booking', 'declined', S.bookingDeclined],
    ['booking', 'cancelled', S.bookingCancelled],
  ])('/user/%s-status with %s shows "%s" after 5 seconds', async (kind, value, message) => {
    renderAt(`/user/${kind}-status?${kind}=${value}`);
    await wait(4900);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(200);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it("/user/booking-status?booking=completed&booking_id=88: 'Your booking is completed successfully!' on the thank-you page of booking #88", async () => {
    const { router } = renderAt('/user/booking-status?booking=completed&booking_id=88');
    await wait(5000);
    expect(router.state.location.pathname).toBe('/user/booking-thank-you');
    expect(router.state.location.search).toBe('?booking_id=88');
    expect(screen.getByText(S.bookingCompleted)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TY.greeting('Asha Sharma'));
    expect(screen.getByText(TY.prebookingPlaced)).toBeInTheDocument();
  });

  it('/user/booking-status?booking=completed naming no booking: the message, and no claim about a booking', async () => {
    renderAt('/user/booking-status?booking=completed');
    await wait(5000);
    expect(screen.getByText(S.bookingCompleted)).toBeInTheDocument();
    expect(screen.getByText(TY.findBookings)).toBeInTheDocument();
    for (const text of [TY.prebookingPlaced, TY.buyNowPlaced, TY.bookingPlaced]) expect(screen.queryByText(text)).toBeNull();
  });

  it('any other value or none just redirects (home)', async () => {
    const { router } = renderAt('/user/order-status');
    await wait(5000);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a guest goes to /', async () => {
    renderAt('/user/booking-status?booking=completed', false);
    await wait(0);
    expect(where()).toBe('home|/|');
  });
});

describe('thank-you pages opened without an order or booking of the shopper', () => {
  it.each([
    ['/user/checkout?order=completed', 'no order at all'],
    ['/user/checkout?order=completed&order_id=5', 'an order that is not in her list'],
    ['/user/checkout?order=completed&order_id=abc', 'no usable id'],
  ])('%s (%s) says so plainly, claims nothing, and links to Order History and home', async (path) => {
    renderAt(path);
    await wait(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TY.noOrderTitle);
    expect(screen.getByText(TY.noOrder)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/has been placed/);
    expect(screen.queryByText(TY.greeting('Asha Sharma'))).toBeNull();
    expect(screen.getByRole('link', { name: TY.orderHistory })).toHaveAttribute('href', HISTORY_PATHS.orders);
    expect(screen.getByRole('link', { name: TY.continueShopping })).toHaveAttribute('href', '/');
  });

  it('/user/booking-thank-you with no booking says so, with Booking History and home', async () => {
    renderAt('/user/booking-thank-you');
    await wait(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TY.noBookingTitle);
    expect(screen.getByText(TY.noBooking)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/has been placed/);
    expect(screen.getByRole('link', { name: TY.bookingHistory })).toHaveAttribute('href', HISTORY_PATHS.bookings);
    expect(screen.getByRole('link', { name: TY.continueShopping })).toHaveAttribute('href', '/');
  });

  it('an order list that cannot be loaded: no order is claimed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/user/checkout?order=completed&order_id=77', true, { 'get-orders': () => null });
    await wait(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TY.noOrderTitle);
    expect(screen.queryByText(TY.orderPlaced)).toBeNull();
  });
});
