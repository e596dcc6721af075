import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { injectSaga } from './inject';
import { rootReducer } from './rootReducer';
import { configureAppStore } from './store';
import { createFakeApi, createTestStorage } from './test-utils';

const probeSlice = createSlice({
  name: 'probe',
  initialState: { pings: 0 },
  reducers: {
    ping: (s) => void (s.pings += 1),
    pinged: (s, a: PayloadAction<number>) => void (s.pings += a.payload),
  },
});

declare module './rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof probeSlice> {}
}

const injected = probeSlice.injectInto(rootReducer);

function* probeSaga() {
  for (;;) {
    yield take(probeSlice.actions.ping.type);
    yield put(probeSlice.actions.pinged(10));
  }
}

describe('lazily injected features', () => {
  it('adds the slice to the running store and starts its saga once per store', () => {
    const { store } = configureAppStore({ storage: createTestStorage(), makeApi: () => createFakeApi({}) });
    expect(injected.selectSlice(store.getState())).toEqual({ pings: 0 });
    injectSaga(store, 'probe', probeSaga);
    injectSaga(store, 'probe', probeSaga);
    store.dispatch(probeSlice.actions.ping());
    // 1 for ping + 10 from the one saga; a second saga would have made it 21.
    expect(injected.selectSlice(store.getState()).pings).toBe(11);
  });
});
