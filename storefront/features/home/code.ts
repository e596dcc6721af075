/**
 * The home page's code, asked for all at once (the router's home route, and the build's list of
 * chunks the home page's HTML preloads): left to the route, its chunks would load one after
 * another (the route module, then the blocks it imports, then the card they import).
 */
export const loadHomeCode = () =>
  Promise.all([
    import('./HomeRoutes'),
    import('./blocks/LayoutBlocks'),
    import('../product-card/StoreProductCard'),
    import('../../../shared/ui/Modal'),
  ]).then(([routes]) => routes);
