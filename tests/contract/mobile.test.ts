/**
 * One mobile rule on every route that takes a mobile number (issue 16): exactly ten digits, the
 * spec's 'Please enter valid mobile number.' (part 1 §5) otherwise. `abcdefghij` (ten characters,
 * no digits) is refused by register, post-checkout's shipping_data, a catalogue pre-booking's
 * shipping_data, the scooter reservation's shipping_data, update-profile and post-checkout-flexipay
 * (shipping and card holder), and nothing is written.
 */
import type { TestApp } from '../support/contract-app';
import { ACCOUNT_MESSAGES as M } from '../../shared/validation/messages';
import { STORE_MESSAGES as S } from '../../shared/validation/store-messages';
import { get, post } from './http';
import { addLine, api, checkout, checkoutApp, flexiPayPayload, orderPayload, product, shopper, type Place } from './checkout-support';
import { bookingPayload, somePlace, type Place as ReservationPlace } from './reservation-support';

const NOT_A_MOBILE = 'abcdefghij';

let t: TestApp;
let valley: Place;
let scooterPlace: ReservationPlace;
beforeAll(async () => {
  ({ t, valley } = await checkoutApp());
  scooterPlace = await somePlace(t);
});
afterAll(() => t.close());

const count = async (table: string) => Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);

/** A 4xx answer carrying the spec's message. */
function expectRefused(r: { status: number; body: { message?: string } }, message: string = M.mobileInvalid) {
  expect({ status: r.status, message: r.body.message }).toEqual({ status: 422, message });
}

describe('abcdefghij is not a mobile number', () => {
  it('register (mobileNumber): no account is made', async () => {
    const email = `mobile-${Date.now()}@example.com`;
    const body = { fullName: 'Asha Gurung', emailAddress: email, mobileNumber: NOT_A_MOBILE, password: 'secret12', source: 'ola', product: 'ola-s1-pro', platform: 'ola' };
    expectRefused(await post(api(t), '/register', body));
    expectRefused(await post(api(t), '/register', { ...body, mobileNumber: ' 980123456' }));
    expect((await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).rowCount).toBe(0);
    expect((await post(api(t), '/register', { ...body, mobileNumber: '9801234567' })).status).toBe(200);
  });

  it('post-checkout (shipping_data.mobile): no order is placed', async () => {
    const p = await product(t, { pricePaisa: 1_000_00, stock: 5 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id);
    const orders = await count('orders');
    const payload = orderPayload(valley, 'Cash On Delivery');
    expectRefused(await checkout(t, s.token, { ...payload, shipping_data: { ...payload.shipping_data, mobile: NOT_A_MOBILE } }));
    expect(await count('orders')).toBe(orders);
  });

  it('post-prebooking/{catalogue product} (shipping_data.mobile): no booking is made', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00, stock: 3 });
    const s = await shopper(t);
    const bookings = await count('bookings');
    const payload = orderPayload(valley, 'eSewa');
    const r = await post(api(t), `/post-prebooking/${p.id}?platform=W`, { ...payload, shipping_data: { ...payload.shipping_data, mobile: NOT_A_MOBILE } }, s.token);
    expectRefused(r);
    expect(await count('bookings')).toBe(bookings);
  });

  it('post-prebooking/{scooter} (the reservation shipping_data.mobile): no booking is made', async () => {
    const s = await shopper(t);
    const bookings = await count('bookings');
    const payload = bookingPayload(scooterPlace, 'eSewa');
    const r = await post(api(t), '/post-prebooking/ola-s1-pro?platform=W', { ...payload, shipping_data: { ...payload.shipping_data, mobile: NOT_A_MOBILE } }, s.token);
    expectRefused(r);
    expect(await count('bookings')).toBe(bookings);
  });

  it('update-profile (mobile): the saved mobile stays', async () => {
    const s = await shopper(t);
    const good = { name: 'Asha Gurung', mobile: '9812345678', address: 'Kathmandu' };
    expectRefused(await post(api(t), '/update-profile', { ...good, mobile: NOT_A_MOBILE }, s.token));
    expectRefused(await post(api(t), '/update-profile', { ...good, mobile: '+977-9812345678' }, s.token));
    expectRefused(await post(api(t), '/update-profile', { ...good, mobile: undefined }, s.token), S.required);
    expect((await get<{ data: { mobile: string } }>(api(t), '/get-profile', s.token)).body.data.mobile).toBe('9801234567');
    expect((await post(api(t), '/update-profile', good, s.token)).status).toBe(200);
  });

  it('post-checkout-flexipay (shipping_data.mobile and account_holder_mobile): no order is placed', async () => {
    const p = await product(t, { pricePaisa: 30_000_00, stock: 5 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id);
    const banks = await get<{ data: { id: number; bank_name: string; emi_periods: { id: number; months: number }[] }[] }>(api(t), '/get-emi-banks-by-user', s.token);
    const bank = banks.body.data[0];
    const period = bank.emi_periods[0];
    const good = flexiPayPayload(valley, bank.id, period, p.id);
    const orders = await count('orders');
    const submit = (body: unknown) => post(api(t), '/post-checkout-flexipay?platform=W', body, s.token);
    expectRefused(await submit({ ...good, shipping_data: { ...good.shipping_data, mobile: NOT_A_MOBILE } }));
    expectRefused(await submit({ ...good, account_holder_detail: { ...good.account_holder_detail, account_holder_mobile: NOT_A_MOBILE } }));
    expectRefused(await submit({ ...good, account_holder_detail: { ...good.account_holder_detail, account_holder_mobile: '98012345678901' } }));
    expect(await count('orders')).toBe(orders);
  });
});
