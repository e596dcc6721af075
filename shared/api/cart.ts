/**
 * Cart calls (spec part 1 §7, part 2 §7, part 3 §7). All authenticated; platform=W.
 * A null `data` means a null cart; add and update report false on failure (callers use isOk).
 */
import type { ApiClient, ApiEnvelope } from './client';
import { PLATFORM_WEB, type CouponQuery } from './types';

/** The per-line coupon; option 'P' means percent. */
export interface CouponDiscount {
  option?: 'P' | string | null;
  coupon: string;
  value?: number | null;
  /** The basis of the discount: 'MRP' or 'MOP'. */
  mrp_or_mop?: 'MRP' | 'MOP' | string | null;
}

export interface CartFreeItem {
  name: string;
  image?: string | null;
  price?: number | null;
}

/** Cart line (part 3 §3; the mini-cart reads the same lines). */
export interface CartItem {
  product_id: number;
  product_name: string;
  product_img: string;
  brand?: string | null;
  model_number?: string | null;
  supplier_name?: string | null;
  supplier_logo?: string | null;
  loyalty_point?: number | null;
  qty: number;
  product_price: number;
  /** Discount amount per unit (mini-cart). */
  product_discount?: number | null;
  product_discount_price?: number | null;
  total: number;
  delivery_charge?: number | null;
  free?: CartFreeItem | null;
  coupon_discount?: CouponDiscount | null;
  mrp?: number | null;
  mop?: number | null;
}

/** A coupon available for the cart. */
export interface CartCoupon {
  code: string;
  coupon_desc?: string | null;
}

/** Outcome of `get-cart?coupon=…`: success keeps the coupon and the redeem amount for checkout. */
export interface CouponResult {
  status: 'success' | 'danger';
  message: string;
  coupon: string;
  /** The redeem amount kept with the coupon (sent back as `redeem`). */
  redeem?: number | string | null;
}

export interface CartData {
  cart_items: CartItem[];
  cart_total: number;
  /** Absent or null means Free. */
  delivery_charge?: number | null;
  loyalty_point_total: number;
  grand_total: number;
  tds?: number | null;
  /** Coupons available for the cart (each with a code). */
  coupons?: CartCoupon[];
  /** Present when a coupon was asked for. */
  coupon?: CouponResult | null;
  /** Loyalty points the user may redeem on this cart. */
  redeem?: { available_points: number; max_redeem?: number | null } | null;
}
export type CartResponse = ApiEnvelope<CartData | null>;

const couponQuery = (q: CouponQuery = {}) => ({ platform: PLATFORM_WEB, coupon: q.coupon, redeem: q.redeem });

/** GET get-cart?platform=W[&coupon][&redeem] */
export const getCart = (api: ApiClient, query: CouponQuery = {}) =>
  api.get<CartResponse>('get-cart', { auth: true, query: couponQuery(query) });

export interface CartLinePayload {
  /** Default 1 on add; on update the changed quantity (one up or down). */
  qty: number;
  product_id: number;
}

/** POST add-to-cart */
export const addToCart = (api: ApiClient, payload: CartLinePayload) =>
  api.post<ApiEnvelope>('add-to-cart', { qty: payload.qty ?? 1, product_id: payload.product_id }, { auth: true });

/** POST update-cart (qty changes by plus or minus 1 per action). */
export const updateCart = (api: ApiClient, payload: CartLinePayload) =>
  api.post<ApiEnvelope>('update-cart', payload, { auth: true });

/** POST delete-cart */
export const deleteCart = (api: ApiClient, payload: { product_id: number }) =>
  api.post<ApiEnvelope>('delete-cart', payload, { auth: true });

/** GET get-coupons-via-cart-products?platform=W */
export const getCouponsViaCartProducts = (api: ApiClient) =>
  api.get<ApiEnvelope<CartCoupon[]>>('get-coupons-via-cart-products', { auth: true, query: { platform: PLATFORM_WEB } });
