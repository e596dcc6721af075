import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { ListingFilter } from '../../../shared/domain/listing-query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { selectListingEntry } from './selectors';
import { entryRestored, listingRequested, listingViewed, moreRequested, scrollSaved, type ListingEntry } from './slice';
import { documentOpenedByHistory, readSnapshot, saveSnapshot } from './snapshots';
import type { ListingRoute } from './sources';
import { filterFromSearch, listingKey, searchOf } from './url-state';

// The listing and supplier chunks share these; re-exported here so the router can fetch the
// shared chunk in parallel with the listing chunk by importing this one module.
export { Breadcrumb } from './components/Breadcrumb';
export { useDocumentMeta } from './useDocumentMeta';

/** The first listing shown by this document may come back from sessionStorage (see snapshots.ts). */
let firstMountOfDocument = true;

/** For tests: behave as in a fresh document. */
export function resetListingDocumentState() {
  firstMountOfDocument = true;
}

/** How long a restore waits for the kept view to be tall enough to scroll back to its offset. */
const RESTORE_WAIT_MS = 2000;

function restoreScroll(y: number) {
  if (!(y > 0) || typeof window === 'undefined') return;
  const deadline = Date.now() + RESTORE_WAIT_MS;
  const go = () => {
    // The kept cards may not be in the document yet on the first frames (the route's content
    // mounts a frame after this effect with some renderers): wait until the offset is reachable.
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y - 2;
    if (!reachable && Date.now() < deadline && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(go);
      return;
    }
    if (Math.abs(window.scrollY - y) > 2) window.scrollTo(0, y);
  };
  // After the router's own scroll restoration (a layout effect) and the first paint.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(go);
  else go();
}

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
 * The state of a listing page, driven by the URL: the query string is the filter; a new URL
 * (filter change, new route parameter) resets the list and loads it; back and forward show the
 * view kept for that URL at its scroll offset; filter changes are navigations.
 */
export function useListing(route: ListingRoute): UseListing {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const filter = useMemo(() => filterFromSearch(location.search), [location.search]);
  const key = listingKey(location.pathname, filter);
  const entry = useAppSelector((s) => selectListingEntry(s, key));
  const routeRef = useRef(route);
  routeRef.current = route;
  const filterRef = useRef(filter);
  filterRef.current = filter;

  // Load on every new location; reuse the kept view when coming back (POP).
  useEffect(() => {
    const firstMount = firstMountOfDocument;
    firstMountOfDocument = false;
    const existing = selectListingEntry(store.getState(), key);
    if (navigationType === 'POP') {
      // Back or forward to a kept view (the same history entry, so the same location.key).
      if (existing && existing.status !== 'failed') {
        restoreScroll(existing.scrollY);
        return;
      }
      const snapshot = firstMount && documentOpenedByHistory() ? readSnapshot(key) : null;
      if (snapshot) {
        dispatch(entryRestored(snapshot));
        restoreScroll(snapshot.scrollY);
        return;
      }
    }
    // Already requested for this very navigation (by the shell, while this code downloaded).
    if (existing && existing.locationKey === location.key && existing.status !== 'failed') return;
    dispatch(listingRequested({ key, route: routeRef.current, filter: filterRef.current, locationKey: location.key }));
    // location.key changes with every navigation, also to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, key]);

  // Each navigation that shows a loaded view counts as a view of it (also the server-rendered one).
  const ready = entry?.status === 'ready';
  useEffect(() => {
    if (ready) dispatch(listingViewed({ key }));
  }, [ready, key, location.key, dispatch]);

  // Remember the scroll offset of this view; kept when leaving it (layout cleanup: before the
  // next page's scroll reset) and when the document is hidden (saved to sessionStorage too).
  const lastY = useRef(0);
  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);
  useLayoutEffect(() => {
    const save = () => {
      dispatch(scrollSaved({ key, scrollY: lastY.current }));
      const e = selectListingEntry(store.getState(), key);
      if (e) saveSnapshot(e);
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [key, dispatch, store]);

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
