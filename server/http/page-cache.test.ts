import { pageBody } from './page-body';
import { pageCache, sharedWork } from './page-cache';

const page = (html: string) => pageBody(200, html);

describe('pageCache', () => {
  it('keeps a page per catalogue version, build and URL', () => {
    const cache = pageCache();
    const tv = page('tv');
    cache.set('7', 'build-a', '/cat-tv', tv);
    expect(cache.get('7', 'build-a', '/cat-tv')).toBe(tv);
    expect(cache.get('8', 'build-a', '/cat-tv')).toBeUndefined();
    expect(cache.get('7', 'build-b', '/cat-tv')).toBeUndefined();
    expect(cache.get('7', 'build-a', '/cat-tv?sort=new')).toBeUndefined();
  });

  it('renders again after the time to live (what changes with the clock alone)', () => {
    let now = 1000;
    const cache = pageCache({ ttlMs: 500, now: () => now });
    cache.set('1', 'b', '/', page('home'));
    now = 1499;
    expect(cache.get('1', 'b', '/')).toBeDefined();
    now = 1500;
    expect(cache.get('1', 'b', '/')).toBeUndefined();
  });

  it('renders again at the moment given with the page (a flash sale starting or ending), when it comes before the time to live', () => {
    let now = 1000;
    const cache = pageCache({ ttlMs: 500, now: () => now });
    cache.set('1', 'b', '/sale', page('sale'), 1200);
    cache.set('1', 'b', '/later', page('later'), 9000);
    now = 1199;
    expect(cache.get('1', 'b', '/sale')).toBeDefined();
    now = 1200;
    expect(cache.get('1', 'b', '/sale')).toBeUndefined();
    now = 1499;
    expect(cache.get('1', 'b', '/later')).toBeDefined();
    now = 1500;
    expect(cache.get('1', 'b', '/later')).toBeUndefined();
  });

  it('lets the least recently used page go first', () => {
    const cache = pageCache({ maxEntries: 2 });
    cache.set('1', 'b', '/a', page('a'));
    cache.set('1', 'b', '/b', page('b'));
    cache.get('1', 'b', '/a');
    cache.set('1', 'b', '/c', page('c'));
    expect(cache.get('1', 'b', '/b')).toBeUndefined();
    expect(cache.get('1', 'b', '/a')).toBeDefined();
    expect(cache.get('1', 'b', '/c')).toBeDefined();
  });
});

describe('sharedWork', () => {
  it('does the work for a key once for everyone asking meanwhile, and again once it is done or failed', async () => {
    const share = sharedWork<string>();
    let runs = 0;
    let release!: (v: string) => void;
    const work = () => { runs++; return new Promise<string>((r) => { release = r; }); };
    const a = share('7 /p', work);
    const b = share('7 /p', work);
    const other = share('8 /p', () => Promise.resolve('other'));
    release('page');
    expect(await Promise.all([a, b, other])).toEqual(['page', 'page', 'other']);
    expect(runs).toBe(1);
    await expect(share('7 /p', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await share('7 /p', () => Promise.resolve('again'))).toBe('again');
  });
});
