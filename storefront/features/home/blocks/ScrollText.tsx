import { useState } from 'react';
import { HOME_TEXT as T } from '../messages';

/**
 * Scroll Text: the marquee. The text moves right to left (a second, hidden copy makes the loop
 * seamless), pauses on hover, focus and with its pause button, and stands still for users who
 * prefer reduced motion.
 */
export function ScrollText({ text, label = T.announcements }: { text: string; label?: string }) {
  const [paused, setPaused] = useState(false);
  const clean = text.trim();
  if (!clean) return null;
  const items = clean.split(/\s+\|\s+/).filter(Boolean);
  const line = items.map((item, i) => (
    <span key={i} className="cg-marquee__item">
      {item}
    </span>
  ));
  return (
    <section className={`cg-marquee${paused ? ' is-paused' : ''}`} aria-label={label}>
      <div className="cg-marquee__viewport">
        <div className="cg-marquee__track" style={{ ['--cg-marquee-duration' as string]: `${Math.max(24, Math.round(clean.length / 5))}s` }}>
          <p className="cg-marquee__text">{line}</p>
          <p className="cg-marquee__text cg-marquee__copy" aria-hidden="true">
            {line}
          </p>
        </div>
      </div>
      <button
        type="button"
        className="cg-marquee__pause"
        aria-label={paused ? T.marqueePlay : T.marqueePause}
        onClick={() => setPaused((p) => !p)}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          {paused ? <path d="M7 5v14l12-7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
        </svg>
      </button>
    </section>
  );
}
