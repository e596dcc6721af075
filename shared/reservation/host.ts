/**
 * What the reservation screens get from whoever hosts them: the storefront (react-router, the
 * redux session) or the <scooter-reservation> widget (its own in-memory navigator, the widgets'
 * shared session). The screens know nothing else about their host.
 */
import { createContext, useContext } from 'react';
import type { SessionUser } from '../api/account';
import type { ApiClient } from '../api/client';
import type { ReservationChoice } from '../api/reservation';
import type { AppStore } from '../storage/keys';

/** Where the flow is and how to move: paths are the spec's routes ('/shippingAddress'). */
export interface ReservationNavigator {
  /** The current path, without query ('/payment'). */
  readonly path: string;
  /** The state passed with the navigation that led here (undefined when opened directly). */
  readonly state: unknown;
  /** The first screen of this visit: there is nothing inside the flow to go back to. */
  readonly atStart: boolean;
  /** Goes to a path, carrying state (a new history entry). */
  go(path: string, state?: unknown): void;
  /** Goes to a path in place of the current entry (redirects). */
  replace(path: string, state?: unknown): void;
  back(): void;
  /** The href a link to the path shows (the click itself goes through go()). */
  href(path: string): string;
}

/** The logged-in user and how to change it (the host stores it and tells whoever listens). */
export interface ReservationSession {
  readonly user: SessionUser | null;
  /** Login success: store the user and clear the saved shipping address (spec part 1 §4). */
  login(user: SessionUser): void;
  logout(): void;
}

export interface PaymentRedirectDetail {
  method: ReservationChoice;
  /** The gateway the browser is about to go to. */
  url: string;
  bookingId: string | number | null;
}

export interface ReservationErrorDetail {
  /** A stable code: network, login-failed, register-failed, product-not-found, booking-failed, bookings-failed. */
  code: string;
  message: string;
}

/** Things an integrator may want to hear about (the widget turns them into DOM events). */
export interface ReservationEvents {
  reservationCreated?(detail: { bookingId: string | number | null; method: ReservationChoice; product: string | null }): void;
  /** Return false to stop the redirect. */
  paymentRedirect?(detail: PaymentRedirectDetail): boolean;
  error?(detail: ReservationErrorDetail): void;
}

export interface ReservationHost {
  navigator: ReservationNavigator;
  session: ReservationSession;
  /** The locally stored items (the widget's are namespaced). */
  storage: AppStore;
  api: ApiClient;
  /** The source query value / attribute ('ola'). */
  source: string;
  /** The selected scooter (the product query value / attribute), or null. */
  product: string | null;
  /**
   * The storefront: its home, when the selected scooter names no site of its own. The widget: the
   * scooter site, by default the partner page it sits on (My reservations' Home link).
   */
  homeUrl: string;
  /** Where the payment gateway should send the browser back to (sent with the booking). */
  returnUrl?: string | null;
  /** 'page' in the storefront, 'widget' inside <scooter-reservation>. */
  variant: 'page' | 'widget';
  /** A booking the page came back to from a payment gateway: My reservations shows its result. */
  returnedBooking?: string | null;
  events?: ReservationEvents;
  /** Sends the browser to a gateway URL (default: location.assign). */
  redirect?(url: string): void;
}

export const HostContext = createContext<ReservationHost | null>(null);

export function useHost(): ReservationHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('Reservation screens need a <HostContext.Provider>');
  return host;
}
