/**
 * Read-only API resources by key (features/resources/loaders.ts): loading, the answer's data, or
 * the failure (the HTTP status when the server answered, null when the network failed). Loaded
 * answers stay, so going back to a page shows it at once; so do refusals (4xx). A network or
 * server failure is asked again the next time a route needs it, or when the shopper retries.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResourceData, ResourceKind, ResourceRef } from './loaders';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
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
      state[action.payload] = { status: 'loading' };
    },
    resourceLoaded(state, action: PayloadAction<{ key: string; data: ResourceData[ResourceKind] }>) {
      state[action.payload.key] = { status: 'ok', data: action.payload.data };
    },
    resourceFailed(state, action: PayloadAction<{ key: string; statusCode: number | null; message?: string }>) {
      const { key, statusCode, message } = action.payload;
      state[key] = message === undefined ? { status: 'failed', statusCode } : { status: 'failed', statusCode, message };
    },
  },
});

export const { resourceLoading, resourceLoaded, resourceFailed } = resourcesSlice.actions;
export const resourcesReducer = resourcesSlice.reducer;
