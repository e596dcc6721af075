import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { resourceKey, type ResourceData, type ResourceKind, type ResourceRef } from './loaders';
import { resourceRetried, type Resource } from './slice';

const LOADING = { status: 'loading' } as const;

/**
 * A resource the page's route declared (app/routeData.ts), and a retry. It only reads the store:
 * the route-to-data map asks for it, in the browser and on the server alike.
 */
export function useResource<K extends ResourceKind>(ref: ResourceRef<K>): [Resource<ResourceData[K]>, () => void] {
  const dispatch = useAppDispatch();
  const key = resourceKey(ref);
  const resource = useAppSelector((state) => state.resources[key] as Resource<ResourceData[K]> | undefined) ?? LOADING;
  const { kind, arg } = ref;
  const retry = useCallback(() => dispatch(resourceRetried({ kind, arg })), [dispatch, kind, arg]);
  return [resource, retry];
}
