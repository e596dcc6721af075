import type { SessionUser } from '../../../shared/api/account';
import type { Profile } from '../../../shared/api/account-area';
import type { EmiBank, FlexiPayCheckoutData } from '../../../shared/api/checkout';
import type { Resource } from '../resources/slice';
import { flexiPayState } from './flexiPayState';
import { FLEXIPAY_TEXT as T } from './messages';

const banks: EmiBank[] = [{ id: 1, bank_name: 'Nabil Bank', emi_periods: [{ id: 11, name: '3 Months', months: 3 }] }];
const details: FlexiPayCheckoutData = {
  cart_items: [{ product_id: 7, product_name: 'TV', product_img: '/t.svg', qty: 1, total: 50000, product_price: 50000 }],
  payment_options: ['Nabil Card'],
  grand_total: 50000,
};
const profile: Profile = { name: 'Asha Gurung', email: 'asha@example.com', mobile: '9801234567', address: 'Jhamsikhel' };
const user: SessionUser = { name: 'Asha Sharma', email: 'asha@session.com', mobile: '9800000000', address: 'Patan', avatar: null, token: 't', loyality: 0 };

const ok = <T,>(data: T, message?: string): Resource<T> => (message === undefined ? { status: 'ok', data } : { status: 'ok', data, message });
const failed = (statusCode: number | null, message?: string): Resource<never> => ({ status: 'failed', statusCode, message });
const LOADING = { status: 'loading' } as const;

describe('flexiPayState', () => {
  it('is ready with the banks, the details and the profile', () => {
    expect(flexiPayState(ok(banks), ok(details), ok(profile), user)).toEqual({ kind: 'ready', banks, data: details, profile });
  });

  it('waits while any answer is loading, even one that holds an earlier visit’s answer', () => {
    expect(flexiPayState(LOADING, ok(details), ok(profile), user)).toEqual({ kind: 'loading' });
    expect(flexiPayState(ok(banks), { status: 'loading', data: details }, ok(profile), user)).toEqual({ kind: 'loading' });
    expect(flexiPayState(ok(banks), ok(details), { status: 'loading', data: profile }, user)).toEqual({ kind: 'loading' });
    expect(flexiPayState({ status: 'loading', data: [] }, failed(500), ok(profile), user)).toEqual({ kind: 'loading' });
  });

  it('an empty or failed bank list is unavailable, with the server’s message or the fallback', () => {
    expect(flexiPayState(ok([], 'Your Cart is empty'), ok(details), ok(profile), user)).toEqual({ kind: 'unavailable', message: 'Your Cart is empty' });
    expect(flexiPayState(ok([]), ok(details), ok(profile), user)).toEqual({ kind: 'unavailable', message: T.emptyBanksFallback });
    expect(flexiPayState(failed(422, 'No EMI for this cart.'), ok(details), ok(profile), user)).toEqual({ kind: 'unavailable', message: 'No EMI for this cart.' });
    expect(flexiPayState(failed(null), ok(details), ok(profile), user)).toEqual({ kind: 'unavailable', message: T.emptyBanksFallback });
  });

  it('details that failed or lack cart items are unavailable, with their message or the fallback', () => {
    expect(flexiPayState(ok(banks), failed(400, 'Cart has changed.'), ok(profile), user)).toEqual({ kind: 'unavailable', message: 'Cart has changed.' });
    expect(flexiPayState(ok(banks), failed(null), ok(profile), user)).toEqual({ kind: 'unavailable', message: T.emptyBanksFallback });
    const noItems = { payment_options: [], grand_total: 0 } as unknown as FlexiPayCheckoutData;
    expect(flexiPayState(ok(banks), ok(noItems, 'Nothing to pay for.'), ok(profile), user)).toEqual({ kind: 'unavailable', message: 'Nothing to pay for.' });
    expect(flexiPayState(ok(banks), ok(noItems), ok(profile), user)).toEqual({ kind: 'unavailable', message: T.emptyBanksFallback });
  });

  it('a failed profile prefills from the session’s user', () => {
    expect(flexiPayState(ok(banks), ok(details), failed(500), user)).toEqual({
      kind: 'ready',
      banks,
      data: details,
      profile: { name: 'Asha Sharma', email: 'asha@session.com', mobile: '9800000000', address: 'Patan' },
    });
  });
});
