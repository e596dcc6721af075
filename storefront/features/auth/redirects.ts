import { numericIdFromParam } from '../../../shared/domain/slug';

/**
 * What a login (or a registration that answers with a session) leads to, read from the page's
 * query (spec part 2 §2, §4 "Login success … depends on the query"):
 * - source=ola: the scooter reservation flow (part 1 §2, §4) — shipping address with a product,
 *   else the reservations list;
 * - cart={name-slug-id}: add that product to the cart, then /user/cart;
 * - wishlist={name-slug-id}: add that product to the wishlist, then /user/wishlist (the wishlist
 *   value is read — the original read the cart value there, a defect the spec notes);
 * - prebook={value}: /prebook-{value};
 * - none: refresh the cart and the points, then replace the location with /.
 * One query only: the first of cart, wishlist, prebook that is present wins.
 */
export type LoginIntent =
  | { kind: 'reservation'; path: string }
  | { kind: 'cart'; value: string; productId: number }
  | { kind: 'wishlist'; value: string; productId: number }
  | { kind: 'prebook'; value: string }
  | { kind: 'none' };

export const CART_PATH = '/user/cart';
export const WISHLIST_PATH = '/user/wishlist';

export function loginIntent(search: string): LoginIntent {
  const query = new URLSearchParams(search);
  if (query.get('source') === 'ola') {
    return { kind: 'reservation', path: query.get('product') ? `/shippingAddress${search}` : `/myReservations${search}` };
  }
  for (const kind of ['cart', 'wishlist'] as const) {
    const value = query.get(kind)?.trim();
    if (!value) continue;
    const productId = numericIdFromParam(value);
    if (productId !== null) return { kind, value, productId };
  }
  const prebook = query.get('prebook')?.trim();
  if (prebook) return { kind: 'prebook', value: prebook };
  return { kind: 'none' };
}

/** Where the intent ends (after its add-to-cart or add-to-wishlist succeeded). */
export function intentPath(intent: LoginIntent): string {
  switch (intent.kind) {
    case 'reservation':
      return intent.path;
    case 'cart':
      return CART_PATH;
    case 'wishlist':
      return WISHLIST_PATH;
    case 'prebook':
      return `/prebook-${encodeURIComponent(intent.value)}`;
    default:
      return '/';
  }
}

/**
 * Where a logged-in user goes from the login and registration pages. A user who is already
 * logged in when the page opens is only sent on: opening a link never adds to the cart or the
 * wishlist by itself (that happens only right after the shopper logs in, see saga.ts).
 */
export function afterLoginPath(search: string): string {
  return intentPath(loginIntent(search));
}

/** The login page with the query that brings the shopper back to `intent` after logging in. */
export function loginPathFor(kind: 'cart' | 'wishlist' | 'prebook', value: string): string {
  return `/user/login?${new URLSearchParams({ [kind]: value }).toString()}`;
}

/** The source/product/platform a login or registration carries, read from the page's query. */
export function accountContext(search: string): { source?: string; product?: string; platform: string } {
  const query = new URLSearchParams(search);
  const source = query.get('source') || undefined;
  const product = query.get('product') || undefined;
  return { source, product, platform: source === 'ola' ? 'ola' : 'W' };
}
