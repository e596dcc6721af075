/**
 * Listing filters as they live in the query string (spec part 2 §4, §9): brand values joined
 * by '---', the price range as 'min-max', sort new | low-to-high | high-to-low, page, the brand
 * page's one of cat / sub / type, and one parameter per feature filter, named by the slugged
 * filter name, with its values joined by '---'.
 *
 * The same encoding serves the storefront's URL and the API calls, so a storefront URL query
 * decodes into a `ListingFilter` and encodes straight into the API query.
 */
import { slugify } from './slug';

export const LISTING_SORTS = ['new', 'low-to-high', 'high-to-low'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Labels of the sort select (default '-' is no sort; the search page calls it 'Most Relevant'). */
export const SORT_LABELS: Record<ListingSort, string> = {
  new: 'New In',
  'low-to-high': 'Lowest Price',
  'high-to-low': 'Highest Price',
};

export const VALUE_SEPARATOR = '---';

export interface PriceRange {
  min: number;
  max: number;
}

/** Everything a listing can be filtered by. Empty lists and absent values are not encoded. */
export interface ListingFilter {
  /** Brand values (as the listing's brands list names them). */
  brand?: string[];
  range?: PriceRange | null;
  sort?: ListingSort | null;
  /** 1-based page. */
  page?: number | null;
  /** Search text (web-search `keywords`). */
  keywords?: string | null;
  /** Brand page scope: one of cat, sub or type (a category_url, sub_category_url or sub_category_type_url). */
  cat?: string | null;
  sub?: string | null;
  type?: string | null;
  /** Brand page `filter` parameter (passed through as is). */
  filter?: string | null;
  /** Feature filters: parameter name (the slugged filter name) → selected values. */
  features?: Record<string, string[]>;
}

/** Parameters with a fixed meaning; every other parameter is a feature filter. */
export const RESERVED_PARAMS = ['brand', 'range', 'sort', 'page', 'keywords', 'cat', 'sub', 'type', 'filter'] as const;
// Pure: a bundle that uses nothing of this module but imports it (the widgets, through
// shared/api/catalogue.ts) leaves the set out.
const RESERVED = /* @__PURE__ */ new Set<string>(RESERVED_PARAMS);

/** Parameters that are never feature filters (analytics and ad-click tags on incoming links). */
const IGNORED = /^(utm_|fbclid$|gclid$|msclkid$|_ga$|ref$)/;

/** The query parameter name of a feature filter group, e.g. 'Screen Size' → 'screen-size'. */
export const featureParamName = (filterName: string) => slugify(filterName);

const cleanValues = (values: readonly string[] | undefined | null): string[] => {
  const out: string[] = [];
  for (const v of values ?? []) {
    const s = String(v);
    if (s !== '' && !out.includes(s)) out.push(s);
  }
  return out;
};

const formatNumber = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100));

/** 'min-max' */
export const encodeRange = (range: PriceRange) => `${formatNumber(range.min)}-${formatNumber(range.max)}`;

