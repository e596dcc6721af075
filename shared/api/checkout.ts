/**
 * Checkout calls (spec part 3 §7): standard checkout, pre-booking and buy-now, banks, Khalti
 * callback, and Flexi Pay (card instalments). All authenticated; platform=W.
 */
import type { ApiClient, ApiEnvelope } from './client';
import type { CartItem, CouponDiscount } from './cart';
import { PLATFORM_WEB, type CouponQuery, type PaymentData, type ShippingData } from './types';

/** Checkout data (get-checkout). payment_options are shown in reversed order. */
export interface CheckoutData {
  cart_items: CartItem[];
  payment_options: string[];
  cart_total: number;
  cash_back?: number | null;
  /** Absent or null means Free. */
  delivery_charge?: number | null;
  grand_total: number;
  tds?: number | null;
}
export type CheckoutResponse = ApiEnvelope<CheckoutData>;

const withPlatform = (q: CouponQuery = {}) => ({ platform: PLATFORM_WEB, coupon: q.coupon, redeem: q.redeem });

/** GET get-checkout?platform=W[&coupon][&redeem] — not 200: back to /user/cart. */
export const getCheckout = (api: ApiClient, query: CouponQuery = {}) =>
  api.get<CheckoutResponse>('get-checkout', { auth: true, query: withPlatform(query) });

/** The order form as posted by standard, pre-booking and buy-now checkout. */
export interface CheckoutPayload {
  shipping_data: ShippingData;
  /** Required for Bank Transfer. */
  bank_id?: number | null;
  payment_method: string;
  area_id: number;
  city_id: number;
  province_id: number;
  customer_note?: string | null;
}

/** What a checkout submit answers; the next step depends on the payment method. */
export interface CheckoutSubmitResponse extends ApiEnvelope {
  /** eSewa: the hidden form to auto-submit. */
  payment_data?: PaymentData | null;
  /** Khalti: the order and the amount in rupees (the widget gets total_amount × 100). */
  order_id?: number | string | null;
  total_amount?: number | null;
  /** Any other gateway: redirect here. */
  payment_gateway_url?: string | null;
}

/** POST post-checkout?platform=W[&coupon][&redeem] (without coupon or redeem only the platform is sent). */
export const postCheckout = (api: ApiClient, payload: CheckoutPayload, query: CouponQuery = {}) =>
  api.post<CheckoutSubmitResponse>('post-checkout', payload, { auth: true, query: withPlatform(query) });

export interface Bank {
  id: number;
  bank_name: string;
}

/** GET bank-transfer/get-banks */
export const getBanks = (api: ApiClient) => api.get<ApiEnvelope<Bank[]>>('bank-transfer/get-banks', { auth: true });

/** Pre-booking or buy-now summary. */
export interface PrebookingSummary {
  product_id: number;
  product_name: string;
  product_img: string;
  grand_total: number;
  cash_back?: number | null;
  /** Absent or null means Free. */
  delivery_charge?: number | null;
  prepayment_value: number;
  payment_value: number;
  payment_options: string[];
}
/** statusMessage 'Fail' sends the shopper to /. */
export type PrebookingResponse = ApiEnvelope<PrebookingSummary>;

/** GET get-prebooking/{productId} */
export const getPrebooking = (api: ApiClient, productId: number | string) =>
  api.get<PrebookingResponse>(`get-prebooking/${encodeURIComponent(String(productId))}`, { auth: true });

/** GET get-booknow/{productId} — same shape as get-prebooking. */
export const getBooknow = (api: ApiClient, productId: number | string) =>
  api.get<PrebookingResponse>(`get-booknow/${encodeURIComponent(String(productId))}`, { auth: true });

/**
 * POST post-prebooking/{product_id}?platform=W[&coupon][&redeem] — pre-booking and buy-now
 * submit the same payload as post-checkout.
 */
export const postPrebooking = (api: ApiClient, productId: number | string, payload: CheckoutPayload, query: CouponQuery = {}) =>
  api.post<CheckoutSubmitResponse>(`post-prebooking/${encodeURIComponent(String(productId))}`, payload, {
    auth: true,
    query: withPlatform(query),
  });

/** The Khalti wallet widget's success payload, posted as is to the callback. */
export interface KhaltiSuccessPayload {
  idx: string;
  token: string;
  /** Paisa. */
  amount: number;
  mobile?: string;
  product_identity: string;
  product_name: string;
  product_url?: string;
  widget_id?: string;
}
export interface KhaltiCallbackResponse extends ApiEnvelope {
  /** Where the browser goes next. */
  url?: string | null;
}

/** POST payment/khalti/callback */
export const postKhaltiCallback = (api: ApiClient, payload: KhaltiSuccessPayload) =>
  api.post<KhaltiCallbackResponse>('payment/khalti/callback', payload, { auth: true });

// ---------------------------------------------------------------- Flexi Pay

export interface EmiPeriod {
  id: number;
  name: string;
  months: number;
}
export interface EmiBank {
  id: number;
  bank_name: string;
  bank_logo?: string | null;
  /** HTML shown in the Terms and Conditions modal. */
  terms_and_condition?: string | null;
  emi_periods: EmiPeriod[];
}

/** GET get-emi-banks-by-user — an empty list comes with a message to show (with a cart link). */
export const getEmiBanksByUser = (api: ApiClient) =>
  api.get<ApiEnvelope<EmiBank[]>>('get-emi-banks-by-user', { auth: true });

export interface FlexiPayCartItem {
  product_id: number;
  product_name: string;
  product_img: string;
  qty: number;
  total: number;
  product_price: number;
  product_discount_price?: number | null;
  free?: { name: string; price?: number | null } | null;
  coupon_discount?: CouponDiscount | null;
}
export interface FlexiPayCheckoutData {
  cart_items: FlexiPayCartItem[];
  payment_options: string[];
  grand_total: number;
}

/**
 * GET get-checkout-flexipay?platform=W — the Flexi Pay checkout details (the spec does not show
 * this call's path; this one is ours).
 */
export const getCheckoutFlexipay = (api: ApiClient) =>
  api.get<ApiEnvelope<FlexiPayCheckoutData>>('get-checkout-flexipay', { auth: true, query: { platform: PLATFORM_WEB } });

export interface AccountHolderDetail {
  bank_id: number;
  account_holder: string;
  account_holder_address: string;
  account_holder_email: string;
  account_holder_mobile: string;
  /** The first six card digits. */
  first_six_card_number: string;
  /** MM/YY */
  expiry_date: string;
}
export interface FlexiPayPayload {
  shipping_data: ShippingData;
  account_holder_detail: AccountHolderDetail;
  product_id: number | number[];
  emi_duration_id: number;
  /** Months of the chosen period. */
  duration: number;
  area_id: number;
  city_id: number;
  province_id: number;
  customer_note?: string | null;
}
export interface FlexiPaySubmitResponse extends ApiEnvelope {
  payment_gateway_url?: string | null;
}

/** POST post-checkout-flexipay?platform=W — 200: go to payment_gateway_url; else show the message. */
export const postCheckoutFlexipay = (api: ApiClient, payload: FlexiPayPayload) =>
  api.post<FlexiPaySubmitResponse>('post-checkout-flexipay', payload, { auth: true, query: { platform: PLATFORM_WEB } });
