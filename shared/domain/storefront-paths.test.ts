import { FIXED_PAGE_PATHS, searchFormTarget, storefrontPage } from './storefront-paths';

describe('storefrontPage', () => {
  it('recognises the home page, product and listing paths', () => {
    expect(storefrontPage('/')).toEqual({ kind: 'home' });
    expect(storefrontPage('//')).toEqual({ kind: 'home' });
    expect(storefrontPage('/product-lg-55-tv-12')).toEqual({ kind: 'product', id: 12 });
    expect(storefrontPage('/product-lg-55-tv-x')).toEqual({ kind: 'product', id: null });
    expect(storefrontPage('/product-x-99999999999999')).toEqual({ kind: 'product', id: null });
    const listing = (path: string) => storefrontPage(path);
    expect(listing('/cat-tv-audio')).toEqual({ kind: 'listing', listing: { kind: 'category', param: 'tv-audio' } });
    expect(listing('/sub-led-tv/')).toEqual({ kind: 'listing', listing: { kind: 'sub-category', param: 'led-tv' } });
    expect(listing('/type-oled')).toEqual({ kind: 'listing', listing: { kind: 'type', param: 'oled' } });
    expect(listing('/brand-lg')).toEqual({ kind: 'listing', listing: { kind: 'brand', param: 'lg' } });
    expect(listing('/brand/LG%20Electronics')).toEqual({ kind: 'listing', listing: { kind: 'brand', param: 'LG Electronics' } });
    expect(listing('/event-dashain-offer-3')).toEqual({ kind: 'listing', listing: { kind: 'event', param: 'dashain-offer-3' } });
    expect(listing('/view-all/best-deals-7')).toEqual({ kind: 'listing', listing: { kind: 'layout', id: 7 } });
    expect(listing('/search/samsung%20tv')).toEqual({ kind: 'listing', listing: { kind: 'search', keywords: 'samsung tv' } });
    // A bare segment may be a brand's /{brand_url}: the brand lookup decides.
    expect(listing('/samsung')).toEqual({ kind: 'listing', listing: { kind: 'brand', param: 'samsung' } });
  });

  it('sends pages whose existence is an API answer to that API call', () => {
    expect(storefrontPage('/page-privacy-policy-9')).toEqual({ kind: 'api-backed', api: 'page-privacy-policy-9' });
    expect(storefrontPage('/catalogues/lg')).toEqual({ kind: 'api-backed', api: 'catalogues/lg' });
    expect(storefrontPage('/catalogues/home%20appliances')).toEqual({ kind: 'api-backed', api: 'catalogues/home%20appliances' });
    expect(storefrontPage('/supplier/ola-electric')).toEqual({ kind: 'api-backed', api: 'layouts?supplier=ola-electric' });
    expect(storefrontPage('/page-not-found')).toEqual({ kind: 'api-backed', api: 'page-not-found' });
  });

  it('knows the fixed pages, with or without a trailing slash', () => {
    for (const path of ['/user/cart', '/user/cart/', '/page/faqs', '/stores/lg-shoppe', '/stores/cg-digital', '/payment/esewa', '/payment/booking/khalti', '/priceSummary', '/prebook-x-5', '/buynow-x-5', '/flash-sales']) {
      expect([path, storefrontPage(path)]).toEqual([path, { kind: 'fixed' }]);
    }
    expect(FIXED_PAGE_PATHS.every((p) => storefrontPage(`/${p.replace(/:\w+/g, 'x')}`).kind === 'fixed')).toBe(true);
  });

  it('finds nothing at paths no page shows, and at malformed ones', () => {
    for (const path of ['/some/garbage/path', '/stores/foo', '/user/cart/extra', '/Not_A_Brand', '/page-', '/search/%E0%A4%A', '/search/%20', '/catalogues/a/b', '/cat-tv/extra']) {
      expect([path, storefrontPage(path)]).toEqual([path, { kind: 'not-found' }]);
    }
  });
});

describe('searchFormTarget', () => {
  it('sends the search form a browser submits itself to the search page', () => {
    expect(searchFormTarget('/search/?keywords=lg+tv')).toBe('/search/lg%20tv');
    expect(searchFormTarget('/search?keywords=%20fridge%20')).toBe('/search/fridge');
    expect(searchFormTarget('/search/?keywords=')).toBeNull();
    expect(searchFormTarget('/search/tv?keywords=x')).toBeNull();
    expect(searchFormTarget('/cat-tv?keywords=x')).toBeNull();
  });
});
