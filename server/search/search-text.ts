/**
 * How search reads text, on the query side: lower case, numbers with units written as one word
 * (the same rules as the database's search_units(), migration 019: change both together), model
 * numbers without their dashes and spaces, words and their singular.
 */

const UNITS: [RegExp, string][] = [
  [/(\d)(?:\s*-?\s*(?:inches|inch)|"|''|”|in)(?![a-z0-9])/g, '$1inch'],
  [/(\d)\s*-?\s*(?:tons|ton|tr)(?![a-z0-9])/g, '$1ton'],
  [/(\d)\s*-?\s*(?:kgs|kg|kilos|kilo)(?![a-z0-9])/g, '$1kg'],
  [/(\d)\s*-?\s*(?:litres|litre|liters|liter|ltrs|ltr|l)(?![a-z0-9])/g, '$1l'],
  [/(\d)\s*-?\s*(?:gb)(?![a-z0-9])/g, '$1gb'],
  [/(\d)\s*-?\s*(?:tb)(?![a-z0-9])/g, '$1tb'],
  [/(\d)\s*-?\s*(?:mah)(?![a-z0-9])/g, '$1mah'],
  [/(\d)\s*-?\s*(?:watts|watt|w)(?![a-z0-9])/g, '$1w'],
  [/(\d)\s*-?\s*(?:mp)(?![a-z0-9])/g, '$1mp'],
  [/(\d)\s*-?\s*(?:kva|va)(?![a-z0-9])/g, '$1va'],
];

/** The units numbers are written with in search text ('55inch', '1p5ton'), as UNITS writes them. */
export const UNIT_WORDS = ['inch', 'ton', 'kg', 'l', 'gb', 'tb', 'mah', 'w', 'mp', 'va'] as const;

/**
 * Lower case, decimals with 'p' for the point (1.5 → 1p5), numbers with units as one word.
 * Whitespace runs are one space first: the unit patterns' `\s*-?\s*` then spans at most ' - ', so
 * each pattern tries a bounded match at each digit (over a long run of spaces they backtracked
 * quadratically: '1' and 4,900 spaces held the event loop for seconds).
 */
export function normalizeUnits(text: string): string {
  let s = text.toLowerCase().replace(/\s+/g, ' ').replace(/(\d)\.(\d)/g, '$1p$2');
  for (const [pattern, unit] of UNITS) s = s.replace(pattern, unit);
  return s;
}

/** A model number as letters and digits only (the database's search_compact()). */
export const compact = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MAX_WORD_LENGTH = 40;

/** The words of a query, units normalized. */
export function searchWords(text: string): string[] {
  return (normalizeUnits(text).match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

export const hasDigit = (w: string): boolean => /\d/.test(w);

const SHORT_PLURALS = new Set(['tvs', 'acs', 'pcs']);

/** English plural to singular, for the simple cases catalogue words need (fridges, batteries, boxes). */
export function singular(w: string): string {
  if (SHORT_PLURALS.has(w)) return w.slice(0, -1);
  if (w.length < 4 || hasDigit(w)) return w;
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (/(?:ss|us|is)$/.test(w)) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** Singular of every word of a phrase: the key synonyms are looked up by. */
export const phraseKey = (words: string[]): string => words.map(singular).join(' ');

/** Edits (insert, delete, change, swap of neighbours) that turn a into b: optimal string alignment distance. */
export function typoDistance(a: string, b: string): number {
  const prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
    }
    prev2.splice(0, prev2.length, ...prev);
    prev = row;
  }
  return prev[b.length];
}

/** Typos a word of this length may have (Meilisearch's rule): none below 5 letters, one from 5, two from 9. */
export const typosAllowed = (length: number): number => (length >= 9 ? 2 : length >= 5 ? 1 : 0);
