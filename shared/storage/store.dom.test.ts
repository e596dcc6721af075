/** @jest-environment jsdom */
import { createAppStore, createWidgetStore } from './keys';

describe('in a browser window', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses window.localStorage by default', () => {
    const store = createWidgetStore();
    store.set('prepaymentValue', 5000);
    expect(window.localStorage.getItem('cg-widgets:prepaymentValue')).toBe('5000');
    store.dispose();
  });

  it('tells other instances in the same window through a window event', () => {
    const a = createWidgetStore();
    const b = createWidgetStore();
    const heard = jest.fn();
    b.watch('prepaymentValue', heard);
    a.set('prepaymentValue', 7000);
    expect(heard).toHaveBeenCalledWith(7000);
    a.dispose();
    b.dispose();
  });

  it('hears changes made in other tabs through the storage event', () => {
    const store = createWidgetStore();
    const heard = jest.fn();
    store.subscribe(heard);
    window.localStorage.setItem('cg-widgets:user', '{"name":"Sita"}');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cg-widgets:user', newValue: '{"name":"Sita"}', storageArea: window.localStorage }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}', storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cg-widgets:user', newValue: 'not json', storageArea: window.localStorage }));
    expect(heard.mock.calls).toEqual([
      ['user', { name: 'Sita' }],
      ['user', null],
    ]);
    store.dispose();
  });

  it('ignores storage events of sessionStorage and reports a cleared storage as removals', () => {
    const store = createAppStore();
    const heard = jest.fn();
    store.watch('user', heard);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}', storageArea: window.sessionStorage }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(heard).toHaveBeenCalledWith(null);
    store.dispose();
  });
});
