/**
 * Wishlist calls (spec part 2 §6/§7, part 3 §7): the access token travels as the `token` query
 * parameter (and, like every authenticated call, as the bearer header).
 */
import type { ApiClient, ApiEnvelope } from './client';

export interface WishlistItem {
  product_id: number;
  product_name: string;
  product_img: string;
  product_price: number;
  product_discount_price?: number | null;
  available_quantity: number;
}
export type WishlistResponse = ApiEnvelope<{ wishlists: WishlistItem[] }>;
/**
 * add-to-wishlist's answer. `added` is ours: false when the product was in the wishlist already
 * (the message then says so); a backend that does not send it counts as added.
 */
export type AddToWishlistResponse = ApiEnvelope<{ product_id?: number; added?: boolean }>;

/** Whether a 200 answer of add-to-wishlist says the product was in the wishlist already. */
export const alreadyInWishlist = (answer: AddToWishlistResponse | null | undefined): boolean => answer?.data?.added === false;

const tokenQuery = (api: ApiClient, token?: string | null) => ({ token: token ?? api.token() });

/** POST add-to-wishlist?token={token} {product_id} */
export const addToWishlist = (api: ApiClient, payload: { product_id: number }, token?: string | null) =>
  api.post<AddToWishlistResponse>('add-to-wishlist', payload, { auth: true, query: tokenQuery(api, token) });

/** GET get-wishlist?token={token} — reads data.wishlists. */
export const getWishlist = (api: ApiClient, token?: string | null) =>
  api.get<WishlistResponse>('get-wishlist', { auth: true, query: tokenQuery(api, token) });

/** POST delete-wishlist?token={token} {product_id} */
export const deleteWishlist = (api: ApiClient, payload: { product_id: number }, token?: string | null) =>
  api.post<ApiEnvelope>('delete-wishlist', payload, { auth: true, query: tokenQuery(api, token) });
