/**
 * Which listing a storefront path shows (spec part 2 §2 route table), as a pure function: the
 * route-to-data map asks for a listing by it before the listing's code has arrived (and on the
 * server), and the listing's placeholder takes its shape from it.
 */
import { numericIdFromParam, parseStorefrontPath, type StorefrontRoute } from '../../../shared/domain/slug';
import type { ListingRoute } from './kinds';

/** The listing of a prefixed single segment (/cat-, /sub-, /type-, /brand-, /event-); null for other kinds. */
export function listingRouteOfSegment(route: StorefrontRoute | null): ListingRoute | null {
  switch (route?.kind) {
    case 'category':
      return { kind: 'category', param: route.categoryUrl };
    case 'sub-category':
      return { kind: 'sub-category', param: route.subCategoryUrl };
    case 'type':
      return { kind: 'type', param: route.subCategoryTypeUrl };
    case 'brand':
      return { kind: 'brand', param: route.brandName };
    case 'event':
      return { kind: 'event', param: route.eventName };
    default:
      return null;
  }
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The listing a pathname shows, or null (a bare /{brand_url} is only known once brands are loaded). */
export function listingRouteFromPath(pathname: string): ListingRoute | null {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const [first = '', second = '', third = ''] = parts;
  if (parts.length === 1) {
    if (first === 'flash-sales') return { kind: 'flash-sale', param: '' };
    return listingRouteOfSegment(parseStorefrontPath(first));
  }
  if (parts.length === 2 && second) {
    if (first === 'search') return { kind: 'search', param: decode(second) };
    if (first === 'brand') return { kind: 'brand', param: decode(second) };
    if (first === 'supplier') return { kind: 'supplier', param: decode(second) };
    if (first === 'view-all' && numericIdFromParam(decode(second)) != null) return { kind: 'layout', param: decode(second) };
  }
  if (parts.length === 3 && first === 'products' && third === 'view-all') {
    if (second === 'cg-exclusive') return { kind: 'best-deals', param: '' };
    if (second === 'new-arrivals') return { kind: 'new-arrivals', param: '' };
  }
  return null;
}
