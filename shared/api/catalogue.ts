/**
 * Catalogue calls (spec part 1 §7 home/search/layout rows, part 2 §7): categories, listings,
 * search, flash sales, events, layouts, home data, product detail and compare.
 * Listing filters are encoded by shared/domain/listing-query (brand '---', range 'min-max', …).
 */
import type { ApiClient, ApiEnvelope } from './client';
import { encodeListingQuery, type ListingFilter, type ListingSort } from '../domain/listing-query';
import type {
  Banner,
  BrandCount,
  FeatureFilter,
  FlashSale,
  FreeItem,
  Meta,
  PriceBounds,
  ProductCard,
  ProductPaginate,
  SliderImage,
} from './types';

// ---------------------------------------------------------------- categories and brands

export interface SubCategoryType {
  sub_category_type_url: string;
  name: string;
}
export interface SubCategory {
  sub_category_url: string;
  name: string;
  subCategoryTypes: SubCategoryType[];
}
export interface Category {
  category_url: string;
  name: string;
  icon?: string | null;
  subCategories: SubCategory[];
}
export interface Brand {
  brand_url: string;
  image: string;
  name: string;
  product_count?: number;
  banner?: string | null;
}
export type CategoriesResponse = ApiEnvelope<{ category: Category[]; brands: Brand[] }>;

/** GET get/categories — sent with no custom headers. */
export const getCategories = (api: ApiClient) => api.get<CategoriesResponse>('get/categories', { bare: true });

// ---------------------------------------------------------------- listings

/** The heading object of a category, sub-category or type listing. */
export interface ListingHeading {
  name: string;
  image?: string | null;
  sub_category_type_url?: string;
  sub_category_name?: string;
  sub_category_url?: string;
  category_name?: string;
  category_url?: string;
}

/** Listing response of get/cat-, get/sub- and get/type- (part 2 §3). */
export interface ListingData {
  category?: ListingHeading;
  subCategory?: ListingHeading;
  subCategoryType?: ListingHeading;
  meta?: Meta | null;
  subCategories?: { name: string; sub_category_url: string }[];
  subCategoryTypes?: { name: string; sub_category_type_url: string }[];
  brands: BrandCount[];
  /** Feature filter groups (sub-category pages). */
  filters?: FeatureFilter[];
  productPaginate: ProductPaginate;
  price_range: PriceBounds;
  sliders: SliderImage[];
  products: ProductCard[];
}
export type ListingResponse = ApiEnvelope<ListingData>;

const seg = (s: string | number) => encodeURIComponent(String(s));

/** GET get/cat-{category_name}?brand&range&sort&page */
export const getCategoryListing = (api: ApiClient, categoryUrl: string, filter: ListingFilter = {}) =>
  api.get<ListingResponse>(`get/cat-${seg(categoryUrl)}`, { query: encodeListingQuery(filter) });

/** GET get/sub-{sub_category_name}?brand&range&sort&page plus one parameter per feature filter */
export const getSubCategoryListing = (api: ApiClient, subCategoryUrl: string, filter: ListingFilter = {}) =>
  api.get<ListingResponse>(`get/sub-${seg(subCategoryUrl)}`, { query: encodeListingQuery(filter) });

/** GET get/type-{sub_category_type_name}?page&brand&range&sort plus feature filters */
export const getTypeListing = (api: ApiClient, subCategoryTypeUrl: string, filter: ListingFilter = {}) =>
  api.get<ListingResponse>(`get/type-${seg(subCategoryTypeUrl)}`, { query: encodeListingQuery(filter) });

/** A category of the brand page's 'Filter By' select, with its sub-categories and types. */
export interface BrandCategory {
  name: string;
  category_url: string;
  subCategories: {
    name: string;
    sub_category_url: string;
    subCategoryTypes: { name: string; sub_category_type_url: string }[];
  }[];
}
export interface BrandListingData {
  brand: { name: string; brand_url: string; banner?: string | null };
  meta?: Meta | null;
  categories: BrandCategory[];
  productPaginate: ProductPaginate;
  products: ProductCard[];
  price_range: PriceBounds;
  sliders: SliderImage[];
}
export type BrandListingResponse = ApiEnvelope<BrandListingData>;

