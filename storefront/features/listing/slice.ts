import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductCard } from '../../../shared/api/types';
import type { ListingFilter } from '../../../shared/domain/listing-query';
import type { ListingHead, ListingLoad, ListingRoute } from './kinds';

/**
 * One loaded listing view, kept per URL (path + canonical filter) for the visit, so that coming
 * back to it (back button, or back from a product) shows the same pages; the router's
 * ScrollRestoration puts the page back at its offset.
 */
export interface ListingEntry {
  key: string;
  route: ListingRoute;
  filter: ListingFilter;
  /** The router location (navigation) this view was requested for. */
  locationKey: string | null;
  status: 'loading' | 'ready' | 'failed';
  head: ListingHead | null;
  products: ProductCard[];
  total: number;
  nextPageUrl: string | null;
  /** Pages loaded so far (1 after the first answer). */
  pages: number;
  loadingMore: boolean;
  moreFailed: boolean;
  /** Where a failed load leads (spec part 2 §4, §8); null shows a message. */
  redirect: string | null;
}

export interface ListingState {
  entries: Record<string, ListingEntry>;
  /** brand_url of every brand (from get/categories), for the bare /{brand_url} route. */
  brandUrls: { status: 'idle' | 'loading' | 'ready' | 'failed'; urls: string[] };
}

const initialState: ListingState = { entries: {}, brandUrls: { status: 'idle', urls: [] } };

const listingSlice = createSlice({
  name: 'listing',
  initialState,
  reducers: {
    /**
     * The route shows this view (the route-to-data map, on every navigation and on the server):
     * loaded unless this very navigation has it already (the page hydrating with the server's
     * view), or Back/Forward returns to a view that is still kept.
     */
    listingNeeded(
      _state,
      _action: PayloadAction<{ key: string; route: ListingRoute; filter: ListingFilter; locationKey: string; historyAction: 'POP' | 'PUSH' | 'REPLACE' }>,
    ) {},
    /** The page shows a loaded view to the shopper (analytics; browser only). */
    listingViewed(_state, _action: PayloadAction<{ key: string }>) {},
    /** Load (or load again) the first page of a view; resets its list. */
    listingRequested(
      state,
      action: PayloadAction<{ key: string; route: ListingRoute; filter: ListingFilter; locationKey?: string | null }>,
    ) {
      const { key, route, filter, locationKey = null } = action.payload;
      state.entries[key] = {
        key,
        route,
        filter,
        locationKey,
        status: 'loading',
        head: null,
        products: [],
        total: 0,
        nextPageUrl: null,
        pages: 0,
        loadingMore: false,
        moreFailed: false,
        redirect: null,
      };
    },
    listingLoaded(state, action: PayloadAction<{ key: string; load: ListingLoad }>) {
      const entry = state.entries[action.payload.key];
      if (!entry) return;
      const { head, products, total, nextPageUrl } = action.payload.load;
      entry.status = 'ready';
      entry.head = head;
      entry.products = products;
      entry.total = total;
      entry.nextPageUrl = nextPageUrl;
      entry.pages = 1;
    },
    listingFailed(state, action: PayloadAction<{ key: string; redirect: string | null }>) {
      const entry = state.entries[action.payload.key];
      if (!entry) return;
      entry.status = 'failed';
      entry.redirect = action.payload.redirect;
    },
    /** A first load that was cancelled (the shopper moved on): forget it, it loads again if revisited. */
    listingDropped(state, action: PayloadAction<{ key: string }>) {
      const { key } = action.payload;
      if (state.entries[key]?.status === 'loading') delete state.entries[key];
    },
    /** The page asks for the next page (sentinel in view, or 'Load more'). */
    moreRequested(_state, _action: PayloadAction<{ key: string }>) {},
    moreStarted(state, action: PayloadAction<{ key: string }>) {
      const entry = state.entries[action.payload.key];
      if (!entry) return;
      entry.loadingMore = true;
      entry.moreFailed = false;
    },
    moreLoaded(state, action: PayloadAction<{ key: string; products: ProductCard[]; total: number; nextPageUrl: string | null }>) {
      const entry = state.entries[action.payload.key];
      if (!entry) return;
      const seen = new Set(entry.products.map((p) => p.id));
      for (const p of action.payload.products) {
        if (!seen.has(p.id)) {
          entry.products.push(p);
          seen.add(p.id);
        }
      }
      entry.total = action.payload.total;
      // An empty page, or one that points at itself again, ends the scroll (no endless loop).
      const next = action.payload.nextPageUrl;
      entry.nextPageUrl = action.payload.products.length === 0 || next === entry.nextPageUrl ? null : next;
      entry.pages += 1;
      entry.loadingMore = false;
    },
    moreFailed(state, action: PayloadAction<{ key: string }>) {
      const entry = state.entries[action.payload.key];
      if (!entry) return;
      entry.loadingMore = false;
      entry.moreFailed = true;
    },
    brandUrlsRequested(state) {
      if (state.brandUrls.status !== 'ready') state.brandUrls.status = 'loading';
    },
    brandUrlsLoaded(state, action: PayloadAction<string[]>) {
      state.brandUrls = { status: 'ready', urls: action.payload };
    },
    brandUrlsFailed(state) {
      state.brandUrls.status = 'failed';
    },
  },
});

export const {
  listingNeeded,
  listingViewed,
  listingRequested,
  listingLoaded,
  listingFailed,
  listingDropped,
  moreRequested,
  moreStarted,
  moreLoaded,
  moreFailed,
  brandUrlsRequested,
  brandUrlsLoaded,
  brandUrlsFailed,
} = listingSlice.actions;
export const listingReducer = listingSlice.reducer;
