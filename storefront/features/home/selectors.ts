import type { HomeState } from './slice';

type S = { home: HomeState };
export const selectHomeStatus = (state: S) => state.home.status;
export const selectLayouts = (state: S) => state.home.layouts;
export const selectHomeData = (state: S) => state.home.homeData;
export const selectPopUp = (state: S) => (state.home.popUpOpen ? state.home.popUp : null);
