import { createMemoryStorage, createStore, MemoryStorage, parseJson, STORE_CHANGE_EVENT } from './store';
import {
  addToCompareList,
  ALL_STORED_KEYS,
  createAppStore,
  createWidgetStore,
  dismissPopUp,
  isPopUpSuppressed,
  POP_UP_SUPPRESS_MS,
  removeFromCompareList,
  STORAGE_KEYS,
  storeLogin,
  storeLogout,
  type StoredShippingAddress,
} from './keys';
import type { SessionUser } from '../api/account';

const user: SessionUser = {
  name: 'Ram Thapa',
  avatar: null,
  token: 'tok',
  loyality: 120,
  mobile: '9800000000',
  email: 'ram@example.com',
  address: 'Baneshwor',
  product: null,
  source: null,
};
const address: StoredShippingAddress = {
  full_name: 'Ram Thapa',
  phone: '9800000000',
  email: 'ram@example.com',
  province: '3',
  city: '4',
  area: '5',
  address: 'Baneshwor',
};

const quiet = { events: null, storageEvents: null, log: () => undefined } as const;

describe('the spec keys', () => {
  it('are named as the spec names them', () => {
    expect(STORAGE_KEYS).toMatchObject({
      user: 'user',
      shippingAddress: 'shipping_address',
      selectedModalData: 'selectedModalData',
      currentColorObject: 'currentColorObject',
      prepaymentValue: 'prepaymentValue',
      compareProduct: 'compare-product',
      popUp: 'pop_up',
      homePopUp: 'home_pop_up',
    });
    expect(new Set(ALL_STORED_KEYS).size).toBe(ALL_STORED_KEYS.length);
  });
});

describe('createStore', () => {
  it('stores JSON under the plain key without a namespace', () => {
    const backend = createMemoryStorage();
    const store = createAppStore({ backend, ...quiet });
    store.set('user', user);
    expect(backend.getItem('user')).toBe(JSON.stringify(user));
    expect(store.get('user')).toEqual(user);
    expect(store.has('user')).toBe(true);
  });

  it('prefixes keys with the namespace', () => {
    const backend = createMemoryStorage();
    const widgets = createWidgetStore({ backend, ...quiet });
    widgets.set('user', user);
    expect(widgets.fullKey('user')).toBe('cg-widgets:user');
    expect(backend.getItem('cg-widgets:user')).toBe(JSON.stringify(user));
    expect(backend.getItem('user')).toBeNull();
    const host = createAppStore({ backend, ...quiet });
    expect(host.get('user')).toBeNull();
  });

  it('reads missing items as null or the fallback', () => {
    const store = createAppStore({ backend: createMemoryStorage(), ...quiet });
    expect(store.get('user')).toBeNull();
    expect(store.get('compare-product', [])).toEqual([]);
    expect(store.has('user')).toBe(false);
  });

  it('reads corrupt JSON as the fallback instead of throwing', () => {
    const backend = createMemoryStorage();
    backend.setItem('user', '{"name": "Ram"');
    backend.setItem('compare-product', 'undefined');
    backend.setItem('prepaymentValue', 'null');
    const store = createAppStore({ backend, ...quiet });
    expect(store.get('user')).toBeNull();
    expect(store.get('compare-product', [])).toEqual([]);
    expect(store.get('prepaymentValue', 0)).toBe(0);
  });

  it('keeps falsy values that are not null', () => {
    const store = createAppStore({ backend: createMemoryStorage(), ...quiet });
    store.set('prepaymentValue', 0);
    expect(store.get('prepaymentValue', 99)).toBe(0);
  });

  it('removes an item when set to null or undefined', () => {
    const store = createAppStore({ backend: createMemoryStorage(), ...quiet });
    store.set('user', user);
    store.set('user', null);
    expect(store.has('user')).toBe(false);
    store.set('user', user);
    store.remove('user');
    expect(store.get('user')).toBeNull();
  });

  it('survives a backend that throws', () => {
    const log = jest.fn();
    const backend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createAppStore({ backend, events: null, storageEvents: null, log });
    const listener = jest.fn();
    store.subscribe(listener);
    expect(() => store.set('user', user)).not.toThrow();
    expect(store.get('user')).toBeNull();
    expect(() => store.remove('user')).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });

  it('clear() removes only its own keys', () => {
    const backend = createMemoryStorage();
    backend.setItem('host-item', '1');
    backend.setItem('cg-widgets:someday-key', '"x"');
    const app = createAppStore({ backend, ...quiet });
    const widgets = createWidgetStore({ backend, ...quiet });
    app.set('user', user);
    widgets.set('user', user);
    widgets.set('pop_up', { status: 1, image_url: 'p.jpg' });
    widgets.clear();
    expect(backend.getItem('cg-widgets:user')).toBeNull();
    expect(backend.getItem('cg-widgets:pop_up')).toBeNull();
    expect(backend.getItem('cg-widgets:someday-key')).toBeNull();
    expect(backend.getItem('user')).not.toBeNull();
    app.clear();
    expect(backend.getItem('user')).toBeNull();
    expect(backend.getItem('host-item')).toBe('1');
  });

  it('falls back to memory when no backend is usable', () => {
    const store = createStore<{ a: number }>({ ...quiet });
    store.set('a', 1);
    expect(store.get('a')).toBe(1);
    expect(store.backend).toBeInstanceOf(MemoryStorage);
  });
});

