/**
 * Loads the resources routes need (resourcesNeeded) and retries (resourceRetried): one GET per
 * resource at a time; in the browser on every navigation, on the server until END.
 */
import type { ApiClient } from '../../../shared/api/client';
import { isOk } from '../../../shared/api/client';
import { call, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { RESOURCE_LOADERS, resourceKey, type ResourceKind, type ResourceRef } from './loaders';
import { resourceFailed, resourceLoaded, resourceLoading, resourceRetried, resourcesNeeded, type Resource } from './slice';

function* load(api: ApiClient, ref: ResourceRef) {
  const key = resourceKey(ref);
  yield put(resourceLoading(key));
  const loader = RESOURCE_LOADERS[ref.kind] as (api: ApiClient, arg: string) => ReturnType<(typeof RESOURCE_LOADERS)[ResourceKind]>;
  const answer: Awaited<ReturnType<typeof loader>> = yield call(loader, api, ref.arg);
  if (isOk(answer) && answer.data !== undefined && answer.data !== null) {
    yield put(resourceLoaded({ key, data: answer.data }));
  } else {
    yield put(resourceFailed({ key, statusCode: answer?.statusCode ?? null, message: answer?.message }));
  }
}

const stateOf = (state: RootState, key: string): Resource<unknown> | undefined => state.resources[key];

/** Loaded, loading, or refused by the server (4xx: asking again on the next page changes nothing). */
const settled = (now: Resource<unknown> | undefined): boolean =>
  now?.status === 'ok' || now?.status === 'loading' || (now?.status === 'failed' && now.statusCode !== null && now.statusCode >= 400 && now.statusCode < 500);

export function* resourcesSaga(api: ApiClient) {
  yield takeEvery(resourcesNeeded, function* ({ payload }: ReturnType<typeof resourcesNeeded>) {
    for (const ref of payload) {
      const now: Resource<unknown> | undefined = yield select(stateOf, resourceKey(ref));
      if (settled(now)) continue;
      yield fork(load, api, ref);
    }
  });
  yield takeEvery(resourceRetried, function* ({ payload }: ReturnType<typeof resourceRetried>) {
    const now: Resource<unknown> | undefined = yield select(stateOf, resourceKey(payload));
    if (now?.status !== 'loading') yield fork(load, api, payload);
  });
}
