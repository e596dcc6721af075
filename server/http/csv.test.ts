import { csvCell, csvText, parseCsv, textCell } from './csv';
import { growthAtTenTimes } from '../../tests/support/linear-time';

const records = (text: string) => {
  const r = parseCsv(text);
  if (!r.ok) throw new Error(`unclosed quote on line ${r.unclosedQuoteLine}`);
  return r.records.map((x) => [x.line, x.fields]);
};

describe('parseCsv', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, and numbers records by their first line', () => {
    expect(records('\uFEFFid,name\r\n1,"a, ""b"""\r\n\r\n2,"two\nlines"\n3,x')).toEqual([
      [1, ['id', 'name']],
      [2, ['1', 'a, "b"']],
      [4, ['2', 'two\nlines']],
      [6, ['3', 'x']],
    ]);
  });

  it('takes semicolons when the header has no comma, and skips lines of empty fields', () => {
    expect(records('id;stock\n1;2\n;;\n')).toEqual([
      [1, ['id', 'stock']],
      [2, ['1', '2']],
    ]);
  });

  it('names the line of a quote never closed', () => {
    expect(parseCsv('id,name\n1,ok\n2,"open\nstill')).toEqual({ ok: false, unclosedQuoteLine: 3 });
  });

  it.each([
    ['quotes', (n: number) => '"'.repeat(n)],
    ['quoted fields', (n: number) => ',"a"'.repeat(n / 4)],
    ['a field then quotes', (n: number) => `x${'"'.repeat(n)}`],
    ['line breaks', (n: number) => '\n'.repeat(n)],
  ])('reads a long hostile line of %s in linear time', (_name, make) => {
    expect(growthAtTenTimes((text) => parseCsv(text), (n) => `id,name\n${make(n)}`, 2_000)).toBeLessThan(3);
  });
});

describe('csvCell and csvText', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere', '', null, undefined, 42].map(csvCell)).toEqual([
      'plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '"cr\rhere"', '', '', '', '42',
    ]);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+977 98', '-2', '@SUM(A1)', '\tx', '=cmd|"/c calc"!A0', 'a=b'].map(csvCell)).toEqual([
      "'=1+1", "'+977 98", "'-2", "'@SUM(A1)", "'\tx", `"'=cmd|""/c calc""!A0"`, 'a=b',
    ]);
  });

  it('reads its own guarded cells back, and writes numbers as they are', () => {
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(-5)).toBe('-5');
    expect(textCell(csvCell('=1+1'))).toBe('=1+1');
    expect(textCell("'plain")).toBe("'plain");
  });

  it('ends every line with CRLF', () => {
    expect(csvText(['a', 'b'], [[1, 'x,y'], [null, '=z']])).toBe('a,b\r\n1,"x,y"\r\n,\'=z\r\n');
  });
});
