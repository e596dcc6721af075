import { configureAppStore } from '../../app/store';
import { createFakeApi, createTestStorage, settle, type FakeHandler } from '../../app/test-utils';
import { resourceKey, resourceRef } from './loaders';
import { resourceRetried, resourcesNeeded } from './slice';

function storeWith(handlers: Record<string, FakeHandler>) {
  const api = createFakeApi(handlers);
  const { store } = configureAppStore({ storage: createTestStorage(), makeApi: () => api });
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
});
