import { useCallback, useEffect, useState } from 'react';
import type { ProductPageData, Review } from '../../../shared/api/catalogue';
import { isOk } from '../../../shared/api/client';
import { useAppDeps } from '../../app/deps';
import { loadProduct } from './prefetch';

export type ProductPageState =
  | { status: 'loading'; data: null }
  | { status: 'ready'; data: ProductPageData }
  /** view-product answered 404 (unknown or switched-off product), or the id is not a number. */
  | { status: 'missing'; data: null }
  /** Network failure or an unexpected answer: a retry button. */
  | { status: 'failed'; data: null };

export interface UseProductPage {
  state: ProductPageState;
  retry: () => void;
  /** Shows a review the shopper just posted at the top of the list. */
  addReview: (review: Review) => void;
}

/** GET view-product?product={id} for the page (the early request when the store opened here); a new id loads again. */
export function useProductPage(id: string): UseProductPage {
  const { api } = useAppDeps();
  const [state, setState] = useState<ProductPageState>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!/^\d{1,15}$/.test(id)) {
      setState({ status: 'missing', data: null });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading', data: null });
    loadProduct(api, id).then((answer) => {
      if (!live) return;
      if (isOk(answer) && answer.data?.product) setState({ status: 'ready', data: answer.data });
      else if (answer && (answer.statusCode === 404 || answer.statusCode === 400)) setState({ status: 'missing', data: null });
      else setState({ status: 'failed', data: null });
    });
    return () => {
      live = false;
    };
  }, [api, id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const addReview = useCallback((review: Review) => {
    setState((s) => {
      if (s.status !== 'ready') return s;
      const product = s.data.product;
      return { ...s, data: { ...s.data, product: { ...product, reviews: [review, ...(product.reviews ?? [])] } } };
    });
  }, []);
  return { state, retry, addReview };
}
