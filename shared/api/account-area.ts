/**
 * The logged-in account area (spec part 3 §7): orders, bookings, loyalty history, warranty
 * registration, profile and password. All authenticated.
 */
import type { ApiClient, ApiEnvelope } from './client';
import type { BookingKind } from '../domain/order-statuses';

/** 'C' marks a requested cancellation. */
export const CANCELLATION_MARK = 'C';

export interface OrderProduct {
  name: string;
  model_number: string;
  product_id: number;
  qty: number;
  price: number;
  mrp?: number | null;
  mop?: { value: number } | null;
  /** qty × price, before the coupon (coupon_discount.discount is its share). */
  subtotal: number;
  order_status: string;
  payment_status: string;
  delivery_status: string;
  options?: { free_product?: { name: string; price?: number | null } | null } | null;
  coupon_discount?: OrderCouponDiscount | null;
}

/** A line's coupon: its code, its basis and (ours) what it took off the line, in rupees. */
export interface OrderCouponDiscount {
  coupon: string;
  mrp_or_mop?: string | null;
  discount?: number | null;
}

/** A cart line stored with an order; used when order_products is empty. */
export interface OrderCartDataItem {
  id: number;
  name: string;
  model_number: string;
  qty: number;
  subtotal: number;
  price: number;
  mrp?: number | null;
  mop?: number | null;
  options?: { count?: number; free_product?: { name: string; price?: number | null } | null } | null;
  coupon_discount?: OrderCouponDiscount | null;
}

export interface Order {
  id: number;
  created_at: string;
  payment_method: string;
  /** 'Pending', 'Rejected', … */
  order_status: string;
  payment_status: string;
  delivery_status: string;
  /** 'C' when a cancellation was requested. */
  cancelled_order?: string | null;
  currency: string;
  order_products: OrderProduct[];
  cart_data?: OrderCartDataItem[] | null;
  delivery_charge?: number | null;
  /** 'Yes' when loyalty points were redeemed. */
  redeem?: string | null;
  redeem_point?: number | null;
  tds?: number | null;
  cash_back?: number | null;
  total_amount: number;
  /** Ours: the lines' subtotals (qty × price) before the coupon. */
  products_total?: number | null;
  coupon_code?: string | null;
  /** Ours: what the coupon took off the order, in rupees. */
  coupon_discount?: number | null;
  /** Ours: what happened to the money when payment_status is 'Refund Due' or 'Unknown' (being checked with the gateway). */
  payment_note?: string | null;
  /** Ours: a Flexi Pay order's plan (bank, period in months, monthly instalment in rupees); null otherwise. */
  emi?: { bank_name: string | null; months: number | null; monthly: number | null } | null;
}

/** GET get-orders */
export const getOrders = (api: ApiClient) => api.get<ApiEnvelope<Order[]>>('get-orders', { auth: true });

export interface CancelPayload {
  cancelled_reason: string;
}

/** POST cancel-order/{id} {cancelled_reason} */
export const cancelOrder = (api: ApiClient, orderId: number | string, payload: CancelPayload) =>
  api.post<ApiEnvelope>(`cancel-order/${encodeURIComponent(String(orderId))}`, payload, { auth: true });

export interface Booking {
  id: number;
  created_at: string;
  featured_image: string;
  product_name: string;
  currency: string;
  /** The prepayment. */
  total_amount: number;
  payment_method: string;
  status: string;
  payment_status: string;
  delivery_status: string;
  cancelled_booking?: string | null;
  /** 1 shows the Buy Now link. */
  buy_now_open_status?: number | null;
  /** The product, for the Buy Now link (/buynow-{slug}-{product_id}). */
  product_id?: number | null;
  /** Ours: a pre-booking, or the buy-now that pays its balance (the booking thank-you page words each its own way). */
  kind?: Exclude<BookingKind, 'reservation'>;
  /** Ours: the balance after the prepayment (what a buy-now pays). */
  payment_value?: number | null;
  /** Ours: what happened to the money when payment_status is 'Refund Due' or 'Unknown' (being checked with the gateway). */
  payment_note?: string | null;
}

/** GET get-bookings */
export const getBookings = (api: ApiClient) => api.get<ApiEnvelope<Booking[]>>('get-bookings', { auth: true });

/** POST cancel-booking/{id} {cancelled_reason} */
export const cancelBooking = (api: ApiClient, bookingId: number | string, payload: CancelPayload) =>
  api.post<ApiEnvelope>(`cancel-booking/${encodeURIComponent(String(bookingId))}`, payload, { auth: true });

export interface LoyaltyEntry {
  created_at: string;
  order_id: number | string | null;
  loyalty_points: number;
  total_points: number;
  remarks?: string | null;
  status: string;
}

/** GET loyalty-history */
export const getLoyaltyHistory = (api: ApiClient) =>
  api.get<ApiEnvelope<LoyaltyEntry[]>>('loyalty-history', { auth: true });

export interface ProductModel {
  model_number: string;
  /** A product of this model (our server's; the form searches it when present). */
  name?: string;
}

/** GET get-product-models (the warranty form's model select). */
export const getProductModels = (api: ApiClient) =>
  api.get<ApiEnvelope<ProductModel[]>>('get-product-models', { auth: true });

export interface WarrantyRegistration {
  model_no: string;
  /** Serial number 'or IMEI/MEID'. */
  serial_number: string;
  place_of_purchase: string;
  /** YYYY-MM-DD */
  purchase_date: string;
  /** An image file. */
  proof_of_purchase: Blob;
}

/** The multipart body of post-warranty-web. */
export function warrantyFormData(payload: WarrantyRegistration): FormData {
  const form = new FormData();
  form.append('model_no', payload.model_no);
  form.append('serial_number', payload.serial_number);
  form.append('place_of_purchase', payload.place_of_purchase);
  form.append('purchase_date', payload.purchase_date);
  const file = payload.proof_of_purchase;
  const name = typeof (file as File).name === 'string' && (file as File).name ? (file as File).name : 'proof_of_purchase';
  form.append('proof_of_purchase', file, name);
  return form;
}

/** POST post-warranty-web (multipart, bearer token) */
export const postWarranty = (api: ApiClient, payload: WarrantyRegistration) =>
  api.post<ApiEnvelope>('post-warranty-web', warrantyFormData(payload), { auth: true });

/** Profile (email is not editable). */
export interface Profile {
  name: string;
  email: string;
  mobile: string;
  address: string;
}

/** GET get-profile */
export const getProfile = (api: ApiClient) => api.get<ApiEnvelope<Profile>>('get-profile', { auth: true });

export interface UpdateProfilePayload {
  name: string;
  mobile: string;
  address: string;
}

/** POST update-profile — statusCode 200 comes with a message to show. */
export const updateProfile = (api: ApiClient, payload: UpdateProfilePayload) =>
  api.post<ApiEnvelope<Profile>>('update-profile', payload, { auth: true });

export interface ChangePasswordPayload {
  old_password: string;
  /** The new password. */
  password: string;
  /** Its confirmation. */
  new_password: string;
}

/** POST user/change-password */
export const changePassword = (api: ApiClient, payload: ChangePasswordPayload) =>
  api.post<ApiEnvelope>('user/change-password', payload, { auth: true });
