/**
 * The route-to-data map: what each route needs before it can show, keyed by the route's path as
 * app/router.tsx writes it ('/' is the site frame, whose footer lists the company pages). The
 * same map serves the browser (followRouteData, on every navigation) and the server, which
 * dispatches the same actions and runs the sagas to completion.
 */
import type { DataRouter, Params } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { catalogueIdFromPath, parseStorefrontPath } from '../../shared/domain/slug';
import { accountListOfGoto } from '../features/account/tabs';
import { resourceRef, type ResourceRef } from '../features/resources/loaders';
import { resourcesNeeded } from '../features/resources/slice';

type RouteData = (params: Params<string>, pathname: string, search: URLSearchParams) => ResourceRef[];

export const ROUTE_DATA: Record<string, RouteData> = {
  '/': () => [resourceRef('company-pages')],
  'page/faqs': () => [resourceRef('faqs')],
  'stores/:type': () => [resourceRef('stores')],
  'user/account': (_params, _pathname, search) => {
    const list = accountListOfGoto(search.get('goto'));
    return list ? [resourceRef(list)] : [];
  },
  ':segment': ({ segment = '' }) => {
    const route = parseStorefrontPath(segment);
    return route?.kind === 'page' && route.pageUrl ? [resourceRef('page', route.pageUrl)] : [];
  },
  '/catalogues/:id': (_params, pathname) => {
    const id = catalogueIdFromPath(pathname);
    return id ? [resourceRef('catalogues', id)] : [];
  },
};

interface RouteMatch {
  params: Params<string>;
  pathname: string;
  route: { path?: string };
}

/** The actions that load what the matched routes need (outermost route first). */
export function routeDataActions(matches: readonly RouteMatch[], pathname: string, search = ''): UnknownAction[] {
  const query = new URLSearchParams(search);
  const refs = matches.flatMap((m) => (m.route.path !== undefined ? (ROUTE_DATA[m.route.path]?.(m.params, pathname, query) ?? []) : []));
  return refs.length ? [resourcesNeeded(refs)] : [];
}

/** Loads each location's data as the router arrives there; returns the unsubscribe. */
export function followRouteData(router: DataRouter, dispatch: (action: UnknownAction) => unknown): () => void {
  let seen: string | null = null;
  const arrive = () => {
    const { location, matches } = router.state;
    if (location.key === seen) return;
    seen = location.key;
    for (const action of routeDataActions(matches, location.pathname, location.search)) dispatch(action);
  };
  arrive();
  return router.subscribe(arrive);
}
