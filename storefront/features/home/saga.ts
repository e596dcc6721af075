import { call, put, select, takeLeading } from 'redux-saga/effects';
import { isOk, type ApiClient } from '../../../shared/api/client';
import { getCategories, type CategoriesResponse } from '../../../shared/api/catalogue';
import { selectHomeStatus } from './selectors';
import { categoriesFailed, categoriesLoaded, categoriesRequested, type CategoryTile, type HomeState } from './slice';

/** get/categories → the tiles (categories without a name or url are left out). */
export function* loadCategories(api: ApiClient) {
  const status: HomeState['status'] = yield select(selectHomeStatus);
  if (status === 'ready') return;
  const response: CategoriesResponse | null = yield call(getCategories, api);
  const list = isOk(response) && Array.isArray(response.data?.category) ? response.data.category : null;
  if (!list) {
    yield put(categoriesFailed());
    return;
  }
  const tiles: CategoryTile[] = list
    .filter((c) => c && typeof c.name === 'string' && c.name && typeof c.category_url === 'string' && c.category_url)
    .map((c) => ({ name: c.name, category_url: c.category_url, icon: c.icon || null }));
  yield put(categoriesLoaded(tiles));
}

export function* homeSaga(api: ApiClient) {
  yield takeLeading(categoriesRequested.type, loadCategories, api);
}