describe('subscriptions', () => {
  it('tells listeners about sets and removals through the same store', () => {
    const store = createAppStore({ backend: createMemoryStorage(), ...quiet });
    const all = jest.fn();
    const onUser = jest.fn();
    store.subscribe(all);
    const stop = store.watch('user', onUser);
    store.set('user', user);
    store.set('prepaymentValue', 5000);
    store.remove('user');
    expect(all.mock.calls).toEqual([
      ['user', user],
      ['prepaymentValue', 5000],
      ['user', null],
    ]);
    expect(onUser.mock.calls).toEqual([[user], [null]]);
    stop();
    store.set('user', user);
    expect(onUser).toHaveBeenCalledTimes(2);
  });

  it('shares one session between two store instances in the same window', () => {
    const backend = createMemoryStorage();
    const events = new EventTarget();
    const a = createWidgetStore({ backend, events, storageEvents: null });
    const b = createWidgetStore({ backend, events, storageEvents: null });
    const seenByB = jest.fn();
    const seenByA = jest.fn();
    b.watch('user', seenByB);
    a.watch('user', seenByA);
    a.set('user', user);
    expect(seenByB).toHaveBeenCalledWith(user);
    expect(seenByA).toHaveBeenCalledTimes(1);
    expect(b.get('user')).toEqual(user);
    b.remove('user');
    expect(seenByA).toHaveBeenLastCalledWith(null);
  });

  it('ignores changes of other namespaces and other backends', () => {
    const backend = createMemoryStorage();
    const events = new EventTarget();
    const widgets = createWidgetStore({ backend, events, storageEvents: null });
    const host = createAppStore({ backend, events, storageEvents: null });
    const elsewhere = createWidgetStore({ backend: createMemoryStorage(), events, storageEvents: null });
    const heard = jest.fn();
    widgets.subscribe(heard);
    host.set('user', user);
    elsewhere.set('user', user);
    expect(heard).not.toHaveBeenCalled();
  });

  it('stops listening after dispose', () => {
    const backend = createMemoryStorage();
    const events = new EventTarget();
    const a = createWidgetStore({ backend, events, storageEvents: null });
    const b = createWidgetStore({ backend, events, storageEvents: null });
    const heard = jest.fn();
    b.subscribe(heard);
    b.dispose();
    a.set('user', user);
    expect(heard).not.toHaveBeenCalled();
  });

  it('keeps notifying when one listener throws', () => {
    const log = jest.fn();
    const store = createAppStore({ backend: createMemoryStorage(), events: null, storageEvents: null, log });
    const second = jest.fn();
    store.subscribe(() => {
      throw new Error('bad listener');
    });
    store.subscribe(second);
    store.set('home_pop_up', 1);
    expect(second).toHaveBeenCalledWith('home_pop_up', 1);
    expect(log).toHaveBeenCalled();
  });

  it('uses the change event name on the hub', () => {
    const events = new EventTarget();
    const seen = jest.fn();
    events.addEventListener(STORE_CHANGE_EVENT, seen);
    createAppStore({ backend: createMemoryStorage(), events, storageEvents: null }).set('home_pop_up', 1);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('helpers', () => {
  it('login stores the user and clears the saved shipping address; logout clears the user', () => {
    const store = createAppStore({ backend: createMemoryStorage(), ...quiet });
    store.set('shipping_address', address);
    storeLogin(store, user);
    expect(store.get('user')).toEqual(user);
    expect(store.get('shipping_address')).toBeNull();
    storeLogout(store);
    expect(store.get('user')).toBeNull();
  });

  it('suppresses the pop-up for 5 minutes after dismissal', () => {
    const store = createAppStore({ backend: createMemoryStorage(), ...quiet });
    const t0 = 1_700_000_000_000;
    expect(isPopUpSuppressed(store, t0)).toBe(false);
    dismissPopUp(store, t0);
    expect(isPopUpSuppressed(store, t0 + 1000)).toBe(true);
    expect(isPopUpSuppressed(store, t0 + POP_UP_SUPPRESS_MS - 1)).toBe(true);
    expect(isPopUpSuppressed(store, t0 + POP_UP_SUPPRESS_MS)).toBe(false);
    expect(POP_UP_SUPPRESS_MS).toBe(300000);
  });

  it('keeps one sub-category in the compare list, without duplicates', () => {
    const store = createAppStore({ backend: createMemoryStorage(), ...quiet });
    expect(addToCompareList(store, { id: 1, name: 'TV A', sub_category_id: 10 }).added).toBe(true);
    expect(addToCompareList(store, { id: 2, name: 'TV B', sub_category_id: 10 }).list.map((p) => p.id)).toEqual([1, 2]);
    expect(addToCompareList(store, { id: 2, name: 'TV B', sub_category_id: 10 })).toEqual({
      list: [
        { id: 1, name: 'TV A', sub_category_id: 10 },
        { id: 2, name: 'TV B', sub_category_id: 10 },
      ],
      added: false,
    });
    expect(addToCompareList(store, { id: 3, name: 'Fridge', sub_category_id: 20 }).list).toEqual([{ id: 3, name: 'Fridge', sub_category_id: 20 }]);
    expect(removeFromCompareList(store, 3)).toEqual([]);
    expect(store.get('compare-product')).toEqual([]);
  });

  it('parseJson falls back on bad text', () => {
    expect(parseJson('{', 'x')).toBe('x');
    expect(parseJson(null, 1)).toBe(1);
    expect(parseJson('[1]', [])).toEqual([1]);
  });
});
