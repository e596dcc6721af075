import { useCallback, useMemo, useState } from 'react';
import type { ProductPageData, Review } from '../../../shared/api/catalogue';
import { resourceRef } from '../resources/loaders';
import type { Resource } from '../resources/slice';
import { useResource } from '../resources/useResource';
import { isProductId } from './productId';

export type ProductPageState =
  | { status: 'loading'; data: null }
  | { status: 'ready'; data: ProductPageData }
  /** view-product answered 404 or 400 (unknown or switched-off product), or the id is not a number. */
  | { status: 'missing'; data: null }
  /** Network failure or an unexpected answer: a retry button. */
  | { status: 'failed'; data: null };

export interface UseProductPage {
  state: ProductPageState;
  retry: () => void;
  /** Shows a review the shopper just posted at the top of the list. */
  addReview: (review: Review) => void;
}

/** What the page shows for the product's resource (its key holds this id's answers only). */
export function productPageState(id: string, resource: Resource<ProductPageData>): ProductPageState {
  if (!isProductId(id)) return { status: 'missing', data: null };
  // A reload of a shown product keeps it on screen.
  const data = resource.status === 'failed' ? undefined : resource.data;
  if (data?.product) return { status: 'ready', data };
  if (resource.status === 'loading') return { status: 'loading', data: null };
  if (resource.status === 'failed' && (resource.statusCode === 404 || resource.statusCode === 400)) return { status: 'missing', data: null };
  return { status: 'failed', data: null };
}

const NONE: Review[] = [];

const withReviewsFirst = (data: ProductPageData, reviews: Review[]): ProductPageData =>
  reviews.length ? { ...data, product: { ...data.product, reviews: [...reviews, ...(data.product.reviews ?? [])] } } : data;

/**
 * The product page's view-product answer, as the route-to-data map loads it (app/routeData.ts,
 * ':segment'), with the reviews the shopper posted here shown first. It only reads the store.
 */
export function useProductPage(id: string): UseProductPage {
  const [resource, retry] = useResource(resourceRef('product', id));
  const [posted, setPosted] = useState<{ id: string; reviews: Review[] }>({ id, reviews: NONE });
  const postedHere = posted.id === id ? posted.reviews : NONE;

  const state = productPageState(id, resource);
  const loaded = state.status === 'ready' ? state.data : null;
  const shown = useMemo(() => loaded && withReviewsFirst(loaded, postedHere), [loaded, postedHere]);

  const addReview = useCallback((review: Review) => setPosted((p) => ({ id, reviews: [review, ...(p.id === id ? p.reviews : NONE)] })), [id]);
  return { state: shown ? { status: 'ready', data: shown } : state, retry, addReview };
}