/** GET get/brand-{name}?range&sort&page&filter&cat|sub|type */
export const getBrandListing = (api: ApiClient, brandName: string, filter: ListingFilter = {}) =>
  api.get<BrandListingResponse>(`get/brand-${seg(brandName)}`, { query: encodeListingQuery(filter) });

/** A category link offered when a search found nothing. */
export interface NearestCategory {
  name: string;
  /** The storefront path: /sub-{url} or /type-{url}. */
  path: string;
}

export interface SearchData {
  brands: BrandCount[];
  /** Listed by the spec beside productPaginate; same shape. */
  setProductPaginate?: ProductPaginate;
  price_range: PriceBounds;
  sliders: SliderImage[];
  products: ProductCard[];
  productPaginate: ProductPaginate;
  /** Beyond the spec, when nothing matched: the closest keywords the catalogue has (null: none). */
  did_you_mean?: string | null;
  /** Beyond the spec, when nothing matched: the categories that come nearest. */
  related_categories?: NearestCategory[];
}
export type SearchResponse = ApiEnvelope<SearchData>;

/** GET web-search?keywords={text}&brand&range&page&sort (the header suggestions read data.products). */
export const webSearch = (api: ApiClient, keywords: string, filter: ListingFilter = {}) =>
  api.get<SearchResponse>('web-search', { query: encodeListingQuery({ ...filter, keywords }) });

export interface FlashSalesData {
  flash_sale: FlashSale | null;
  products: ProductCard[];
  productPaginate?: ProductPaginate;
  nextHref?: string | null;
}
export type FlashSalesResponse = ApiEnvelope<FlashSalesData>;

/** GET current-flash-sales */
export const getCurrentFlashSales = (api: ApiClient) => api.get<FlashSalesResponse>('current-flash-sales');

export interface EventInfo {
  title: string;
  event_url: string;
  banner?: string | null;
  meta?: Meta | null;
}
export interface EventData {
  event: EventInfo;
  meta?: Meta | null;
  brands: BrandCount[];
  productPaginate: ProductPaginate;
  price_range: PriceBounds;
  sliders: SliderImage[];
  products: ProductCard[];
}
export type EventResponse = ApiEnvelope<EventData>;

/** GET event-{event_name}?brand&range&sort&page (event_name is the event_url, `{slug}-{id}`). */
export const getEvent = (api: ApiClient, eventName: string, filter: ListingFilter = {}) =>
  api.get<EventResponse>(`event-${seg(eventName)}`, { query: encodeListingQuery(filter) });

// ---------------------------------------------------------------- layouts and home

export type LayoutBlockType =
  | 'One Banner'
  | 'Two Banner'
  | 'Three Banner'
  | 'Product List'
  | 'Brand List'
  | 'Supplier List'
  | 'Category List'
  | 'Sub Category List'
  | 'Sub Category Type List'
  | 'Scroll Text'
  | 'Flash Sales';

export interface SupplierLogo {
  slug: string;
  logo: string;
  name?: string;
}
export interface BrandLogo {
  brand_url: string;
  image: string;
  name?: string;
}
export interface CategoryIcon {
  category_url: string;
  icon: string;
  name: string;
}

/** A home or supplier page block (part 1 §3, part 2 §3). */
export interface LayoutBlock {
  id: number;
  type: LayoutBlockType;
  title?: string | null;
  sub_title?: string | null;
  /** '/view-all/{layout_url}' for Product List blocks (`{title-slug}-{id}`). */
  layout_url?: string | null;
  banner_list?: Banner[];
  product_view?: 'Grid' | 'Slider';
  product_list?: ProductCard[];
  supplier_list?: SupplierLogo[];
  brand_list?: BrandLogo[];
  category_list?: CategoryIcon[];
  /** Sub Category List and Sub Category Type List blocks (ours: the spec names no key). */
  sub_category_list?: { sub_category_url: string; name: string; icon?: string | null }[];
  sub_category_type_list?: { sub_category_type_url: string; name: string; icon?: string | null }[];
  flash_sale?: FlashSale | null;
  /** Scroll Text (marquee) block text (ours: the spec names no key). */
  scroll_text?: string | null;
}

