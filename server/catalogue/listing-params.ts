/**
 * The query string of a listing call, read strictly (spec part 2 §4, §9; the same encoding as
 * shared/domain/listing-query): brand values joined by '---', range 'min-max' in rupees, sort
 * new | low-to-high | high-to-low, page from 1, the brand page's cat | sub | type (or filter),
 * search keywords, and every other parameter a feature filter whose values are joined by '---'.
 * Malformed values are a 400 with a message saying how to write them; empty ones count as absent.
 * And the way back: the canonical query string of a filter, for next_page_url.
 */
import { badRequest } from '../http/errors';
import {
  decodeRange,
  encodeListingQuery,
  isListingSort,
  VALUE_SEPARATOR,
  type ListingFilter,
  type ListingSort,
  type PriceRange,
} from '../../shared/domain/listing-query';
import { CATALOGUE_MESSAGES as M } from './catalogue-messages';

/** Products per page of every paginated listing. */
export const PAGE_SIZE = 24;
export const MAX_PAGE = 100_000;
const MAX_VALUES = 50;
/**
 * Search keywords are read up to this many characters (whitespace runs as one space): three times
 * the longest real query, a pasted product name with its model number included. Longer input is
 * cut, not refused, so a shopper who pastes a paragraph still gets results.
 */
export const MAX_KEYWORDS_LENGTH = 200;

/** Keywords as search reads them: whitespace runs as one space, cut to MAX_KEYWORDS_LENGTH; null when empty. */
export function keywordsOf(text: string | null): string | null {
  if (text === null) return null;
  let s = text.replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORDS_LENGTH);
  // Never half a character (a lone surrogate cannot be URL-encoded for next_page_url).
  if (/[\ud800-\udbff]$/.test(s)) s = s.slice(0, -1);
  s = s.trimEnd();
  return s === '' ? null : s;
}

export interface ListingParams {
  brands: string[];
  range: PriceRange | null;
  sort: ListingSort | null;
  page: number;
  keywords: string | null;
  /** Brand page scope. */
  scope: { kind: 'cat' | 'sub' | 'type'; url: string } | null;
  /** Feature filters by parameter name; which names mean something is up to the route. */
  features: Map<string, string[]>;
}

/** Parameters that are never feature filters: analytics tags and the shared call parameters. */
const NOT_FEATURES = /^(utm_.*|fbclid|gclid|msclkid|_ga|ref|platform|token|source|_)$/;

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, name: string): string | null {
  const v = query[name];
  if (v === undefined) return null;
  if (Array.isArray(v)) {
    const filled = v.map((s) => s.trim()).filter(Boolean);
    if (filled.length > 1) throw badRequest(M.repeated(name));
    return filled[0] ?? null;
  }
  const s = v.trim();
  return s === '' ? null : s;
}

function values(query: Query, name: string): string[] {
  const raw = query[name];
  const all = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((s) => s.split(VALUE_SEPARATOR));
  const out: string[] = [];
  for (const v of all) {
    const s = v.trim();
    if (s && !out.includes(s)) out.push(s);
  }
  return out.slice(0, MAX_VALUES);
}

export function parseListingParams(input: unknown): ListingParams {
  const query: Query = input && typeof input === 'object' ? (input as Query) : {};

  const rangeText = single(query, 'range');
  let range: PriceRange | null = null;
  if (rangeText !== null) {
    range = decodeRange(rangeText);
    if (!range || range.max > 1e12) throw badRequest(M.badRange);
  }

  const sortText = single(query, 'sort');
  if (sortText !== null && !isListingSort(sortText)) throw badRequest(M.badSort);

  const pageText = single(query, 'page');
  let page = 1;
  if (pageText !== null) {
    if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1 || Number(pageText) > MAX_PAGE) throw badRequest(M.badPage);
    page = Number(pageText);
  }

  const keywords = keywordsOf(single(query, 'keywords'));

  let scope: ListingParams['scope'] = null;
  const scopes = (['cat', 'sub', 'type'] as const).flatMap((kind) => {
    const url = single(query, kind);
    return url === null ? [] : [{ kind, url }];
  });
  const filter = single(query, 'filter');
  if (filter !== null && filter !== 'all') {
    const m = /^(cat|sub|type)-(.+)$/.exec(filter);
    if (!m) throw badRequest(M.badFilter);
    scopes.push({ kind: m[1] as 'cat' | 'sub' | 'type', url: m[2] });
  }
  if (scopes.length > 1) throw badRequest(M.oneScope);
  scope = scopes[0] ?? null;

  const features = new Map<string, string[]>();
  for (const name of Object.keys(query)) {
    if (['brand', 'range', 'sort', 'page', 'keywords', 'cat', 'sub', 'type', 'filter'].includes(name)) continue;
    if (NOT_FEATURES.test(name)) continue;
    const vs = values(query, name);
    if (vs.length) features.set(name, vs);
  }

  return { brands: values(query, 'brand'), range, sort: sortText as ListingSort | null, page, keywords, scope, features };
}

/**
 * The query string (without '?') that asks for `page` of the same listing: keywords, brand,
 * range, sort, page, the brand page scope, then the applied feature filters.
 */
export function listingQueryFor(params: ListingParams, page: number, appliedFeatures: Map<string, string[]>): string {
  const filter: ListingFilter = {
    keywords: params.keywords,
    brand: params.brands,
    range: params.range,
    sort: params.sort,
    page,
    features: Object.fromEntries(appliedFeatures),
  };
  if (params.scope) filter[params.scope.kind] = params.scope.url;
  return Object.entries(encodeListingQuery(filter))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** next_page_url: the path that was asked for, with the same filters and the next page; null on the last page. */
export function nextPageUrl(
  requestUrl: string,
  params: ListingParams,
  total: number,
  appliedFeatures: Map<string, string[]> = new Map(),
): string | null {
  if (params.page * PAGE_SIZE >= total) return null;
  const path = requestUrl.split('?')[0];
  return `${path}?${listingQueryFor(params, params.page + 1, appliedFeatures)}`;
}

/** The productPaginate block of a listing answer. */
export function paginate(requestUrl: string, params: ListingParams, total: number, appliedFeatures?: Map<string, string[]>) {
  return {
    total,
    current_page: params.page,
    per_page: PAGE_SIZE,
    last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    next_page_url: nextPageUrl(requestUrl, params, total, appliedFeatures),
  };
}
