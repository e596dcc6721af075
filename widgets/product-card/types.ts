/**
 * Types for integrators of <product-card>: `document.querySelector('product-card')` is a
 * ProductCardElement and its `add-to-cart` event is typed.
 */
import type { AddToCartDetail } from './ProductCardWidget';

export type { AddToCartDetail };

export interface ProductCardEventMap {
  'add-to-cart': CustomEvent<AddToCartDetail>;
}

export interface ProductCardElement extends HTMLElement {
  /** The product's id on the store (attribute product-id), e.g. '42'. */
  productId: string | null;
  /** The store's API (attribute api-base); default: the store the script came from, /api/. */
  apiBase: string | null;
  addEventListener<K extends keyof ProductCardEventMap>(
    type: K,
    listener: (this: ProductCardElement, event: ProductCardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ProductCardEventMap>(
    type: K,
    listener: (this: ProductCardElement, event: ProductCardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'product-card': ProductCardElement;
  }
}
