import type { AnyAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { createFakeApi, testUser, type FakeApi } from '../../app/test-utils';
import { cartChanged } from '../cart/events';
import { sessionStarted } from '../session/slice';
import { followLoginQuery, loginFlow, registerFlow, FALLBACK_ERROR } from './saga';
import { loginFailed, loginSubmitted, loginSucceeded, registerFollowedUp, registerSubmitted, type AfterLogin } from './slice';

/** Runs a saga to its end; returns what it put and what it returned. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any saga of this feature, with its own arguments
type AnySaga = (...args: any[]) => Generator;

async function run<R>(saga: AnySaga, ...args: unknown[]): Promise<{ actions: AnyAction[]; result: R }> {
  const actions: AnyAction[] = [];
  const task = runSaga({ dispatch: (a: AnyAction) => actions.push(a), getState: () => ({}) }, saga, ...args);
  const result = (await task.toPromise()) as R;
  return { actions, result };
}

const ok = (message?: string) => () => ({ statusCode: 200, message });
const user = testUser({ token: 't-1' });

function api(over: Record<string, () => unknown> = {}): FakeApi {
  return createFakeApi({
    login: () => ({ statusCode: 200, data: user }),
    register: () => ({ statusCode: 200, message: 'Registered.', data: user }),
    'add-to-cart': ok('TV added to cart.'),
    'add-to-wishlist': ok('Product added to your wishlist.'),
    ...(over as Record<string, () => { statusCode: number }>),
  });
}

describe('followLoginQuery', () => {
  it('?cart adds the product (qty 1), refreshes the cart and goes to /user/cart', async () => {
    const fake = api();
    const { actions, result } = await run<AfterLogin>(followLoginQuery, fake, '?cart=lg-tv-55-12');
    expect(fake.callsTo('add-to-cart')[0].body).toEqual({ qty: 1, product_id: 12 });
    expect(actions).toContainEqual(cartChanged());
    expect(result).toEqual({ next: '/user/cart', failure: null, notice: 'TV added to cart.' });
  });

  it('?wishlist adds the wishlist value (not the cart value) and goes to /user/wishlist', async () => {
    const fake = api();
    const { result } = await run<AfterLogin>(followLoginQuery, fake, '?wishlist=fridge-9');
    expect(fake.callsTo('add-to-wishlist')[0].body).toEqual({ product_id: 9 });
    expect(fake.callsTo('add-to-cart')).toHaveLength(0);
    expect(result).toEqual({ next: '/user/wishlist', failure: null, notice: 'Product added to your wishlist.' });
  });

  it("?wishlist for a product already in the wishlist carries the server's answer, still going to /user/wishlist", async () => {
    const already = () => ({ statusCode: 200, message: 'This product is already in your wishlist.', data: { product_id: 9, added: false } });
    const { result } = await run<AfterLogin>(followLoginQuery, api({ 'add-to-wishlist': already }), '?wishlist=fridge-9');
    expect(result).toEqual({ next: '/user/wishlist', failure: null, notice: 'This product is already in your wishlist.' });
  });

  it('?prebook goes to /prebook-{value} without any call', async () => {
    const fake = api();
    const { actions, result } = await run<AfterLogin>(followLoginQuery, fake, '?prebook=galaxy-s30-7');
    expect(fake.calls).toHaveLength(0);
    expect(actions).toEqual([]);
    expect(result.next).toBe('/prebook-galaxy-s30-7');
  });

  it('no query refreshes the cart and goes home', async () => {
    const fake = api();
    const { actions, result } = await run<AfterLogin>(followLoginQuery, fake, '');
    expect(actions).toEqual([cartChanged()]);
    expect(result.next).toBe('/');
  });

  it("a failed add navigates nowhere and keeps the server's message", async () => {
    const fake = api({ 'add-to-cart': () => ({ statusCode: 422, message: 'TV is out of Stock.' }) });
    const { actions, result } = await run<AfterLogin>(followLoginQuery, fake, '?cart=tv-3');
    expect(result).toEqual({ next: null, failure: 'TV is out of Stock.', notice: null });
    expect(actions).not.toContainEqual(cartChanged());
    const down = api({ 'add-to-wishlist': () => null });
    expect((await run<AfterLogin>(followLoginQuery, down, '?wishlist=tv-3')).result.failure).toBe(FALLBACK_ERROR);
  });
});

describe('loginFlow', () => {
  it('starts the session before the follow-up, then reports where to go', async () => {
    const fake = api();
    const { actions } = await run(loginFlow, fake, loginSubmitted({ email: 'a@b.co', password: 'secret1', query: '?cart=tv-3' }));
    expect(fake.callsTo('login')[0].body).toEqual({ email: 'a@b.co', password: 'secret1' });
    expect(actions.map((a) => a.type)).toEqual([sessionStarted.type, cartChanged.type, loginSucceeded.type]);
    expect(actions[2]).toEqual(loginSucceeded({ next: '/user/cart', failure: null, notice: 'TV added to cart.' }));
  });

  it('a refused login runs no follow-up', async () => {
    const fake = api({ login: () => ({ statusCode: 401, message: 'Wrong password.' }) });
    const { actions } = await run(loginFlow, fake, loginSubmitted({ email: 'a@b.co', password: 'x', query: '?cart=tv-3' }));
    expect(actions).toEqual([loginFailed('Wrong password.')]);
    expect(fake.callsTo('add-to-cart')).toHaveLength(0);
  });
});

describe('registerFlow', () => {
  it('with a session follows the query like a login', async () => {
    const fake = api();
    const payload = { fullName: 'A', emailAddress: 'a@b.co', mobileNumber: '9800000000', password: 'secret1', platform: 'W' };
    const { actions } = await run(registerFlow, fake, registerSubmitted({ ...payload, query: '?wishlist=tv-3' }));
    expect(fake.callsTo('register')[0].body).toEqual(payload);
    expect(actions.map((a) => a.type)).toEqual([sessionStarted.type, registerFollowedUp.type]);
    expect(actions[1].payload).toMatchObject({ next: '/user/wishlist' });
  });
});
