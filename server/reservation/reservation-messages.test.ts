import { RESERVATION_REASONS as R, reservationReason } from './reservation-messages';

const booking = (over: Partial<Parameters<typeof reservationReason>[0]>) =>
  reservationReason({ status: 'Failed', payment_status: 'Failed', failure_reason: null, payment_method: 'eSewa', ...over });

describe('reservationReason: the sentence after "Payment " on My reservations', () => {
  it('none once Accepted', () => {
    expect(booking({ status: 'Accepted', payment_status: 'Paid' })).toBeNull();
  });

  it('one voice for every stored reason, naming the gateway where it matters', () => {
    expect(booking({ failure_reason: 'cancelled by payer' })).toBe('cancelled at eSewa.');
    expect(booking({ failure_reason: 'cancelled by payer', payment_method: 'Connect IPS' })).toBe('cancelled at Connect IPS.');
    expect(booking({ failure_reason: 'cancelled by payer', payment_method: 'Nabil Card' })).toBe('cancelled at the card payment service.');
    expect(booking({ failure_reason: 'declined by the bank' })).toBe(R.declined);
    expect(booking({ failure_reason: 'amount mismatch' })).toBe(R.amountMismatch);
    expect(booking({ failure_reason: 'gateway unavailable', payment_method: 'Connect IPS' })).toBe('could not start: Connect IPS did not answer.');
    expect(booking({ failure_reason: 'expired unpaid' })).toBe('expired before it was completed.');
    expect(booking({ failure_reason: 'replaced by a newer checkout' })).toBe(R.superseded);
    expect(booking({ failure_reason: 'cancelled by the customer' })).toBe(R.cancelledByYou);
    for (const text of Object.values(R)) {
      const sentence = typeof text === 'function' ? text('eSewa') : text;
      expect(sentence).toMatch(/^[a-z].*\.$/);
    }
  });

  it('free text (an older row, a staff note) is not shown: the plain fallback is', () => {
    expect(booking({ failure_reason: 'Transaction cancelled by the customer' })).toBe('did not go through.');
    expect(booking({ failure_reason: null })).toBe('did not go through.');
  });

  it('waiting, being checked, or paid too late say so', () => {
    expect(booking({ status: 'Pending', payment_status: 'Pending' })).toBe('not completed yet.');
    expect(booking({ status: 'Pending', payment_status: 'Unknown', failure_reason: 'expired unpaid' })).toBe('is being checked with eSewa.');
    expect(booking({ payment_status: 'Refund Due', failure_reason: 'expired unpaid' })).toBe(R.refundDue);
  });
});
