import { shownDeliveryStatus } from './order-statuses';

describe('shownDeliveryStatus', () => {
  it('an order or booking that failed or was cancelled is not delivered: Cancelled, whatever its row says', () => {
    expect(shownDeliveryStatus('Failed', 'Pending')).toBe('Cancelled');
    expect(shownDeliveryStatus('Cancelled', 'Pending')).toBe('Cancelled');
    expect(shownDeliveryStatus('Cancelled', 'Cancelled')).toBe('Cancelled');
  });

  it('any other keeps its own delivery status', () => {
    expect(shownDeliveryStatus('Pending', 'Pending')).toBe('Pending');
    expect(shownDeliveryStatus('Accepted', 'Shipped')).toBe('Shipped');
    expect(shownDeliveryStatus('Rejected', 'Pending')).toBe('Pending');
  });
});
