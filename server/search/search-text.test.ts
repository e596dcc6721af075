import { planSearch } from './search-query';
import { normalizeUnits, searchWords } from './search-text';

/**
 * Milliseconds per input character of `read` over `copies` inputs of `length` characters, the
 * least of several trials (the machine is shared; the least is the truest).
 */
function costPerCharacter(read: (text: string) => unknown, make: (length: number) => string, length: number, copies: number): number {
  const inputs = Array.from({ length: copies }, (_, i) => `${make(length)}${String.fromCharCode(97 + (i % 26))}`);
  let least = Infinity;
  for (let trial = 0; trial < 7; trial++) {
    const start = performance.now();
    for (const text of inputs) read(text);
    least = Math.min(least, performance.now() - start);
  }
  return least / (length * copies);
}

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
    const read = (text: string) => planSearch(text);
    costPerCharacter(read, make, 200, 20); // warm up the JIT
    const small = costPerCharacter(read, make, 200, 50);
    const large = costPerCharacter(read, make, 2000, 5);
    // Quadratic reading costs ten times as much per character at ten times the length.
    expect(large / small).toBeLessThan(2);
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
