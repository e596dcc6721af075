/**
 * TypeScript typings of <scooter-reservation> for integrators: the element's properties (its
 * attributes, mirrored), its events and their details. Importing this module (or copying it)
 * makes document.querySelector('scooter-reservation') typed.
 */

export interface ReadyDetail {
  product: string | null;
  source: string;
  /** The page was loaded back from a payment gateway for this booking. */
  returned: { bookingId: string; status: 'completed' | 'cancelled' | 'failure' } | null;
}

export interface AuthChangeDetail {
  loggedIn: boolean;
  /** Who logged in (never the token); null after logout. */
  user: { name: string; email: string } | null;
}

export interface ReservationCreatedDetail {
  /** The booking's id (Booking ID on My reservations). */
  bookingId: string | number | null;
  /** The payment method the shopper chose. */
  method: 'Card Payment' | 'eSewa' | 'Connect IPS';
  product: string | null;
}

/** Cancelable: event.preventDefault() keeps the shopper on the page. */
export interface PaymentRedirectDetail {
  /** The payment method the shopper chose. */
  method: 'Card Payment' | 'eSewa' | 'Connect IPS';
  /** The payment gateway the browser is about to go to. */
  url: string;
  bookingId: string | number | null;
}

export interface ReservationErrorDetail {
  /** network, login-failed, register-failed, product-not-found, product-failed, booking-failed, bookings-failed */
  code: string;
  message: string;
}

export interface ScooterReservationEventMap {
  /** The widget has rendered for the first time (returned: the booking a payment gateway sent the shopper back for). */
  ready: CustomEvent<ReadyDetail>;
  /** The shopper logged in, registered or logged out in this widget. */
  'auth-change': CustomEvent<AuthChangeDetail>;
  /** The booking call succeeded and the pay button is shown. */
  'reservation-created': CustomEvent<ReservationCreatedDetail>;
  /** The shopper pressed the pay button. Cancelable: event.preventDefault() keeps the shopper on the page. */
  'payment-redirect': CustomEvent<PaymentRedirectDetail>;
  /** A call failed; the widget shows what the spec asks for, the event lets the page log or react. */
  error: CustomEvent<ReservationErrorDetail>;
}

/** The ::part names, for `scooter-reservation::part(name)` (and custom-elements.json). */
export interface ScooterReservationParts {
  /** the widget's box */
  root: true;
  /** the card holding the panel and the screen */
  frame: true;
  /** the left panel (logo, pictures, the three attributes), shown on windows wider than 439px */
  panel: true;
  /** the current screen's column */
  screen: true;
  /** the back button of narrow windows (439px and less) */
  'back-button': true;
  /** Login, Create Account, Continue to payment, Purchase another scooter */
  'primary-button': true;
  /** Sign up, Home */
  'secondary-button': true;
  /** each of the three payment method buttons */
  'payment-method': true;
  /** the 'Total payable' band of the payment screen */
  total: true;
  /** the price summary */
  summary: true;
  /** 'Pay with Card Payment', 'Pay with eSewa', 'Pay with Connect IPS' */
  'pay-button': true;
  /** the list of My reservations */
  reservations: true;
}

export interface ScooterReservationElement extends HTMLElement {
  /**
   * The scooter to reserve (its lookup name, e.g. `ola-s1-pro`). Without it the widget still logs in and
   * lists the shopper's reservations. An unknown product shows 'This page could not be found.'.
   */
  product: string | null;
  /** The store's API, e.g. `https://store.example/api/`; default: the store the script came from, `/api/`. */
  apiBase: string | null;
  /**
   * Where the payment gateway sends the shopper back; default: this page (without the return parameters).
   * Relative URLs are resolved against the page. Must be on an origin of the store's `CORS_ORIGINS`.
   */
  returnUrl: string | null;
  /** The flow's source, sent with login, registration and the booking; default `ola`. */
  source: string | null;
  /** The Home link of My reservations; default: the site's home page (`/`). */
  homeUrl: string | null;
  addEventListener<K extends keyof ScooterReservationEventMap>(
    type: K,
    listener: (this: ScooterReservationElement, event: ScooterReservationEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ScooterReservationEventMap>(
    type: K,
    listener: (this: ScooterReservationElement, event: ScooterReservationEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'scooter-reservation': ScooterReservationElement;
  }
}
