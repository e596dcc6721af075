/**
 * The listing kinds of spec part 2 §2: what a listing is, what its page offers per kind, and the
 * one shape every answer is read into (sources.ts reads them; the pages and the slice use these).
 */
import type { ApiEnvelope } from '../../../shared/api/client';
import type { BrandCategory, LayoutBlock, SupplierInfo } from '../../../shared/api/catalogue';
import type { BrandCount, FeatureFilter, Meta, PriceBounds, ProductCard, SliderImage } from '../../../shared/api/types';
import { HOME_CRUMB, type Crumb } from '../ui/crumbs';

export type ListingKind =
  | 'category'
  | 'sub-category'
  | 'type'
  | 'brand'
  | 'search'
  | 'flash-sale'
  | 'event'
  | 'layout'
  | 'best-deals'
  | 'new-arrivals'
  | 'supplier';

/** What a listing page is: its kind and its route parameter (url, name, keywords, layout param). */
export interface ListingRoute {
  kind: ListingKind;
  param: string;
}

export interface ShopByLink {
  name: string;
  href: string;
}

/** Everything of a listing answer except its products. */
export interface ListingHead {
  /** The visible page heading. */
  heading: string;
  breadcrumb: Crumb[];
  meta: Meta | null;
  banner: string | null;
  brands: BrandCount[];
  features: FeatureFilter[];
  shopBy: ShopByLink[];
  priceRange: PriceBounds | null;
  sliders: SliderImage[];
  /** Brand page 'Filter By' tree. */
  brandCategories: BrandCategory[];
  /** Flash sale end time. */
  endTime: string | null;
  /** Supplier page blocks. */
  blocks: LayoutBlock[];
  supplier: SupplierInfo | null;
  /** A search that found nothing: the closest keywords the catalogue has, and the nearest categories. */
  didYouMean: string | null;
  related: ShopByLink[];
}

export interface ListingLoad {
  head: ListingHead;
  products: ProductCard[];
  total: number;
  nextPageUrl: string | null;
}

/** What the page offers for a kind. */
export interface ListingFeatures {
  /** Grid columns on wide screens. */
  columns: 3 | 4;
  brands: boolean;
  price: boolean;
  features: boolean;
  /** 'display': shown but not changeable (flash sale). */
  sort: boolean | 'display';
  /** Brand page 'Filter By' select. */
  filterBy: boolean;
  /** Follows next_page_url (false: loads once). */
  paged: boolean;
  /** Where a failed first load leads; null shows a message with a retry button. */
  failureRedirect: (response: ApiEnvelope | null) => string | null;
}

export const PAGE_NOT_FOUND = '/page-not-found';

const always = () => PAGE_NOT_FOUND;
const on404 = (response: ApiEnvelope | null) => (response && response.statusCode === 404 ? PAGE_NOT_FOUND : null);
const never = () => null;

const FULL = { brands: true, price: true, sort: true as const, filterBy: false, paged: true };

export const KIND_FEATURES: Record<ListingKind, ListingFeatures> = {
  category: { ...FULL, columns: 3, features: true, failureRedirect: always },
  'sub-category': { ...FULL, columns: 3, features: true, failureRedirect: always },
  type: { ...FULL, columns: 3, features: true, failureRedirect: always },
  brand: { ...FULL, columns: 3, brands: false, features: false, filterBy: true, failureRedirect: on404 },
  search: { ...FULL, columns: 3, features: false, failureRedirect: never },
  event: { ...FULL, columns: 4, features: false, failureRedirect: always },
  layout: { ...FULL, columns: 4, features: false, failureRedirect: on404 },
  'flash-sale': {
    columns: 3, brands: false, price: false, features: false, sort: 'display', filterBy: false, paged: true,
    failureRedirect: always,
  },
  'best-deals': {
    columns: 3, brands: false, price: false, features: false, sort: true, filterBy: false, paged: true,
    failureRedirect: never,
  },
  'new-arrivals': {
    columns: 3, brands: false, price: false, features: false, sort: true, filterBy: false, paged: false,
    failureRedirect: never,
  },
  supplier: {
    columns: 4, brands: false, price: false, features: false, sort: false, filterBy: false, paged: false,
    failureRedirect: on404,
  },
};

export function emptyHead(heading = ''): ListingHead {
  return {
    heading,
    breadcrumb: [HOME_CRUMB],
    meta: null,
    banner: null,
    brands: [],
    features: [],
    shopBy: [],
    priceRange: null,
    sliders: [],
    brandCategories: [],
    endTime: null,
    blocks: [],
    supplier: null,
    didYouMean: null,
    related: [],
  };
}
