import { csvCell, csvText } from './csv';

describe('csv', () => {
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

  it('ends every line with CRLF', () => {
    expect(csvText(['a', 'b'], [[1, 'x,y'], [null, '=z']])).toBe('a,b\r\n1,"x,y"\r\n,\'=z\r\n');
  });
});
