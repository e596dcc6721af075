/**
 * The route-to-data map: what each route needs before it can show, keyed by the route's path as
 * app/router.tsx writes it ('/' is the site frame: the header's menus, the footer's company pages;
 * '(index)' the home page). The same map serves the browser (followRouteData, on every navigation) and the server, which
 * dispatches the same actions and runs the sagas to completion.
 */
import type { DataRouter, Params } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { catalogueIdFromPath, parseStorefrontPath } from '../../shared/domain/slug';
import { BARE_BRAND_URL } from '../../shared/domain/storefront-paths';
import { accountListOfGoto } from '../features/account/tabs';
import { ID_PARAMS, idOf } from '../features/checkout/ids';
import { FLEXIPAY_RESOURCES } from '../features/flexipay/resources';
import { menuRequested } from '../features/header/slice';
import { homeNeeded } from '../features/home/slice';
import { listingNeeds, type NavigationRef } from '../features/listing/routeData';
import { listingRouteOfSegment } from '../features/listing/routes';
import { brandUrlsRequested } from '../features/listing/slice';
import { isProductId } from '../features/product/productId';
import { resourceRef, type ResourceRef } from '../features/resources/loaders';
import { resourcesNeeded } from '../features/resources/slice';

/** A resource to load, or an action whose saga loads what the route shows. */
type RouteNeed = ResourceRef | UnknownAction;

type RouteData = (params: Params<string>, pathname: string, search: URLSearchParams, navigation: NavigationRef) => RouteNeed[];

const listing: RouteData = (_params, _pathname, _search, navigation) => listingNeeds(navigation);

export const ROUTE_DATA: Record<string, RouteData> = {
  '/': () => [resourceRef('company-pages'), menuRequested()],
  '(index)': () => [homeNeeded()],
  'search/:keywords': listing,
  'flash-sales': listing,
  'view-all/:layout': listing,
  'products/cg-exclusive/view-all': listing,
  'products/new-arrivals/view-all': listing,
  'brand/:name': listing,
  'supplier/:name': listing,
  'page/faqs': () => [resourceRef('faqs')],
  'stores/:type': () => [resourceRef('stores')],
  'user/account': (_params, _pathname, search) => {
    const list = accountListOfGoto(search.get('goto'));
    return list ? [resourceRef(list)] : [];
  },
  // The thank-you pages show the order or booking their query names, as the shopper's list has it.
  'user/checkout': (_params, _pathname, search) => (search.get('order') === 'completed' && idOf(search.get(ID_PARAMS.order)) !== null ? [resourceRef('orders')] : []),
  'user/booking-thank-you': (_params, _pathname, search) => (idOf(search.get(ID_PARAMS.booking)) !== null ? [resourceRef('bookings')] : []),
  'checkout-flexi-pay': () => Object.values(FLEXIPAY_RESOURCES),
  ':segment': ({ segment = '' }, _pathname, _search, navigation) => {
    const route = parseStorefrontPath(segment);
    if (listingRouteOfSegment(route)) return listingNeeds(navigation);
    if (route?.kind === 'page' && route.pageUrl) return [resourceRef('page', route.pageUrl)];
    if (route?.kind === 'product' && isProductId(route.id)) return [resourceRef('product', route.id)];
    // A bare /{brand_url}: the brand's page when the brand list has it (BrandUrlPage decides).
    const bare = segment.replace(/\/+$/, '');
    if (!route && BARE_BRAND_URL.test(bare)) return [brandUrlsRequested(), ...listingNeeds(navigation, { kind: 'brand', param: bare })];
    return [];
  },
  '/catalogues/:id': (_params, pathname) => {
    const id = catalogueIdFromPath(pathname);
    return id ? [resourceRef('catalogues', id)] : [];
  },
};

interface RouteMatch {
  params: Params<string>;
  pathname: string;
  route: { path?: string; index?: boolean };
}

const isResourceRef = (need: RouteNeed): need is ResourceRef => !('type' in need);

/** The actions that load what the matched routes need (outermost route first). */
export function routeDataActions(matches: readonly RouteMatch[], navigation: NavigationRef): UnknownAction[] {
  const query = new URLSearchParams(navigation.search);
  const needs = matches.flatMap((m) => {
    const key = m.route.index ? '(index)' : m.route.path;
    return key !== undefined ? (ROUTE_DATA[key]?.(m.params, navigation.pathname, query, navigation) ?? []) : [];
  });
  const refs = needs.filter(isResourceRef);
  const actions = needs.filter((need): need is UnknownAction => !isResourceRef(need));
  return refs.length ? [resourcesNeeded(refs), ...actions] : actions;
}

/** Loads each location's data as the router arrives there; returns the unsubscribe. */
export function followRouteData(router: DataRouter, dispatch: (action: UnknownAction) => unknown): () => void {
  let seen: string | null = null;
  const arrive = () => {
    const { location, matches, historyAction } = router.state;
    if (location.key === seen) return;
    seen = location.key;
    const navigation = { pathname: location.pathname, search: location.search, key: location.key, historyAction };
    for (const action of routeDataActions(matches, navigation)) dispatch(action);
  };
  arrive();
  return router.subscribe(arrive);
}
