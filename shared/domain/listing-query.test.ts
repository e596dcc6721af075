import {
  priceFormTarget,
  clearFilters,
  decodeListingQuery,
  decodeRange,
  encodeListingQuery,
  featureParamName,
  filterChips,
  listingQueryString,
  removeChip,
  toggleFilterValue,
  type ListingFilter,
} from './listing-query';

const full: ListingFilter = {
  brand: ['lg', 'samsung', 'sony'],
  range: { min: 10000, max: 250000 },
  sort: 'low-to-high',
  page: 3,
  features: { 'screen-size': ['55 inch', '65 inch'], resolution: ['4K'] },
};

describe('encodeListingQuery', () => {
  it('joins brands with ---, formats the range min-max, and adds sort, page and one parameter per feature', () => {
    expect(encodeListingQuery(full)).toEqual({
      brand: 'lg---samsung---sony',
      range: '10000-250000',
      sort: 'low-to-high',
      page: '3',
      'screen-size': '55 inch---65 inch',
      resolution: '4K',
    });
  });
  it('leaves out empty lists, unknown sorts, bad pages and empty values', () => {
    expect(
      encodeListingQuery({ brand: [], sort: 'cheapest' as never, page: 0, features: { colour: [] }, keywords: '', cat: '' }),
    ).toEqual({});
    expect(encodeListingQuery(undefined)).toEqual({});
    expect(encodeListingQuery({ page: 1.5 })).toEqual({});
  });
  it('drops duplicate and empty values', () => {
    expect(encodeListingQuery({ brand: ['lg', '', 'lg', 'sony'] })).toEqual({ brand: 'lg---sony' });
  });
  it('carries the search keywords and the brand page scope', () => {
    expect(encodeListingQuery({ keywords: 'tv', cat: 'tv-audio', filter: 'x' })).toEqual({ keywords: 'tv', cat: 'tv-audio', filter: 'x' });
    expect(encodeListingQuery({ type: 'smart-tv' })).toEqual({ type: 'smart-tv' });
  });
  it('never lets a feature overwrite a reserved parameter', () => {
    expect(encodeListingQuery({ features: { sort: ['x'], brand: ['y'] } })).toEqual({});
  });
  it('keeps fractional range bounds to 2 decimals', () => {
    expect(encodeListingQuery({ range: { min: 99.999, max: 1000.5 } }).range).toBe('100-1000.5');
  });
});

describe('listingQueryString', () => {
  it('is the encoded query as a string', () => {
    expect(listingQueryString({ brand: ['lg', 'sony'], range: { min: 0, max: 5000 }, sort: 'new' })).toBe(
      'brand=lg---sony&range=0-5000&sort=new',
    );
    expect(listingQueryString({ features: { 'screen-size': ['55 inch'] } })).toBe('screen-size=55%20inch');
    expect(listingQueryString({})).toBe('');
  });
});

