import type { HomePopUp } from '../../../shared/api/catalogue';
import type { HomeState } from './slice';

type S = { home: HomeState };
export const selectHomeStatus = (state: S) => state.home.status;
export const selectLayouts = (state: S) => state.home.layouts;
export const selectHomeData = (state: S) => state.home.homeData;
export const selectPopUp = (state: S) => (state.home.popUpOpen ? state.home.popUp : null);

/** A pop-up worth showing: active (status 1) with an image. */
export const activePopUp = (p: HomePopUp | null | undefined): p is HomePopUp =>
  !!p && Number(p.status) === 1 && typeof p.image_url === 'string' && p.image_url !== '';

/** The active pop-up's image, shown or not yet (the page's head preloads it). */
export const selectPopUpImage = (state: S) => (activePopUp(state.home.popUp) ? state.home.popUp.image_url : null);
