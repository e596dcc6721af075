/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import type { EmiBank, FlexiPayCheckoutData } from '../../../shared/api/checkout';
import { STORE_MESSAGES as S } from '../../../shared/validation/store-messages';
import { createFakeApi, press, renderApp, settle, testUser, typeInto, type FakeApi, type FakeHandler } from '../../app/test-utils';
import { browser } from './browser';
import { FLEXIPAY_TEXT as T } from './messages';

const banks: EmiBank[] = [
  {
    id: 1, bank_name: 'Nabil Bank', bank_logo: '/media/bank/nabil-bank.svg', terms_and_condition: '<h3>Nabil terms</h3><script>window.bad = 1</script><p>0% interest</p>',
    emi_periods: [{ id: 11, name: '3 Months', months: 3 }, { id: 12, name: '12 Months', months: 12 }],
  },
  { id: 2, bank_name: 'NIC Asia Bank', bank_logo: '/media/bank/nic.svg', terms_and_condition: '<p>NIC terms</p>', emi_periods: [{ id: 21, name: '3 Months', months: 3 }, { id: 22, name: '6 Months', months: 6 }] },
];
const details: FlexiPayCheckoutData = {
  cart_items: [{ product_id: 7, product_name: 'Samsung 55 TV', product_img: '/media/p.svg', qty: 1, total: 50000, product_price: 60000, product_discount_price: 50000, free: { name: 'Wall mount' } }],
  payment_options: ['Nabil Card'],
  grand_total: 50000,
};

function api(over: Record<string, FakeHandler> = {}): FakeApi {
  return createFakeApi({
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 0 } }),
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'get-cart': () => ({ statusCode: 200, data: { cart_items: [] } }),
    'get-emi-banks-by-user': () => ({ statusCode: 200, data: banks }),
    'get-checkout-flexipay': () => ({ statusCode: 200, data: details }),
    'get-profile': () => ({ statusCode: 200, data: { name: 'Asha Gurung', email: 'asha@example.com', mobile: '9801234567', address: 'Jhamsikhel' } }),
    'get-provinces': () => ({ statusCode: 200, data: [{ id: 3, name: 'Bagmati' }] }),
    'get-cities-via-province/3': () => ({ statusCode: 200, data: [{ id: 30, name: 'Kathmandu' }] }),
    'get-areas-via-city/30': () => ({ statusCode: 200, data: [{ id: 300, name: 'Baneshwor' }] }),
    ...over,
  });
}

const open = (fake: FakeApi, user = testUser()) => renderApp({ path: '/checkout-flexi-pay/', api: fake, user });

async function choose(label: string | RegExp, value: string) {
  await typeInto(screen.getByLabelText(label), value);
  await settle();
}

afterEach(() => jest.restoreAllMocks());

it('sends a guest to /user/login', async () => {
  const app = await renderApp({ path: '/checkout-flexi-pay/', api: api() });
  expect(app.router.state.location.pathname).toBe('/user/login');
});

it('shows the explanation, the banks with logos, and the instalment recomputed when the bank changes', async () => {
  await open(api());
  expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
  for (const line of T.declaration) expect(screen.getByText(line)).toBeInTheDocument();
  const nabil = screen.getByRole('radio', { name: 'Nabil Bank' });
  expect(nabil.closest('label')!.querySelector('img')).toHaveAttribute('src', '/media/bank/nabil-bank.svg');
  // The period select waits for a bank; card and shipping sections wait for a period.
  expect(screen.getByLabelText(T.period)).toBeDisabled();
  expect(screen.queryByRole('heading', { name: T.cardTitle })).toBeNull();

  await press(nabil);
  await choose(T.period, '12');
  expect(screen.getByTestId('monthly-instalment')).toHaveTextContent('NPR 4,166.67 / month');
  expect(screen.getByRole('heading', { name: T.cardTitle })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: T.shippingTitle })).toBeInTheDocument();

  // Another bank with the same period length keeps it: 50,000 / 3.
  await press(nabil);
  await choose(T.period, '11');
  await press(screen.getByRole('radio', { name: 'NIC Asia Bank' }));
  expect(screen.getByLabelText(T.period)).toHaveValue('21');
  expect(screen.getByTestId('monthly-instalment')).toHaveTextContent('NPR 16,666.67 / month');
  // Without that length the period is cleared.
  await choose(T.period, '22');
  await press(screen.getByRole('radio', { name: 'Nabil Bank' }));
  expect(screen.getByLabelText(T.period)).toHaveValue('');
  expect(screen.queryByTestId('monthly-instalment')).toBeNull();
});