describe('decodeListingQuery', () => {
  it('reads a storefront query string', () => {
    expect(decodeListingQuery('?brand=lg---sony&range=1000-5000&sort=new&page=2&screen-size=55%20inch---65+inch')).toEqual({
      brand: ['lg', 'sony'],
      range: { min: 1000, max: 5000 },
      sort: 'new',
      page: 2,
      features: { 'screen-size': ['55 inch', '65 inch'] },
    });
  });
  it('reads a full URL, URLSearchParams and query objects', () => {
    expect(decodeListingQuery('/sub-led-tv?brand=lg#top')).toEqual({ brand: ['lg'] });
    expect(decodeListingQuery(new URLSearchParams('sort=high-to-low'))).toEqual({ sort: 'high-to-low' });
    expect(decodeListingQuery({ brand: 'lg---sony', page: 4, colour: ['red', 'blue---green'], x: undefined })).toEqual({
      brand: ['lg', 'sony'],
      page: 4,
      features: { colour: ['red', 'blue', 'green'] },
    });
  });
  it('drops unknown sorts, malformed ranges, bad pages and empty values', () => {
    expect(decodeListingQuery('sort=cheap&range=abc&page=-1&brand=&colour=')).toEqual({});
    expect(decodeListingQuery('page=0')).toEqual({});
    expect(decodeListingQuery('range=5000')).toEqual({});
  });
  it('swaps a reversed range', () => {
    expect(decodeRange('5000-1000')).toEqual({ min: 1000, max: 5000 });
    expect(decodeRange('10.5-20')).toEqual({ min: 10.5, max: 20 });
    expect(decodeRange(null)).toBeNull();
  });
  it('ignores analytics tags, or whatever isFeature rejects', () => {
    expect(decodeListingQuery('utm_source=fb&fbclid=1&gclid=2&colour=red')).toEqual({ features: { colour: ['red'] } });
    expect(decodeListingQuery('colour=red&size=l', { isFeature: (n) => n === 'size' })).toEqual({ features: { size: ['l'] } });
  });
  it('reads keywords and the brand page scope', () => {
    expect(decodeListingQuery('keywords=led+tv&cat=tv-audio&sub=led-tv&type=smart&filter=f')).toEqual({
      keywords: 'led tv',
      cat: 'tv-audio',
      sub: 'led-tv',
      type: 'smart',
      filter: 'f',
    });
  });
  it('merges repeated parameters', () => {
    expect(decodeListingQuery('brand=lg&brand=sony---lg')).toEqual({ brand: ['lg', 'sony'] });
  });
  it('is empty for nothing', () => {
    expect(decodeListingQuery('')).toEqual({});
    expect(decodeListingQuery(null)).toEqual({});
  });
});

describe('round trip', () => {
  it.each<[string, ListingFilter]>([
    ['everything', full],
    ['brands only', { brand: ['lg'] }],
    ['range only', { range: { min: 0, max: 1 } }],
    ['search', { keywords: 'smart tv 4k', brand: ['sony'], sort: 'high-to-low', page: 2 }],
    ['brand page', { cat: 'tv-audio', range: { min: 500, max: 1500.5 }, sort: 'new' }],
    ['values with spaces and symbols', { brand: ['A&B Co.'], features: { 'screen-size': ['55" (139 cm)', '4K/UHD'] } }],
    ['empty', {}],
  ])('%s survives encode → string → decode', (_name, filter) => {
    expect(decodeListingQuery(listingQueryString(filter))).toEqual(filter);
    expect(decodeListingQuery(encodeListingQuery(filter))).toEqual(filter);
  });
  it('is stable when encoding again', () => {
    const once = listingQueryString(full);
    expect(listingQueryString(decodeListingQuery(once))).toBe(once);
  });
});

describe('feature parameter names', () => {
  it('are the slugged filter names', () => {
    expect(featureParamName('Screen Size')).toBe('screen-size');
    expect(featureParamName('Capacity (L)')).toBe('capacity-(l)');
  });
});

