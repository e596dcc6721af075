import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HomeData, HomePopUp, LayoutBlock } from '../../../shared/api/catalogue';

export interface HomeState {
  /** The layouts call (the page's blocks). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  layouts: LayoutBlock[];
  /** get-home-data (sliders, banners and product sections); null until it answered (or when it failed). */
  homeData: HomeData | null;
  popUp: HomePopUp | null;
  /** The pop-up is on screen. */
  popUpOpen: boolean;
}

const initialState: HomeState = { status: 'idle', layouts: [], homeData: null, popUp: null, popUpOpen: false };

export interface HomeLoaded {
  layouts: LayoutBlock[];
  popUp: HomePopUp | null;
  homeData: HomeData | null;
}

const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    /** The route needs the home data (browser or server): load it once. */
    homeNeeded(state) {
      if (state.status !== 'ready') state.status = 'loading';
    },
    /** The home page mounted: load it (once), and decide about the pop-up. */
    homeRequested(state) {
      if (state.status !== 'ready') state.status = 'loading';
    },
    homeLoaded(state, action: PayloadAction<HomeLoaded>) {
      state.status = 'ready';
      state.layouts = action.payload.layouts;
      state.popUp = action.payload.popUp;
      state.homeData = action.payload.homeData;
    },
    homeFailed(state) {
      state.status = 'failed';
    },
    popUpShown(state) {
      state.popUpOpen = true;
    },
    /** The shopper closed the pop-up: it stays hidden for 5 minutes. */
    popUpDismissed(state) {
      state.popUpOpen = false;
    },
    /** Leaving the home page hides the pop-up without counting as a dismissal. */
    popUpHidden(state) {
      state.popUpOpen = false;
    },
  },
});

export const { homeNeeded, homeRequested, homeLoaded, homeFailed, popUpShown, popUpDismissed, popUpHidden } = homeSlice.actions;
export const homeReducer = homeSlice.reducer;
