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
  /** What the coupon takes off this line, in rupees (ours). */
  discount?: number | null;
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
  /** CG|Coins the line earns (per-unit coins × qty). */
  loyalty_point?: number | null;
  qty: number;
  product_price: number;
  /** Discount amount per unit (mini-cart). */
  product_discount?: number | null;
  product_discount_price?: number | null;
  /** Line total after its coupon discount. */
  total: number;
  /** Not used per line (the cart's delivery_charge is the charge); null. */
  delivery_charge?: number | null;
  free?: CartFreeItem | null;
  coupon_discount?: CouponDiscount | null;
  /** List price per unit. */
  mrp?: number | null;
  /** Selling price per unit before coupons. */
  mop?: number | null;
  /** Units that can be bought now (ours): 0 = out of stock, the + control stops at it. */
  available_quantity?: number | null;
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
  /** The coins redeemed with the coupon (sent back as `redeem`); null when none. */
  redeem?: number | string | null;
}

/** CG|Coins on this cart (ours): what the user has, what may be redeemed, what is redeemed. */
export interface CartRedeem {
  /** The user's balance. */
  available_points: number;
  /** The most coins this cart takes (each lowers the total by NPR 0.85 after 15% TDS). */
  max_redeem?: number | null;
  /** Coins applied from the redeem query (clamped to max_redeem). */
  points?: number;
  /** Their value in rupees (1 coin = NPR 1). */
  amount?: number;
  /** Coins that would pay the whole order (Loyalty Full Redeem is offered when available_points reach it). */
  full_redeem_points?: number;
  /** The TDS Loyalty Full Redeem withholds on them (rupees): full_redeem_points − full_redeem_tds is what the order costs. */
  full_redeem_tds?: number;
}

export interface CartData {
  cart_items: CartItem[];
  /** Goods after coupon discounts. */
  cart_total: number;
  /** Absent or null means Free. */
  delivery_charge?: number | null;
  loyalty_point_total: number;
  /** cart_total + delivery_charge − redeemed coins + tds. */
  grand_total: number;
  /** 15% TDS on the value of redeemed coins. */
  tds?: number | null;
  /** The coupon's discount in rupees, already taken off cart_total (ours). */
  coupon_discount?: number | null;
  /** Coupons available for the cart (each with a code). */
  coupons?: CartCoupon[];
  /** Present when a coupon was asked for. */
  coupon?: CouponResult | null;
  /** Loyalty points the user may redeem on this cart. */
  redeem?: CartRedeem | null;
  /** Ours: whether Flexi Pay can take this cart (get-emi-banks-by-user's rule); absent: not said. */
  flexi_pay?: FlexiPayAvailability | null;
}

/** Whether Flexi Pay can take a cart and, when it cannot, why (the server's words for the shopper). */
export interface FlexiPayAvailability {
  available: boolean;
  message?: string;
}
export type CartResponse = ApiEnvelope<CartData | null>;

const couponQuery = (q: CouponQuery = {}) => ({ platform: PLATFORM_WEB, coupon: q.coupon, redeem: q.redeem, area_id: q.area_id });

/** GET get-cart?platform=W[&coupon][&redeem] */
export const getCart = (api: ApiClient, query: CouponQuery = {}) =>
  api.get<CartResponse>('get-cart', { auth: true, query: couponQuery(query) });

export interface CartLinePayload {
  /** Default 1 on add; on update the change: 1 (one up) or -1 (one down). */
  qty: number;
  product_id: number;
}

/** What add-to-cart and update-cart answer in data (ours): the line's quantity now. */
export interface CartLineResult {
  product_id: number;
  qty: number;
}

/** POST add-to-cart */
export const addToCart = (api: ApiClient, payload: CartLinePayload) =>
  api.post<ApiEnvelope<CartLineResult>>('add-to-cart', { qty: payload.qty ?? 1, product_id: payload.product_id }, { auth: true });

/** POST update-cart (qty changes by plus or minus 1 per action). */
export const updateCart = (api: ApiClient, payload: CartLinePayload) =>
  api.post<ApiEnvelope<CartLineResult>>('update-cart', payload, { auth: true });

/** POST delete-cart */
export const deleteCart = (api: ApiClient, payload: { product_id: number }) =>
  api.post<ApiEnvelope>('delete-cart', payload, { auth: true });

/** GET get-coupons-via-cart-products?platform=W */
export const getCouponsViaCartProducts = (api: ApiClient) =>
  api.get<ApiEnvelope<CartCoupon[]>>('get-coupons-via-cart-products', { auth: true, query: { platform: PLATFORM_WEB } });
