/**
 * A listing page's code, asked for all at once (the router's listing routes, and the build's list
 * of chunks a listing page's HTML preloads): left to the route, its chunks would load one after
 * another.
 */
export const loadListingCode = () =>
  Promise.all([
    import('./ListingRoutes'),
    import('./useListing'),
    import('./saga'),
    import('../product-card/StoreProductCard'),
    import('../../../shared/ui/Modal'),
  ]).then(([routes]) => routes);
