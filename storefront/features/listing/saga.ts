import type { UnknownAction } from '@reduxjs/toolkit';
import { call, cancelled, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { getCategories, type CategoriesResponse } from '../../../shared/api/catalogue';
import { isOk, type ApiClient, type ApiEnvelope, type RequestOptions } from '../../../shared/api/client';
import { followNextPage } from '../../../shared/api/paging';
import { encodeListingQuery } from '../../../shared/domain/listing-query';
import { pushDataLayer, trackPixel, viewItemListEvent, viewSearchResultsEvent } from './analytics';
import { selectBrandUrls, selectListingEntry } from './selectors';
import {
  brandUrlsFailed,
  brandUrlsLoaded,
  brandUrlsRequested,
  listingDropped,
  listingFailed,
  listingLoaded,
  listingNeeded,
  listingRequested,
  listingViewed,
  moreFailed,
  moreLoaded,
  moreRequested,
  moreStarted,
  type ListingEntry,
} from './slice';
import { KIND_FEATURES, PAGE_NOT_FOUND, type ListingRoute } from './kinds';
import { apiFilter, fetchListing, listingBasePath, readListing } from './sources';

/**
 * Next pages load while the shopper scrolls; they should not put the page-wide loading veil
 * over the grid (the grid shows its own loader). `quiet` asks the API client to leave the
 * progress counter alone; a client that does not know the option simply ignores it.
 */
const QUIET = { quiet: true } as RequestOptions;

/**
 * The next page's URL with the listing's filter parameters added where the server left them
 * out (a next_page_url should carry them; this keeps the scroll filtered if it does not).
 */
export function withListingParams(url: string, route: ListingRoute, entry: Pick<ListingEntry, 'filter'>): string {
  const params = encodeListingQuery({
    ...apiFilter(route.kind, entry.filter),
    keywords: route.kind === 'search' ? route.param : null,
  });
  const hashAt = url.indexOf('#');
  const bare = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = bare.indexOf('?');
  const existing = new URLSearchParams(queryAt >= 0 ? bare.slice(queryAt + 1) : '');
  const missing = Object.entries(params).filter(([k]) => !existing.has(k));
  if (!missing.length) return url;
  const extra = missing.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return bare + (queryAt >= 0 ? (bare.endsWith('?') || bare.endsWith('&') ? '' : '&') : '?') + extra;
}

export function* loadListing(api: ApiClient, action: ReturnType<typeof listingRequested>) {
  const { key, route, filter } = action.payload;
  let finished = false;
  try {
    const response: ApiEnvelope | null = yield call(fetchListing, api, route, filter);
    const load = readListing(route, response);
    if (!load) {
      yield put(listingFailed({ key, redirect: KIND_FEATURES[route.kind].failureRedirect(response) }));
    } else if (route.kind === 'flash-sale' && load.products.length === 0) {
      // A flash sale without products leads to /page-not-found (spec part 2 §4).
      yield put(listingFailed({ key, redirect: PAGE_NOT_FOUND }));
    } else {
      yield put(listingLoaded({ key, load }));
    }
    finished = true;
  } finally {
    if (!finished) {
      const wasCancelled: boolean = yield cancelled();
      if (wasCancelled) yield put(listingDropped({ key }));
    }
  }
}

/** The shopper sees a listing (in the browser, wherever it was loaded): the analytics events. */
export function* trackListingView(action: ReturnType<typeof listingViewed>) {
  const { key } = action.payload;
  const entry: ListingEntry | null = yield select(selectListingEntry, key);
  if (!entry || entry.status !== 'ready' || !entry.head) return;
  if (entry.products.length > 0) yield call(pushDataLayer, viewItemListEvent(entry.products, entry.head.heading, key));
  if (entry.route.kind === 'search') yield call(trackPixel, 'track', 'Search', { search_string: entry.route.param });
}

export function* loadMore(api: ApiClient, action: ReturnType<typeof moreRequested>) {
  const { key } = action.payload;
  const entry: ListingEntry | null = yield select(selectListingEntry, key);
  if (!entry || entry.status !== 'ready' || entry.loadingMore || !entry.nextPageUrl) return;
  if (!KIND_FEATURES[entry.route.kind].paged) return;
  yield put(moreStarted({ key }));
  const url = withListingParams(entry.nextPageUrl, entry.route, entry);
  const response: ApiEnvelope | null = yield call(followNextPage, api, url, { ...QUIET, basePath: listingBasePath(entry.route) });
  const load = readListing(entry.route, response);
  if (!load) {
    yield put(moreFailed({ key }));
    return;
  }
  yield put(moreLoaded({ key, products: load.products, total: load.total, nextPageUrl: load.nextPageUrl }));
  if (entry.route.kind === 'search' && load.products.length > 0) {
    yield call(pushDataLayer, viewSearchResultsEvent(entry.route.param, load.products, entry.products.length));
  }
}

/** The brand_url of every brand, once (get/categories is also what the header reads). */
export function* loadBrandUrls(api: ApiClient) {
  const current: ReturnType<typeof selectBrandUrls> = yield select(selectBrandUrls);
  if (current.status === 'ready' && current.urls.length) return;
  const response: CategoriesResponse | null = yield call(getCategories, api);
  const brands = isOk(response) && Array.isArray(response.data?.brands) ? response.data.brands : null;
  if (!brands) {
    yield put(brandUrlsFailed());
    return;
  }
  yield put(brandUrlsLoaded(brands.map((b) => b?.brand_url).filter((u): u is string => typeof u === 'string' && u !== '')));
}

/** A view the route shows: asked for unless this navigation has it, or Back/Forward finds it kept. */
export function* requestNeededListing(action: ReturnType<typeof listingNeeded>) {
  const { historyAction, ...request } = action.payload;
  const existing: ListingEntry | null = yield select(selectListingEntry, request.key);
  if (existing && existing.status !== 'failed') {
    if (existing.locationKey === request.locationKey) return;
    if (historyAction === 'POP' && existing.status === 'ready') return;
  }
  yield put(listingRequested(request));
}

/** One listing action, handled as the watchers handle it (the actions the gate kept: sagaGate.ts). */
export function* listingActionSaga(api: ApiClient, action: UnknownAction) {
  if (listingNeeded.match(action)) yield call(requestNeededListing, action);
  else if (listingViewed.match(action)) yield call(trackListingView, action);
  else if (listingRequested.match(action)) yield call(loadListing, api, action);
  else if (moreRequested.match(action)) yield call(loadMore, api, action);
  else if (brandUrlsRequested.match(action)) yield call(loadBrandUrls, api);
}

export function* listingWatchers(api: ApiClient) {
  yield takeEvery(listingNeeded.type, requestNeededListing);
  yield takeEvery(listingViewed.type, trackListingView);
  yield takeLatest(listingRequested.type, loadListing, api);
  yield takeEvery(moreRequested.type, loadMore, api);
  yield takeLeading(brandUrlsRequested.type, loadBrandUrls, api);
}
