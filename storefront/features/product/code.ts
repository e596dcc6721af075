/**
 * The product page's code, asked for all at once (the router's product route, and the build's
 * list of chunks a product page's HTML preloads): left to the route, its chunks would load one
 * after another.
 */
export const loadProductCode = () =>
  Promise.all([
    import('./routes'),
    import('../product-card/StoreProductCard'),
    import('../../../shared/ui/SafeHtml'),
    import('../../../shared/ui/Carousel'),
  ]).then(([routes]) => routes);
