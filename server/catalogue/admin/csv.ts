/**
 * CSV as the price and stock import and export read and write it (RFC 4180): fields separated by
 * commas (or semicolons, when the header row has semicolons and no comma: a spreadsheet saved in
 * a European locale), records by CRLF or LF, a field in double quotes may hold separators, line
 * breaks and doubled quotes. One pass over the text, so any input is read in time linear in its
 * length.
 */

export interface CsvRecord {
  /** The file's line on which the record starts (1: the header row). */
  line: number;
  fields: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; unclosedQuoteLine: number };

/** The records of `text` (a leading byte order mark dropped); blank lines are left out. */
export function parseCsv(text: string): CsvParse {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLineEnd = src.search(/\r?\n|$/);
  const header = src.slice(0, firstLineEnd);
  const sep = header.includes(',') || !header.includes(';') ? ',' : ';';
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  /** The field so far is only spaces (a quote there opens a quoted field). */
  let blank = true;
  let quoteOpenedOn = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    blank = true;
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        blank = false;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && blank) {
      // An opening quote (spaces before it, as some tools write them, are dropped).
      field = '';
      quoted = true;
      quoteOpenedOn = line;
    } else if (c === sep) {
      fields.push(field);
      field = '';
      blank = true;
    } else if (c === '\r' && src[i + 1] === '\n') {
      i += 1;
      continue;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += c;
      if (c !== ' ' && c !== '\t') blank = false;
    }
    i += 1;
  }
  if (quoted) return { ok: false, unclosedQuoteLine: quoteOpenedOn };
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records };
}

/** A spreadsheet reads a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field as CSV: quoted when it holds a separator, a quote or a line break. Text a spreadsheet
 * would run as a formula (=, +, -, @ first) gets an apostrophe in front (`asText`), as OWASP
 * advises for CSV meant for spreadsheets.
 */
export function csvField(value: string | number | null | undefined, asText = false): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (asText && FORMULA_START.test(s)) s = `'${s}`;
  return /[",;\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A cell written by csvField(…, true) back as the text it was: the apostrophe in front of a formula-like value dropped. */
export const textCell = (cell: string): string => (cell.length > 1 && cell[0] === "'" && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

export const csvLine = (values: string[]): string => `${values.join(',')}\r\n`;
