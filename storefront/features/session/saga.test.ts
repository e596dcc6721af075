import { configureAppStore } from '../../app/store';
import { createFakeApi, createTestStorage, testUser, type FakeHandler } from '../../app/test-utils';
import { selectLoyalty, selectUser } from './selectors';
import { orderPlaced } from '../cart/events';
import { logoutRequested, sessionStarted } from './slice';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(loyalty: FakeHandler, { stored = true } = {}) {
  const storage = createTestStorage();
  if (stored) storage.set('user', testUser({ loyality: 40 }));
  const api = createFakeApi({ 'get-loyalty-point': loyalty, logout: () => ({ statusCode: 200 }) });
  const { store } = configureAppStore({ storage, makeApi: () => api });
  return { store, storage, api };
}

describe('session saga', () => {
  it('refreshes the points of the stored user on start', async () => {
    const { store, storage, api } = start(() => ({ statusCode: 200, data: { loyality: 175 } }));
    await flush();
    expect(api.callsTo('get-loyalty-point')[0].options).toEqual({ auth: true });
    expect(selectLoyalty(store.getState())).toBe(175);
    expect(storage.get('user')?.loyality).toBe(175);
  });

  it.each<[string, FakeHandler]>([
    ['a non-200 answer', () => ({ statusCode: 401, message: 'Please log in.' })],
    ['null data', () => ({ statusCode: 200, data: null })],
    ['a network failure', () => null],
  ])('logs the user out with 0 points on %s', async (_case, answer) => {
    const { store, storage, api } = start(answer);
    await flush();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectLoyalty(store.getState())).toBe(0);
    expect(storage.get('user')).toBeNull();
    expect(api.callsTo('logout')).toHaveLength(1);
  });

  it('fetches the points again once an order is placed (coins spent at checkout show in the header)', async () => {
    let points = 175;
    const { store, api } = start(() => ({ statusCode: 200, data: { loyality: points } }));
    await flush();
    points = 25;
    store.dispatch(orderPlaced());
    await flush();
    expect(api.callsTo('get-loyalty-point')).toHaveLength(2);
    expect(selectLoyalty(store.getState())).toBe(25);
  });

  it('does nothing on start without a stored user', async () => {
    const { api, store } = start(() => ({ statusCode: 200, data: { loyality: 1 } }), { stored: false });
    await flush();
    expect(api.calls).toHaveLength(0);
    expect(selectUser(store.getState())).toBeNull();
  });

  it('after login stores the user, clears the shipping address and fetches the points', async () => {
    const { store, storage } = start(() => ({ statusCode: 200, data: { loyality: 90 } }), { stored: false });
    storage.set('shipping_address', { full_name: 'A', phone: '9800000000', email: 'a@b.co', province: '1', city: '1', area: '1', address: 'x' });
    store.dispatch(sessionStarted(testUser({ token: 'fresh', loyality: 5 })));
    expect(storage.get('user')?.token).toBe('fresh');
    expect(storage.get('shipping_address')).toBeNull();
    await flush();
    expect(selectLoyalty(store.getState())).toBe(90);
  });

  it('logout calls the logout API before clearing the stored user', async () => {
    const storage = createTestStorage();
    storage.set('user', testUser());
    let storedDuringLogout: unknown = 'not called';
    const api = createFakeApi({
      'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 40 } }),
      logout: () => {
        storedDuringLogout = storage.get('user');
        return { statusCode: 200 };
      },
    });
    const { store } = configureAppStore({ storage, makeApi: () => api });
    await flush();
    store.dispatch(logoutRequested());
    await flush();
    expect(storedDuringLogout).toMatchObject({ token: 'token-1' });
    expect(storage.get('user')).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
  });

  it('ignores points that arrive after the user logged out', async () => {
    let answer!: (v: unknown) => void;
    const storage = createTestStorage();
    storage.set('user', testUser());
    const api = createFakeApi({
      'get-loyalty-point': () => new Promise((resolve) => (answer = resolve as (v: unknown) => void)),
      logout: () => ({ statusCode: 200 }),
    });
    const { store } = configureAppStore({ storage, makeApi: () => api });
    store.dispatch(logoutRequested());
    await flush();
    answer({ statusCode: 200, data: { loyality: 999 } });
    await flush();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectLoyalty(store.getState())).toBe(0);
    expect(storage.get('user')).toBeNull();
  });

  it('does not put its user back over another login stored meanwhile in the same document', async () => {
    let answer!: (v: unknown) => void;
    const storage = createTestStorage();
    storage.set('user', testUser({ token: 'first-token' }));
    const api = createFakeApi({ 'get-loyalty-point': () => new Promise((resolve) => (answer = resolve as (v: unknown) => void)) });
    configureAppStore({ storage, makeApi: () => api });
    await flush();
    // A raw write to the backend in this document (as a script or a test does) fires no event,
    // so the running session does not hear about it.
    storage.backend.setItem(storage.fullKey('user'), JSON.stringify(testUser({ token: 'second-token', name: 'Someone Else' })));
    answer({ statusCode: 200, data: { loyality: 999 } });
    await flush();
    expect(storage.get('user')?.token).toBe('second-token');
  });
});
