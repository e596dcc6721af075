import { useCountdown } from '../../ui/useCountdown';
import { LISTING_TEXT as T } from '../messages';

/** The flash sale page's end time (Nepal time) and a ticking countdown. */
export function Countdown({ endTime }: { endTime: string }) {
  const countdown = useCountdown(endTime);
  if (!countdown) return null;
  const { left } = countdown;
  return (
    <div className="cg-flash-timer">
      <p className="cg-flash-timer__at">
        {T.flashEndsAt} <time dateTime={countdown.iso}>{countdown.endText}</time>
      </p>
      <p className="cg-flash-timer__left">
        {left.over ? (
          T.flashEnded
        ) : (
          <>
            <span className="cg-flash-timer__label">{T.flashEndsIn}</span>{' '}
            <span className="cg-flash-timer__time">{T.countdown(left.days, left.hours, left.minutes, left.seconds)}</span>
          </>
        )}
      </p>
    </div>
  );
}
