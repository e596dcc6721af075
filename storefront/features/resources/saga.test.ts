import { configureAppStore } from '../../app/store';
import { loggedOut, sessionSynced } from '../session/slice';
import { createFakeApi, createTestStorage, settle, testUser, type FakeHandler } from '../../app/test-utils';
import { resourceKey, resourceRef } from './loaders';
import { resourceRetried, resourcesNeeded } from './slice';

function storeWith(handlers: Record<string, FakeHandler>, { loggedIn = false } = {}) {
  const api = createFakeApi(handlers);
  const storage = createTestStorage();
  if (loggedIn) storage.set('user', testUser());
  const { store } = configureAppStore({ storage, makeApi: () => api });
  return { api, store };
}

const FAQS = resourceRef('faqs');

describe('resources saga', () => {
  it('loads a needed resource once: a second need while loading or once loaded asks nothing', async () => {
    const { api, store } = storeWith({ 'get-faqs': () => ({ statusCode: 200, data: [{ id: 1, question: 'Q?', answer: 'A.' }] }) });
    store.dispatch(resourcesNeeded([FAQS]));
    store.dispatch(resourcesNeeded([FAQS]));
    expect(store.getState().resources[resourceKey(FAQS)]).toEqual({ status: 'loading' });
    await settle();
    store.dispatch(resourcesNeeded([FAQS]));
    await settle();
    expect(api.callsTo('get-faqs')).toHaveLength(1);
    expect(store.getState().resources[resourceKey(FAQS)]).toEqual({ status: 'ok', data: [{ id: 1, question: 'Q?', answer: 'A.' }] });
  });

  it('remembers a refusal (4xx) until the shopper retries', async () => {
    const { api, store } = storeWith({ 'page-gone-1': () => ({ statusCode: 404, message: 'No such page.' }) });
    const page = resourceRef('page', 'gone-1');
    store.dispatch(resourcesNeeded([page]));
    await settle();
    expect(store.getState().resources[resourceKey(page)]).toEqual({ status: 'failed', statusCode: 404, message: 'No such page.' });
    store.dispatch(resourcesNeeded([page]));
    await settle();
    expect(api.callsTo('page-gone-1')).toHaveLength(1);
    store.dispatch(resourceRetried(page));
    await settle();
    expect(api.callsTo('page-gone-1')).toHaveLength(2);
  });

  it('asks again after a server or network failure the next time a route needs it', async () => {
    const answers = [{ statusCode: 500, message: 'Down.' }, null, { statusCode: 200, data: { cg_digital: [], lg_shoppe: [] } }];
    const { api, store } = storeWith({ 'get-stores': () => answers.shift() ?? null });
    const stores = resourceRef('stores');
    for (const expected of [{ status: 'failed', statusCode: 500, message: 'Down.' }, { status: 'failed', statusCode: null }, { status: 'ok', data: { cg_digital: [], lg_shoppe: [] } }]) {
      store.dispatch(resourcesNeeded([stores]));
      await settle();
      expect(store.getState().resources[resourceKey(stores)]).toEqual(expected);
    }
    expect(api.callsTo('get-stores')).toHaveLength(3);
  });

  it("keeps the server's message with an OK answer, and adds none when it sent none", async () => {
    const { store } = storeWith(
      {
        'get-emi-banks-by-user': () => ({ statusCode: 200, message: 'Your Cart is empty', data: [] }),
        'get-faqs': () => ({ statusCode: 200, data: [] }),
        'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 120 } }),
      },
      { loggedIn: true },
    );
    const banks = resourceRef('emi-banks');
    store.dispatch(resourcesNeeded([banks, FAQS]));
    await settle();
    expect(store.getState().resources[resourceKey(banks)]).toEqual({ status: 'ok', data: [], message: 'Your Cart is empty' });
    expect(store.getState().resources[resourceKey(FAQS)]).not.toHaveProperty('message');
  });
});

describe("the shopper's own lists", () => {
  const ORDERS = resourceRef('orders');
  const answers = {
    'get-orders': () => ({ statusCode: 200, data: [] }),
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 120 } }),
  };

  it('are asked afresh on every visit, keeping the rows while they load', async () => {
    const { api, store } = storeWith(answers, { loggedIn: true });
    store.dispatch(resourcesNeeded([ORDERS]));
    await settle();
    store.dispatch(resourcesNeeded([ORDERS]));
    expect(store.getState().resources[resourceKey(ORDERS)]).toEqual({ status: 'loading', data: [] });
    await settle();
    expect(api.callsTo('get-orders')).toHaveLength(2);
  });

  it('are not asked without a session, and are forgotten when it ends', async () => {
    const guest = storeWith(answers);
    guest.store.dispatch(resourcesNeeded([ORDERS]));
    await settle();
    expect(guest.api.callsTo('get-orders')).toHaveLength(0);

    const { store } = storeWith(answers, { loggedIn: true });
    store.dispatch(resourcesNeeded([ORDERS, FAQS]));
    await settle();
    // A change of points keeps them; the end of the session forgets them.
    store.dispatch(sessionSynced(testUser({ loyality: 300 })));
    expect(store.getState().resources[resourceKey(ORDERS)]).toEqual({ status: 'ok', data: [] });
    store.dispatch(loggedOut());
    expect(store.getState().resources[resourceKey(ORDERS)]).toBeUndefined();
    expect(store.getState().resources[resourceKey(FAQS)]).toBeDefined();
  });

  it("include Flexi Pay's banks, cart and profile", async () => {
    const flexiPay = [resourceRef('emi-banks'), resourceRef('flexipay-checkout'), resourceRef('profile')];
    const flexiAnswers = {
      'get-emi-banks-by-user': () => ({ statusCode: 200, data: [] }),
      'get-checkout-flexipay': () => ({ statusCode: 200, data: { cart_items: [], payment_options: [], grand_total: 0 } }),
      'get-profile': () => ({ statusCode: 200, data: { name: 'Asha', email: 'a@x.com', mobile: '98', address: '' } }),
    };
    const guest = storeWith(flexiAnswers);
    guest.store.dispatch(resourcesNeeded(flexiPay));
    await settle();
    expect(guest.api.calls).toHaveLength(0);

    const { api, store } = storeWith({ ...answers, ...flexiAnswers }, { loggedIn: true });
    store.dispatch(resourcesNeeded(flexiPay));
    await settle();
    store.dispatch(resourcesNeeded(flexiPay));
    await settle();
    for (const path of Object.keys(flexiAnswers)) expect([path, api.callsTo(path).length]).toEqual([path, 2]);
    store.dispatch(loggedOut());
    for (const ref of flexiPay) expect(store.getState().resources[resourceKey(ref)]).toBeUndefined();
  });

  it("never keep an answer that arrives after the session changed hands", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store } = storeWith(
      { ...answers, 'get-orders': () => new Promise((resolve) => (answer = resolve)) as never },
      { loggedIn: true },
    );
    store.dispatch(resourcesNeeded([ORDERS]));
    await settle();
    store.dispatch(loggedOut());
    answer({ statusCode: 200, data: [{ id: 1 }] });
    await settle();
    expect(store.getState().resources[resourceKey(ORDERS)]).toBeUndefined();
  });
});
