/** Dates and times as the shop reads them: Nepal time, day month year, 24-hour clock. */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : DATE_TIME.format(d);
}

/** A count with the shop's grouping (1,23,456). */
export const count = (n: number) => n.toLocaleString('en-IN');
