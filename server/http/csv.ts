/**
 * CSV as the staff API reads and writes it (RFC 4180), one way for every import and export.
 * Reading: fields separated by commas (or semicolons, when the header row has semicolons and no
 * comma: a spreadsheet saved in a European locale), records by CRLF or LF, a field in double
 * quotes may hold separators, line breaks and doubled quotes; one pass over the text, so any input
 * is read in time linear in its length. Writing: comma, CRLF, a field quoted when it holds a
 * separator, a quote, a line break or edge spaces; text a spreadsheet would run as a formula (=, +,
 * -, @, a tab or CR first) gets an apostrophe in front (OWASP's advice for CSV meant for
 * spreadsheets: shoppers write names and messages, staff open the file in Excel), which the
 * reader's textCell drops again; a byte order mark first, so spreadsheets read Devanagari as UTF-8.
 */
import type { FastifyReply } from 'fastify';

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
const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

/** One cell: numbers as they are, text with the formula guard, quoted when it must be. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell written by csvCell back as the text it was: the apostrophe in front of a formula-like value dropped. */
export const textCell = (cell: string): string => (cell.length > 1 && cell[0] === "'" && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/** The header line and one line per row, each ended by CRLF. */
export function csvText(headers: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const out = [`${headers.map(csvCell).join(',')}\r\n`];
  for (const cells of rows) out.push(`${cells.map(csvCell).join(',')}\r\n`);
  return out.join('');
}

/** The answer: text/csv; charset=utf-8 with a byte order mark, downloaded as `name`-YYYY-MM-DD.csv (today in Nepal). */
export function sendCsv(reply: FastifyReply, name: string, text: string): FastifyReply {
  const today = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${today}.csv"`)
    .send(`\uFEFF${text}`);
}

/** A timestamptz column as Nepal local time with its offset, e.g. 2026-03-01T14:05:09+05:45. */
export const nepalTime = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'Asia/Kathmandu', 'YYYY-MM-DD"T"HH24:MI:SS"+05:45"')`;
