import type { Task } from 'redux-saga';
import { all, call, fork, join, put, select, takeEvery } from 'redux-saga/effects';
import { isOk, type ApiClient } from '../../../shared/api/client';
import { getHomeData, getLayouts, type HomeDataResponse, type HomePopUp, type LayoutsResponse } from '../../../shared/api/catalogue';
import { dismissPopUp, isPopUpSuppressed, type AppStore } from '../../../shared/storage/keys';
import { activePopUp, selectHomeStatus } from './selectors';
import { homeFailed, homeLoaded, homeNeeded, homeRequested, popUpDismissed, popUpShown, type HomeState } from './slice';

export interface HomeDeps {
  api: ApiClient;
  storage: AppStore;
}

/**
 * layouts and get-home-data in parallel. The page stands on layouts; get-home-data only adds
 * sections, so its failure leaves them out.
 */
export function* fetchHome({ api, storage }: HomeDeps) {
  const [layouts, homeData]: [LayoutsResponse | null, HomeDataResponse | null] = yield all([
    call(getLayouts, api),
    call(getHomeData, api),
  ]);
  if (!isOk(layouts) || !layouts.data || !Array.isArray(layouts.data.layouts)) {
    yield put(homeFailed());
    return;
  }
  const popUp = layouts.data.pop_up ?? null;
  if (popUp) yield call([storage, storage.set], 'pop_up', popUp);
  const data = isOk(homeData) && homeData.data ? homeData.data : null;
  yield put(
    homeLoaded({
      layouts: layouts.data.layouts.filter((b) => b && typeof b.type === 'string'),
      popUp,
      homeData: data,
    }),
  );
}

/**
 * The pop-up, once the page is on screen (homeRequested; the route's homeNeeded also runs on the
 * server, where no shopper has dismissed anything): shown when active and not dismissed within
 * the last 5 minutes (spec part 1 §2, §4).
 */
export function* offerPopUp({ storage }: HomeDeps) {
  const popUp: HomePopUp | null = yield select((s: { home: HomeState }) => s.home.popUp);
  if (activePopUp(popUp) && !isPopUpSuppressed(storage, Date.now())) yield put(popUpShown());
}

/** Remembers when the pop-up was dismissed. */
export function* rememberDismissal({ storage }: HomeDeps) {
  yield call(dismissPopUp, storage, Date.now());
}

/** Loads the home data once, however many ask while it loads; the page's own request then offers the pop-up. */
export function* homeSaga(deps: HomeDeps) {
  let loading: Task | null = null;
  yield takeEvery([homeNeeded.type, homeRequested.type], function* (action: { type: string }) {
    const status: HomeState['status'] = yield select(selectHomeStatus);
    if (status !== 'ready') {
      if (!loading?.isRunning()) loading = yield fork(fetchHome, deps);
      yield join(loading as Task);
    }
    if (action.type === homeRequested.type) yield call(offerPopUp, deps);
  });
  yield takeEvery(popUpDismissed.type, rememberDismissal, deps);
}
