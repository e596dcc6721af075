/**
 * Filters live in the query string (spec part 2 §4). The URL is the source of truth: the page
 * reads its filter from location.search and every change is a navigation, so reload, sharing,
 * back and forward all show the same view.
 */
import { decodeListingQuery, listingQueryString, type ListingFilter } from '../../../shared/domain/listing-query';

/**
 * The listing filter of a location's query string. A page past the first is kept: the page a
 * browser without JavaScript asks for by the 'next page' link (infinite scroll keeps the pages it
 * adds in memory, under the URL it started from).
 */
export function filterFromSearch(search: string): ListingFilter {
  const { page, keywords: _keywords, ...filter } = decodeListingQuery(search);
  return page != null && page > 1 ? { ...filter, page } : filter;
}

/** '?brand=LG---Sony&range=0-5000' (empty string when nothing is set); a new filter starts at page 1. */
export function searchOf(filter: ListingFilter): string {
  const { page: _page, keywords: _keywords, ...rest } = filter;
  const q = listingQueryString(rest);
  return q ? `?${q}` : '';
}

/** Where a listing's state is kept: the path plus the filter (and a page past the first) in its canonical encoding. */
export function listingKey(pathname: string, filter: ListingFilter): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { keywords: _keywords, ...rest } = filter;
  const query = listingQueryString(rest);
  return query ? `${path}?${query}` : path;
}

/** The URL of the page after `pagesShown` pages from the view's first (the 'next page' link). */
export function nextPageSearch(filter: ListingFilter, pagesShown: number): string {
  const { keywords: _keywords, ...rest } = filter;
  return `?${listingQueryString({ ...rest, page: (filter.page ?? 1) + pagesShown })}`;
}

/** The brand page's 'Filter By' scope: at most one of cat, sub and type. */
export type BrandScope = { param: 'cat' | 'sub' | 'type'; value: string } | null;

export function brandScopeOf(filter: ListingFilter): BrandScope {
  if (filter.type) return { param: 'type', value: filter.type };
  if (filter.sub) return { param: 'sub', value: filter.sub };
  if (filter.cat) return { param: 'cat', value: filter.cat };
  return null;
}

export function withBrandScope(filter: ListingFilter, scope: BrandScope): ListingFilter {
  const { cat: _c, sub: _s, type: _t, page: _p, ...rest } = filter;
  return scope ? { ...rest, [scope.param]: scope.value } : rest;
}
