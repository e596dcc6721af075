/**
 * The home page's code, asked for all at once when the store opens on '/'. Left to the route,
 * its chunks load one after another (the route module, then the blocks it imports, then the
 * card they import); started together they arrive in one round trip.
 */
export function preloadHomeCode(): Promise<unknown> {
  return Promise.all([
    import('./HomeRoutes'),
    import('./blocks/LayoutBlocks'),
    import('../product-card/StoreProductCard'),
    import('../../../shared/ui/Modal'),
  ]).catch(() => undefined);
}
