/**
 * CSV exports of the staff API (issue 32): RFC 4180 (comma, CRLF, a field with a comma, a quote or
 * a line break quoted, quotes doubled), UTF-8, sent as an attachment. A cell a spreadsheet would
 * read as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe:
 * shoppers write these cells (names, messages), and a staff member opens the file in Excel.
 */
import type { FastifyReply } from 'fastify';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line and one line per row, each ended by CRLF. */
export function csvText(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [headers, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/** The answer: text/csv; charset=utf-8, downloaded as `name`-YYYY-MM-DD.csv (today in Nepal). */
export function sendCsv(reply: FastifyReply, name: string, text: string): FastifyReply {
  const today = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${today}.csv"`)
    .send(text);
}

/** A timestamptz column as Nepal local time with its offset, e.g. 2026-03-01T14:05:09+05:45. */
export const nepalTime = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'Asia/Kathmandu', 'YYYY-MM-DD"T"HH24:MI:SS"+05:45"')`;
