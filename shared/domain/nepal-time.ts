/**
 * Dates as the store shows them, in Nepal time: '22 Nov 2026' and '22 Nov 2026, 6:30 pm'.
 * Nepal keeps UTC+5:45 all year (no daylight saving since 1986), so a fixed offset gives the
 * same answer as Intl with timeZone 'Asia/Kathmandu', without loading the time-zone data at
 * page start (a long task on phones), and noon reads '12:00 pm' where en-GB's h11 clock
 * writes '0:00 pm'.
 */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const inNepal = (ms: number) => new Date(ms + NEPAL_OFFSET_MS);

/** 1795351500000 → '22 Nov 2026'. */
export function formatNepalDate(ms: number): string {
  const d = inNepal(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 1795351500000 → '22 Nov 2026, 6:30 pm'. */
export function formatNepalDateTime(ms: number): string {
  const d = inNepal(ms);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${formatNepalDate(ms)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The year in Nepal at `ms` (the copyright line: the same on the server and in the browser). */
export const nepalYear = (ms: number): number => inNepal(ms).getUTCFullYear();
