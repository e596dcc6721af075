/** The reservation flow's routes (spec part 1 §2) and the query that switches a host into it. */

export const RESERVATION_PATHS = {
  login: '/user/login',
  register: '/user/register',
  shippingAddress: '/shippingAddress',
  payment: '/payment',
  priceSummary: '/priceSummary',
  myReservations: '/myReservations',
  test: '/test',
  /** Where an unknown product (ola/product status 'fail') is sent: a not-found target of part 3. */
  notFound: '/not-found-page',
} as const;

export type ReservationPath = (typeof RESERVATION_PATHS)[keyof typeof RESERVATION_PATHS];

/** The source value of the reservation flow. */
export const RESERVATION_SOURCE = 'ola';
/** Registration platform of the flow. */
export const RESERVATION_PLATFORM = 'ola';

/** Pages that need a logged-in user (the others are open). */
export const LOGIN_REQUIRED: readonly string[] = [
  RESERVATION_PATHS.shippingAddress,
  RESERVATION_PATHS.payment,
  RESERVATION_PATHS.priceSummary,
  RESERVATION_PATHS.myReservations,
];

/** Pages that reserve the selected scooter: without a product they offer to choose one instead. */
export const PRODUCT_REQUIRED: readonly string[] = [RESERVATION_PATHS.shippingAddress, RESERVATION_PATHS.payment, RESERVATION_PATHS.priceSummary];

/** source and product of a query string ('?source=ola&product=ola-s1-pro'). */
export function reservationQuery(search: string): { source: string | null; product: string | null } {
  const query = new URLSearchParams(search);
  return { source: query.get('source') || null, product: query.get('product') || null };
}

/** Whether a page's query puts it in reservation mode (source=ola). */
export const isReservationQuery = (search: string): boolean => reservationQuery(search).source === RESERVATION_SOURCE;

/** Where a logged-in user continues: the shipping address with a product, else the reservations list. */
export const afterLoginPath = (product: string | null | undefined): string =>
  product ? RESERVATION_PATHS.shippingAddress : RESERVATION_PATHS.myReservations;

/**
 * What the server adds to the page it sends the browser back to after a payment
 * (docs/adr/0003-payment-returns.md): the booking's id and completed, cancelled or failure.
 */
export const RETURN_PARAMS = { booking: 'cg_reservation', status: 'cg_status' } as const;

/** The booking a page came back to from a gateway, read from its query; null when none. */
export function returnedBookingOf(search: string): string | null {
  const id = new URLSearchParams(search).get(RETURN_PARAMS.booking);
  return id && /^[\w-]{1,40}$/.test(id) ? id : null;
}
