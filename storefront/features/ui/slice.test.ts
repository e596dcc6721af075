import { requestProgress, uiReducer } from './slice';
import { selectIsLoading } from './selectors';

describe('ui slice', () => {
  it('counts requests in flight and never goes below zero', () => {
    let state = uiReducer(undefined, { type: 'init' });
    expect(selectIsLoading({ ui: state })).toBe(false);
    state = uiReducer(state, requestProgress(1));
    state = uiReducer(state, requestProgress(1));
    expect(selectIsLoading({ ui: state })).toBe(true);
    state = uiReducer(state, requestProgress(-1));
    expect(selectIsLoading({ ui: state })).toBe(true);
    state = uiReducer(state, requestProgress(-1));
    state = uiReducer(state, requestProgress(-1));
    expect(state.pendingRequests).toBe(0);
    expect(selectIsLoading({ ui: state })).toBe(false);
  });
});
