/**
 * What a storefront path is, before any lookup: the server answers each page with a true status
 * from this (404 for paths no route shows), and the storefront's router test checks that every
 * path it routes is known here (storefront/app/router.test.tsx).
 *
 * Spec part 1 §2, part 2 §2, part 3 §2 route tables.
 */
import { LG_SHOPPE_STORES_TYPE, OWN_STORES_TYPE } from '../api/pages';
import { layoutIdFromParam, numericIdFromParam, parseStorefrontPath, searchPath } from './slug';

/** Pages at fixed paths (react-router patterns, no leading slash) that exist whatever the data. */
export const FIXED_PAGE_PATHS = [
  'user/login',
  'user/register',
  'user/forget-password',
  'user/cart',
  'user/wishlist',
  'products/compare',
  'user/account',
  'user/checkout',
  'user/order-status',
  'user/booking-status',
  'user/booking-thank-you',
  'payment/booking/:gateway',
  'payment/:gateway',
  'checkout-flexi-pay',
  'shippingAddress',
  'payment',
  'priceSummary',
  'myReservations',
  'test',
  'flash-sales',
  'products/cg-exclusive/view-all',
  'products/new-arrivals/view-all',
  'page/faqs',
  'page/contact-us',
  'service-centers',
  'feedback',
] as const;

/** The store types of /stores/{type}. */
export const STORE_TYPES = [OWN_STORES_TYPE, LG_SHOPPE_STORES_TYPE] as const;

/** What a bare /{brand_url} can look like (the database's own check on brand_url). */
export const BARE_BRAND_URL = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type ListingPath =
  | { kind: 'category' | 'sub-category' | 'type' | 'brand' | 'event'; param: string }
  | { kind: 'layout'; id: number | null }
  | { kind: 'search'; keywords: string };

export type StorefrontPage =
  | { kind: 'home' }
  /** A product page; id null when the path's id cannot be one. */
  | { kind: 'product'; id: number | null }
  | { kind: 'listing'; listing: ListingPath }
  /** A page whose existence is the answer of one API GET (path relative to the API base). */
  | { kind: 'api-backed'; api: string }
  /** A page that exists whatever the data (cart, checkout, account, FAQ, …). */
  | { kind: 'fixed' }
  | { kind: 'not-found' };

const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** An id that fits the database's id columns, else null. */

const matches = (pattern: string, segments: string[]): boolean => {
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
};

/** Classifies a path (no query); a malformed %-escape is not found. */
export function storefrontPage(path: string): StorefrontPage {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'home' };
  const decoded = segments.map(decode);
  if (decoded.some((s) => s === null)) return { kind: 'not-found' };
  const [first, second] = decoded as string[];
  if (FIXED_PAGE_PATHS.some((p) => matches(p, segments))) return { kind: 'fixed' };
  if (segments.length === 2) {
    switch (first) {
      case 'search':
        return second.trim() ? { kind: 'listing', listing: { kind: 'search', keywords: second } } : { kind: 'not-found' };
      case 'view-all':
        return { kind: 'listing', listing: { kind: 'layout', id: numericIdFromParam(layoutIdFromParam(second)) } };
      case 'brand':
        return { kind: 'listing', listing: { kind: 'brand', param: second } };
      case 'supplier':
        return { kind: 'api-backed', api: `layouts?supplier=${encodeURIComponent(second)}` };
      case 'stores':
        return (STORE_TYPES as readonly string[]).includes(second) ? { kind: 'fixed' } : { kind: 'not-found' };
      case 'catalogues':
        return { kind: 'api-backed', api: `catalogues/${encodeURIComponent(second)}` };
    }
  }
  if (segments.length !== 1) return { kind: 'not-found' };
  const route = parseStorefrontPath(segments[0]);
  switch (route?.kind) {
    case 'product':
      return { kind: 'product', id: numericIdFromParam(route.id) };
    case 'category':
      return { kind: 'listing', listing: { kind: 'category', param: route.categoryUrl } };
    case 'sub-category':
      return { kind: 'listing', listing: { kind: 'sub-category', param: route.subCategoryUrl } };
    case 'type':
      return { kind: 'listing', listing: { kind: 'type', param: route.subCategoryTypeUrl } };
    case 'brand':
      return { kind: 'listing', listing: { kind: 'brand', param: route.brandName } };
    case 'event':
      return { kind: 'listing', listing: { kind: 'event', param: route.eventName } };
    case 'page':
      return { kind: 'api-backed', api: `page-${encodeURIComponent(route.pageUrl)}` };
    case 'prebook':
    case 'buynow':
      return { kind: 'fixed' };
  }
  // A segment with no known prefix may be a brand's bare /{brand_url}.
  return BARE_BRAND_URL.test(first) ? { kind: 'listing', listing: { kind: 'brand', param: first } } : { kind: 'not-found' };
}

/**
 * Where the header's search form leads when the browser submits it itself (no JavaScript):
 * `/search/?keywords=tv` → `/search/tv`; null for any other URL or an empty query.
 */
export function searchFormTarget(url: string): string | null {
  const [path, query = ''] = url.split('#')[0].split('?');
  if (path !== '/search' && path !== '/search/') return null;
  const keywords = new URLSearchParams(query).get('keywords')?.trim();
  return keywords ? searchPath(keywords) : null;
}
