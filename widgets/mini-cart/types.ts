/**
 * TypeScript typings of <mini-cart> for integrators: the element's properties, its event and the
 * event's detail. Importing this module (or copying it) makes document.querySelector('mini-cart') typed.
 */

/** One line of the cart as cart-change reports it. */
export interface CartChangeLine {
  product_id: number;
  product_name: string;
  qty: number;
}

export interface CartChangeDetail {
  /** Whether a shopper is logged in (the widgets' shared session). */
  loggedIn: boolean;
  /** Units in the cart (the sum of the quantities); 0 for a guest or an empty cart. */
  count: number;
  /** The store's cart total in NPR (rupees), as the server computed it. */
  subtotal: number;
  /** The lines, oldest first. */
  items: CartChangeLine[];
}

export interface MiniCartEventMap {
  'cart-change': CustomEvent<CartChangeDetail>;
}

export interface MiniCartElement extends HTMLElement {
  /** The store's API (attribute api-base); default: the store the script came from, /api/. */
  apiBase: string | null;
  /** Fetches the cart again (after the page added something through the store's API). */
  refresh(): void;
  addEventListener<K extends keyof MiniCartEventMap>(
    type: K,
    listener: (this: MiniCartElement, event: MiniCartEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof MiniCartEventMap>(
    type: K,
    listener: (this: MiniCartElement, event: MiniCartEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'mini-cart': MiniCartElement;
  }
}
