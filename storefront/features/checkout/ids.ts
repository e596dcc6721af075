/**
 * The query parameters naming the order or booking a return, status or thank-you page is about
 * (ours, named as post-checkout answers them: order_id, booking_id). Kept apart from paths.ts so
 * the route-to-data map (app/routeData.ts) reads them without the checkout chunk's texts.
 */
export const ID_PARAMS = { order: 'order_id', booking: 'booking_id' } as const;

/** A positive whole id (of a query parameter or an API answer), else null. */
export function idOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}
