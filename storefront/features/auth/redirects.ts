/**
 * Where a logged-in user goes from the login and registration pages. The scooter reservation
 * flow (source=ola) continues to the shipping address when a product is chosen, otherwise to the
 * reservations list (spec part 1 §2, §4); everyone else goes home.
 */
export function afterLoginPath(search: string): string {
  const query = new URLSearchParams(search);
  if (query.get('source') === 'ola') return query.get('product') ? `/shippingAddress${search}` : `/myReservations${search}`;
  return '/';
}

/** The source/product/platform a login or registration carries, read from the page's query. */
export function accountContext(search: string): { source?: string; product?: string; platform: string } {
  const query = new URLSearchParams(search);
  const source = query.get('source') || undefined;
  const product = query.get('product') || undefined;
  return { source, product, platform: source === 'ola' ? 'ola' : 'W' };
}
