import { formatNepalDate, formatNepalDateTime } from './nepal-time';

const at = (iso: string) => Date.parse(iso);

describe('Nepal time', () => {
  it('shows dates and times at UTC+5:45', () => {
    expect(formatNepalDate(at('2026-11-22T12:45:00Z'))).toBe('22 Nov 2026');
    expect(formatNepalDateTime(at('2026-11-22T12:45:00Z'))).toBe('22 Nov 2026, 6:30 pm');
    // 18:20 UTC on 2 January is already 3 January in Kathmandu.
    expect(formatNepalDateTime(at('2026-01-02T18:20:00Z'))).toBe('3 Jan 2026, 12:05 am');
    expect(formatNepalDateTime(at('2026-06-30T06:15:00Z'))).toBe('30 Jun 2026, 12:00 pm');
    expect(formatNepalDateTime(at('2025-12-31T18:14:00Z'))).toBe('31 Dec 2025, 11:59 pm');
  });

  it('agrees with Intl for Asia/Kathmandu all year round (with three-letter months: Sep, where recent en-GB data says Sept)', () => {
    const en = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kathmandu' });
    const intl = { format: (t: number) => en.format(t).replace('Sept', 'Sep') };
    const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kathmandu' });
    for (let t = at('2026-01-01T00:00:00Z'); t < at('2027-01-01T00:00:00Z'); t += 7 * 3_600_000 + 13 * 60_000) {
      expect(formatNepalDate(t)).toBe(intl.format(t));
      expect(formatNepalDateTime(t)).toBe(`${intl.format(t)}, ${clock.format(t).toLowerCase().replace(/\s/g, ' ')}`);
    }
  });
});
