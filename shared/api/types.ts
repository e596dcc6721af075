/**
 * Contract types shared by several resources (product cards, banners, pagination, shipping
 * data, payment hand-off data). Field names are the spec's, typos included.
 * Money fields are rupees (numbers), as the API answers.
 */

/** The web platform code sent as `platform=W` on cart, checkout and booking calls. */
export const PLATFORM_WEB = 'W';

/** 1 means yes / in stock, 0 means no (the API's integer flags). */
export type Flag = 0 | 1;

/** Page title and meta tags the server hands back with a page. */
export interface Meta {
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  og_title?: string | null;
}

/** Banner link kinds: L link, C category, S sub category, T type, B brand, PR product, P page, E event, SP supplier. */
export type BannerLinkType = 'L' | 'C' | 'S' | 'T' | 'B' | 'PR' | 'P' | 'E' | 'SP';

export interface Banner {
  link_type: BannerLinkType;
  image: string;
  name: string;
  /**
   * Where the banner points, read according to link_type (not named by the spec; ours):
   * L an URL; C/S/T category_url, sub_category_url, sub_category_type_url; B brand_url;
   * PR the product's `{name-slug}-{id}`; P page_url; E event_url; SP supplier slug.
   * shared/domain/slug bannerHref turns it into the storefront path.
   */
  link?: string | null;
}

/** The free item bundled with a product. */
export interface FreeItem {
  id?: number;
  name: string;
  image?: string | null;
  price?: number | null;
}

/** Product card (part 1 §3, part 2 §2). */
export interface ProductCard {
  id: number;
  name: string;
  brand: string;
  model_number: string;
  featured_image: string;
  alt_featured_image?: string | null;
  price: number;
  discount_price?: number | null;
  discount_percent?: number | null;
  /** 1 means new. */
  new?: Flag | null;
  /** 'Combo' shows the Bundle badge. */
  product_type?: string | null;
  free?: FreeItem | null;
  /** Out of 5. */
  ratings?: number | null;
  loyalty_point?: number | null;
  emi_price?: number | null;
  /** 1 means in stock. */
  availability: number;
  product_code?: string | null;
}

/** Laravel-style pagination block of listing answers; follow next_page_url until it is null. */
export interface ProductPaginate {
  total: number;
  next_page_url?: string | null;
  current_page?: number;
  last_page?: number;
  per_page?: number;
}

export interface PriceBounds {
  min: number;
  max: number;
}

export interface SliderImage {
  image: string;
  link?: string | null;
}

/** Brand with its product count, as listing sidebars show it. */
export interface BrandCount {
  name: string;
  product_count: number;
  brand_url?: string;
}

/** A feature filter group of a listing (sub-category pages). */
export interface FeatureFilter {
  name: string;
  /**
   * The query parameter of the group (ours; the spec says "named by the slugged filter name").
   * Use it rather than featureParamName(name): a group whose slug is one of the listing's own
   * parameters ('Range', 'Type') is renamed by the server, e.g. 'range-filter', 'type-filter'.
   */
  slug?: string;
  values: { feature_value: string; product_count: number }[];
}

export interface FlashSale {
  title: string;
  end_time: string;
  products?: ProductCard[];
}

/** Shipping data as checkout and booking calls post it. */
export interface ShippingData {
  name: string;
  email: string;
  address: string;
  mobile: string;
}

/** The fields of the eSewa payment form (posted as hidden inputs). */
export interface EsewaFields {
  tAmt: number | string;
  amt: number | string;
  txAmt: number | string;
  psc: number | string;
  pdc: number | string;
  scd: string;
  pid: string;
  su: string;
  fu: string;
}

/** eSewa hand-off: the provider url, the form method and the hidden fields. */
export interface EsewaPaymentData {
  url: string;
  /** The form method given by the response (defaults to POST when absent). */
  method?: string;
  data: EsewaFields;
}

/** The fields of the Connect IPS payment form. */
export interface ConnectIpsFields {
  MERCHANTID: string | number;
  APPID: string;
  APPNAME: string;
  TXNID: string;
  TXNDATE: string;
  TXNCRNCY: string;
  TXNAMT: number | string;
  REFERENCEID: string;
  REMARKS: string;
  PARTICULARS: string;
  TOKEN: string;
}

/** Connect IPS hand-off: URL and METHOD come from the response, with the hidden fields. */
export interface ConnectIpsPaymentData {
  URL: string;
  METHOD: string;
  data: ConnectIpsFields;
}

export type PaymentData = EsewaPaymentData | ConnectIpsPaymentData;

export const isEsewaPaymentData = (p: PaymentData | null | undefined): p is EsewaPaymentData =>
  !!p && typeof (p as EsewaPaymentData).url === 'string';
export const isConnectIpsPaymentData = (p: PaymentData | null | undefined): p is ConnectIpsPaymentData =>
  !!p && typeof (p as ConnectIpsPaymentData).URL === 'string';

/** Payment method names the product recognises (part 3 §2); others are redirected to payment_gateway_url. */
export const PAYMENT_METHODS = {
  bankTransfer: 'Bank Transfer',
  cashOnDelivery: 'Cash On Delivery',
  loyaltyFullRedeem: 'Loyalty Full Redeem',
  esewa: 'eSewa',
  khalti: 'Khalti',
  nabilCard: 'Nabil Card',
  connectIps: 'Connect IPS',
  imePay: 'IME Pay',
  cgPay: 'CG Pay',
} as const;

/** The Khalti wallet widget's payment preferences (part 3 §4). */
export const KHALTI_PAYMENT_PREFERENCES = ['KHALTI', 'EBANKING', 'MOBILE_BANKING', 'CONNECT_IPS', 'SCT'] as const;

/**
 * What a Khalti checkout answers besides order_id and total_amount (key `khalti`): how to open
 * the wallet widget (ours, docs/adr/0007-khalti-wallet-and-cg-pay.md). The widget pays through
 * POST {api_base}/payment/initiate/ then POST {api_base}/payment/confirm/, and posts the confirm
 * answer (idx, token, amount, product_identity …) to payment/khalti/callback.
 */
export interface KhaltiWidgetData {
  public_key: string;
  /** Our order (or booking) id as text: the widget's product_identity. */
  product_identity: string;
  product_name: string;
  product_url: string;
  /** Paisa: total_amount × 100. */
  amount: number;
  /** Base of the wallet API (the sandbox's, or Khalti's own). */
  api_base: string;
  payment_preference: string[];
}

/** How 'Nabil Card' is labelled on screen. */
export const NABIL_CARD_LABEL = 'Master/Visa Debit/Credit Card/UnionPay';

/** Coupon and loyalty redemption carried by cart and checkout calls as query parameters. */
export interface CouponQuery {
  coupon?: string | null;
  /** CG|Coins to redeem (a whole number). */
  redeem?: string | number | null;
  /** Ours: price the delivery for this area (the Kathmandu Valley is assumed without it). */
  area_id?: number | null;
}
