import { csvField, parseCsv, textCell } from './csv';

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

  it('reads a long hostile line in linear time', () => {
    const t0 = Date.now();
    parseCsv(`id,name\n${'"'.repeat(2_000_000)}`);
    parseCsv(`id,name\n${',"a"'.repeat(500_000)}`);
    parseCsv(`id,name\nx${'"'.repeat(2_000_000)}`);
    parseCsv(`id,name\n${'\n'.repeat(1_000_000)}`);
    expect(Date.now() - t0).toBeLessThan(2_000);
  });
});

describe('csvField', () => {
  it('quotes what needs it and keeps a spreadsheet from running a formula', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField('=1+1', true)).toBe("'=1+1");
    expect(csvField('-5', false)).toBe('-5');
    expect(textCell("'=1+1")).toBe('=1+1');
    expect(textCell("'plain")).toBe("'plain");
  });
});
