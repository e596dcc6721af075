/**
 * How each listing kind of spec part 2 §2 is fetched and read. Every answer is turned into the
 * same shape (a `ListingHead` plus products, total and next_page_url: kinds.ts), so one page
 * component, one slice and one saga serve all of them. Only the listing's saga (a chunk of its
 * own) uses this.
 */
import type { ApiClient, ApiEnvelope } from '../../../shared/api/client';
import {
  getBestDeals,
  getBrandListing,
  getCategoryListing,
  getCurrentFlashSales,
  getEvent,
  getLayoutListing,
  getNewArrivals,
  getSubCategoryListing,
  getSupplierLayouts,
  getTypeListing,
  webSearch,
  type BestDealsResponse,
  type BrandListingResponse,
  type EventResponse,
  type FlashSalesResponse,
  type LayoutListingResponse,
  type ListingHeading,
  type ListingResponse,
  type NewArrivalsResponse,
  type SearchResponse,
  type SupplierLayoutsResponse,
} from '../../../shared/api/catalogue';
import type { PriceBounds, ProductCard, ProductPaginate } from '../../../shared/api/types';
import { type ListingFilter } from '../../../shared/domain/listing-query';
import { categoryPath, layoutIdFromParam, subCategoryPath, typePath } from '../../../shared/domain/slug';
import { HOME_CRUMB, type Crumb } from '../ui/crumbs';
import { emptyHead, KIND_FEATURES, type ListingHead, type ListingKind, type ListingLoad, type ListingRoute, type ShopByLink } from './kinds';
import { LISTING_TEXT as T } from './messages';

/** The part of the URL filter a kind sends to its API call (the rest means nothing to it). */
export function apiFilter(kind: ListingKind, filter: ListingFilter): ListingFilter {
  const f = KIND_FEATURES[kind];
  const out: ListingFilter = {};
  if (f.sort === true && filter.sort) out.sort = filter.sort;
  if (f.brands && filter.brand?.length) out.brand = filter.brand;
  if (f.price && filter.range) out.range = filter.range;
  if (f.features && filter.features && Object.keys(filter.features).length) out.features = filter.features;
  if (f.filterBy) {
    for (const k of ['cat', 'sub', 'type', 'filter'] as const) if (filter[k]) out[k] = filter[k];
  }
  if (f.paged && filter.page != null && filter.page > 1) out.page = filter.page;
  return out;
}

/** The first page of a listing. */
export function fetchListing(api: ApiClient, route: ListingRoute, filter: ListingFilter): Promise<ApiEnvelope | null> {
  const f = apiFilter(route.kind, filter);
  switch (route.kind) {
    case 'category':
      return getCategoryListing(api, route.param, f);
    case 'sub-category':
      return getSubCategoryListing(api, route.param, f);
    case 'type':
      return getTypeListing(api, route.param, f);
    case 'brand':
      return getBrandListing(api, route.param, f);
    case 'search':
      return webSearch(api, route.param, f);
    case 'event':
      return getEvent(api, route.param, f);
    case 'layout':
      return getLayoutListing(api, layoutIdFromParam(route.param), f);
    case 'flash-sale':
      return getCurrentFlashSales(api);
    case 'best-deals':
      return getBestDeals(api, { sort: f.sort });
    case 'new-arrivals':
      return getNewArrivals(api, { sort: f.sort });
    case 'supplier':
      return getSupplierLayouts(api, route.param);
  }
}

/** The path of the first page's call (resolves a bare '?page=2' next_page_url). */
export function listingBasePath(route: ListingRoute): string {
  const seg = encodeURIComponent(route.param);
  switch (route.kind) {
    case 'category':
      return `get/cat-${seg}`;
    case 'sub-category':
      return `get/sub-${seg}`;
    case 'type':
      return `get/type-${seg}`;
    case 'brand':
      return `get/brand-${seg}`;
    case 'search':
      return 'web-search';
    case 'event':
      return `event-${seg}`;
    case 'layout':
      return `layouts/${encodeURIComponent(layoutIdFromParam(route.param))}`;
    case 'flash-sale':
      return 'current-flash-sales';
    case 'best-deals':
      return 'best-deal';
    case 'new-arrivals':
      return 'new-arrival';
    case 'supplier':
      return 'layouts';
  }
}

