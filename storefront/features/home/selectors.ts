import type { HomeState } from './slice';

export const selectHomeCategories = (state: { home: HomeState }) => state.home.categories;
export const selectHomeStatus = (state: { home: HomeState }) => state.home.status;
