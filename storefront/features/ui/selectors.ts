import type { UiState } from './slice';

export const selectIsLoading = (state: { ui: UiState }): boolean => state.ui.pendingRequests > 0;
