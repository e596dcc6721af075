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
  /**
   * The first cart the widget shows (also for a guest: loggedIn false, count 0), then every change: a
   * login or logout in the shared session, or a refresh that found a different cart.
   */
  'cart-change': CustomEvent<CartChangeDetail>;
}

/** The ::part names, for `mini-cart::part(name)` (and custom-elements.json). */
export interface MiniCartParts {
  /** the widget's box */
  root: true;
  /** the cart button (its accessible name is 'Cart, 3 items') */
  button: true;
  /** the badge with the number of units */
  count: true;
  /** the dropdown (at most 400px high, at least 310px wide) */
  panel: true;
  /** the mini-cart inside the dropdown */
  'mini-cart': true;
  /** 'Recently added item(s)' */
  title: true;
  /** the lines */
  list: true;
  /** one line */
  item: true;
  /** a line's price */
  price: true;
  /** the subtotal row */
  subtotal: true;
  /** 'No Items in cart' */
  empty: true;
}

export interface MiniCartElement extends HTMLElement {
  /**
   * The store's API, e.g. `https://store.example/api/`; default: the store the script came from, `/api/`.
   * Product and cart links go to the store above it.
   */
  apiBase: string | null;
  /**
   * Fetches the cart again, e.g. after your page added a product through the store's API. The widget also
   * fetches again when the shopper comes back to the tab.
   */
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
