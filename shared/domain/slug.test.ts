import {
  bannerHref,
  brandPath,
  buynowPath,
  catalogueIdFromPath,
  categoryPath,
  eventPath,
  layoutIdFromParam,
  numericIdFromParam,
  orderItemProductPath,
  pagePath,
  parseStorefrontPath,
  prebookPath,
  prebookProductIdFromParam,
  productIdFromParam,
  productPath,
  routeParam,
  searchPath,
  slugIdParam,
  slugify,
  splitSlugId,
  subCategoryPath,
  supplierPath,
  typePath,
  viewAllPath,
} from './slug';

describe('slugify (name slug)', () => {
  it.each([
    ['LG 55" OLED TV', 'lg-55"-oled-tv'],
    ['Samsung Galaxy S24+', 'samsung-galaxy-s24-'],
    ['C#.Net_book/2', 'c--net-book-2'],
    ['Apple iPhone 15 #Blue', 'apple-iphone-15--blue'],
    ['ALREADY-SLUG', 'already-slug'],
    ['', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
  it('replaces each of # + . _ / and space with a dash and changes nothing else', () => {
    expect(slugify('#+._/ ')).toBe('------');
    expect(slugify('a&b(c)')).toBe('a&b(c)');
  });
});

describe('product id from a route parameter', () => {
  it('is the last dash-separated segment', () => {
    expect(productIdFromParam('lg-55-oled-tv-1234')).toBe('1234');
    expect(productIdFromParam('1234')).toBe('1234');
    expect(productIdFromParam('tv-')).toBe('');
    expect(numericIdFromParam('lg-55-oled-tv-1234')).toBe(1234);
    expect(numericIdFromParam('lg-tv-abc')).toBeNull();
    // Beyond the database's ids no page exists (/view-all/x-99999999999999999999999 is not found).
    expect(numericIdFromParam('x-2147483647')).toBe(2147483647);
    expect(numericIdFromParam('x-2147483648')).toBeNull();
    expect(numericIdFromParam('x-99999999999999999999999')).toBeNull();
    expect(numericIdFromParam('lg-tv-0')).toBeNull();
  });
  it('splits slug and id', () => {
    expect(splitSlugId('lg-55-oled-tv-1234')).toEqual({ slug: 'lg-55-oled-tv', id: '1234' });
    expect(splitSlugId('77')).toEqual({ slug: '', id: '77' });
  });
  it('is the same rule for prebook/buynow product names and layout ids', () => {
    expect(prebookProductIdFromParam('ola-s1-pro-9')).toBe('9');
    expect(layoutIdFromParam('best-sellers-of-the-week-12')).toBe('12');
  });
});

describe('path builders', () => {
  it('builds /product-{slug}-{id}', () => {
    expect(productPath('LG 55" OLED TV', 1234)).toBe('/product-lg-55%22-oled-tv-1234');
    expect(productPath('Samsung Galaxy S24+', 7)).toBe('/product-samsung-galaxy-s24--7');
  });
  it('builds prebook and buynow paths with the same slug', () => {
    expect(prebookPath('Ola S1 Pro', 9)).toBe('/prebook-ola-s1-pro-9');
    expect(buynowPath('Ola S1 Pro', 9)).toBe('/buynow-ola-s1-pro-9');
    expect(slugIdParam('Ola S1 Pro', 9)).toBe('ola-s1-pro-9');
  });
  it('builds the order-history product link by turning only spaces into hyphens', () => {
    expect(orderItemProductPath('LG Smart TV 4K.Pro', 5)).toBe('/product-LG-Smart-TV-4K.Pro-5');
  });
  it('builds listing and page paths', () => {
    expect(categoryPath('tv-audio')).toBe('/cat-tv-audio');
    expect(subCategoryPath('led-tv')).toBe('/sub-led-tv');
    expect(typePath('smart-tv')).toBe('/type-smart-tv');
    expect(brandPath('lg')).toBe('/brand-lg');
    expect(eventPath('dashain-offer-3')).toBe('/event-dashain-offer-3');
    expect(pagePath('privacy-policy-9')).toBe('/page-privacy-policy-9');
    expect(supplierPath('CG Digital')).toBe('/supplier/CG%20Digital');
    expect(viewAllPath('Best Sellers', 12)).toBe('/view-all/best-sellers-12');
    expect(searchPath('led tv')).toBe('/search/led%20tv');
  });
});

describe('catalogue id', () => {
  it('is the third segment of the path', () => {
    expect(catalogueIdFromPath('/catalogues/5')).toBe('5');
    expect(catalogueIdFromPath('/catalogues/lg')).toBe('lg');
    expect(catalogueIdFromPath('/catalogues/lg/extra')).toBe('lg');
    expect(catalogueIdFromPath('/catalogues/')).toBe('');
    expect(catalogueIdFromPath('/catalogues')).toBe('');
    expect(catalogueIdFromPath('/catalogues/home%20appliances')).toBe('home appliances');
  });
});

describe('parseStorefrontPath', () => {
  it.each([
    ['/cat-tv-audio', { kind: 'category', categoryUrl: 'tv-audio' }],
    ['sub-led-tv', { kind: 'sub-category', subCategoryUrl: 'led-tv' }],
    ['/type-smart-tv/', { kind: 'type', subCategoryTypeUrl: 'smart-tv' }],
    ['/brand-lg', { kind: 'brand', brandName: 'lg' }],
    ['/product-lg-55-oled-tv-1234', { kind: 'product', slug: 'lg-55-oled-tv', id: '1234' }],
    ['/product-lg-55%22-oled-tv-1234?ref=x', { kind: 'product', slug: 'lg-55"-oled-tv', id: '1234' }],
    ['/prebook-ola-s1-pro-9', { kind: 'prebook', slug: 'ola-s1-pro', id: '9' }],
    ['/buynow-ola-s1-pro-9', { kind: 'buynow', slug: 'ola-s1-pro', id: '9' }],
    ['/event-dashain-offer-3', { kind: 'event', eventName: 'dashain-offer-3', id: '3' }],
    ['/page-privacy-policy-9', { kind: 'page', pageUrl: 'privacy-policy-9', id: '9' }],
    ['/page-terms-and-conditions-3', { kind: 'page', pageUrl: 'terms-and-conditions-3', id: '3' }],
  ])('%s', (path, route) => {
    expect(parseStorefrontPath(path)).toEqual(route);
  });
  it.each(['/', '/page/faqs', '/user/cart', '/cat-', '/product-', '/lg', '/view-all/best-12', '/catalogues/5'])(
    'does not read %s',
    (path) => {
      expect(parseStorefrontPath(path)).toBeNull();
    },
  );
  it('round-trips the builders', () => {
    const p = parseStorefrontPath(productPath('Samsung Galaxy S24+ 256/8GB', 77));
    expect(p).toEqual({ kind: 'product', slug: 'samsung-galaxy-s24--256-8gb', id: '77' });
  });
});

describe('routeParam', () => {
  it('reads the parameter after a prefix', () => {
    expect(routeParam('/cat-tv', 'cat-')).toBe('tv');
    expect(routeParam('/sub-led-tv', 'sub-')).toBe('led-tv');
    expect(routeParam('/type-smart-tv', 'type-')).toBe('smart-tv');
    expect(routeParam('/brand-sony', 'brand-')).toBe('sony');
    expect(routeParam('/event-sale-2', 'event-')).toBe('sale-2');
    expect(routeParam('/page-about-us-1', 'page-')).toBe('about-us-1');
  });
  it('is null for another prefix or an empty parameter', () => {
    expect(routeParam('/sub-tv', 'cat-')).toBeNull();
    expect(routeParam('/cat-', 'cat-')).toBeNull();
    expect(routeParam('/cat-a/b', 'cat-')).toBeNull();
  });
});

describe('bannerHref', () => {
  it.each([
    ['L', 'https://example.com/x', 'https://example.com/x'],
    ['C', 'tv-audio', '/cat-tv-audio'],
    ['S', 'led-tv', '/sub-led-tv'],
    ['T', 'smart-tv', '/type-smart-tv'],
    ['B', 'lg', '/brand-lg'],
    ['PR', 'lg-55-oled-tv-1234', '/product-lg-55-oled-tv-1234'],
    ['P', 'about-us-1', '/page-about-us-1'],
    ['E', 'dashain-offer-3', '/event-dashain-offer-3'],
    ['SP', 'cg-digital', '/supplier/cg-digital'],
  ])('link_type %s', (link_type, link, href) => {
    expect(bannerHref({ link_type, link })).toBe(href);
  });
  it('has no target without a link or with an unknown type', () => {
    expect(bannerHref({ link_type: 'C', link: null })).toBeNull();
    expect(bannerHref({ link_type: 'X', link: 'a' })).toBeNull();
  });
});
