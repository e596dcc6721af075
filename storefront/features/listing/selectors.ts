import type { ListingEntry, ListingState } from './slice';

type State = { listing: ListingState };

export const selectListingEntry = (state: State, key: string): ListingEntry | null => state.listing.entries[key] ?? null;

export const selectBrandUrls = (state: State) => state.listing.brandUrls;
