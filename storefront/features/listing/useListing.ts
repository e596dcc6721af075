import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListingFilter } from '../../../shared/domain/listing-query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectListingEntry } from './selectors';
import { listingRequested, listingViewed, moreRequested, type ListingEntry } from './slice';
import type { ListingRoute } from './kinds';
import { filterFromSearch, listingKey, searchOf } from './url-state';

// The listing and supplier chunks share these; re-exported here so the router can fetch the
// shared chunk in parallel with the listing chunk by importing this one module.
export { Breadcrumb } from '../ui/Breadcrumb';

export interface UseListing {
  key: string;
  /** The location this render shows (path + query), as the router has it. */
  href: string;
  filter: ListingFilter;
  /** The view of this URL (null until requested). */
  entry: ListingEntry | null;
  /** The last loaded view of the same route (shown dimmed while a new filter loads). */
  shown: ListingEntry | null;
  applyFilter: (next: ListingFilter) => void;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The state of a listing page, driven by the URL: the query string is the filter, and the route
 * asks for the view of each new URL (app/routeData.ts); back and forward show the view the store
 * keeps for that URL, and the router's ScrollRestoration puts the page back where it was (the
 * kept cards render at once, ProductGrid). Filter changes are navigations.
 */
export function useListing(route: ListingRoute): UseListing {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const filter = useMemo(() => filterFromSearch(location.search), [location.search]);
  const key = listingKey(location.pathname, filter);
  const entry = useAppSelector((s) => selectListingEntry(s, key));
  const routeRef = useRef(route);
  routeRef.current = route;
  const filterRef = useRef(filter);
  filterRef.current = filter;

  // Each navigation that shows a loaded view counts as a view of it (also the server-rendered one).
  const ready = entry?.status === 'ready';
  useEffect(() => {
    if (ready) dispatch(listingViewed({ key }));
  }, [ready, key, location.key, dispatch]);

  // While a new filter loads, keep showing the previous view of the same route.
  const shownRef = useRef<ListingEntry | null>(null);
  const sameRoute = (e: ListingEntry | null) => !!e && e.route.kind === route.kind && e.route.param === route.param;
  if (entry?.status === 'ready') shownRef.current = entry;
  else if (!sameRoute(shownRef.current)) shownRef.current = null;
  const shown = entry?.status === 'ready' ? entry : shownRef.current;

  const applyFilter = useCallback(
    (next: ListingFilter) => {
      navigate({ pathname: location.pathname, search: searchOf(next) }, { preventScrollReset: true });
    },
    [navigate, location.pathname],
  );
  const loadMore = useCallback(() => dispatch(moreRequested({ key })), [dispatch, key]);
  const locationKey = location.key;
  const retry = useCallback(
    () => dispatch(listingRequested({ key, route: routeRef.current, filter: filterRef.current, locationKey })),
    [dispatch, key, locationKey],
  );

  return { key, href: location.pathname + location.search, filter, entry, shown, applyFilter, loadMore, retry };
}
