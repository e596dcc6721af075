import { combineSlices, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/slice';
import { cartReducer } from '../features/cart/slice';
import { headerReducer } from '../features/header/slice';
import { homeReducer } from '../features/home/slice';
import { listingReducer } from '../features/listing/slice';
import { passwordResetReducer } from '../features/password-reset/slice';
import { resourcesReducer } from '../features/resources/slice';
import { sessionReducer } from '../features/session/slice';
import { uiReducer } from '../features/ui/slice';

/**
 * The store's state: its own module (reducers only, no sagas), so that components, hooks and
 * selectors can name RootState without importing the store and, through its sagas, the features
 * that import them back.
 *
 * Slices of route chunks that are loaded lazily (product page, checkout, account…): each such
 * feature declares itself here by module augmentation and injects its slice with
 * `slice.injectInto(rootReducer)` and its saga with `injectSaga` (app/inject.ts), so its code
 * stays out of the shell that every page downloads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  ui: uiReducer,
  session: sessionReducer,
  auth: authReducer,
  passwordReset: passwordResetReducer,
  home: homeReducer,
  header: headerReducer,
  listing: listingReducer,
  cart: cartReducer,
  resources: resourcesReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The store runs sagas, not thunks: its dispatch takes plain actions. */
export type AppDispatch = Dispatch<UnknownAction>;