describe('chips', () => {
  const known = {
    brands: [
      { name: 'LG', brand_url: 'lg' },
      { name: 'Samsung', brand_url: 'samsung' },
      { name: 'Sony', brand_url: 'sony' },
    ],
    features: [
      { name: 'Screen Size', values: [{ feature_value: '55 inch' }, { feature_value: '65 inch' }] },
      { name: 'Resolution', slug: 'resolution', values: [{ feature_value: '4K' }, { feature_value: 'Full HD' }] },
    ],
  };
  it('lists brands, the range and feature values', () => {
    expect(filterChips(full, known)).toEqual([
      { param: 'brand', value: 'lg' },
      { param: 'brand', value: 'samsung' },
      { param: 'brand', value: 'sony' },
      { param: 'range', value: '10000-250000' },
      { param: 'feature', name: 'screen-size', value: '55 inch' },
      { param: 'feature', name: 'screen-size', value: '65 inch' },
      { param: 'feature', name: 'resolution', value: '4K' },
    ]);
  });
  it("makes chips only of the listing's own feature groups: a stray parameter (?source=newsletter) is none", () => {
    const stray = decodeListingQuery('?source=newsletter&utm_campaign=diwali&screen-size=55+inch');
    expect(filterChips(stray, known)).toEqual([{ param: 'feature', name: 'screen-size', value: '55 inch' }]);
    expect(filterChips(stray, { brands: [], features: [] })).toEqual([]);
    // A group the server renamed (its slug) is found by that name.
    const renamed = { brands: [], features: [{ name: 'Range', slug: 'range-filter', values: [{ feature_value: 'a' }] }] };
    expect(filterChips(decodeListingQuery('?range-filter=a'), renamed)).toEqual([{ param: 'feature', name: 'range-filter', value: 'a' }]);
  });
  it('makes no chip of a value the listing does not know (the server ignores it); values match in any case or by slug', () => {
    const asked = decodeListingQuery('?brand=LG---no-such-brand&resolution=zzz---full-hd&screen-size=55+INCH');
    expect(filterChips(asked, known)).toEqual([
      { param: 'brand', value: 'LG' },
      { param: 'feature', name: 'resolution', value: 'full-hd' },
      { param: 'feature', name: 'screen-size', value: '55 INCH' },
    ]);
  });
  it('removing a chip removes that value and resets the page', () => {
    const noSony = removeChip(full, { param: 'brand', value: 'sony' });
    expect(noSony.brand).toEqual(['lg', 'samsung']);
    expect(encodeListingQuery(noSony).page).toBeUndefined();
    expect(removeChip(full, { param: 'range', value: '10000-250000' }).range).toBeNull();
    const no4k = removeChip(full, { param: 'feature', name: 'resolution', value: '4K' });
    expect(no4k.features).toEqual({ 'screen-size': ['55 inch', '65 inch'] });
    expect(full.features?.resolution).toEqual(['4K']);
  });
  it('Clear All keeps only sort, keywords and scope', () => {
    expect(clearFilters({ ...full, keywords: 'tv', cat: 'tv-audio' })).toEqual({ sort: 'low-to-high', keywords: 'tv', cat: 'tv-audio' });
  });
  it('toggles checkbox values', () => {
    expect(toggleFilterValue({ brand: ['lg'] }, 'brand', 'sony').brand).toEqual(['lg', 'sony']);
    expect(toggleFilterValue({ brand: ['lg', 'sony'] }, 'brand', 'lg').brand).toEqual(['sony']);
    expect(toggleFilterValue({}, { feature: 'colour' }, 'red').features).toEqual({ colour: ['red'] });
    expect(toggleFilterValue({ features: { colour: ['red'] } }, { feature: 'colour' }, 'red').features).toEqual({});
  });
});

describe('priceFormTarget (the listing form without JavaScript)', () => {
  it('turns the typed prices into the range parameter and keeps the other filters', () => {
    expect(priceFormTarget('/cat-tv?brand=lg&brand=sony&price_min=1000&price_max=5000&price_floor=849&price_ceiling=90000&sort=new')).toBe(
      '/cat-tv?brand=lg---sony&range=1000-5000&sort=new',
    );
  });
  it('drops a range left whole, and the page (a new filter starts at page 1)', () => {
    expect(priceFormTarget('/cat-tv?price_min=849&price_max=90000&price_floor=849&price_ceiling=90000&page=3')).toBe('/cat-tv');
    expect(priceFormTarget('/cat-tv?price_min=&price_max=&price_floor=849&price_ceiling=90000&range=1-2')).toBe('/cat-tv');
  });
  it('fills an empty side from the bounds and swaps prices typed the wrong way round', () => {
    expect(priceFormTarget('/search/tv?price_min=2%2C000&price_max=&price_floor=849&price_ceiling=90000')).toBe('/search/tv?range=2000-90000');
    expect(priceFormTarget('/cat-tv?price_min=9000&price_max=1000&price_floor=849&price_ceiling=90000')).toBe('/cat-tv?range=1000-9000');
    expect(priceFormTarget('/cat-tv?price_min=abc&price_max=5000&price_floor=849&price_ceiling=90000')).toBe('/cat-tv?range=849-5000');
  });
  it('leaves other URLs alone', () => {
    expect(priceFormTarget('/cat-tv?range=1000-5000')).toBeNull();
    expect(priceFormTarget('/cat-tv')).toBeNull();
  });
});
