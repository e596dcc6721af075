import { twoDigits, useCountdown } from '../../ui/useCountdown';
import { HOME_TEXT as T } from '../messages';

/** The flash sale countdown labelled 'End at' (spec part 1 §2), ticking every second. */
export function Countdown({ endTime }: { endTime: string }) {
  const countdown = useCountdown(endTime);
  if (!countdown) return null;
  const { left } = countdown;
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
        <time dateTime={countdown.iso} className="cg-home-countdown__end">
          {countdown.endText}
        </time>
      </p>
      {left.over ? (
        <p className="cg-home-countdown__over">{T.saleEnded}</p>
      ) : (
        <div className="cg-home-countdown__clock" role="timer" aria-label={countdown.timerLabel}>
          {parts.map(([n, unit]) => (
            <span key={unit} className="cg-home-countdown__cell" aria-hidden="true">
              <span className="cg-home-countdown__num">{twoDigits(n)}</span>
              <span className="cg-home-countdown__unit">{unit}</span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
