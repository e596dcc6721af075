import { prefixTsQuery } from './search-query';

describe('prefixTsQuery', () => {
  it('makes every word a prefix that must match', () => {
    expect(prefixTsQuery('Sams TV')).toBe("'sams':* & 'tv':*");
  });
  it('keeps digits with dots and letters of any script, drops punctuation and tsquery syntax', () => {
    expect(prefixTsQuery("1.5 L kettle!!! & | ! ( ) ' :*")).toBe("'1.5':* & 'l':* & 'kettle':*");
    expect(prefixTsQuery('टिभी')).toBe("'टिभी':*");
  });
  it('answers null when nothing searchable is left', () => {
    expect(prefixTsQuery('  %%% ')).toBeNull();
    expect(prefixTsQuery('')).toBeNull();
  });
  it('drops repeated words and caps the number of words', () => {
    expect(prefixTsQuery('lg lg lg')).toBe("'lg':*");
    expect(prefixTsQuery('a b c d e f g h i j')?.split('&')).toHaveLength(8);
  });
});
