import { orderTransition, type OrderState } from './order-transitions';

const cod = (over: Partial<OrderState> = {}): OrderState => ({
  order_status: 'Pending', delivery_status: 'Pending', payment_status: 'Pending', payment_method: 'Cash On Delivery', ...over,
});

describe('orderTransition', () => {
  it('moves forward, and the delivery follows the order (and the order the delivery)', () => {
    expect(orderTransition(cod(), { order_status: 'Shipped' })).toEqual({ ok: true, paymentReceived: false, next: { order_status: 'Shipped', delivery_status: 'Shipped', payment_status: 'Pending' } });
    expect(orderTransition(cod({ order_status: 'Accepted' }), { delivery_status: 'Delivered' })).toMatchObject({ ok: true, next: { order_status: 'Delivered', delivery_status: 'Delivered' } });
    expect(orderTransition(cod({ order_status: 'Rejected' }), { order_status: 'Processing' })).toMatchObject({ ok: true });
  });

  it('never goes back, and a cancelled or failed order stays', () => {
    expect(orderTransition(cod({ order_status: 'Delivered', delivery_status: 'Delivered' }), { order_status: 'Pending' })).toEqual({ ok: false, why: 'An order that is Delivered cannot go back to Pending.' });
    expect(orderTransition(cod({ delivery_status: 'Shipped', order_status: 'Shipped' }), { delivery_status: 'Processing' })).toMatchObject({ ok: false, why: 'A delivery that is Shipped cannot go back to Processing.' });
    expect(orderTransition(cod({ order_status: 'Cancelled', delivery_status: 'Cancelled', payment_status: 'Cancelled' }), { order_status: 'Accepted' })).toMatchObject({ ok: false });
    expect(orderTransition(cod(), { order_status: 'Cancelled' })).toMatchObject({ ok: false, why: expect.stringContaining('cancellation request') });
    expect(orderTransition(cod(), { delivery_status: 'Returned' })).toMatchObject({ ok: false, why: 'Only a delivered order can be returned.' });
  });

  it('marks offline money received, never an online payment; Completed needs it paid', () => {
    expect(orderTransition(cod(), { payment_status: 'Paid' })).toMatchObject({ ok: true, paymentReceived: true });
    expect(orderTransition(cod({ payment_method: 'eSewa' }), { payment_status: 'Paid' })).toMatchObject({ ok: false });
    expect(orderTransition(cod({ payment_method: 'eSewa' }), { order_status: 'Accepted' })).toMatchObject({ ok: false, why: expect.stringContaining('not confirmed yet') });
    expect(orderTransition(cod({ payment_method: 'eSewa', payment_status: 'Paid', order_status: 'Accepted' }), { order_status: 'Shipped' })).toMatchObject({ ok: true });
    expect(orderTransition(cod({ order_status: 'Delivered', delivery_status: 'Delivered' }), { order_status: 'Completed' })).toMatchObject({ ok: false });
    expect(orderTransition(cod({ order_status: 'Delivered', delivery_status: 'Delivered' }), { order_status: 'Completed', payment_status: 'Paid' })).toMatchObject({ ok: true });
  });

  it('settles Unknown and records refunds only with a note', () => {
    const unknown = cod({ payment_method: 'eSewa', payment_status: 'Unknown' });
    expect(orderTransition(unknown, { payment_status: 'Paid' })).toMatchObject({ ok: false });
    expect(orderTransition(unknown, { payment_status: 'Paid', note: 'eSewa ref 0001' })).toMatchObject({ ok: true });
    expect(orderTransition(unknown, { payment_status: 'Cancelled', note: 'eSewa: not found' })).toMatchObject({ ok: true });
    expect(orderTransition(unknown, { order_status: 'Shipped' })).toMatchObject({ ok: false, why: expect.stringContaining('settle the payment') });
    const due = cod({ payment_method: 'eSewa', payment_status: 'Refund Due', order_status: 'Cancelled', delivery_status: 'Cancelled' });
    expect(orderTransition(due, { payment_status: 'Refunded' })).toMatchObject({ ok: false, why: expect.stringContaining('reference') });
    expect(orderTransition(due, { payment_status: 'Refunded', note: 'ESW-REF-42' })).toMatchObject({ ok: true });
    expect(orderTransition(cod({ payment_status: 'Paid', order_status: 'Accepted' }), { payment_status: 'Refunded', note: 'x' })).toMatchObject({ ok: false });
  });
});
