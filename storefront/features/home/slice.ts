import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A 'Shop by category' tile: what the home page needs of a get/categories category. */
export interface CategoryTile {
  name: string;
  category_url: string;
  icon: string | null;
}

export interface HomeState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  categories: CategoryTile[];
}

const initialState: HomeState = { status: 'idle', categories: [] };

const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    categoriesRequested(state) {
      if (state.status !== 'ready') state.status = 'loading';
    },
    categoriesLoaded(state, action: PayloadAction<CategoryTile[]>) {
      state.status = 'ready';
      state.categories = action.payload;
    },
    categoriesFailed(state) {
      state.status = 'failed';
      state.categories = [];
    },
  },
});

export const { categoriesRequested, categoriesLoaded, categoriesFailed } = homeSlice.actions;
export const homeReducer = homeSlice.reducer;
