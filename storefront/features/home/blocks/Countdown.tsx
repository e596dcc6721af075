import { useEffect, useState } from 'react';
import { HOME_TEXT as T } from '../messages';

/** Time left until `end` as days, hours, minutes and seconds (all 0 once it has passed). */
export function timeLeft(end: number, now: number) {
  const ms = Math.max(0, end - now);
  const s = Math.floor(ms / 1000);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60, over: ms <= 0 };
}

const two = (n: number) => String(n).padStart(2, '0');

/** Nepal time, as the store shows dates: '22 Nov 2026, 6:30 PM'. */
const endFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kathmandu',
});

/** The flash sale countdown labelled 'End at' (spec part 1 §2), ticking every second. */
export function Countdown({ endTime }: { endTime: string }) {
  const end = Date.parse(endTime);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(end, now);
  useEffect(() => {
    if (!Number.isFinite(end) || left.over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end, left.over]);
  if (!Number.isFinite(end)) return null;
  const parts: [number, string][] = [
    [left.days, T.days],
    [left.hours, T.hours],
    [left.minutes, T.minutes],
    [left.seconds, T.seconds],
  ];
  return (
    <div className="cg-home-countdown">
      <p className="cg-home-countdown__label">
        {T.endAt}{' '}
        <time dateTime={new Date(end).toISOString()} className="cg-home-countdown__end">
          {endFormat.format(end)}
        </time>
      </p>
      {left.over ? (
        <p className="cg-home-countdown__over">{T.saleEnded}</p>
      ) : (
        <div className="cg-home-countdown__clock" role="timer" aria-label={`${left.days} days ${left.hours} hours ${left.minutes} minutes left`}>
          {parts.map(([n, unit]) => (
            <span key={unit} className="cg-home-countdown__cell" aria-hidden="true">
              <span className="cg-home-countdown__num">{two(n)}</span>
              <span className="cg-home-countdown__unit">{unit}</span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