it('prefills from the profile, shows the product summary and the bank’s terms (sanitised) in a modal', async () => {
  await open(api());
  const summary = screen.getByRole('region', { name: T.summaryTitle });
  expect(within(summary).getByRole('link', { name: 'Samsung 55 TV' })).toHaveAttribute('href', '/product-samsung-55-tv-7');
  expect(within(summary).getByText(T.free('Wall mount'))).toBeInTheDocument();
  expect(within(summary).getAllByText('NPR 50,000')).toHaveLength(2);
  await press(screen.getByRole('radio', { name: 'Nabil Bank' }));
  await choose(T.period, '11');
  expect(screen.getByLabelText(T.name)).toHaveValue('Asha Gurung');
  expect(screen.getByLabelText(T.accountHolderEmail)).toHaveValue('asha@example.com');
  expect(screen.getByLabelText(T.address)).toHaveValue('Jhamsikhel');

  await press(screen.getByRole('button', { name: T.termsLink }));
  const dialog = screen.getByRole('dialog', { name: T.termsTitle('Nabil Bank') });
  expect(within(dialog).getByText('Nabil terms')).toBeInTheDocument();
  expect(dialog.querySelector('script')).toBeNull();
});

it('an empty bank list shows the server message with a link to the cart', async () => {
  await open(api({ 'get-emi-banks-by-user': () => ({ statusCode: 200, message: 'Your Cart is empty', data: [] }) }));
  expect(screen.getByRole('alert')).toHaveTextContent('Your Cart is empty');
  expect(screen.getByRole('link', { name: T.goToCart })).toHaveAttribute('href', '/user/cart');
});

it('a checkout that cannot go ahead shows the server message with a link to the cart', async () => {
  await open(api({ 'get-checkout-flexipay': () => ({ statusCode: 422, message: 'Your cart has changed.' }) }));
  expect(screen.getByRole('alert')).toHaveTextContent('Your cart has changed.');
  expect(screen.getByRole('link', { name: T.goToCart })).toHaveAttribute('href', '/user/cart');
});

it('prefills from the session’s user when the profile cannot be had', async () => {
  await open(api({ 'get-profile': () => ({ statusCode: 500, message: 'Down.' }) }), testUser({ name: 'Asha Sharma', email: 'asha@session.com', mobile: '9800000000', address: 'Patan' }));
  await press(screen.getByRole('radio', { name: 'Nabil Bank' }));
  await choose(T.period, '11');
  expect(screen.getByLabelText(T.name)).toHaveValue('Asha Sharma');
  expect(screen.getByLabelText(T.accountHolderEmail)).toHaveValue('asha@session.com');
  expect(screen.getByLabelText(T.mobile)).toHaveValue('9800000000');
  expect(screen.getByLabelText(T.address)).toHaveValue('Patan');
});

it('asks afresh on every visit and, while it asks, never shows the previous visit’s cart', async () => {
  const fake = api();
  const app = await open(fake);
  expect(within(screen.getByRole('region', { name: T.summaryTitle })).getByRole('link', { name: 'Samsung 55 TV' })).toBeInTheDocument();
  await act(() => app.router.navigate('/user/cart'));
  await settle();

  let answer: (value: unknown) => void = () => undefined;
  fake.handlers['get-checkout-flexipay'] = () => new Promise((resolve) => (answer = resolve)) as never;
  await act(() => app.router.navigate('/checkout-flexi-pay/'));
  await settle();
  expect(screen.queryByRole('region', { name: T.summaryTitle })).toBeNull();
  expect(screen.queryByRole('radio', { name: 'Nabil Bank' })).toBeNull();

  const fridge = { ...details.cart_items[0], product_id: 13, product_name: 'LG Fridge' };
  await act(async () => answer({ statusCode: 200, data: { ...details, cart_items: [fridge] } }));
  await settle();
  const summary = screen.getByRole('region', { name: T.summaryTitle });
  expect(within(summary).getByRole('link', { name: 'LG Fridge' })).toBeInTheDocument();
  expect(within(summary).queryByRole('link', { name: 'Samsung 55 TV' })).toBeNull();
  for (const path of ['get-emi-banks-by-user', 'get-checkout-flexipay', 'get-profile']) expect([path, fake.callsTo(path).length]).toEqual([path, 2]);
});

