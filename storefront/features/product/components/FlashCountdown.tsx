import { twoDigits, useCountdown } from '../../ui/useCountdown';
import { PRODUCT_TEXT as T } from '../messages';

/** 'Flash Sales ends at {time}' and the time left, ticking every second. */
export function FlashCountdown({ endTime }: { endTime: string }) {
  const countdown = useCountdown(endTime);
  if (!countdown) return null;
  const { left } = countdown;
  const cells: [string, string][] = [
    [String(left.days), 'd'],
    [twoDigits(left.hours), 'h'],
    [twoDigits(left.minutes), 'm'],
    [twoDigits(left.seconds), 's'],
  ];
  return (
    <div className="cg-pflash">
      <p className="cg-pflash__at">
        {T.flashEndsAt}{' '}
        <time dateTime={countdown.iso}>{countdown.endText}</time>
      </p>
      {left.over ? (
        <p className="cg-pflash__over">{T.flashEnded}</p>
      ) : (
        <p className="cg-pflash__clock" role="timer" aria-label={countdown.timerLabel}>
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
