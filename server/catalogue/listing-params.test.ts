import { HttpError } from '../http/errors';
import { CATALOGUE_MESSAGES as M } from './catalogue-messages';
import { MAX_KEYWORDS_LENGTH, nextPageUrl, PAGE_SIZE, parseListingParams } from './listing-params';

const fails = (query: Record<string, string | string[]>, message: string) => {
  try {
    parseListingParams(query);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    expect((err as HttpError).message).toBe(message);
    return;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
};

describe('parseListingParams', () => {
  it('reads brand values joined by ---, range min-max, sort, page and feature filters', () => {
    const p = parseListingParams({ brand: 'lg---samsung---lg', range: '5000-1000', sort: 'new', page: '3', 'screen-size': '55 inch---65 inch', utm_source: 'x' });
    expect(p.brands).toEqual(['lg', 'samsung']);
    expect(p.range).toEqual({ min: 1000, max: 5000 });
    expect(p.sort).toBe('new');
    expect(p.page).toBe(3);
    expect([...p.features]).toEqual([['screen-size', ['55 inch', '65 inch']]]);
  });

  it('adds the values of a repeated brand or feature parameter; empty values are absent', () => {
    const p = parseListingParams({ brand: ['lg', 'sony'], sort: '', page: '', range: ' ' });
    expect(p.brands).toEqual(['lg', 'sony']);
    expect(p).toEqual(expect.objectContaining({ sort: null, page: 1, range: null }));
  });

  it('reads the brand page scope from cat, sub, type or filter={kind}-{url}', () => {
    expect(parseListingParams({ sub: 'led-tvs' }).scope).toEqual({ kind: 'sub', url: 'led-tvs' });
    expect(parseListingParams({ filter: 'type-smart-tvs' }).scope).toEqual({ kind: 'type', url: 'smart-tvs' });
    expect(parseListingParams({ filter: 'all' }).scope).toBeNull();
    fails({ cat: 'a', type: 'b' }, M.oneScope);
    fails({ filter: 'nonsense' }, M.badFilter);
  });

  it('refuses malformed ranges, pages and sorts with a 400 saying how to write them', () => {
    fails({ range: 'abc' }, M.badRange);
    fails({ range: '10' }, M.badRange);
    fails({ page: '0' }, M.badPage);
    fails({ page: '-2' }, M.badPage);
    fails({ page: '2.5' }, M.badPage);
    fails({ sort: 'cheap' }, M.badSort);
    fails({ sort: ['new', 'high-to-low'] }, M.repeated('sort'));
  });
});

describe('nextPageUrl', () => {
  const params = parseListingParams({ brand: 'lg---sony', range: '1000-5000', sort: 'low-to-high', 'screen-size': '55 inch', page: '2' });

  it('keeps the path and every filter, with the next page', () => {
    const url = nextPageUrl('/api/get/sub-led-tvs?whatever=1', params, PAGE_SIZE * 5, new Map([['screen-size', ['55 inch']]]));
    expect(url).toBe('/api/get/sub-led-tvs?brand=lg---sony&range=1000-5000&sort=low-to-high&page=3&screen-size=55%20inch');
  });

  it('is null on the last page', () => {
    expect(nextPageUrl('/api/get/sub-led-tvs', params, PAGE_SIZE * 2)).toBeNull();
    expect(nextPageUrl('/api/get/sub-led-tvs', params, PAGE_SIZE * 2 + 1)).not.toBeNull();
  });
});

describe('search keywords', () => {
  it('are read with whitespace runs as one space and cut to MAX_KEYWORDS_LENGTH characters', () => {
    expect(parseListingParams({ keywords: ' samsung \t  65"   tv ' }).keywords).toBe('samsung 65" tv');
    const crafted = parseListingParams({ keywords: `1${' '.repeat(4900)}x` }).keywords;
    expect(crafted).toBe('1 x');
    const pasted = parseListingParams({ keywords: 'lg '.repeat(500) }).keywords!;
    expect(pasted.length).toBeLessThanOrEqual(MAX_KEYWORDS_LENGTH);
    expect(pasted.startsWith('lg lg lg')).toBe(true);
    expect(parseListingParams({ keywords: '   ' }).keywords).toBeNull();
    // Cut between the halves of an emoji, the half is left out: the keywords still URL-encode.
    const emoji = parseListingParams({ keywords: `${'a'.repeat(MAX_KEYWORDS_LENGTH - 1)}😀😀` }).keywords!;
    expect(emoji).toBe('a'.repeat(MAX_KEYWORDS_LENGTH - 1));
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });
});
