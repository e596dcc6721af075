/**
 * Product page forms (spec part 2 §5, §7): reviews, business enquiry and store consultation.
 * No login needed.
 */
import type { ApiClient, ApiEnvelope } from './client';
import type { Review } from './catalogue';

export interface ReviewPayload {
  /** Nickname. */
  name: string;
  /** 1 to 5 each. */
  quality: number;
  price: number;
  value: number;
  product_id: number;
  summary: string;
  review: string;
}

/**
 * The stored review post-reviews answers with: 'approved' is shown at once (the server's default),
 * 'pending' after moderation (REVIEW_MODERATION=1). Show the answer's message either way.
 */
export interface PostedReview extends Review {
  status: 'approved' | 'pending';
}

/** POST post-reviews */
export const postReview = (api: ApiClient, payload: ReviewPayload) =>
  api.post<ApiEnvelope<PostedReview>>('post-reviews', payload);

export interface BusinessEnquiryPayload {
  name: string;
  email: string;
  phone: string;
  /** Optional. */
  organization?: string | null;
  product_id: number;
  /** At most 140 characters. */
  enquiry: string;
}

/** POST business-enquiry (the 'Product Enquiry' modal). */
export const postBusinessEnquiry = (api: ApiClient, payload: BusinessEnquiryPayload) =>
  api.post<ApiEnvelope>('business-enquiry', payload);

export interface StockConsultationPayload {
  name: string;
  /** Optional. */
  email?: string | null;
  /** Phone (numeric). */
  number: string;
  area_id: number;
  product_id: number;
  /** Optional message, at most 140 characters. */
  queries?: string | null;
}

/** POST post-stock-consultation ('Apply For Store Consultation'). The server message is shown. */
export const postStockConsultation = (api: ApiClient, payload: StockConsultationPayload) =>
  api.post<ApiEnvelope>('post-stock-consultation', payload);