async function fillAndSubmit() {
  await press(screen.getByRole('radio', { name: 'Nabil Bank' }));
  await choose(T.period, '12');
  await typeInto(screen.getByLabelText(T.firstSix), '455701');
  await typeInto(screen.getByLabelText(T.expiry), '08\\29');
  await choose(T.province, '3');
  await choose(T.city, '30');
  await choose(T.area, '300');
  await press(screen.getByRole('button', { name: T.submit }));
}

it('validates before sending: nothing is posted while a field is wrong', async () => {
  const fake = api();
  await open(fake);
  await press(screen.getByRole('button', { name: T.submit }));
  expect(screen.getByText(S.bankRequired)).toBeInTheDocument();
  await press(screen.getByRole('radio', { name: 'Nabil Bank' }));
  await choose(T.period, '12');
  await typeInto(screen.getByLabelText(T.firstSix), '12');
  await press(screen.getByRole('button', { name: T.submit }));
  expect(screen.getByText(S.cardDigits)).toBeInTheDocument();
  expect(fake.callsTo('post-checkout-flexipay')).toHaveLength(0);
});

it("the card expiry's hint and its error name the same format, the spec's MM\\YY (part 3 §5)", async () => {
  const fake = api();
  await open(fake);
  await press(screen.getByRole('radio', { name: 'Nabil Bank' }));
  await choose(T.period, '12');
  const expiry = screen.getByLabelText(T.expiry);
  expect(expiry).toHaveAttribute('placeholder', 'MM\\YY');
  expect(expiry).toHaveAccessibleDescription('MM\\YY');
  await typeInto(expiry, '13/29');
  await press(screen.getByRole('button', { name: T.submit }));
  expect(screen.getByLabelText(T.expiry)).toHaveAccessibleDescription(expect.stringContaining('Please enter the card expiry as MM\\YY.'));
  expect(screen.queryByText(/MM\/YY/)).toBeNull();
  expect(fake.callsTo('post-checkout-flexipay')).toHaveLength(0);
});

it('submits to post-checkout-flexipay and goes on to the gateway', async () => {
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  const fake = api({ 'post-checkout-flexipay': () => ({ statusCode: 200, message: 'placed', payment_gateway_url: 'http://127.0.0.1/sandbox/x' }) });
  await open(fake);
  await fillAndSubmit();
  const [call] = fake.callsTo('post-checkout-flexipay');
  expect(call.options?.query).toEqual({ platform: 'W' });
  expect(call.body).toMatchObject({
    product_id: 7, emi_duration_id: 12, duration: 12, province_id: 3, city_id: 30, area_id: 300,
    account_holder_detail: { bank_id: 1, first_six_card_number: '455701', expiry_date: '08\\29', account_holder: 'Asha Gurung' },
    shipping_data: { name: 'Asha Gurung', email: 'asha@example.com', mobile: '9801234567', address: 'Jhamsikhel' },
  });
  expect(assign).toHaveBeenCalledWith('http://127.0.0.1/sandbox/x');
});

it('shows the server message on the form when the order is refused, and stops loading', async () => {
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  await open(api({ 'post-checkout-flexipay': () => ({ statusCode: 422, message: 'The card has expired. Please use a card that is still valid.' }) }));
  await fillAndSubmit();
  expect(screen.getByRole('alert')).toHaveTextContent('The card has expired. Please use a card that is still valid.');
  expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  expect(screen.queryByTestId('loading-overlay')).toBeNull();
  expect(assign).not.toHaveBeenCalled();
});

it("Back from the bank's page (back-forward cache) leaves the form usable with what was typed; a new submit goes to the gateway again", async () => {
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  const fake = api({ 'post-checkout-flexipay': () => ({ statusCode: 200, message: 'placed', payment_gateway_url: 'http://127.0.0.1/sandbox/x' }) });
  await open(fake);
  await fillAndSubmit();
  expect(assign).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: T.submit })).toBeDisabled();
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });
  expect(screen.queryByTestId('loading-overlay')).toBeNull();
  expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  expect(screen.getByLabelText(T.firstSix)).toHaveValue('455701');
  await press(screen.getByRole('button', { name: T.submit }));
  expect(fake.callsTo('post-checkout-flexipay')).toHaveLength(2);
  expect(assign).toHaveBeenCalledTimes(2);
});
