/** What a listing route needs (app/routeData.ts): the view of its path and query string. */
import { listingNeeded } from './slice';
import type { ListingRoute } from './kinds';
import { listingRouteFromPath } from './routes';
import { filterFromSearch, listingKey } from './url-state';

export interface NavigationRef {
  pathname: string;
  search: string;
  /** The router's location key ('default' for the document's first location, server and browser alike). */
  key: string;
  historyAction: 'POP' | 'PUSH' | 'REPLACE';
}

/** The listing view of the navigation's path (or of `route`, for a path only the brand list explains). */
export function listingNeeds({ pathname, search, key, historyAction }: NavigationRef, route: ListingRoute | null = listingRouteFromPath(pathname)) {
  if (!route) return [];
  const filter = filterFromSearch(search);
  return [listingNeeded({ key: listingKey(pathname, filter), route, filter, locationKey: key, historyAction })];
}
