/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import type { CheckoutPayload } from '../../../shared/api/checkout';
import { press, renderApp, testUser, typeInto } from '../../app/test-utils';
import { CHECKOUT_TEXT as T, STATUS_TEXT } from './messages';
import { bookingSummary, checkoutApi, checkoutTestRoutes } from './testing';

// Whole-page flows with many renders: generous on a shared, busy machine.
jest.setTimeout(30_000);

const user = testUser({ name: 'Asha Sharma', email: 'asha@example.com', mobile: '9800000000', address: 'Baneshwor 10' });
const where = () => screen.getByTestId('where').textContent;

async function fillAndPay(method: string, submitLabel: string) {
  await typeInto(screen.getByLabelText(T.province), '3');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Kathmandu' })).toBeInTheDocument());
  await typeInto(screen.getByLabelText(T.city), '30');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Baneshwor' })).toBeInTheDocument());
  await typeInto(screen.getByLabelText(T.area), '300');
  await press(screen.getByRole('radio', { name: method }));
  await press(screen.getByRole('button', { name: submitLabel }));
}

describe('/prebook-{product_name}', () => {
  it('sends a guest to /user/login with the prebook query carrying the product id', async () => {
    await renderApp({ path: '/prebook-yatri-p1-scooter-42', api: checkoutApi(), routes: checkoutTestRoutes });
    await waitFor(() => expect(where()).toBe('login|/user/login?prebook=42|'));
  });

  it('shows Booking Address, Choose Payment Method, Order Summary and Complete Checkout, prefilled; the product is the last piece', async () => {
    const api = checkoutApi({ 'get-prebooking/42': () => ({ statusCode: 200, statusMessage: 'Success', data: bookingSummary() }) });
    await renderApp({ path: '/prebook-yatri-p1-scooter-42?coupon=BOOK5', api, user, routes: checkoutTestRoutes });
    expect(await screen.findByRole('button', { name: T.completeCheckout })).toBeInTheDocument();
    for (const h of [T.bookingAddress, T.choosePaymentMethod, T.orderSummary]) expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
    expect(screen.getByLabelText(T.name)).toHaveValue('Asha Sharma');
    expect(screen.getByLabelText(T.address)).toHaveValue('Baneshwor 10');
    expect(api.callsTo('get-prebooking/42')[0].options?.query).toMatchObject({ coupon: 'BOOK5' });
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('Yatri P1 Scooter')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: 'Yatri P1 Scooter' })).toHaveAttribute('src', '/media/p/42.svg');
    expect(within(summary).getByText(T.deliveryCharge).nextSibling).toHaveTextContent(T.free);
    expect(within(summary).getByText(T.prepaymentValue).nextSibling).toHaveTextContent('NPR 5,000');
    expect(within(summary).getByText(T.paymentValue).nextSibling).toHaveTextContent('NPR 45,000');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Connect IPS', T.nabilCard, 'Khalti', 'eSewa', 'Bank Transfer']);
  });

  it('statusMessage Fail redirects to /', async () => {
    const api = checkoutApi({ 'get-prebooking/42': () => ({ statusCode: 422, statusMessage: 'Fail', message: 'This product cannot be pre-booked.' }) });
    await renderApp({ path: '/prebook-yatri-p1-scooter-42', api, user, routes: checkoutTestRoutes });
    await waitFor(() => expect(where()).toBe('home|/|'));
  });

  it('Bank Transfer posts post-prebooking with buy_now false and the page query, then the status page of the booking with the message', async () => {
    const api = checkoutApi({
      'get-prebooking/42': () => ({ statusCode: 200, statusMessage: 'Success', data: bookingSummary() }),
      'post-prebooking/42': () => ({ statusCode: 200, message: 'Your booking #7 has been placed.', order_id: 7 }),
    });
    const app = await renderApp({ path: '/prebook-yatri-p1-scooter-42?coupon=BOOK5&redeem=10', api, user, routes: checkoutTestRoutes });
    await screen.findByRole('button', { name: T.completeCheckout });
    await press(screen.getByRole('radio', { name: 'Bank Transfer' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Nabil Bank' })).toBeInTheDocument());
    await typeInto(screen.getByLabelText(T.bank), '1');
    await fillAndPay('Bank Transfer', T.completeCheckout);
    const call = api.callsTo('post-prebooking/42')[0];
    expect(call.body as CheckoutPayload).toMatchObject({ payment_method: 'Bank Transfer', bank_id: 1, area_id: 300, buy_now: false });
    expect(call.options?.query).toMatchObject({ platform: 'W', coupon: 'BOOK5', redeem: '10' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user/booking-status'));
    expect(app.router.state.location.search).toBe('?booking=completed&booking_id=7');
    expect(screen.getByText(STATUS_TEXT.redirecting)).toBeInTheDocument();
    expect(screen.getByText('Your booking #7 has been placed.')).toBeInTheDocument();
  });
});

describe('/buynow-{product_name}', () => {
  it('sends a guest to /user/login/', async () => {
    await renderApp({ path: '/buynow-yatri-p1-scooter-42', api: checkoutApi(), routes: checkoutTestRoutes });
    await waitFor(() => expect(where()).toBe('login|/user/login/|'));
  });

  it("reads get-booknow, shows 'Prepaid Amount' and 'Payment Value', 'Complete Buy Now', and posts buy_now true", async () => {
    const api = checkoutApi({
      'get-booknow/42': () => ({ statusCode: 200, statusMessage: 'Success', data: bookingSummary({ payment_options: ['Bank Transfer', 'Cash On Delivery', 'eSewa'] }) }),
      'post-prebooking/42': () => ({ statusCode: 200, message: 'Your order for Yatri P1 Scooter has been placed.' }),
    });
    const app = await renderApp({ path: '/buynow-yatri-p1-scooter-42', api, user, routes: checkoutTestRoutes });
    await screen.findByRole('button', { name: T.completeBuyNow });
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText(T.prepaidAmount).nextSibling).toHaveTextContent('NPR 5,000');
    expect(within(summary).getByText(T.paymentValue).nextSibling).toHaveTextContent('NPR 45,000');
    await fillAndPay('Cash On Delivery', T.completeBuyNow);
    expect(api.callsTo('post-prebooking/42')[0].body as CheckoutPayload).toMatchObject({ payment_method: 'Cash On Delivery', buy_now: true, bank_id: null });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user/booking-status'));
  });

  it('statusMessage Fail redirects to /', async () => {
    const api = checkoutApi({ 'get-booknow/42': () => ({ statusCode: 422, statusMessage: 'Fail', message: 'Buy Now is not open.' }) });
    await renderApp({ path: '/buynow-yatri-p1-scooter-42', api, user, routes: checkoutTestRoutes });
    await waitFor(() => expect(where()).toBe('home|/|'));
  });
});
