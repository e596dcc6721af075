import { useEffect, useState } from 'react';
import { PRODUCT_TEXT as T } from '../messages';

const endFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kathmandu',
});

const two = (n: number) => String(n).padStart(2, '0');

/** 'Flash Sales ends at {time}' and the time left, ticking every second. */
export function FlashCountdown({ endTime }: { endTime: string }) {
  const end = Date.parse(endTime);
  const [now, setNow] = useState(() => Date.now());
  const over = Number.isFinite(end) && end <= now;
  useEffect(() => {
    if (!Number.isFinite(end) || over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end, over]);
  if (!Number.isFinite(end)) return null;
  const s = Math.max(0, Math.floor((end - now) / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const cells: [string, string][] = [
    [String(d), 'd'],
    [two(h), 'h'],
    [two(m), 'm'],
    [two(s % 60), 's'],
  ];
  return (
    <div className="cg-pflash">
      <p className="cg-pflash__at">
        {T.flashEndsAt}{' '}
        <time dateTime={new Date(end).toISOString()}>{endFormat.format(end)}</time>
      </p>
      {over ? (
        <p className="cg-pflash__over">{T.flashEnded}</p>
      ) : (
        <p className="cg-pflash__clock" role="timer" aria-label={`${d} days ${h} hours ${m} minutes left`}>
          {cells.map(([n, unit]) => (
            <span key={unit} className="cg-pflash__cell" aria-hidden="true">
              {n}
              <small>{unit}</small>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
