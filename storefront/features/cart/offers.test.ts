import { configureAppStore } from '../../app/store';
import { createFakeApi, createTestStorage, testUser, type FakeCall } from '../../app/test-utils';
import type { AppStore } from '../../../shared/storage/keys';
import { loggedOut } from '../session/slice';
import { orderPlaced } from './events';
import { cartData } from './fixtures';
import { selectCouponMessage, selectCheckoutQuery, selectCoupon, selectRedeem } from './selectors';
import { couponApplyRequested, couponRemoved, redeemRequested } from './slice';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const queryOf = (call: FakeCall) => call.options?.query ?? {};

/** get-cart as the server answers it: TIHAR5 is valid while `valid` says so; coins are clamped to 400. */
function server(valid = { coupon: true }) {
  return (call: FakeCall) => {
    const q = queryOf(call);
    const points = Math.min(Number(q.redeem ?? 0), 400);
    const redeem = { available_points: 500, max_redeem: 400, points, amount: points };
    if (!q.coupon) return { statusCode: 200, data: cartData({ redeem }) };
    const coupon = valid.coupon
      ? { status: 'success' as const, message: 'Coupon TIHAR5 applied.', coupon: String(q.coupon) }
      : { status: 'danger' as const, message: 'This coupon has expired.', coupon: String(q.coupon) };
    return { statusCode: 200, data: cartData({ coupon, redeem }) };
  };
}

/** The storefront opened (or reloaded) over `storage`. */
function open(storage: AppStore, valid = { coupon: true }) {
  const api = createFakeApi({
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 500 } }),
    'get-cart': server(valid),
    logout: () => ({ statusCode: 200 }),
  });
  const { store } = configureAppStore({ storage, makeApi: () => api });
  return { store, api };
}

async function applied(storage: AppStore) {
  const first = open(storage);
  await flush();
  first.store.dispatch(couponApplyRequested('TIHAR5'));
  await flush();
  first.store.dispatch(redeemRequested(150));
  await flush();
  return first;
}

describe('the cart keeps its coupon and coins across a reload', () => {
  it('asks get-cart with them again and shows the coupon as applied', async () => {
    const storage = createTestStorage();
    storage.set('user', testUser());
    await applied(storage);
    const { store, api } = open(storage);
    await flush();
    expect(queryOf(api.callsTo('get-cart')[0])).toMatchObject({ coupon: 'TIHAR5', redeem: 150 });
    expect(selectCouponMessage(store.getState())).toEqual({ status: 'success', message: 'Coupon TIHAR5 applied.' });
    expect(selectCheckoutQuery(store.getState())).toBe('?coupon=TIHAR5&redeem=150');
  });

  it('drops a coupon the server no longer accepts (with its message) and keeps nothing of it', async () => {
    const storage = createTestStorage();
    storage.set('user', testUser());
    await applied(storage);
    const { store } = open(storage, { coupon: false });
    await flush();
    expect(selectCouponMessage(store.getState())).toEqual({ status: 'danger', message: 'This coupon has expired.' });
    expect(selectCoupon(store.getState())).toBeNull();
    expect(storage.get('cart_offers')).toBeNull();
  });

  it('keeps the coins as the server clamped them', async () => {
    const storage = createTestStorage();
    storage.set('user', testUser());
    const { store } = open(storage);
    await flush();
    store.dispatch(redeemRequested(900));
    await flush();
    expect(storage.get('cart_offers')).toMatchObject({ coupon: null, redeem: 400 });
    const again = open(storage);
    await flush();
    expect(selectRedeem(again.store.getState())).toBe(400);
  });

  it('another shopper does not get them; removing the coupon, an order placed and a logout drop them', async () => {
    const storage = createTestStorage();
    storage.set('user', testUser());
    await applied(storage);
    storage.set('user', testUser({ email: 'someone.else@example.com', token: 'other' }));
    const other = open(storage);
    await flush();
    expect(queryOf(other.api.callsTo('get-cart')[0]).coupon ?? null).toBeNull();

    storage.set('user', testUser());
    const removed = await applied(storage);
    removed.store.dispatch(couponRemoved());
    await flush();
    expect(storage.get('cart_offers')).toBeNull();

    const ordered = await applied(storage);
    ordered.store.dispatch(orderPlaced());
    await flush();
    expect(selectCoupon(ordered.store.getState())).toBeNull();
    expect(storage.get('cart_offers')).toBeNull();

    const out = await applied(storage);
    expect(storage.get('cart_offers')).not.toBeNull();
    out.store.dispatch(loggedOut());
    await flush();
    expect(storage.get('cart_offers')).toBeNull();
  });
});
