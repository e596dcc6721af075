/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { CheckoutPayload } from '../../../shared/api/checkout';
import { TEXT_LIMITS as L, tooLong } from '../../../shared/validation/limits';
import { ACCOUNT_MESSAGES as A } from '../../../shared/validation/messages';
import { STORE_MESSAGES as S } from '../../../shared/validation/store-messages';
import { press, renderApp, settle, testUser, typeInto } from '../../app/test-utils';
import { orderPlaced } from '../cart/events';
import { browser } from './browser';
import { CHECKOUT_TEXT as T, SUPPORT, THANK_YOU_TEXT } from './messages';
import { checkoutApi, checkoutData, checkoutTestRoutes, placedOrder } from './testing';

// Whole-page flows with many renders: generous on a shared, busy machine.
jest.setTimeout(30_000);

const user = testUser({ name: 'Asha Sharma', email: 'asha@example.com', mobile: '9800000000', address: 'Baneshwor 10' });

async function open(path = '/user/checkout', api = checkoutApi()) {
  const app = await renderApp({ path, api, user, routes: checkoutTestRoutes });
  await screen.findByRole('heading', { level: 1, name: T.checkoutTitle });
  await screen.findByRole('button', { name: T.placeOrder });
  return app;
}

const select = (label: string, value: string) => typeInto(screen.getByLabelText(label), value);

async function fillLocation() {
  await select(T.province, '3');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Kathmandu' })).toBeInTheDocument());
  await select(T.city, '30');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Baneshwor' })).toBeInTheDocument());
  await select(T.area, '300');
}

