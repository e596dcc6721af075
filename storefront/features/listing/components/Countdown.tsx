import { useEffect, useState } from 'react';
import { LISTING_TEXT as T } from '../messages';

/** Days, hours, minutes and seconds left until `end` (all 0 once it has passed). */
export function timeLeft(end: number, now: number) {
  const ms = Math.max(0, end - now);
  const s = Math.floor(ms / 1000);
  return { done: ms === 0, d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600), m: Math.floor((s % 3600) / 60), s: s % 60 };
}

/** '2 Dec 2025, 6:00 pm' (Nepal's clock is the shopper's clock here). */
export function formatEndTime(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }).format(date);
}

/** The flash sale's end time and a ticking countdown. */
export function Countdown({ endTime }: { endTime: string }) {
  const end = Date.parse(endTime);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(end)) return undefined;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [end]);
  if (!Number.isFinite(end)) return null;
  const left = timeLeft(end, now);
  return (
    <div className="cg-flash-timer">
      <p className="cg-flash-timer__at">
        {T.flashEndsAt}{' '}
        <time dateTime={new Date(end).toISOString()}>{formatEndTime(new Date(end))}</time>
      </p>
      <p className="cg-flash-timer__left">
        {left.done ? (
          T.flashEnded
        ) : (
          <>
            <span className="cg-flash-timer__label">{T.flashEndsIn}</span>{' '}
            <span className="cg-flash-timer__time">{T.countdown(left.d, left.h, left.m, left.s)}</span>
          </>
        )}
      </p>
    </div>
  );
}
