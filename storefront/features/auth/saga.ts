import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { isOk, type ApiClient } from '../../../shared/api/client';
import {
  login,
  register,
  type LoginPayload,
  type LoginResponse,
  type RegisterPayload,
  type SessionUser,
} from '../../../shared/api/account';
import { sessionStarted } from '../session/slice';
import {
  loginFailed,
  loginSubmitted,
  loginSucceeded,
  registerFailed,
  registerSubmitted,
  registerSucceeded,
} from './slice';

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

/** A non-200 answer's message; null for a network failure (only logged, no message). */
const failureMessage = (response: { message?: string } | null): string | null =>
  response ? response.message || FALLBACK_ERROR : null;

const hasSession = (data: unknown): data is SessionUser =>
  !!data && typeof data === 'object' && typeof (data as SessionUser).token === 'string' && !!(data as SessionUser).token;

export function* loginFlow(api: ApiClient, action: PayloadAction<LoginPayload>) {
  const response: LoginResponse | null = yield call(login, api, action.payload);
  if (!isOk(response) || !hasSession(response.data)) {
    yield put(loginFailed(isOk(response) ? FALLBACK_ERROR : failureMessage(response)));
    return;
  }
  yield put(loginSucceeded());
  yield put(sessionStarted(response.data));
}

export function* registerFlow(api: ApiClient, action: PayloadAction<RegisterPayload>) {
  const response: LoginResponse | null = yield call(register, api, action.payload);
  if (!isOk(response)) {
    yield put(registerFailed(failureMessage(response)));
    return;
  }
  if (hasSession(response.data)) {
    // Our server answers with the session, like login: the shopper is logged in at once.
    yield put(registerSucceeded(null));
    yield put(sessionStarted(response.data));
    return;
  }
  yield put(registerSucceeded({ message: response.message || 'Your account has been created. Please log in.' }));
}

export function* authSaga(api: ApiClient) {
  yield takeLatest(loginSubmitted.type, loginFlow, api);
  yield takeLatest(registerSubmitted.type, registerFlow, api);
}
