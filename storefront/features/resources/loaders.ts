/**
 * The read-only API resources pages declare in the route-to-data map (app/routeData.ts): one
 * GET each, through shared/api. A resource is named by its kind and one argument.
 */
import { getBookings, getLoyaltyHistory, getOrders, getProfile, type Booking, type LoyaltyEntry, type Order, type Profile } from '../../../shared/api/account-area';
import { viewProduct, type ProductPageData } from '../../../shared/api/catalogue';
import { getCheckoutFlexipay, getEmiBanksByUser, type EmiBank, type FlexiPayCheckoutData } from '../../../shared/api/checkout';
import type { ApiClient, ApiEnvelope } from '../../../shared/api/client';
import { getCatalogues, getFaqs, getPage, getStores, type CataloguesData, type Faq, type PageListEntry, type StaticPage, type StoresData } from '../../../shared/api/pages';

/** What each kind of resource holds once loaded. */
export interface ResourceData {
  /** GET all-page: the footer's company pages. */
  'company-pages': PageListEntry[];
  /** GET page-{page_url} */
  page: StaticPage;
  /** GET get-faqs */
  faqs: Faq[];
  /** GET get-stores */
  stores: StoresData;
  /** GET catalogues/{id} */
  catalogues: CataloguesData;
  /** GET view-product?product={id} */
  product: ProductPageData;
  /** GET get-orders (the shopper's) */
  orders: Order[];
  /** GET get-bookings (the shopper's) */
  bookings: Booking[];
  /** GET loyalty-history (the shopper's) */
  'loyalty-history': LoyaltyEntry[];
  /** GET get-emi-banks-by-user (the banks that can take the shopper's Flexi Pay cart) */
  'emi-banks': EmiBank[];
  /** GET get-checkout-flexipay (the shopper's Flexi Pay cart) */
  'flexipay-checkout': FlexiPayCheckoutData;
  /** GET get-profile (the shopper's) */
  profile: Profile;
}

export type ResourceKind = keyof ResourceData;

export interface ResourceRef<K extends ResourceKind = ResourceKind> {
  kind: K;
  /** The call's one argument ('' when it takes none). */
  arg: string;
}

/**
 * The shopper's own data: asked only with a session, afresh on every visit to their page, and
 * forgotten when the session changes.
 */
export const PRIVATE_KINDS: ReadonlySet<ResourceKind> = new Set<ResourceKind>([
  'orders',
  'bookings',
  'loyalty-history',
  'emi-banks',
  'flexipay-checkout',
  'profile',
]);

export const resourceRef = <K extends ResourceKind>(kind: K, arg = ''): ResourceRef<K> => ({ kind, arg });

/** The key of a resource in the store. */
export const resourceKey = ({ kind, arg }: ResourceRef): string => `${kind}:${arg}`;

type Loader<K extends ResourceKind> = (api: ApiClient, arg: string) => Promise<ApiEnvelope<ResourceData[K]> | null>;

export const RESOURCE_LOADERS: { [K in ResourceKind]: Loader<K> } = {
  // Quiet: a footer list never shows the page's loading veil.
  'company-pages': (api) => api.get<ApiEnvelope<PageListEntry[]>>('all-page', { quiet: true }),
  page: (api, pageUrl) => getPage(api, pageUrl),
  faqs: (api) => getFaqs(api),
  stores: (api) => getStores(api),
  catalogues: (api, id) => getCatalogues(api, id),
  product: (api, id) => viewProduct(api, id),
  orders: (api) => getOrders(api),
  bookings: (api) => getBookings(api),
  'loyalty-history': (api) => getLoyaltyHistory(api),
  'emi-banks': (api) => getEmiBanksByUser(api),
  'flexipay-checkout': (api) => getCheckoutFlexipay(api),
  profile: (api) => getProfile(api),
};
