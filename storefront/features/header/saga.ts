import type { PayloadAction } from '@reduxjs/toolkit';
import { call, debounce, put, select, takeLeading } from 'redux-saga/effects';
import { isOk, type ApiClient } from '../../../shared/api/client';
import { getCategories, type CategoriesResponse, type SearchResponse } from '../../../shared/api/catalogue';
import { encodeListingQuery } from '../../../shared/domain/listing-query';
import type { ProductCard } from '../../../shared/api/types';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_COUNT } from './searchRules';
import { selectMenu } from './selectors';
import { isSearchable, menuFailed, menuLoaded, menuRequested, searchTyped, suggestionsLoaded, type HeaderState } from './slice';

/** get/categories → the menus (loaded once per visit). */
export function* loadMenu(api: ApiClient) {
  const menu: HeaderState['menu'] = yield select(selectMenu);
  if (menu.status === 'ready') return;
  const response: CategoriesResponse | null = yield call(getCategories, api);
  if (!isOk(response) || !response.data) {
    yield put(menuFailed());
    return;
  }
  const categories = Array.isArray(response.data.category) ? response.data.category.filter((c) => c && c.name && c.category_url) : [];
  const brands = Array.isArray(response.data.brands) ? response.data.brands.filter((b) => b && b.name && b.brand_url) : [];
  yield put(menuLoaded({ categories, brands }));
}

/**
 * web-search?keywords= for the suggestions: the first 5 products (nothing below 3 characters).
 * The same call as shared/api webSearch, sent `quiet`: typing must not put the page-wide
 * loading veil over the page.
 */
export const suggestionSearch = (api: ApiClient, keywords: string) =>
  api.get<SearchResponse>('web-search', { query: encodeListingQuery({ keywords }), quiet: true });

export function* fetchSuggestions(api: ApiClient, action: PayloadAction<string>) {
  const query = action.payload;
  if (!isSearchable(query)) return;
  const response: SearchResponse | null = yield call(suggestionSearch, api, query.trim());
  const products: ProductCard[] = isOk(response) && Array.isArray(response.data?.products) ? response.data.products : [];
  yield put(suggestionsLoaded({ query, products: products.slice(0, SUGGESTION_COUNT) }));
}

export function* headerSaga(api: ApiClient) {
  yield takeLeading(menuRequested.type, loadMenu, api);
  yield debounce(SEARCH_DEBOUNCE_MS, searchTyped.type, fetchSuggestions, api);
}
