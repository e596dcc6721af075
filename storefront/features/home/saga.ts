import { all, call, fork, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { isOk, type ApiClient } from '../../../shared/api/client';
import { getHomeData, getLayouts, type HomeDataResponse, type HomePopUp, type LayoutsResponse } from '../../../shared/api/catalogue';
import { dismissPopUp, isPopUpSuppressed, type AppStore } from '../../../shared/storage/keys';
import { preloadHomeCode } from './preload';
import { selectHomeStatus } from './selectors';
import { homeFailed, homeLoaded, homeRequested, popUpDismissed, popUpShown, type HomeState } from './slice';

export interface HomeDeps {
  api: ApiClient;
  storage: AppStore;
}

/** A pop-up worth showing: active (status 1) with an image. */
const activePopUp = (p: HomePopUp | null | undefined): p is HomePopUp =>
  !!p && Number(p.status) === 1 && typeof p.image_url === 'string' && p.image_url !== '';

/**
 * layouts and get-home-data in parallel. The page stands on layouts; get-home-data only adds
 * sections, so its failure leaves them out. Then the pop-up: shown when active and not
 * dismissed within the last 5 minutes (spec part 1 §2, §4).
 */
export function* loadHome({ api, storage }: HomeDeps) {
  const status: HomeState['status'] = yield select(selectHomeStatus);
  if (status !== 'ready') {
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
    // The first hero banner and the pop-up image start downloading now, while the page's code
    // may still be on its way.
    yield call(preloadImages, [data?.sliders?.[0]?.image, activePopUp(popUp) ? popUp.image_url : null]);
    yield put(
      homeLoaded({
        layouts: layouts.data.layouts.filter((b) => b && typeof b.type === 'string'),
        popUp,
        homeData: data,
      }),
    );
  }
  const popUp: HomePopUp | null = yield select((s: { home: HomeState }) => s.home.popUp);
  if (activePopUp(popUp) && !isPopUpSuppressed(storage, Date.now())) yield put(popUpShown());
}

/** Starts downloading images (browser only; the page's <img> then finds them in the cache). */
export function preloadImages(urls: (string | null | undefined)[]): void {
  if (typeof Image === 'undefined' || typeof navigator === 'undefined' || /jsdom/i.test(navigator.userAgent)) return;
  for (const url of urls) {
    if (!url) continue;
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
  }
}

/** Remembers when the pop-up was dismissed. */
export function* rememberDismissal({ storage }: HomeDeps) {
  yield call(dismissPopUp, storage, Date.now());
}

/** The page opened at '/': true in the browser when the first page is the home page. */
const startsOnHome = () => typeof window !== 'undefined' && window.location?.pathname === '/';

export function* homeSaga(deps: HomeDeps, prefetch: () => boolean = startsOnHome) {
  yield takeLeading(homeRequested.type, loadHome, deps);
  yield takeEvery(popUpDismissed.type, rememberDismissal, deps);
  // Opening the store at '/': the home data is asked for at once, while the home page's code is
  // still loading (one round trip less before the first banner shows).
  if (prefetch()) {
    yield fork(preloadHomeCode);
    yield put(homeRequested());
  }
}
