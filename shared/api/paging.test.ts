import { followNextPage, hasNextPage, resolveNextPageUrl } from './paging';
import { createTestClient } from './testing';
import type { ListingResponse } from './catalogue';

describe('resolveNextPageUrl', () => {
  it('keeps absolute URLs', () => {
    expect(resolveNextPageUrl('/api/', 'https://api.test/api/get/cat-tv?page=2')).toBe('https://api.test/api/get/cat-tv?page=2');
  });
  it('gives protocol-relative URLs a protocol', () => {
    expect(resolveNextPageUrl('http://a.test/api/', '//b.test/api/x?page=2')).toBe('http://b.test/api/x?page=2');
    expect(resolveNextPageUrl('/api/', '//b.test/api/x?page=2')).toBe('https://b.test/api/x?page=2');
  });
  it('resolves origin-relative URLs against an absolute base', () => {
    expect(resolveNextPageUrl('http://a.test/api/', '/api/get/cat-tv?page=2')).toBe('http://a.test/api/get/cat-tv?page=2');
  });
  it('strips the base path from origin-relative URLs when the base is relative', () => {
    expect(resolveNextPageUrl('/api/', '/api/get/cat-tv?page=2')).toBe('get/cat-tv?page=2');
    expect(resolveNextPageUrl('/api', '/api/get/cat-tv?page=2')).toBe('get/cat-tv?page=2');
  });
  it('climbs out of a relative base for other origin-relative URLs', () => {
    expect(resolveNextPageUrl('/api/v1/', '/other/x?page=2')).toBe('../../other/x?page=2');
  });
  it('keeps base-relative URLs, and puts a bare query after the first page path', () => {
    expect(resolveNextPageUrl('/api/', 'get/cat-tv?page=2')).toBe('get/cat-tv?page=2');
    expect(resolveNextPageUrl('/api/', '?page=3', 'get/cat-tv?page=2')).toBe('get/cat-tv?page=3');
  });
});

describe('followNextPage', () => {
  it('fetches an absolute next_page_url as is', async () => {
    const { api, fake } = createTestClient(() => ({ statusCode: 200, data: { products: [] } }));
    const r = await followNextPage<ListingResponse>(api, 'http://api.test/api/get/cat-tv?brand=lg&page=2');
    expect(r?.statusCode).toBe(200);
    expect(fake.last()).toMatchObject({ method: 'GET', path: 'get/cat-tv', query: { brand: 'lg', page: '2' } });
  });
  it('fetches a relative next_page_url under the API base', async () => {
    const { api, fake } = createTestClient();
    await followNextPage(api, '/api/get/sub-led-tv?page=3');
    expect(fake.last().url).toBe('http://api.test/api/get/sub-led-tv?page=3');
    await followNextPage(api, 'web-search?keywords=tv&page=2');
    expect(fake.last().url).toBe('http://api.test/api/web-search?keywords=tv&page=2');
  });
});

describe('hasNextPage', () => {
  it('is true while next_page_url is set', () => {
    expect(hasNextPage({ next_page_url: 'x?page=2' })).toBe(true);
    expect(hasNextPage({ next_page_url: null })).toBe(false);
    expect(hasNextPage({ next_page_url: '' })).toBe(false);
    expect(hasNextPage(undefined)).toBe(false);
  });
});
