/**
 * TypeScript typings of <scooter-reservation> for integrators: the element's properties (its
 * attributes, mirrored), its events and their details. Importing this module (or copying it)
 * makes document.querySelector('scooter-reservation') typed.
 */
import type { ReservationChoice } from '../../shared/api/reservation';

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
  method: ReservationChoice;
  product: string | null;
}

/** Cancelable: event.preventDefault() keeps the shopper on the page. */
export interface PaymentRedirectDetail {
  method: ReservationChoice;
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
  ready: CustomEvent<ReadyDetail>;
  'auth-change': CustomEvent<AuthChangeDetail>;
  'reservation-created': CustomEvent<ReservationCreatedDetail>;
  'payment-redirect': CustomEvent<PaymentRedirectDetail>;
  error: CustomEvent<ReservationErrorDetail>;
}

export interface ScooterReservationElement extends HTMLElement {
  /** The scooter to reserve (attribute product), e.g. 'ola-s1-pro'. */
  product: string | null;
  /** The store's API (attribute api-base); default: the store the script came from, /api/. */
  apiBase: string | null;
  /** Where the payment gateway sends the shopper back (attribute return-url); default: this page. */
  returnUrl: string | null;
  /** The flow's source (attribute source); default 'ola'. */
  source: string | null;
  /** The Home link of My reservations (attribute home-url); default: this site's home page. */
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
