import { formErrors, nextStep, shownPaymentOptions, checkoutPayload, emptyCheckoutValues } from './submit';

const answer = (over: Record<string, unknown> = {}) => ({ statusCode: 200, message: 'Placed.', ...over });

describe('checkout submit', () => {
  it('payload: ids as numbers, bank only for Bank Transfer, empty note as null, buy_now only for bookings', () => {
    const v = emptyCheckoutValues({ name: ' Ram ', email: 'r@x.np', mobile: '98', address: 'Patan', province_id: '3', city_id: '30', area_id: '300', payment_method: 'eSewa', bank_id: '2' });
    expect(checkoutPayload(v, 'order')).toEqual({
      shipping_data: { name: 'Ram', email: 'r@x.np', address: 'Patan', mobile: '98' },
      bank_id: null,
      payment_method: 'eSewa',
      area_id: 300,
      city_id: 30,
      province_id: 3,
      customer_note: null,
    });
    expect(checkoutPayload({ ...v, payment_method: 'Bank Transfer' }, 'prebook')).toMatchObject({ bank_id: 2, buy_now: false });
    expect(checkoutPayload(v, 'buynow')).toMatchObject({ buy_now: true });
  });

  it('maps payload error paths to field names', () => {
    expect(formErrors({ 'shipping_data.name': 'a', area_id: 'b' })).toEqual({ name: 'a', area_id: 'b' });
  });

  it.each(['Bank Transfer', 'Cash On Delivery', 'Loyalty Full Redeem'])('%s completes at once, on to the page of the order or booking placed', (method) => {
    expect(nextStep(method, answer({ order_id: 9 }), 'order')).toEqual({ kind: 'completed', path: '/user/checkout?order=completed&order_id=9', message: 'Placed.' });
    const booked = answer({ order_id: 12, booking_id: 12 });
    expect(nextStep(method, booked, 'prebook')).toMatchObject({ path: '/user/booking-status?booking=completed&booking_id=12' });
    expect(nextStep(method, booked, 'buynow')).toMatchObject({ path: '/user/booking-status?booking=completed&booking_id=12' });
    // An answer without an id names nothing (the thank-you page then says it has no order to show).
    expect(nextStep(method, answer(), 'order')).toMatchObject({ path: '/user/checkout?order=completed' });
  });

  it('Khalti: order id and total × 100, preferences defaulted', () => {
    const step = nextStep('Khalti', answer({ order_id: 42, total_amount: 1005.5 }), 'order', 'http://shop');
    expect(step).toEqual({
      kind: 'khalti',
      config: {
        order_id: '42',
        public_key: '',
        product_identity: '42',
        product_name: 'Order #42',
        product_url: 'http://shop/',
        amount: 100550,
        api_base: '',
        payment_preference: ['KHALTI', 'EBANKING', 'MOBILE_BANKING', 'CONNECT_IPS', 'SCT'],
      },
    });
  });

  it('other methods redirect; refusals carry the message; no answer is nothing', () => {
    expect(nextStep('IME Pay', answer({ payment_gateway_url: 'http://g/pay' }), 'order')).toEqual({ kind: 'handoff', handoff: { kind: 'redirect', url: 'http://g/pay' } });
    expect(nextStep('eSewa', answer(), 'order')).toEqual({ kind: 'none' });
    expect(nextStep('eSewa', { statusCode: 422, message: 'Out of stock.' }, 'order')).toEqual({ kind: 'error', message: 'Out of stock.' });
    expect(nextStep('eSewa', null, 'order')).toEqual({ kind: 'none' });
  });

  it('shows the options reversed', () => {
    expect(shownPaymentOptions(['a', 'b', 'c'])).toEqual(['c', 'b', 'a']);
    expect(shownPaymentOptions(undefined)).toEqual([]);
  });
});
