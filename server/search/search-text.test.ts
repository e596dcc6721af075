import { planSearch } from './search-query';
import { normalizeUnits, searchWords } from './search-text';
import { growthAtTenTimes } from '../../tests/support/linear-time';

const repeat = (unit: string) => (length: number) => `1${unit.repeat(Math.ceil(length / unit.length))}`.slice(0, length);

// The shapes that made '(\d)\s*-?\s*unit' backtrack over the whole run: spaces, digits, dashes, mixed.
const CRAFTED: [string, (length: number) => string][] = [
  ['spaces', repeat(' ')],
  ['tabs and newlines', repeat('\t\n ')],
  ['digits', repeat('1')],
  ['dashes', repeat('-')],
  ['digit, space, dash', repeat('1 - ')],
  ['spaces around one dash', (n) => `1${' '.repeat(n / 2)}-${' '.repeat(n / 2)}`],
  ['digit and spaces', repeat('1   ')],
];

describe('keyword reading is linear in the input', () => {
  it.each(CRAFTED)('%s: ten times the input costs at most about ten times the time', (_name, make) => {
    // Quadratic reading costs ten times as much per character at ten times the length.
    expect(growthAtTenTimes((text) => planSearch(text), make, 200)).toBeLessThan(2);
  });
});

describe('normalizeUnits', () => {
  it('joins numbers and units across any whitespace, as before', () => {
    expect(normalizeUnits('55  inch TV')).toMatch(/^55inch +tv$/);
    expect(searchWords('1.5\tton  - AC')).toEqual(['1p5ton', 'ac']);
    expect(searchWords('8 -  gb\n128 GB')).toEqual(['8gb', '128gb']);
    expect(searchWords('Samsung   65"  QLED')).toEqual(['samsung', '65inch', 'qled']);
  });
});