/** 'min-max' → range; null when malformed. min and max are swapped when given the wrong way round. */
export function decodeRange(value: string | null | undefined): PriceRange | null {
  const m = /^\s*(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a <= b ? { min: a, max: b } : { min: b, max: a };
}

export const isListingSort = (v: unknown): v is ListingSort =>
  typeof v === 'string' && (LISTING_SORTS as readonly string[]).includes(v);

/**
 * The filter as query parameters, in a stable order: keywords, brand, range, sort, page, cat,
 * sub, type, filter, then the feature filters in the order given. Ready for `api.get(..., {query})`.
 */
export function encodeListingQuery(filter: ListingFilter | null | undefined): Record<string, string> {
  const q: Record<string, string> = {};
  if (!filter) return q;
  if (filter.keywords != null && filter.keywords !== '') q.keywords = filter.keywords;
  const brands = cleanValues(filter.brand);
  if (brands.length) q.brand = brands.join(VALUE_SEPARATOR);
  if (filter.range && Number.isFinite(filter.range.min) && Number.isFinite(filter.range.max)) {
    q.range = encodeRange(filter.range);
  }
  if (isListingSort(filter.sort)) q.sort = filter.sort;
  if (filter.page != null && Number.isInteger(filter.page) && filter.page > 0) q.page = String(filter.page);
  for (const k of ['cat', 'sub', 'type', 'filter'] as const) {
    const v = filter[k];
    if (v != null && v !== '') q[k] = v;
  }
  for (const [name, values] of Object.entries(filter.features ?? {})) {
    if (RESERVED.has(name) || name === '') continue;
    const vs = cleanValues(values);
    if (vs.length) q[name] = vs.join(VALUE_SEPARATOR);
  }
  return q;
}

/** The filter as a query string without '?', e.g. 'brand=lg---samsung&range=1000-5000&sort=new'. */
export function listingQueryString(filter: ListingFilter | null | undefined): string {
  return Object.entries(encodeListingQuery(filter))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/**
 * The price fields of a listing's GET form, for browsers without JavaScript (the slider needs it):
 * the typed lowest and highest price, and the listing's own bounds, so that a range left whole
 * is no filter.
 */
export const PRICE_FORM_FIELDS = { min: 'price_min', max: 'price_max', floor: 'price_floor', ceiling: 'price_ceiling' } as const;

/**
 * Where a listing's GET form with price fields leads (`/cat-tv?price_min=1000&price_max=5000&…`
 * → `/cat-tv?range=1000-5000&…`, the listing's own URL); null for a URL without them.
 */
export function priceFormTarget(url: string): string | null {
  const [path, query = ''] = url.split('#')[0].split('?');
  const params = new URLSearchParams(query);
  const { min, max, floor, ceiling } = PRICE_FORM_FIELDS;
  if (!params.has(min) && !params.has(max)) return null;
  const amount = (name: string) => {
    const value = params.get(name)?.replace(/,/g, '').trim() ?? '';
    return /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
  };
  const lowest = amount(floor) ?? 0;
  const highest = amount(ceiling);
  let from = amount(min) ?? lowest;
  let to = amount(max) ?? highest;
  if (to !== null && from > to) [from, to] = [to, from];
  for (const name of Object.values(PRICE_FORM_FIELDS)) params.delete(name);
  const { page: _page, range: _range, ...filter } = decodeListingQuery(params);
  const range = to !== null && (from > lowest || highest === null || to < highest) ? { min: from, max: to } : null;
  const rest = listingQueryString({ ...filter, range });
  return rest ? `${path}?${rest}` : path;
}

export type QueryInput =
  | string
  | URLSearchParams
  | Record<string, string | number | readonly string[] | null | undefined>;

export interface DecodeOptions {
  /** Which unknown parameters are feature filters (default: all but analytics tags). */
  isFeature?: (name: string) => boolean;
}

function entriesOf(input: QueryInput | null | undefined): [string, string][] {
  if (input == null) return [];
  if (typeof input === 'string') {
    const noHash = input.split('#')[0];
    const i = noHash.indexOf('?');
    return [...new URLSearchParams(i >= 0 ? noHash.slice(i + 1) : noHash).entries()];
  }
  if (input instanceof URLSearchParams) return [...input.entries()];
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(input)) {
    if (v == null) continue;
    if (Array.isArray(v)) for (const one of v) out.push([k, String(one)]);
    else out.push([k, String(v)]);
  }
  return out;
}

const splitValues = (v: string) => cleanValues(v.split(VALUE_SEPARATOR));

/**
 * A query string ('?brand=lg---sony&range=0-5000'), URLSearchParams or query object back into a
 * filter. Unknown sorts, malformed ranges and pages are dropped; a repeated parameter adds values.
 */
export function decodeListingQuery(input: QueryInput | null | undefined, options: DecodeOptions = {}): ListingFilter {
  const isFeature = options.isFeature ?? ((name: string) => !IGNORED.test(name));
  const filter: ListingFilter = {};
  for (const [key, raw] of entriesOf(input)) {
    const value = raw.trim();
    if (value === '') continue;
    switch (key) {
      case 'brand':
        filter.brand = cleanValues([...(filter.brand ?? []), ...splitValues(value)]);
        break;
      case 'range': {
        const r = decodeRange(value);
        if (r) filter.range = r;
        break;
      }
      case 'sort':
        if (isListingSort(value)) filter.sort = value;
        break;
      case 'page':
        if (/^\d+$/.test(value) && Number(value) > 0) filter.page = Number(value);
        break;
      case 'keywords':
        filter.keywords = raw;
        break;
      case 'cat':
      case 'sub':
      case 'type':
      case 'filter':
        filter[key] = value;
        break;
      default:
        if (!isFeature(key)) break;
        filter.features = filter.features ?? {};
        filter.features[key] = cleanValues([...(filter.features[key] ?? []), ...splitValues(value)]);
    }
  }
  return filter;
}

/** One active-filter chip of the sidebar. */
export type FilterChip =
  | { param: 'brand'; value: string }
  | { param: 'range'; value: string }
  | { param: 'feature'; name: string; value: string };

/** The filters a listing's answer names as its own: its brands and its feature groups with their values. */
export interface KnownFilters {
  brands: readonly { name: string; brand_url?: string | null }[];
  features: readonly { name: string; slug?: string; values: readonly { feature_value: string }[] }[];
}

/** A value as the server matches it: its text in any case, or its slug ('Full HD' or 'full-hd'). */
const valueKeys = (value: string) => [value.toLowerCase(), slugify(value)];

/**
 * The chips to show for a filter (brands, then range, then feature values). Only values the
 * listing knows are filters (the server ignores the others): its brands, and the values of its
 * own feature groups; any other parameter (?source=newsletter, ?utm_campaign=…) or value
 * (?brand=no-such-brand) is no chip.
 */
export function filterChips(filter: ListingFilter, known: KnownFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const brands = new Set(known.brands.flatMap((b) => [b.brand_url?.toLowerCase(), b.name.toLowerCase()]));
  for (const b of cleanValues(filter.brand)) if (brands.has(b.toLowerCase())) chips.push({ param: 'brand', value: b });
  if (filter.range) chips.push({ param: 'range', value: encodeRange(filter.range) });
  const groups = new Map(
    known.features.map((g) => [g.slug || featureParamName(g.name), new Set(g.values.flatMap((v) => valueKeys(v.feature_value)))]),
  );
  for (const [name, values] of Object.entries(filter.features ?? {})) {
    const own = groups.get(name);
    if (!own) continue;
    for (const v of cleanValues(values)) if (own.has(v.toLowerCase())) chips.push({ param: 'feature', name, value: v });
  }
  return chips;
}

/** The filter without one chip's value (removing a chip removes that value); resets the page. */
export function removeChip(filter: ListingFilter, chip: FilterChip): ListingFilter {
  const next: ListingFilter = { ...filter, page: null };
  if (chip.param === 'brand') next.brand = cleanValues(filter.brand).filter((b) => b !== chip.value);
  else if (chip.param === 'range') next.range = null;
  else {
    const features = { ...(filter.features ?? {}) };
    const left = cleanValues(features[chip.name]).filter((v) => v !== chip.value);
    if (left.length) features[chip.name] = left;
    else delete features[chip.name];
    next.features = features;
  }
  return next;
}

/** 'Clear All': drops brands, range and feature filters; keeps sort, keywords and the brand page scope. */
export function clearFilters(filter: ListingFilter): ListingFilter {
  const { brand: _b, range: _r, features: _f, page: _p, ...rest } = filter;
  return rest;
}

/** Adds or removes one value of a brand or feature group (a checkbox toggle); resets the page. */
export function toggleFilterValue(filter: ListingFilter, group: 'brand' | { feature: string }, value: string): ListingFilter {
  const toggle = (list: readonly string[] | undefined) => {
    const vs = cleanValues(list);
    return vs.includes(value) ? vs.filter((v) => v !== value) : [...vs, value];
  };
  if (group === 'brand') return { ...filter, brand: toggle(filter.brand), page: null };
  const features = { ...(filter.features ?? {}) };
  const next = toggle(features[group.feature]);
  if (next.length) features[group.feature] = next;
  else delete features[group.feature];
  return { ...filter, features, page: null };
}
