import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Page-wide UI state. */
export interface UiState {
  /** Requests in flight (drive the loading overlay). */
  pendingRequests: number;
  /**
   * When the server rendered this page (ms since the epoch), null in a page the browser rendered:
   * what shows the time (countdowns) hydrates from the server's clock, then ticks on the browser's.
   */
  renderedAt: number | null;
}

const initialState: UiState = { pendingRequests: 0, renderedAt: null };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** +1 when a request starts, -1 when it ends (from the API client's onProgress). */
    requestProgress(state, action: PayloadAction<1 | -1>) {
      state.pendingRequests = Math.max(0, state.pendingRequests + action.payload);
    },
    pageRendered(state, action: PayloadAction<number>) {
      state.renderedAt = action.payload;
    },
  },
});

export const { requestProgress, pageRendered } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
