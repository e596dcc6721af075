/**
 * Loads the resources routes need (resourcesNeeded) and retries (resourceRetried): one GET per
 * resource at a time; in the browser on every navigation, on the server until END.
 */
import type { ApiClient } from '../../../shared/api/client';
import { isOk } from '../../../shared/api/client';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { PRIVATE_KINDS, RESOURCE_LOADERS, resourceKey, type ResourceKind, type ResourceRef } from './loaders';
import { loggedOut, sessionStarted, sessionSynced } from '../session/slice';
import { privateResourcesForgotten, resourceFailed, resourceLoaded, resourceLoading, resourceRetried, resourcesNeeded, type Resource } from './slice';

function* load(api: ApiClient, ref: ResourceRef) {
  const key = resourceKey(ref);
  yield put(resourceLoading(key));
  const asker: string | null = yield select(tokenOf);
  const loader = RESOURCE_LOADERS[ref.kind] as (api: ApiClient, arg: string) => ReturnType<(typeof RESOURCE_LOADERS)[ResourceKind]>;
  const answer: Awaited<ReturnType<typeof loader>> = yield call(loader, api, ref.arg);
  // The shopper's data that answers after the session changed hands belongs to nobody here now.
  const now: string | null = yield select(tokenOf);
  if (PRIVATE_KINDS.has(ref.kind) && now !== asker) return;
  if (isOk(answer) && answer.data !== undefined && answer.data !== null) {
    yield put(resourceLoaded({ key, data: answer.data, message: answer.message }));
  } else {
    yield put(resourceFailed({ key, statusCode: answer?.statusCode ?? null, message: answer?.message }));
  }
}

const stateOf = (state: RootState, key: string): Resource<unknown> | undefined => state.resources[key];
const hasSession = (state: RootState): boolean => state.session.user !== null;
const tokenOf = (state: RootState): string | null => state.session.user?.token ?? null;

/** Forgets the shopper's own data when the session changes hands (not when only its points change). */
function* forgetOnSessionChange() {
  let token: string | null = yield select(tokenOf);
  for (;;) {
    yield take([sessionStarted.type, sessionSynced.type, loggedOut.type]);
    const now: string | null = yield select(tokenOf);
    if (now !== token) yield put(privateResourcesForgotten());
    token = now;
  }
}

/** Loaded, loading, or refused by the server (4xx: asking again on the next page changes nothing). */
const settled = (now: Resource<unknown> | undefined): boolean =>
  now?.status === 'ok' || now?.status === 'loading' || (now?.status === 'failed' && now.statusCode !== null && now.statusCode >= 400 && now.statusCode < 500);

export function* resourcesSaga(api: ApiClient) {
  yield fork(forgetOnSessionChange);
  yield takeEvery(resourcesNeeded, function* ({ payload }: ReturnType<typeof resourcesNeeded>) {
    for (const ref of payload) {
      const now: Resource<unknown> | undefined = yield select(stateOf, resourceKey(ref));
      if (PRIVATE_KINDS.has(ref.kind)) {
        // The shopper's own data: only with a session, and afresh on every visit.
        const session: boolean = yield select(hasSession);
        if (!session || now?.status === 'loading') continue;
      } else if (settled(now)) {
        continue;
      }
      yield fork(load, api, ref);
    }
  });
  yield takeEvery(resourceRetried, function* ({ payload }: ReturnType<typeof resourceRetried>) {
    const now: Resource<unknown> | undefined = yield select(stateOf, resourceKey(payload));
    if (now?.status !== 'loading') yield fork(load, api, payload);
  });
}
