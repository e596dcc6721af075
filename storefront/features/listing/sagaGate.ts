/**
 * The listing's sagas (saga.ts) are a chunk of their own: a page that shows no listing (the home
 * page) never loads them. Until the first listing action this saga stands in: it keeps the
 * listing actions that come, loads the sagas, starts them and hands them what it kept.
 *
 * The server has the sagas bundled in and provides them (provideListingSagas) before any store
 * exists: they must be running when the render's END arrives, with no import in between.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, fork, take, type ActionPattern } from 'redux-saga/effects';
import type { ApiClient } from '../../../shared/api/client';
import { brandUrlsRequested, listingNeeded, listingRequested, listingViewed, moreRequested } from './slice';

type ListingSagas = typeof import('./saga');

let provided: ListingSagas | null = null;

export const provideListingSagas = (sagas: ListingSagas): void => {
  provided = sagas;
};

export const loadListingSagas = (): Promise<ListingSagas> => import('./saga');

const LISTING_ACTIONS: ActionPattern = [listingNeeded.type, listingViewed.type, listingRequested.type, moreRequested.type, brandUrlsRequested.type];

export function* listingSaga(api: ApiClient) {
  if (provided) {
    yield call(provided.listingWatchers, api);
    return;
  }
  const channel: Channel<UnknownAction> = yield actionChannel(LISTING_ACTIONS, buffers.expanding<UnknownAction>());
  let sagas: ListingSagas | null = null;
  const kept: UnknownAction[] = [];
  while (!sagas) {
    kept.push(yield take(channel));
    try {
      sagas = (yield call(loadListingSagas)) as ListingSagas;
    } catch {
      // The chunk did not come (offline): the next listing action tries again.
    }
  }
  yield fork(sagas.listingWatchers, api);
  kept.push(...((yield flush(channel)) as UnknownAction[]));
  channel.close();
  for (const action of kept) yield fork(sagas.listingActionSaga, api, action);
}
