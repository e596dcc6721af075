/** @jest-environment jsdom */
import '../../app/test-polyfills';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configureAppStore } from '../../app/store';
import { createTestStorage, testUser } from '../../app/test-utils';
import { HISTORY_PATHS, RETURN_TEXT as R, STATUS_TEXT as S, SUPPORT, THANK_YOU_TEXT as TY } from './messages';
import { BOOKING_RETURN_WORDING, ORDER_RETURN_WORDING } from './paths';
import { checkoutApi, checkoutTestRoutes } from './testing';

/** The pages under fake timers (renderApp settles with a real timer, so it is not used here). */
function renderAt(path: string, loggedIn = true) {
  const storage = createTestStorage();
  if (loggedIn) storage.set('user', testUser({ name: 'Asha Sharma' }));
  const { store } = configureAppStore({ storage, makeApi: () => checkoutApi() });
  const dispatch = jest.spyOn(store, 'dispatch');
  const router = createMemoryRouter(checkoutTestRoutes, { initialEntries: [path] });
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
  it.each(Object.keys(ORDER_RETURN_WORDING))('/payment/%s/?order=completed: spinner, then the thank-you page after 2 seconds', async (gateway) => {
    const { router, dispatch } = renderAt(`/payment/${gateway}/?order=completed`);
    await wait(0);
    expect(screen.getByRole('status')).toHaveTextContent(R.redirecting);
    await wait(1900);
    expect(router.state.location.pathname).toBe(`/payment/${gateway}/`);
    await wait(200);
    expect(router.state.location.pathname).toBe('/user/checkout');
    expect(router.state.location.search).toBe('?order=completed');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TY.greeting('Asha Sharma'));
    expect(screen.getByText(R.orderCompleted)).toBeInTheDocument();
    expect(dispatch).toHaveBeenCalledWith({ type: 'cart/changed' });
  });

  it('/payment/nabil-card/?order=completed&emi-purchase=yes (a Flexi Pay payment): the thank-you page keeps emi-purchase and shows the instalment wording', async () => {
    const { router } = renderAt('/payment/nabil-card/?order=completed&emi-purchase=yes');
    await wait(2000);
    expect(router.state.location.pathname).toBe('/user/checkout');
    expect(router.state.location.search).toBe('?order=completed&emi-purchase=yes');
    expect(screen.getByText(R.orderCompleted)).toBeInTheDocument();
    expect(screen.getByText(TY.emiPurchase)).toBeInTheDocument();
    expect(screen.queryByText(TY.orderPlaced)).toBeNull();
  });

  it('/payment/esewa/?order=completed (no emi-purchase): the ordinary order wording', async () => {
    renderAt('/payment/esewa/?order=completed');
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

  it.each(Object.entries(BOOKING_RETURN_WORDING))('/payment/booking/%s/: completed goes to the booking thank-you page', async (gateway, wording) => {
    const { router } = renderAt(`/payment/booking/${gateway}/?booking=completed`);
    await wait(0);
    expect(screen.getByText(R.redirecting)).toBeInTheDocument();
    await wait(2000);
    expect(router.state.location.pathname).toBe('/user/booking-thank-you');
    expect(screen.getByText(wording.completed)).toBeInTheDocument();
    // The same page thanks a buy-now (already bought): nothing about Buy Now opening later.
    expect(screen.getByText(TY.bookingPlaced)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Buy Now opens/);
    expect(screen.getByRole('link', { name: TY.bookingHistory })).toHaveAttribute('href', HISTORY_PATHS.bookings);
    expect(screen.getByRole('link', { name: SUPPORT.tollFree })).toBeInTheDocument();
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
  it("/user/order-status?order=completed&emi-purchase=yes: 'Will redirect you in 5 sec', then the thank-you page with emi-purchase kept", async () => {
    const { router } = renderAt('/user/order-status?order=completed&emi-purchase=yes');
    await wait(0);
    expect(screen.getByRole('status')).toHaveTextContent(S.redirecting);
    await wait(4900);
    expect(router.state.location.pathname).toBe('/user/order-status');
    await wait(200);
    expect(router.state.location.pathname).toBe('/user/checkout');
    expect(router.state.location.search).toBe('?order=completed&emi-purchase=yes');
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

  it("/user/booking-status?booking=completed: 'Your booking is completed successfully!' on the booking thank-you page", async () => {
    const { router } = renderAt('/user/booking-status?booking=completed');
    await wait(5000);
    expect(router.state.location.pathname).toBe('/user/booking-thank-you');
    expect(screen.getByText(S.bookingCompleted)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TY.greeting('Asha Sharma'));
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
