import { closest, didYouMean } from './search-typos';
import { typoDistance, typosAllowed } from './search-text';

describe('typoDistance', () => {
  it('counts inserts, deletes, changes and swaps of neighbours as one edit each', () => {
    expect(typoDistance('samsng', 'samsung')).toBe(1);
    expect(typoDistance('smasung', 'samsung')).toBe(1);
    expect(typoDistance('refrigerater', 'refrigerator')).toBe(1);
    expect(typoDistance('refrijerater', 'refrigerator')).toBe(2);
    expect(typoDistance('lg', 'lg')).toBe(0);
  });
});

describe('closest', () => {
  const terms = [
    { term: 'samsung', products: 40 },
    { term: 'sony', products: 30 },
    { term: 'refrigerator', products: 20 },
    { term: 'refrigerators', products: 12 },
  ];
  it('allows typos by length: none below 5 letters, one from 5, two from 9', () => {
    expect([4, 5, 8, 9].map(typosAllowed)).toEqual([0, 1, 1, 2]);
    expect(closest('sonu', terms, false)).toBeNull();
    expect(closest('samsng', terms, false)).toBe('samsung');
    expect(closest('smsng', terms, false)).toBeNull();
    expect(closest('refrijerater', terms, false)).toBe('refrigerator');
  });
  it('reads the last word also as the beginning of a word', () => {
    expect(closest('refrigarat', terms, true)).toBe('refrigerator');
    expect(closest('refrigarat', terms, false)).toBeNull();
  });
});

describe('didYouMean', () => {
  it('replaces each unknown word by the closest vocabulary word, whatever its typos', () => {
    const lookups = [
      { word: 'sonu', known: false, candidates: [{ term: 'sony', products: 30 }] },
      { word: 'telivishun', known: false, candidates: [{ term: 'television', products: 0 }, { term: 'televisions', products: 3 }] },
      { word: 'lg', known: true, candidates: [] },
    ];
    expect(didYouMean('Sonu telivishun', lookups)).toBe('sony television');
    expect(didYouMean('lg', lookups)).toBeNull();
  });
});
