/**
 * Static content and contact calls (spec part 2 §7): pages, FAQs, catalogues, stores,
 * contact enquiry and newsletter.
 */
import type { ApiClient, ApiEnvelope } from './client';

export interface PageListEntry {
  page_url: string;
  title: string;
}

/** GET all-page — footer company pages. */
export const getAllPages = (api: ApiClient) => api.get<ApiEnvelope<PageListEntry[]>>('all-page');

export interface StaticPage {
  page_url?: string;
  title: string;
  /** HTML (sanitize before rendering). */
  content: string;
}

/** GET page-{slug} (slug is the page_url, e.g. 'privacy-policy-9'). */
export const getPage = (api: ApiClient, pageUrl: string) =>
  api.get<ApiEnvelope<StaticPage>>(`page-${encodeURIComponent(pageUrl)}`);

/** One FAQ (the spec does not show the detail; these are our keys). */
export interface Faq {
  id: number;
  /** Group heading ('Orders', 'Payment', …). */
  topic?: string;
  question: string;
  /** HTML. */
  answer: string;
}

/** GET get-faqs */
export const getFaqs = (api: ApiClient) => api.get<ApiEnvelope<Faq[]>>('get-faqs');

export interface CatalogueEntry {
  title: string;
  file_path: string;
  featured_image: string;
}
export interface CatalogueBrand {
  name: string;
  image: string;
  catalogues: CatalogueEntry[];
}
/** 'single': one brand's list (`brand` + `catalogues`); 'multi': `catalogues` holds brand entries. */
export type CataloguesData =
  | { type: 'single'; brand: { name: string; image: string }; catalogues: CatalogueEntry[] }
  | { type: 'multi'; brand?: { name: string; image: string } | null; catalogues: CatalogueBrand[] };

/** GET catalogues/{id} (id = the third path segment of /catalogues/{brand_name or id}). */
export const getCatalogues = (api: ApiClient, id: string | number) =>
  api.get<ApiEnvelope<CataloguesData>>(`catalogues/${encodeURIComponent(String(id))}`);

export interface Store {
  name: string;
  profile_image: string;
  branch: string;
  location: string;
  phone: string;
}
/** Stores grouped by type: the store brand's own key (the '{product}' of /stores/{type}) and lg_shoppe. */
export type StoresData = { lg_shoppe?: Store[] } & Record<string, Store[] | undefined>;

/** GET get-stores */
export const getStores = (api: ApiClient) => api.get<ApiEnvelope<StoresData>>('get-stores');

/** The store brand's own stores: /stores/cg-digital, key `cg_digital` in the stores answer. */
export const OWN_STORES_TYPE = 'cg-digital';
export const LG_SHOPPE_STORES_TYPE = 'lg-shoppe';

/** The key of a /stores/{type} in the stores answer ('lg-shoppe' → 'lg_shoppe'). */
export const storesKey = (type: string) => type.replace(/-/g, '_');

export interface EnquiryPayload {
  name: string;
  email: string;
  phone: string;
  enquiry: string;
}

/** POST post-enquiry (Contact Us); success when statusCode is 200. */
export const postEnquiry = (api: ApiClient, payload: EnquiryPayload) => api.post<ApiEnvelope>('post-enquiry', payload);

/** POST post-subscribers (newsletter). */
export const postSubscriber = (api: ApiClient, payload: { email: string }) =>
  api.post<ApiEnvelope>('post-subscribers', payload);
