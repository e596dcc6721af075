/**
 * The product page's data, asked for as the store opens on /product-…-{id}: left to the page, the
 * request would wait for the page's code (one more round trip before anything shows). The page
 * takes the early answer once; any later visit asks again.
 */
import { viewProduct } from '../../../shared/api/catalogue';
import type { ApiClient } from '../../../shared/api/client';
import { productIdFromParam } from '../../../shared/domain/slug';

type Answer = ReturnType<typeof viewProduct>;

const early = new Map<string, Answer>();

/** The product id a page path shows, or null when it is not a product page. */
export function productIdOfPath(pathname: string): string | null {
  const match = /^\/product-([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const id = productIdFromParam(match[1]);
  return /^\d{1,15}$/.test(id) ? id : null;
}

/** Starts the request for the product of `pathname`, when it is a product page. */
export function prefetchProductPage(api: ApiClient, pathname: string): void {
  const id = productIdOfPath(pathname);
  if (id !== null && !early.has(id)) early.set(id, viewProduct(api, id));
}

/** view-product for `id`: the early answer once, else a new request. */
export function loadProduct(api: ApiClient, id: string): Answer {
  const answer = early.get(id);
  early.delete(id);
  return answer ?? viewProduct(api, id);
}
