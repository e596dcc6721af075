/**
 * Checkout calls (spec part 3 §7): standard checkout, pre-booking and buy-now, banks, Khalti
 * callback, and Flexi Pay (card instalments). All authenticated; platform=W.
 */
import type { ApiClient, ApiEnvelope } from './client';
import type { CartItem, CartRedeem, CouponDiscount, CouponResult } from './cart';
import { PLATFORM_WEB, type CouponQuery, type KhaltiWidgetData, type PaymentData, type ShippingData } from './types';

/** Checkout data (get-checkout). payment_options are shown in reversed order. */
export interface CheckoutData {
  cart_items: CartItem[];
  /** Server-defined; Loyalty Full Redeem only when the user's coins cover the order. */
  payment_options: string[];
  /** Goods after coupon discounts. */
  cart_total: number;
  /** Credited as CG|Coins once the order is paid (not taken off grand_total). */
  cash_back?: number | null;
  /** Absent or null means Free. */
  delivery_charge?: number | null;
  grand_total: number;
  tds?: number | null;
  /** Ours: the coupon's discount (already in cart_total), the coins the cart earns, the coins. */
  coupon_discount?: number | null;
  loyalty_point_total?: number;
  redeem?: CartRedeem | null;
  /** Present when a coupon was asked for (always success here: a failing coupon is a 422). */
  coupon?: CouponResult | null;
}
export type CheckoutResponse = ApiEnvelope<CheckoutData>;

const withPlatform = (q: CouponQuery = {}) => ({ platform: PLATFORM_WEB, coupon: q.coupon, redeem: q.redeem, area_id: q.area_id });

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
  /**
   * post-prebooking only (ours): true from the buy-now form, false from the pre-booking form.
   * Absent: buy-now when the user has a pre-booking of the product open for Buy Now.
   */
  buy_now?: boolean;
}

/** What a checkout submit answers; the next step depends on the payment method. */
export interface CheckoutSubmitResponse extends ApiEnvelope {
  /** eSewa: the hidden form to auto-submit. */
  payment_data?: PaymentData | null;
  /** The order (post-prebooking: the booking) id; Khalti opens its widget with it. */
  order_id?: number | string | null;
  /** post-prebooking: the booking id again (ours). */
  booking_id?: number | null;
  /** Rupees charged now (the widget gets total_amount × 100). */
  total_amount?: number | null;
  /** Any other gateway (Nabil Card, Connect IPS, IME Pay, CG Pay): redirect here. */
  payment_gateway_url?: string | null;
  /** Khalti: how to open the wallet widget (ours, docs/adr/0007-khalti-wallet-and-cg-pay.md). */
  khalti?: KhaltiWidgetData | null;
}

/** POST post-checkout?platform=W[&coupon][&redeem] (without coupon or redeem only the platform is sent). */
export const postCheckout = (api: ApiClient, payload: CheckoutPayload, query: CouponQuery = {}) =>
  api.post<CheckoutSubmitResponse>('post-checkout', payload, { auth: true, query: withPlatform(query) });

export interface Bank {
  id: number;
  bank_name: string;
  /** Ours: where the transfer goes. */
  logo?: string | null;
  account_name?: string;
  account_number?: string;
  branch?: string;
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
  /** Pre-booking: paid now. Buy-now: what the pre-booking prepaid ('Prepaid Amount'). */
  prepayment_value: number;
  /** Pre-booking: the rest, paid at buy-now. Buy-now: what is paid now ('Payment Value'). */
  payment_value: number;
  payment_options: string[];
  /** Ours: 15% TDS on redeemed coins, the coupon's discount, the amount charged now after coins. */
  tds?: number;
  coupon_discount?: number;
  total_amount?: number;
  redeem?: CartRedeem | null;
  coupon?: CouponResult | null;
}
/** statusMessage 'Fail' sends the shopper to /. */
export type PrebookingResponse = ApiEnvelope<PrebookingSummary>;

/** GET get-prebooking/{productId}[?coupon][&redeem][&area_id] (the query is ours and optional). */
export const getPrebooking = (api: ApiClient, productId: number | string, query: CouponQuery = {}) =>
  api.get<PrebookingResponse>(`get-prebooking/${encodeURIComponent(String(productId))}`, { auth: true, query: { coupon: query.coupon, redeem: query.redeem, area_id: query.area_id } });

/** GET get-booknow/{productId} — same shape as get-prebooking. */
export const getBooknow = (api: ApiClient, productId: number | string, query: CouponQuery = {}) =>
  api.get<PrebookingResponse>(`get-booknow/${encodeURIComponent(String(productId))}`, { auth: true, query: { coupon: query.coupon, redeem: query.redeem, area_id: query.area_id } });

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
  idx?: string;
  token: string;
  /** Paisa. */
  amount: number;
  mobile?: string;
  product_identity: string;
  product_name: string;
  product_url?: string;
  widget_id?: string;
}
/**
 * statusCode 200: paid, go to url. 422 with a url: not verified (show the message, then go there);
 * 422 without one: the payload was refused (amount, identity), nothing changed.
 */
export interface KhaltiCallbackResponse extends ApiEnvelope {
  /** Where the browser goes next: /payment/khalti/?order=… or /user/booking-status?booking=…. */
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
  /** Ours, as get-checkout's: the delivery to the area asked for (the valley's without one); absent means Free. */
  delivery_charge?: number | null;
  grand_total: number;
}

/**
 * GET get-checkout-flexipay?platform=W[&area_id] — the Flexi Pay checkout details, delivered to
 * that area (the spec does not show this call's path; this one is ours).
 */
export const getCheckoutFlexipay = (api: ApiClient, query: { area_id?: number } = {}) =>
  api.get<ApiEnvelope<FlexiPayCheckoutData>>('get-checkout-flexipay', { auth: true, query: { platform: PLATFORM_WEB, area_id: query.area_id } });

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