// ---------------------------------------------------------------- reading answers

const arr = <T>(v: T[] | null | undefined): T[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

function bounds(v: PriceBounds | null | undefined): PriceBounds | null {
  if (!v || typeof v !== 'object') return null;
  const min = Number(v.min);
  const max = Number(v.max);
  // No products, no prices: {min: 0, max: 0} shows no slider.
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min || max <= 0) return null;
  return { min: Math.floor(min), max: Math.ceil(max) };
}

const products = (v: ProductCard[] | null | undefined) => arr(v).filter((p) => p && typeof p.id === 'number' && p.name);

function paginate(p: ProductPaginate | null | undefined, count: number) {
  return {
    total: p && p.total != null ? num(p.total) : count,
    nextPageUrl: p && typeof p.next_page_url === 'string' && p.next_page_url ? p.next_page_url : null,
  };
}

function listingCrumbs(kind: ListingKind, h: ListingHeading): Crumb[] {
  const crumbs: Crumb[] = [HOME_CRUMB];
  if (kind !== 'category' && h.category_name && h.category_url) {
    crumbs.push({ name: h.category_name, href: categoryPath(h.category_url) });
  }
  if (kind === 'type' && h.sub_category_name && h.sub_category_url) {
    crumbs.push({ name: h.sub_category_name, href: subCategoryPath(h.sub_category_url) });
  }
  crumbs.push({ name: h.name });
  return crumbs;
}

/** A heading name that is never empty: the route parameter, un-slugged, when the answer has none. */
const fallbackName = (param: string) => param.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

function readCategoryLike(route: ListingRoute, r: ListingResponse): ListingLoad | null {
  const d = r.data;
  if (!d) return null;
  const heading =
    (route.kind === 'category' ? d.category : route.kind === 'sub-category' ? d.subCategory : d.subCategoryType) ??
    ({ name: fallbackName(route.param) } as ListingHeading);
  const name = str(heading.name) || fallbackName(route.param);
  const shopBy: ShopByLink[] = [
    ...arr(d.subCategories).filter((s) => s?.sub_category_url).map((s) => ({ name: s.name, href: subCategoryPath(s.sub_category_url) })),
    ...arr(d.subCategoryTypes)
      .filter((t) => t?.sub_category_type_url)
      .map((t) => ({ name: t.name, href: typePath(t.sub_category_type_url) })),
  ];
  const list = products(d.products);
  return {
    head: {
      ...emptyHead(name),
      breadcrumb: listingCrumbs(route.kind, { ...heading, name }),
      meta: d.meta ?? null,
      brands: arr(d.brands),
      features: arr(d.filters).filter((f) => f && f.name && arr(f.values).length > 0),
      shopBy,
      priceRange: bounds(d.price_range),
      sliders: arr(d.sliders),
    },
    products: list,
    ...paginate(d.productPaginate, list.length),
  };
}

