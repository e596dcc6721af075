import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { isOk, type ApiClient, type ApiEnvelope } from '../../../shared/api/client';
import {
  forgotPassword,
  forgotPasswordReset,
  forgotPasswordVerify,
  type ForgotPasswordResponse,
} from '../../../shared/api/account';
import { RESET_TEXT } from './messages';
import { selectPasswordReset } from './selectors';
import {
  codeAccepted,
  codeSent,
  codeSubmitted,
  emailSubmitted,
  passwordChanged,
  passwordSubmitted,
  resetClosed,
  resetFailed,
  resetRestarted,
  type PasswordResetState,
} from './slice';

const FALLBACK_ERROR = 'Something went wrong. Please try again.';
const failureMessage = (response: ApiEnvelope | null): string | null =>
  response ? response.message || FALLBACK_ERROR : null;

export function* requestCode(api: ApiClient, action: PayloadAction<{ email: string; source?: string }>) {
  const response: ForgotPasswordResponse | null = yield call(forgotPassword, api, {
    email: action.payload.email.trim(),
    source: action.payload.source,
  });
  if (!isOk(response) || !response.remember_token) {
    yield put(resetFailed(isOk(response) ? FALLBACK_ERROR : failureMessage(response)));
    return;
  }
  const resetCode = response.resetCode === undefined || response.resetCode === null ? null : String(response.resetCode);
  yield put(codeSent({ rememberToken: response.remember_token, resetCode, message: response.message ?? null }));
}

export function* checkCode(api: ApiClient, action: PayloadAction<{ code: string }>) {
  const code = action.payload.code.trim();
  const state: PasswordResetState = yield select(selectPasswordReset);
  if (state.resetCode !== null) {
    // The backend handed the code to the browser: compare here.
    if (state.resetCode.trim() === code) yield put(codeAccepted({ code }));
    else yield put(resetFailed(RESET_TEXT.resetCodeInvalid));
    return;
  }
  if (!state.rememberToken) {
    yield put(resetFailed(RESET_TEXT.resetCodeInvalid));
    return;
  }
  // Our server mails the code and checks it itself.
  const response: ApiEnvelope | null = yield call(forgotPasswordVerify, api, state.rememberToken, { code });
  if (isOk(response)) yield put(codeAccepted({ code }));
  else yield put(resetFailed(failureMessage(response)));
}

export function* changePassword(api: ApiClient, action: PayloadAction<{ password: string }>) {
  const state: PasswordResetState = yield select(selectPasswordReset);
  if (!state.rememberToken) {
    yield put(resetFailed(RESET_TEXT.resetCodeInvalid));
    return;
  }
  const response: ApiEnvelope | null = yield call(forgotPasswordReset, api, state.rememberToken, {
    password: action.payload.password,
    code: state.code,
  });
  if (isOk(response)) yield put(passwordChanged({ message: response.message ?? null }));
  else yield put(resetFailed(failureMessage(response)));
}

/** Runs a step unless the popup is closed or restarted first. */
function cancellable<A extends PayloadAction<unknown>>(worker: (api: ApiClient, action: A) => Generator) {
  return function* (api: ApiClient, action: A) {
    yield race({ done: call(worker, api, action), cancelled: take([resetClosed.type, resetRestarted.type]) });
  };
}

export function* passwordResetSaga(api: ApiClient) {
  yield takeLatest(emailSubmitted.type, cancellable(requestCode), api);
  yield takeLatest(codeSubmitted.type, cancellable(checkCode), api);
  yield takeLatest(passwordSubmitted.type, cancellable(changePassword), api);
}
