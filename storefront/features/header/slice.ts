import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Brand, Category } from '../../../shared/api/catalogue';
import type { ProductCard } from '../../../shared/api/types';
import { SEARCH_MIN_LENGTH, SUGGESTION_COUNT } from './searchRules';

export interface HeaderState {
  /** get/categories: the mega menu, the BRANDS menu and the mobile drawer. */
  menu: { status: 'idle' | 'loading' | 'ready' | 'failed'; categories: Category[]; brands: Brand[] };
  search: {
    /** What is in the search box. */
    query: string;
    /** idle: too short to search; pending: waiting for the answer for `query`; done: `results` answer `query`. */
    status: 'idle' | 'pending' | 'done';
    /** At most 5 products. */
    results: ProductCard[];
  };
}

const initialState: HeaderState = {
  menu: { status: 'idle', categories: [], brands: [] },
  search: { query: '', status: 'idle', results: [] },
};

/** More than 2 characters (ignoring surrounding spaces) start a search. */
export const isSearchable = (query: string) => query.trim().length > SEARCH_MIN_LENGTH;

const headerSlice = createSlice({
  name: 'header',
  initialState,
  reducers: {
    menuRequested(state) {
      if (state.menu.status !== 'ready') state.menu.status = 'loading';
    },
    menuLoaded(state, action: PayloadAction<{ categories: Category[]; brands: Brand[] }>) {
      state.menu = { status: 'ready', ...action.payload };
    },
    menuFailed(state) {
      state.menu.status = 'failed';
    },
    searchTyped(state, action: PayloadAction<string>) {
      const query = action.payload;
      state.search.query = query;
      if (!isSearchable(query)) {
        state.search.status = 'idle';
        state.search.results = [];
      } else {
        // The previous suggestions stay on screen until the new ones arrive.
        state.search.status = 'pending';
      }
    },
    suggestionsLoaded(state, action: PayloadAction<{ query: string; products: ProductCard[] }>) {
      // An answer for an older query is dropped.
      if (action.payload.query !== state.search.query) return;
      state.search.status = 'done';
      state.search.results = action.payload.products.slice(0, SUGGESTION_COUNT);
    },
    searchCleared(state) {
      state.search = { query: '', status: 'idle', results: [] };
    },
  },
});

export const { menuRequested, menuLoaded, menuFailed, searchTyped, suggestionsLoaded, searchCleared } = headerSlice.actions;
export const headerReducer = headerSlice.reducer;