/** The home pop-up; it shows when status is 1 and it was not dismissed within 5 minutes. */
export interface HomePopUp {
  status: number;
  image_url: string;
  slider_link?: string | null;
  title?: string | null;
  short_description?: string | null;
}

export type LayoutsResponse = ApiEnvelope<{ layouts: LayoutBlock[]; pop_up?: HomePopUp | null }>;

/**
 * GET layouts — the home page blocks and the pop-up. Sent bare (no custom headers), like
 * get-home-data, so that the request matches the server's `<link rel="preload" as="fetch">` of
 * the home page and takes its answer.
 */
export const getLayouts = (api: ApiClient) => api.get<LayoutsResponse>('layouts', { bare: true });

export interface SupplierInfo {
  name: string;
  slug: string;
  logo?: string | null;
  banner?: string | null;
}
export type SupplierLayoutsResponse = ApiEnvelope<{ layouts: LayoutBlock[]; supplier?: SupplierInfo | null }>;

/** GET layouts?supplier={supplier_name} — the supplier landing page blocks. */
export const getSupplierLayouts = (api: ApiClient, supplierName: string) =>
  api.get<SupplierLayoutsResponse>('layouts', { query: { supplier: supplierName } });

export interface LayoutListingData {
  layout: { title: string; layout_url: string };
  brands: BrandCount[];
  productPaginate: ProductPaginate;
  /** camelCase here, unlike the other listings' price_range (spec part 2 §7). */
  priceRange: PriceBounds;
  sliders: SliderImage[];
  products: ProductCard[];
}
export type LayoutListingResponse = ApiEnvelope<LayoutListingData>;

/** GET layouts/{id}?brand&range&sort&page — /view-all/{layout_name} (id = its last hyphen segment). */
export const getLayoutListing = (api: ApiClient, layoutId: number | string, filter: ListingFilter = {}) =>
  api.get<LayoutListingResponse>(`layouts/${seg(layoutId)}`, { query: encodeListingQuery(filter) });

export type BestDealsResponse = ApiEnvelope<{ productPaginate: ProductPaginate; products: ProductCard[] }>;

/** GET best-deal?sort&page (CG Exclusive). */
export const getBestDeals = (api: ApiClient, options: { sort?: ListingSort | null; page?: number | null } = {}) =>
  api.get<BestDealsResponse>('best-deal', { query: encodeListingQuery({ sort: options.sort, page: options.page }) });

export type NewArrivalsResponse = ApiEnvelope<{ products: ProductCard[] }>;

/** GET new-arrival?sort (loads once, no scrolling). */
export const getNewArrivals = (api: ApiClient, options: { sort?: ListingSort | null } = {}) =>
  api.get<NewArrivalsResponse>('new-arrival', { query: encodeListingQuery({ sort: options.sort }) });

export interface BrandProducts {
  name: string;
  brand_url: string;
  image?: string | null;
  products: ProductCard[];
}
export interface HomeData {
  sliders: Banner[];
  bestDeals: ProductCard[];
  newArrivals: ProductCard[];
  topBanners: Banner[];
  topSliders: Banner[];
  bottomSliders: Banner[];
  flashSales: FlashSale[];
  middleBanners: Banner[];
  featureProducts: ProductCard[];
  brandProducts: BrandProducts[];
  /** Scroll text. */
  marque: string | null;
}
export type HomeDataResponse = ApiEnvelope<HomeData>;

