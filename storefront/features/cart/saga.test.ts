import { configureAppStore } from '../../app/store';
import { createFakeApi, createTestStorage, testUser, type FakeCall, type FakeHandler } from '../../app/test-utils';
import { loggedOut, sessionStarted } from '../session/slice';
import { cartChanged } from './events';
import { cartData, cartLine } from './fixtures';
import { selectCart, selectCartUnits, selectCheckoutQuery, selectCoupon, selectCouponMessage, selectRedeem } from './selectors';
import { couponApplyRequested, couponRemoved, lineDeleteRequested, quantityChangeRequested, redeemRequested } from './slice';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const queryOf = (call: FakeCall) => call.options?.query ?? {};

function start(getCart: FakeHandler, { loggedIn = true, more = {} as Record<string, FakeHandler> } = {}) {
  const storage = createTestStorage();
  if (loggedIn) storage.set('user', testUser());
  const api = createFakeApi({
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 500 } }),
    'get-cart': getCart,
    logout: () => ({ statusCode: 200 }),
    ...more,
  });
  const { store } = configureAppStore({ storage, makeApi: () => api });
  return { store, api, storage };
}

describe('cart saga', () => {
  it('fetches the cart (platform=W, authenticated) on start when logged in', async () => {
    const { store, api } = start(() => ({ statusCode: 200, data: cartData() }));
    await flush();
    const call = api.callsTo('get-cart')[0];
    expect(call.options?.auth).toBe(true);
    expect(queryOf(call)).toMatchObject({ platform: 'W' });
    expect(queryOf(call).coupon ?? null).toBeNull();
    expect(selectCart(store.getState())?.cart_items).toHaveLength(2);
    expect(selectCartUnits(store.getState())).toBe(3);
  });

  it('asks nothing for a guest', async () => {
    const { api } = start(() => ({ statusCode: 200, data: cartData() }), { loggedIn: false });
    await flush();
    expect(api.callsTo('get-cart')).toHaveLength(0);
  });

  it('refetches on cartChanged and on login; logout clears the cart', async () => {
    const { store, api } = start(() => ({ statusCode: 200, data: cartData() }), { loggedIn: false });
    store.dispatch(sessionStarted(testUser({ token: 'fresh' })));
    await flush();
    expect(api.callsTo('get-cart')).toHaveLength(1);
    store.dispatch(cartChanged());
    await flush();
    expect(api.callsTo('get-cart')).toHaveLength(2);
    expect(selectCart(store.getState())).not.toBeNull();
    store.dispatch(loggedOut());
    expect(selectCart(store.getState())).toBeNull();
  });

  it.each<[string, FakeHandler]>([
    ['a failed call', () => null],
    ['null data', () => ({ statusCode: 200, data: null })],
    ['an error answer', () => ({ statusCode: 401, message: 'Please log in.' })],
  ])('makes the cart null on %s', async (_case, answer) => {
    const { store } = start(answer);
    await flush();
    expect(selectCart(store.getState())).toBeNull();
  });

  it('a successful coupon keeps the coupon and the redeem amount for checkout; removing it clears both', async () => {
    const { store, api } = start((call) => {
      const q = queryOf(call);
      if (q.coupon === 'TIHAR5')
        return { statusCode: 200, data: cartData({ coupon: { status: 'success', message: 'Coupon TIHAR5 applied. You save NPR 2,500.', coupon: 'TIHAR5', redeem: 100 }, redeem: { available_points: 500, max_redeem: 400, points: 100, amount: 100 } }) };
      const points = Number(q.redeem ?? 0);
      return { statusCode: 200, data: cartData({ redeem: { available_points: 500, max_redeem: 400, points, amount: points } }) };
    });
    await flush();
    store.dispatch(redeemRequested(100));
    await flush();
    store.dispatch(couponApplyRequested(' TIHAR5 '));
    await flush();
    expect(queryOf(api.callsTo('get-cart').at(-1)!)).toMatchObject({ platform: 'W', coupon: 'TIHAR5', redeem: 100 });
    expect(selectCoupon(store.getState())).toBe('TIHAR5');
    expect(selectRedeem(store.getState())).toBe(100);
    expect(selectCouponMessage(store.getState())).toEqual({ status: 'success', message: 'Coupon TIHAR5 applied. You save NPR 2,500.' });
    expect(selectCheckoutQuery(store.getState())).toBe('?coupon=TIHAR5&redeem=100');

    store.dispatch(couponRemoved());
    expect(selectCoupon(store.getState())).toBeNull();
    expect(selectRedeem(store.getState())).toBeNull();
    expect(selectCheckoutQuery(store.getState())).toBe('');
    await flush();
    expect(queryOf(api.callsTo('get-cart').at(-1)!).coupon ?? null).toBeNull();
  });

  it('a failing coupon shows the server message in danger style and is not kept', async () => {
    const { store } = start((call) =>
      queryOf(call).coupon
        ? { statusCode: 200, data: cartData({ coupon: { status: 'danger', message: 'This coupon has expired.', coupon: 'NEWYEAR20' } }) }
        : { statusCode: 200, data: cartData() },
    );
    await flush();
    store.dispatch(couponApplyRequested('NEWYEAR20'));
    await flush();
    expect(selectCouponMessage(store.getState())).toEqual({ status: 'danger', message: 'This coupon has expired.' });
    expect(selectCoupon(store.getState())).toBeNull();
    expect(selectCheckoutQuery(store.getState())).toBe('');
  });

  it('keeps the number of coins the server clamped to', async () => {
    const { store } = start((call) => {
      const asked = Number(queryOf(call).redeem ?? 0);
      return { statusCode: 200, data: cartData({ redeem: { available_points: 500, max_redeem: 400, points: Math.min(asked, 400), amount: Math.min(asked, 400) } }) };
    });
    await flush();
    store.dispatch(redeemRequested(900));
    await flush();
    expect(selectRedeem(store.getState())).toBe(400);
    expect(selectCheckoutQuery(store.getState())).toBe('?redeem=400');
  });

  it('changes a quantity by one unit (update-cart qty 1 or -1), then fetches the cart again', async () => {
    let qty = 2;
    const { store, api } = start(() => ({ statusCode: 200, data: cartData({ cart_items: [cartLine({ qty })] }) }), {
      more: {
        'update-cart': (call) => {
          qty += (call.body as { qty: number }).qty;
          return { statusCode: 200, data: { product_id: 11, qty } };
        },
      },
    });
    await flush();
    store.dispatch(quantityChangeRequested({ product_id: 11, change: 1 }));
    await flush();
    expect(api.callsTo('update-cart')[0].body).toEqual({ product_id: 11, qty: 1 });
    expect(selectCart(store.getState())?.cart_items[0].qty).toBe(3);
    store.dispatch(quantityChangeRequested({ product_id: 11, change: -1 }));
    await flush();
    expect(api.callsTo('update-cart')[1].body).toEqual({ product_id: 11, qty: -1 });
    expect(selectCart(store.getState())?.cart_items[0].qty).toBe(2);
    expect(store.getState().cart.busy).toEqual([]);
  });

  it('deletes a line (delete-cart), then fetches the cart and its coupons again', async () => {
    let items = [cartLine()];
    const { store, api } = start(() => ({ statusCode: 200, data: cartData({ cart_items: items }) }), {
      more: {
        'delete-cart': () => {
          items = [];
          return { statusCode: 200, message: 'removed' };
        },
        'get-coupons-via-cart-products': () => ({ statusCode: 200, data: [] }),
      },
    });
    await flush();
    store.dispatch(lineDeleteRequested({ product_id: 11 }));
    await flush();
    expect(api.callsTo('delete-cart')[0].body).toEqual({ product_id: 11 });
    expect(selectCart(store.getState())?.cart_items).toEqual([]);
    expect(api.callsTo('get-coupons-via-cart-products')).toHaveLength(1);
  });
});
