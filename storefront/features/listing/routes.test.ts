import { listingRouteFromPath } from './routes';

describe('listingRouteFromPath (spec part 2 §2 route table)', () => {
  it.each([
    ['/cat-tv-audio', { kind: 'category', param: 'tv-audio' }],
    ['/sub-led-tvs/', { kind: 'sub-category', param: 'led-tvs' }],
    ['/type-smart-tvs', { kind: 'type', param: 'smart-tvs' }],
    ['/brand-lg', { kind: 'brand', param: 'lg' }],
    ['/brand/LG', { kind: 'brand', param: 'LG' }],
    ['/search/smart%20tv', { kind: 'search', param: 'smart tv' }],
    ['/flash-sales/', { kind: 'flash-sale', param: '' }],
    ['/event-dashain-offers', { kind: 'event', param: 'dashain-offers' }],
    ['/view-all/top-picks-12', { kind: 'layout', param: 'top-picks-12' }],
    ['/products/cg-exclusive/view-all', { kind: 'best-deals', param: '' }],
    ['/products/new-arrivals/view-all', { kind: 'new-arrivals', param: '' }],
    ['/supplier/cg-digital', { kind: 'supplier', param: 'cg-digital' }],
  ])('%s', (path, route) => {
    expect(listingRouteFromPath(path)).toEqual(route);
  });

  it.each(['/', '/product-lg-tv-5', '/page-privacy-policy-9', '/view-all/no-id', '/user/login', '/lg', '/search/'])('%s is no listing', (path) => {
    expect(listingRouteFromPath(path)).toBeNull();
  });
});
