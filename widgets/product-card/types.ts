/**
 * Types for integrators of <product-card>: `document.querySelector('product-card')` is a
 * ProductCardElement and its `add-to-cart` event is typed.
 */

/** The add-to-cart event's detail. */
export interface AddToCartDetail {
  product_id: number;
  name: string;
}

export interface ProductCardEventMap {
  /** The shopper pressed 'Add to Cart': the page decides what adding means. */
  'add-to-cart': CustomEvent<AddToCartDetail>;
}

/** The ::part names, for `product-card::part(name)` (and custom-elements.json). */
export interface ProductCardParts {
  /** the card (a link to the product on the store) */
  card: true;
  /** the picture's box */
  media: true;
  /** the picture */
  image: true;
  /** every badge (SAVE, New, Bundle, Free) */
  badge: true;
  /** the 'SAVE NPR …' badge */
  'badge-save': true;
  /** the 'New' badge */
  'badge-new': true;
  /** the 'Bundle' badge */
  'badge-bundle': true;
  /** the 'Free' badge */
  'badge-free': true;
  /** the brand */
  brand: true;
  /** the product's name */
  name: true;
  /** the model number */
  model: true;
  /** the price with the struck original price */
  price: true;
  /** the stars */
  rating: true;
  /** the CG|Coins to collect */
  coins: true;
  /** the EMI hint */
  emi: true;
  /** the free gift line */
  free: true;
  /** the availability */
  stock: true;
  /** the 'Add to Cart' button ('Out of stock' and disabled when unavailable) */
  'add-to-cart': true;
  /** the grey card while the product loads */
  placeholder: true;
  /** 'This product is not available.' */
  message: true;
}

export interface ProductCardElement extends HTMLElement {
  /** The product's id on the store, e.g. `42`. An unknown or switched-off product shows 'This product is not available.' */
  productId: string | null;
  /** The store's API; default: the store the script came from, `/api/`. The card's link goes to the store above it. */
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
