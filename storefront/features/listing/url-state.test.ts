import { filterFromSearch, listingKey, nextPageSearch, searchOf, brandScopeOf, withBrandScope } from './url-state';
import { withListingParams } from './saga';
import { apiFilter } from './sources';

describe('listing URL state', () => {
  it('round-trips every filter through the query string exactly as the spec encodes it', () => {
    const filter = {
      brand: ['lg', 'samsung'],
      range: { min: 1000, max: 50000 },
      sort: 'low-to-high' as const,
      features: { 'screen-size': ['55 inch', '65 inch'], resolution: ['4K'] },
    };
    const search = searchOf(filter);
    expect(search).toBe('?brand=lg---samsung&range=1000-50000&sort=low-to-high&screen-size=55%20inch---65%20inch&resolution=4K');
    expect(filterFromSearch(search)).toEqual(filter);
  });

  it('keeps a page past the first (the next-page link), leaves page 1 and analytics tags out', () => {
    expect(filterFromSearch('?brand=lg&page=3&utm_source=x&gclid=1')).toEqual({ brand: ['lg'], page: 3 });
    expect(filterFromSearch('?brand=lg&page=1')).toEqual({ brand: ['lg'] });
    expect(listingKey('/cat-tv', filterFromSearch('?page=3&brand=lg'))).toBe('/cat-tv?brand=lg&page=3');
    // A new filter starts again at the first page.
    expect(searchOf({ brand: [], range: null, sort: null, page: 4 })).toBe('');
  });

  it('links the page after those shown, from the page the view started at', () => {
    expect(nextPageSearch({ brand: ['lg'] }, 1)).toBe('?brand=lg&page=2');
    expect(nextPageSearch({ sort: 'new', page: 3 }, 2)).toBe('?sort=new&page=5');
  });

  it('gives equivalent URLs the same key', () => {
    const a = listingKey('/cat-tv/', filterFromSearch('?sort=new&brand=lg---sony'));
    const b = listingKey('/cat-tv', filterFromSearch('?brand=lg&brand=sony&sort=new'));
    expect(a).toBe(b);
    expect(a).toBe('/cat-tv?brand=lg---sony&sort=new');
  });

  it("keeps the brand page's one scope of cat, sub or type", () => {
    const f = withBrandScope({ cat: 'tv', sort: 'new' }, { param: 'sub', value: 'led-tv' });
    expect(f).toEqual({ sort: 'new', sub: 'led-tv' });
    expect(brandScopeOf(f)).toEqual({ param: 'sub', value: 'led-tv' });
    expect(withBrandScope(f, null)).toEqual({ sort: 'new' });
  });

  it('sends each kind only the filters its call takes', () => {
    const f = { brand: ['lg'], range: { min: 1, max: 2 }, sort: 'new' as const, features: { x: ['y'] }, cat: 'tv' };
    expect(apiFilter('sub-category', f)).toEqual({ brand: ['lg'], range: { min: 1, max: 2 }, sort: 'new', features: { x: ['y'] } });
    expect(apiFilter('brand', f)).toEqual({ range: { min: 1, max: 2 }, sort: 'new', cat: 'tv' });
    expect(apiFilter('best-deals', f)).toEqual({ sort: 'new' });
    expect(apiFilter('flash-sale', f)).toEqual({});
    // A page past the first, for the kinds that have pages.
    expect(apiFilter('category', { page: 2 })).toEqual({ page: 2 });
    expect(apiFilter('new-arrivals', { page: 2 })).toEqual({});
  });

  it("adds the listing's filters to a next_page_url that lacks them, and keeps the ones it has", () => {
    const route = { kind: 'search' as const, param: 'tv' };
    expect(withListingParams('web-search?page=2', route, { filter: { brand: ['lg'] } })).toBe('web-search?page=2&keywords=tv&brand=lg');
    expect(withListingParams('/api/web-search?keywords=tv&brand=lg&page=2', route, { filter: { brand: ['lg'] } })).toBe(
      '/api/web-search?keywords=tv&brand=lg&page=2',
    );
  });
});