/** GET get-home-data (bare, as getLayouts). */
export const getHomeData = (api: ApiClient) => api.get<HomeDataResponse>('get-home-data', { bare: true });

// ---------------------------------------------------------------- product detail

export interface ComboProduct {
  product_id: number;
  name: string;
  featured_image: string;
  price: number;
}
export interface ProductSpecification {
  product_feature: { name: string };
  feature_value: string;
}
export interface ProductCoupon {
  code: string;
  coupon_desc: string;
}
export interface Review {
  review: string;
  summary: string;
  name: string;
  /** 1 to 5 each. */
  price: number;
  value: number;
  quality: number;
  posted_on: string;
}

/** Product detail (part 2 §3). */
export interface ProductDetail extends ProductCard {
  code?: string | null;
  product_code?: string | null;
  images: string[];
  /** 1 for services (availability is then not shown; 'Enquiry' label). */
  is_service: number;
  combo_products?: ComboProduct[];
  free?: FreeItem | null;
  flash_sales?: { end_time: string } | null;
  /** 0 or not: non-zero marks a prepayment (pre-bookable) product. */
  prepayment: number;
  prepayment_value?: number | null;
  supplier_name?: string | null;
  supplier_logo?: string | null;
  /** The supplier page is /supplier/{supplier_slug} (ours; the spec links the logo to the supplier page). */
  supplier_slug?: string | null;
  /** HTML (sanitize before rendering). */
  short_description?: string | null;
  /** HTML (sanitize before rendering). */
  long_description?: string | null;
  /** The 'quick overview' block, HTML (sanitize before rendering). Ours: the spec names the block, not the key. */
  quick_overview?: string | null;
  /** The brand page is /brand-{brand_url} (ours). */
  brand_url?: string | null;
  product_specifications: ProductSpecification[];
  coupons: ProductCoupon[];
  /** Approved reviews, newest first (at most 50). */
  reviews: Review[];
  /** How many approved reviews the product has (ours; `ratings` is their average). */
  review_count?: number;
  product_category_name?: string | null;
  product_category_url?: string | null;
  product_sub_category_name?: string | null;
  product_sub_category_url?: string | null;
  product_sub_category_id?: number | null;
  /** The sub-category type, when the product has one (ours). */
  product_sub_category_type_name?: string | null;
  product_sub_category_type_url?: string | null;
}
export interface ProductPageData {
  title: string;
  product: ProductDetail;
  meta?: Meta | null;
  related_products: ProductCard[];
  featured_products: ProductCard[];
}
export type ViewProductResponse = ApiEnvelope<ProductPageData>;

/** GET view-product?product={id} */
export const viewProduct = (api: ApiClient, productId: number | string) =>
  api.get<ViewProductResponse>('view-product', { query: { product: productId } });

// ---------------------------------------------------------------- compare

/** Compare answer: parallel lists, one entry per compared product, in the same order. */
export interface CompareTable {
  product_image: string[];
  product_id: number[];
  product_name: string[];
  model_number: string[];
  rating_count: number[];
  /** Ours, as a product card's `ratings`: the average of the approved reviews (0 without any). */
  ratings?: number[];
  price: { price: number; discount_price?: number | null }[];
  /** HTML. */
  description: string[];
  manufacturer: string[];
  /** 1 in stock (spec spelling kept). */
  availbility: number[];
  /** Ours, as the product's `prepayment`: non-zero marks a booking-only product (Book Now, not Add to Cart). */
  prepayment?: number[];
  /** Extra attribute rows: attribute name → one value per product. */
  other: Record<string, string[]>;
}
export type CompareProductsResponse = ApiEnvelope<{ products: CompareTable }>;

/**
 * GET compare-products?product_id=1,2,3 — the list travels comma-joined in one parameter
 * (the spec only says "product_id list"; this is our encoding).
 */
export const compareProducts = (api: ApiClient, productIds: readonly (number | string)[]) =>
  api.get<CompareProductsResponse>('compare-products', { query: { product_id: productIds.join(',') } });
