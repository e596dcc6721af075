import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useRenderedOnServer } from '../../../shared/ui/useRenderedOnServer';
import { formatNepalDateTime } from '../../../shared/domain/nepal-time';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end time has passed. */
  over: boolean;
}

/** Time left until `end` as days, hours, minutes and seconds (all 0 once it has passed). */
export function timeLeft(end: number, now: number): TimeLeft {
  const ms = Math.max(0, end - now);
  const s = Math.floor(ms / 1000);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60, over: ms <= 0 };
}

/** Two digits: 7 → '07'. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

export interface Countdown {
  /** The end time for <time dateTime>. */
  iso: string;
  /** The end time in Nepal time, as shown: '22 Nov 2026, 6:30 pm'. */
  endText: string;
  left: TimeLeft;
  /** The timer's accessible name: '2 days 3 hours 4 minutes left'. */
  timerLabel: string;
}

/**
 * A countdown to `endTime` (an ISO date), ticking every second until it is over; null when the
 * time cannot be read. The flash sale's countdown on the home page and on the product page.
 */
export function useCountdown(endTime: string): Countdown | null {
  const end = Date.parse(endTime);
  const fromServer = useRenderedOnServer();
  const renderedAt = useAppSelector((s) => s.ui.renderedAt);
  // The server's time when hydrating its HTML (the same text), the browser's from then on.
  const [now, setNow] = useState(() => (fromServer && renderedAt !== null ? renderedAt : Date.now()));
  const left = timeLeft(end, now);
  useEffect(() => {
    if (!Number.isFinite(end) || left.over) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end, left.over]);
  if (!Number.isFinite(end)) return null;
  return {
    iso: new Date(end).toISOString(),
    endText: formatNepalDateTime(end),
    left,
    timerLabel: `${left.days} days ${left.hours} hours ${left.minutes} minutes left`,
  };
}
