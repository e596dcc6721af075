/**
 * Scooter reservation calls (spec part 1 §7): the selected scooter lookup, the booking and
 * the user's reservations.
 */
import type { ApiClient, ApiEnvelope } from './client';
import { PLATFORM_WEB, type ConnectIpsPaymentData, type EsewaPaymentData, type ShippingData } from './types';

/** One overview attribute; in desc, square brackets mark text shown smaller. */
export interface ProductOverview {
  title: string;
  desc: string;
}
export interface AraiData {
  title: string;
  description: string;
}
export interface PriceBreakup {
  currency: string;
  reserve_amount: number;
  product_name: string;
}
export interface CatalogPricingDetail {
  product_overview: ProductOverview[];
  araiData: AraiData[];
  price_breakup_response: PriceBreakup;
}
/** Stored locally under selectedModalData. */
export interface SelectedModalData {
  catalog_pricing_details: CatalogPricingDetail[];
  logo?: string | null;
}
/** Stored locally under currentColorObject. */
export interface ColorObject {
  option_value: string;
  metadata: { image_carousal_list: string[] };
}

export interface OlaProductResponse extends ApiEnvelope {
  /** 'fail' redirects to a no-page target. */
  status?: 'success' | 'fail' | string;
  selectedModalData?: SelectedModalData;
  currentColor?: ColorObject;
  prepaymentValue?: number;
}

/** GET ola/product/{product} */
export const getOlaProduct = (api: ApiClient, product: string | number) =>
  api.get<OlaProductResponse>(`ola/product/${encodeURIComponent(String(product))}`);

/** Booking list item (part 1 §3). orderStatus 'Accepted' means reserved. */
export interface BookingListItem {
  variantImg: string;
  variant: string;
  orderId: string | number;
  orderStatus: string;
  orderDate: string;
  reasonForFail?: string | null;
}
export interface OlaBookingsResponse extends ApiEnvelope<BookingListItem[]> {
  status?: 'success' | string;
}

/** GET ola/get-bookings (authenticated) */
export const getOlaBookings = (api: ApiClient) => api.get<OlaBookingsResponse>('ola/get-bookings', { auth: true });

/** The payment_method sent for each choice. */
export const RESERVATION_PAYMENT_METHODS = {
  'Card Payment': 'Nabil Card',
  eSewa: 'eSewa',
  'Connect IPS': 'Connect IPS',
} as const;
export type ReservationChoice = keyof typeof RESERVATION_PAYMENT_METHODS;

export interface ReservationPayload {
  shipping_data: ShippingData;
  payment_method: (typeof RESERVATION_PAYMENT_METHODS)[ReservationChoice];
  source: string;
  /** Ids of the chosen area and city (numbers or digit strings). */
  area: string | number;
  city: string | number;
  province?: string | number;
  customer_note?: string | null;
  /** Colour option_value or slug; the default colour when absent. */
  color?: string;
  /** Where the browser returns after payment (the widget's partner page); must be an allowed origin. */
  return_url?: string;
}
export interface ReservationResponse extends ApiEnvelope {
  booking_id?: number | string | null;
  /** Card. */
  payment_gateway_url?: string | null;
  /** eSewa or Connect IPS. */
  payment_data?: EsewaPaymentData | ConnectIpsPaymentData | null;
}

/** POST post-prebooking/{product}?platform=W with the reservation payload (part 1). */
export const postReservation = (api: ApiClient, product: string | number, payload: ReservationPayload) =>
  api.post<ReservationResponse>(`post-prebooking/${encodeURIComponent(String(product))}`, payload, {
    auth: true,
    query: { platform: PLATFORM_WEB },
  });
