import { bookingNextSteps, orderNextSteps } from './next-steps';

const order = (o: Partial<Parameters<typeof orderNextSteps>[0]>) => ({
  order_status: 'Pending',
  delivery_status: 'Pending',
  payment_status: 'Pending',
  payment_method: 'Cash On Delivery',
  cancelled_order: null,
  ...o,
});
const labels = (steps: { label: string }[]) => steps.map((s) => s.label);

describe('orderNextSteps', () => {
  it('offers money received and confirmation for a new Cash On Delivery order', () => {
    expect(labels(orderNextSteps(order({})))).toEqual(['Money received', 'Confirm order']);
  });
  it('walks the one-way road', () => {
    expect(labels(orderNextSteps(order({ order_status: 'Accepted', payment_method: 'eSewa', payment_status: 'Paid' })))).toEqual(['Start processing']);
    expect(labels(orderNextSteps(order({ order_status: 'Processing', payment_method: 'eSewa', payment_status: 'Paid' })))).toEqual(['Mark shipped']);
    expect(labels(orderNextSteps(order({ order_status: 'Shipped', payment_method: 'eSewa', payment_status: 'Paid' })))).toEqual(['Mark delivered']);
    expect(labels(orderNextSteps(order({ order_status: 'Delivered', payment_method: 'eSewa', payment_status: 'Paid' })))).toEqual(['Complete order']);
  });
  it('completes a delivered order only once it is paid', () => {
    expect(labels(orderNextSteps(order({ order_status: 'Delivered', payment_status: 'Pending' })))).toEqual(['Money received']);
  });
  it('never offers money received for a gateway payment', () => {
    expect(labels(orderNextSteps(order({ payment_method: 'Khalti' })))).toEqual(['Confirm order']);
  });
  it('offers nothing while a cancellation request waits, or once the order stopped', () => {
    expect(orderNextSteps(order({ cancelled_order: 'C' }))).toEqual([]);
    expect(orderNextSteps(order({ order_status: 'Cancelled' }))).toEqual([]);
    expect(orderNextSteps(order({ order_status: 'Failed' }))).toEqual([]);
  });
});

describe('bookingNextSteps', () => {
  const booking = (b: Partial<Parameters<typeof bookingNextSteps>[0]>) => ({
    kind: 'buy_now',
    status: 'Accepted',
    delivery_status: 'Pending',
    payment_status: 'Paid',
    payment_method: 'eSewa',
    cancelled_booking: null,
    ...b,
  });
  it('delivers a paid buy-now step by step', () => {
    expect(labels(bookingNextSteps(booking({})))).toEqual(['Start processing']);
    expect(labels(bookingNextSteps(booking({ delivery_status: 'Shipped' })))).toEqual(['Mark delivered']);
  });
  it('does not deliver a pre-booking', () => {
    expect(bookingNextSteps(booking({ kind: 'prebooking' }))).toEqual([]);
  });
  it('offers money received for a bank transfer waiting for its money', () => {
    expect(labels(bookingNextSteps(booking({ payment_method: 'Bank Transfer', payment_status: 'Pending', status: 'Pending' })))).toEqual(['Money received']);
  });
});