/** Reads a first (or next) page answer into the common shape; null when it is not usable. */
export function readListing(route: ListingRoute, response: ApiEnvelope | null): ListingLoad | null {
  if (!response || response.statusCode !== 200) return null;
  switch (route.kind) {
    case 'category':
    case 'sub-category':
    case 'type':
      return readCategoryLike(route, response as ListingResponse);
    case 'brand': {
      const d = (response as BrandListingResponse).data;
      if (!d) return null;
      const name = str(d.brand?.name) || fallbackName(route.param);
      const list = products(d.products);
      return {
        head: {
          ...emptyHead(name),
          breadcrumb: [HOME_CRUMB, { name }],
          meta: d.meta ?? null,
          banner: d.brand?.banner || null,
          priceRange: bounds(d.price_range),
          sliders: arr(d.sliders),
          brandCategories: arr(d.categories),
        },
        products: list,
        ...paginate(d.productPaginate, list.length),
      };
    }
    case 'search': {
      const d = (response as SearchResponse).data;
      if (!d) return null;
      const list = products(d.products);
      return {
        head: {
          ...emptyHead(T.searchResults),
          breadcrumb: [HOME_CRUMB, { name: T.searchResults }],
          brands: arr(d.brands),
          priceRange: bounds(d.price_range),
          sliders: arr(d.sliders),
          didYouMean: str(d.did_you_mean) || null,
          related: arr(d.related_categories)
            .filter((c) => c && str(c.name) && str(c.path).startsWith('/'))
            .map((c) => ({ name: c.name, href: c.path })),
        },
        products: list,
        ...paginate(d.productPaginate ?? d.setProductPaginate, list.length),
      };
    }
    case 'event': {
      const d = (response as EventResponse).data;
      if (!d || !d.event) return null;
      const name = str(d.event.title) || fallbackName(route.param);
      const list = products(d.products);
      return {
        head: {
          ...emptyHead(name),
          breadcrumb: [HOME_CRUMB, { name }],
          meta: d.meta ?? d.event.meta ?? null,
          banner: d.event.banner || null,
          brands: arr(d.brands),
          priceRange: bounds(d.price_range),
          sliders: arr(d.sliders),
        },
        products: list,
        ...paginate(d.productPaginate, list.length),
      };
    }
    case 'layout': {
      const d = (response as LayoutListingResponse).data;
      if (!d) return null;
      const name = str(d.layout?.title) || fallbackName(route.param.replace(/-\d+$/, ''));
      const list = products(d.products);
      return {
        head: {
          ...emptyHead(name),
          breadcrumb: [HOME_CRUMB, { name }],
          brands: arr(d.brands),
          priceRange: bounds(d.priceRange ?? (d as { price_range?: PriceBounds }).price_range),
          sliders: arr(d.sliders),
        },
        products: list,
        ...paginate(d.productPaginate, list.length),
      };
    }
    case 'flash-sale': {
      const r = response as FlashSalesResponse;
      const d = r.data;
      if (!d) return null;
      const list = products(d.products ?? d.flash_sale?.products);
      const name = str(d.flash_sale?.title) || T.flashSales;
      const p = paginate(d.productPaginate, list.length);
      const nextHref = typeof d.nextHref === 'string' && d.nextHref ? d.nextHref : null;
      return {
        head: {
          ...emptyHead(name),
          breadcrumb: [HOME_CRUMB, { name }],
          endTime: str(d.flash_sale?.end_time) || null,
        },
        products: list,
        total: p.total,
        nextPageUrl: p.nextPageUrl ?? nextHref,
      };
    }
    case 'best-deals': {
      const d = (response as BestDealsResponse).data;
      if (!d) return null;
      const list = products(d.products);
      return {
        head: { ...emptyHead(T.bestDeals), breadcrumb: [HOME_CRUMB, { name: T.bestDeals }] },
        products: list,
        ...paginate(d.productPaginate, list.length),
      };
    }
    case 'new-arrivals': {
      const d = (response as NewArrivalsResponse).data;
      if (!d) return null;
      const list = products(d.products);
      return {
        head: { ...emptyHead(T.newArrivals), breadcrumb: [HOME_CRUMB, { name: T.newArrivals }] },
        products: list,
        total: list.length,
        nextPageUrl: null,
      };
    }
    case 'supplier': {
      const d = (response as SupplierLayoutsResponse).data;
      if (!d) return null;
      const name = str(d.supplier?.name) || fallbackName(route.param);
      return {
        head: {
          ...emptyHead(name),
          breadcrumb: [HOME_CRUMB, { name }],
          banner: d.supplier?.banner || null,
          blocks: arr(d.layouts),
          supplier: d.supplier ?? null,
        },
        products: [],
        total: 0,
        nextPageUrl: null,
      };
    }
  }
}