const chooseMethod = (label: string) => press(screen.getByRole('radio', { name: label }));
const placeOrder = () => press(screen.getByRole('button', { name: T.placeOrder }));
const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/user/checkout', () => {
  it('sends a guest to /', async () => {
    await renderApp({ path: '/user/checkout', api: checkoutApi(), routes: checkoutTestRoutes });
    expect(where()).toBe('home|/|');
  });

  it('returns to /user/cart when the checkout data is not answered with 200', async () => {
    const api = checkoutApi({ 'get-checkout': () => ({ statusCode: 422, message: 'Your Cart is empty' }) });
    await renderApp({ path: '/user/checkout', api, user, routes: checkoutTestRoutes });
    await waitFor(() => expect(where()).toBe('cart|/user/cart|'));
  });

  it('prefills the fields from the stored user and carries coupon and redeem from the cart', async () => {
    const { api } = await open('/user/checkout?coupon=DASHAIN&redeem=100');
    expect(screen.getByLabelText(T.name)).toHaveValue('Asha Sharma');
    expect(screen.getByLabelText(T.email)).toHaveValue('asha@example.com');
    expect(screen.getByLabelText(T.mobile)).toHaveValue('9800000000');
    expect(screen.getByLabelText(T.address)).toHaveValue('Baneshwor 10');
    expect(api.callsTo('get-checkout')[0].options?.query).toMatchObject({ platform: 'W', coupon: 'DASHAIN', redeem: '100' });
  });

  it('shows the payment options in reversed order, Nabil Card as the card label', async () => {
    await open();
    const names = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(names).toEqual(['CG Pay', 'IME Pay', 'Connect IPS', 'Master/Visa Debit/Credit Card/UnionPay', 'Khalti', 'eSewa', 'Cash On Delivery', 'Bank Transfer']);
  });

  it('shows the summary: items, cart total, cash back, delivery Free, grand total', async () => {
    await open();
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('Samsung 55" 4K TV')).toBeInTheDocument();
    expect(within(summary).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(summary).getByText(T.cartTotal).nextSibling).toHaveTextContent('NPR 1,10,000');
    expect(within(summary).getByText(T.cashBack).nextSibling).toHaveTextContent('NPR 500');
    expect(within(summary).getByText(T.deliveryCharge).nextSibling).toHaveTextContent(T.free);
    expect(within(summary).getByText(T.grandTotal).nextSibling).toHaveTextContent('NPR 1,10,000');
  });

  it('runs the province → city → area cascade and prices delivery for the area', async () => {
    const api = checkoutApi({
      'get-checkout': (call) =>
        ({ statusCode: 200, data: checkoutData(call.options?.query?.area_id ? { delivery_charge: 250, grand_total: 110250 } : {}) }),
    });
    await open('/user/checkout', api);
    await fillLocation();
    await waitFor(() => expect(screen.getByText(T.deliveryCharge).nextSibling).toHaveTextContent('NPR 250'));
    expect(api.callsTo('get-checkout').at(-1)?.options?.query).toMatchObject({ area_id: 300 });
    // Changing the province clears city and area and reloads the cities.
    await select(T.province, '4');
    expect(screen.getByLabelText(T.city)).toHaveValue('');
    expect(screen.getByLabelText(T.area)).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pokhara' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Baneshwor' })).toBeNull();
    // Clearing the province clears the cities.
    await select(T.province, '');
    expect(screen.queryByRole('option', { name: 'Pokhara' })).toBeNull();
  });

  it('validates: every required field and a payment method, without posting', async () => {
    const api = checkoutApi();
    await open('/user/checkout', api);
    await typeInto(screen.getByLabelText(T.name), '');
    await placeOrder();
    expect(screen.getByLabelText(T.name)).toHaveAccessibleDescription(S.required);
    expect(screen.getByLabelText(T.province)).toHaveAccessibleDescription(S.required);
    expect(screen.getByLabelText(T.city)).toHaveAccessibleDescription(S.required);
    expect(screen.getByLabelText(T.area)).toHaveAccessibleDescription(S.required);
    expect(screen.getByText(S.paymentMethodRequired)).toBeInTheDocument();
    expect(api.callsTo('post-checkout')).toHaveLength(0);
  });

  it("refuses a mobile that is not ten digits ('abcdefghij') with the spec's message, without posting", async () => {
    const api = checkoutApi({ 'post-checkout': () => ({ statusCode: 200, message: 'Your order #9 has been placed successfully.', order_id: 9 }) });
    await open('/user/checkout', api);
    await fillLocation();
    await chooseMethod('Cash On Delivery');
    await typeInto(screen.getByLabelText(T.mobile), 'abcdefghij');
    await placeOrder();
    expect(screen.getByLabelText(T.mobile)).toHaveAccessibleDescription(A.mobileInvalid);
    expect(A.mobileInvalid).toBe('Please enter valid mobile number.');
    expect(api.callsTo('post-checkout')).toHaveLength(0);
    await typeInto(screen.getByLabelText(T.mobile), '9811111111');
    await placeOrder();
    await waitFor(() => expect(api.callsTo('post-checkout')).toHaveLength(1));
    expect((api.callsTo('post-checkout')[0].body as CheckoutPayload).shipping_data.mobile).toBe('9811111111');
  });

  it("takes the server's limits: maxlength from the shared schema and the message on the field, without posting", async () => {
    const api = checkoutApi();
    await open('/user/checkout', api);
    const max = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect([max(T.name), max(T.email), max(T.address), max(T.customerNote)]).toEqual([L.name, L.email, L.address, L.note].map(String));
    await fillLocation();
    await chooseMethod('Cash On Delivery');
    // jsdom, like a script, can set a value past maxlength: the schema still refuses it on the field.
    await typeInto(screen.getByLabelText(T.name), 'A'.repeat(L.name + 1));
    await typeInto(screen.getByLabelText(T.customerNote), 'x'.repeat(L.note + 1));
    await placeOrder();
    expect(screen.getByLabelText(T.name)).toHaveAccessibleDescription(tooLong('Name', L.name));
    expect(screen.getByText(tooLong('Note', L.note))).toHaveClass('cg-field__error');
    expect(api.callsTo('post-checkout')).toHaveLength(0);
  });

  it('shows Choose Bank only for Bank Transfer and requires a bank', async () => {
    const api = checkoutApi({ 'post-checkout': () => ({ statusCode: 200, message: 'Your order #9 has been placed successfully.' }) });
    await open('/user/checkout', api);
    expect(screen.queryByText(T.chooseBank)).toBeNull();
    await chooseMethod('Bank Transfer');
    expect(screen.getByRole('heading', { name: T.chooseBank })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Global IME Bank' })).toBeInTheDocument());
    await fillLocation();
    await placeOrder();
    expect(screen.getByLabelText(T.bank)).toHaveAccessibleDescription(S.bankRequired);
    expect(api.callsTo('post-checkout')).toHaveLength(0);
    await chooseMethod('eSewa');
    expect(screen.queryByText(T.chooseBank)).toBeNull();
    await chooseMethod('Bank Transfer');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Global IME Bank' })).toBeInTheDocument());
    await select(T.bank, '2');
    await placeOrder();
    await waitFor(() => expect(api.callsTo('post-checkout')).toHaveLength(1));
    expect((api.callsTo('post-checkout')[0].body as CheckoutPayload).bank_id).toBe(2);
  });

  it('Cash On Delivery: posts the spec payload with coupon and redeem, then the thank-you page of the order with the server message', async () => {
    const api = checkoutApi({
      'post-checkout': () => ({ statusCode: 200, message: 'Your order #9 has been placed successfully.', order_id: 9 }),
      'get-orders': () => ({ statusCode: 200, data: [placedOrder({ id: 9, payment_method: 'Cash On Delivery', payment_status: 'Pending', order_status: 'Pending' })] }),
    });
    const app = await open('/user/checkout?coupon=DASHAIN&redeem=100', api);
    const dispatch = jest.spyOn(app.store, 'dispatch');
    await fillLocation();
    await typeInto(screen.getByLabelText(T.customerNote), 'Call before delivery');
    await chooseMethod('Cash On Delivery');
    await placeOrder();
    const call = api.callsTo('post-checkout')[0];
    expect(call.body).toEqual({
      shipping_data: { name: 'Asha Sharma', email: 'asha@example.com', address: 'Baneshwor 10', mobile: '9800000000' },
      bank_id: null,
      payment_method: 'Cash On Delivery',
      area_id: 300,
      city_id: 30,
      province_id: 3,
      customer_note: 'Call before delivery',
    });
    expect(call.options?.query).toMatchObject({ platform: 'W', coupon: 'DASHAIN', redeem: '100' });
    expect(await screen.findByRole('heading', { level: 1, name: THANK_YOU_TEXT.greeting('Asha Sharma') })).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?order=completed&order_id=9');
    expect(screen.getByText('Your order #9 has been placed successfully.')).toBeInTheDocument();
    expect(await screen.findByText(THANK_YOU_TEXT.number(9))).toBeInTheDocument();
    expect(screen.getByText(THANK_YOU_TEXT.orderPlaced)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT.tollFree })).toHaveAttribute('href', 'tel:16600100211');
    expect(screen.getByText(SUPPORT.landline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: THANK_YOU_TEXT.orderHistory })).toHaveAttribute('href', '/user/account/?goto=order-history');
    expect(dispatch).toHaveBeenCalledWith(orderPlaced());
  });

  it('shows a refusal in red and clears it after 5 seconds', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = checkoutApi({ 'post-checkout': () => ({ statusCode: 422, message: 'Samsung 55" 4K TV is out of Stock.' }) });
    await open('/user/checkout', api);
    await fillLocation();
    await chooseMethod('Cash On Delivery');
    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: T.placeOrder }).click();
      await jest.advanceTimersByTimeAsync(10);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Samsung 55" 4K TV is out of Stock.');
    expect(alert).toHaveClass('cg-alert--danger');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('eSewa: fills the hidden form with payment_data and submits it to the provider', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const payment_data = {
      url: 'http://127.0.0.1/sandbox/esewa/epay/main',
      data: { tAmt: 1100, amt: 1100, txAmt: 0, psc: 0, pdc: 0, scd: 'EPAYTEST', pid: 'CG42', su: 'http://x/s', fu: 'http://x/f' },
    };
    const api = checkoutApi({ 'post-checkout': () => ({ statusCode: 200, order_id: 42, total_amount: 1100, payment_data }) });
    await open('/user/checkout', api);
    await fillLocation();
    await chooseMethod('eSewa');
    await placeOrder();
    const form = screen.getByTestId('payment-handoff') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(payment_data.url);
    expect(form.getAttribute('method')?.toUpperCase()).toBe('POST');
    const fields = [...form.querySelectorAll('input[type=hidden]')].map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]);
    expect(fields).toEqual([['tAmt', '1100'], ['amt', '1100'], ['txAmt', '0'], ['psc', '0'], ['pdc', '0'], ['scd', 'EPAYTEST'], ['pid', 'CG42'], ['su', 'http://x/s'], ['fu', 'http://x/f']]);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it.each(['Master/Visa Debit/Credit Card/UnionPay', 'Connect IPS', 'IME Pay', 'CG Pay'])('%s: redirects to payment_gateway_url', async (label) => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = checkoutApi({ 'post-checkout': () => ({ statusCode: 200, order_id: 5, payment_gateway_url: 'http://127.0.0.1/api/payment-handoff/T5' }) });
    await open('/user/checkout', api);
    await fillLocation();
    await chooseMethod(label);
    await placeOrder();
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1/api/payment-handoff/T5');
    expect((api.callsTo('post-checkout')[0].body as CheckoutPayload).payment_method).toBe(label.startsWith('Master') ? 'Nabil Card' : label);
  });

  const backFromGateway = () =>
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

  it('eSewa, Back from the gateway (back-forward cache): no overlay, no hand-off form, Place Order works again with what was typed', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const payment_data = { url: 'http://127.0.0.1/sandbox/esewa/epay/main', data: { tAmt: 1100, amt: 1100, txAmt: 0, psc: 0, pdc: 0, scd: 'EPAYTEST', pid: 'CG42', su: 'http://x/s', fu: 'http://x/f' } };
    const api = checkoutApi({ 'post-checkout': () => ({ statusCode: 200, order_id: 42, total_amount: 1100, payment_data }) });
    await open('/user/checkout', api);
    await fillLocation();
    await typeInto(screen.getByLabelText(T.customerNote), 'Ring twice');
    await chooseMethod('eSewa');
    await placeOrder();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.placeOrder })).toBeDisabled();
    backFromGateway();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(screen.queryByTestId('payment-handoff')).toBeNull();
    expect(screen.getByRole('button', { name: T.placeOrder })).toBeEnabled();
    expect(screen.getByLabelText(T.customerNote)).toHaveValue('Ring twice');
    expect(screen.getByRole('radio', { name: 'eSewa' })).toBeChecked();
    await placeOrder();
    expect(api.callsTo('post-checkout')).toHaveLength(2);
    expect(screen.getByTestId('payment-handoff')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('card, Back from the gateway (back-forward cache): Place Order is enabled and redirects again', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = checkoutApi({ 'post-checkout': () => ({ statusCode: 200, order_id: 5, payment_gateway_url: 'http://127.0.0.1/sandbox/card/T5' }) });
    await open('/user/checkout', api);
    await fillLocation();
    await chooseMethod('Master/Visa Debit/Credit Card/UnionPay');
    await placeOrder();
    expect(screen.getByRole('button', { name: T.placeOrder })).toBeDisabled();
    backFromGateway();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await placeOrder();
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('no answer: the overlay clears and nothing else happens (only logged)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = checkoutApi({ 'post-checkout': () => null });
    await open('/user/checkout', api);
    await fillLocation();
    await chooseMethod('Cash On Delivery');
    await placeOrder();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: T.placeOrder })).toBeEnabled();
  });
});
