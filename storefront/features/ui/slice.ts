import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Page-wide UI state: how many requests are in flight (drives the loading overlay). */
export interface UiState {
  pendingRequests: number;
}

const initialState: UiState = { pendingRequests: 0 };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** +1 when a request starts, -1 when it ends (from the API client's onProgress). */
    requestProgress(state, action: PayloadAction<1 | -1>) {
      state.pendingRequests = Math.max(0, state.pendingRequests + action.payload);
    },
  },
});

export const { requestProgress } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
