/**
 * Read-only API resources by key (features/resources/loaders.ts): loading, the answer's data, or
 * the failure (the HTTP status when the server answered, null when the network failed). Loaded
 * answers stay, so going back to a page shows it at once; so do refusals (4xx). A network or
 * server failure is asked again the next time a route needs it, or when the shopper retries.
 * The shopper's own data (PRIVATE_KINDS) is asked afresh on every visit and forgotten when the
 * session changes.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PRIVATE_KINDS, type ResourceData, type ResourceKind, type ResourceRef } from './loaders';

export type Resource<T> =
  /** Loading; `data` is the previous answer while a loaded resource is asked again. */
  | { status: 'loading'; data?: T }
  /** `message`: the server's words with the answer, when it sent any (an empty list's reason). */
  | { status: 'ok'; data: T; message?: string }
  | { status: 'failed'; statusCode: number | null; message?: string };

export type ResourcesState = Record<string, Resource<ResourceData[ResourceKind]>>;

const initialState: ResourcesState = {};

/** The route (or page) needs these: each is loaded unless it is loaded or loading already. */
export const resourcesNeeded = createAction<ResourceRef[]>('resources/needed');
/** The shopper asks again after a failure. */
export const resourceRetried = createAction<ResourceRef>('resources/retried');

const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {
    resourceLoading(state, action: PayloadAction<string>) {
      const before = state[action.payload];
      const data = before?.status === 'ok' ? before.data : before?.status === 'loading' ? before.data : undefined;
      state[action.payload] = data === undefined ? { status: 'loading' } : { status: 'loading', data };
    },
    resourceLoaded(state, action: PayloadAction<{ key: string; data: ResourceData[ResourceKind]; message?: string }>) {
      const { key, data, message } = action.payload;
      state[key] = message === undefined ? { status: 'ok', data } : { status: 'ok', data, message };
    },
    /** Another shopper (or none) now: the data of the one before is not theirs. */
    privateResourcesForgotten(state) {
      for (const key of Object.keys(state)) if (PRIVATE_KINDS.has(key.slice(0, key.indexOf(':')) as ResourceKind)) delete state[key];
    },
    resourceFailed(state, action: PayloadAction<{ key: string; statusCode: number | null; message?: string }>) {
      const { key, statusCode, message } = action.payload;
      state[key] = message === undefined ? { status: 'failed', statusCode } : { status: 'failed', statusCode, message };
    },
  },
});

export const { resourceLoading, resourceLoaded, resourceFailed, privateResourcesForgotten } = resourcesSlice.actions;
export const resourcesReducer = resourcesSlice.reducer;
