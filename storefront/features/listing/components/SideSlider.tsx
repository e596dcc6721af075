import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SliderImage } from '../../../../shared/api/types';
import { LISTING_TEXT as T } from '../messages';

/** Banner slider: fades every 5 s (spec part 2 §9), pauses while hovered or focused. */
export const SIDE_SLIDER_INTERVAL = 5000;

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The listing's side slider (banners from the answer's sliders). */
export function SideSlider({ sliders }: { sliders: SliderImage[] }) {
  const list = sliders.filter((s) => s && s.image);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (list.length < 2 || paused || reducedMotion()) return undefined;
    const t = setInterval(() => setIndex((i) => (i + 1) % list.length), SIDE_SLIDER_INTERVAL);
    return () => clearInterval(t);
  }, [list.length, paused]);

  if (!list.length) return null;
  return (
    <section
      className="cg-side-slider"
      aria-label={T.offers}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="cg-side-slider__list">
        {list.map((s, i) => {
          const img = <img src={s.image} alt={`${T.offers} ${i + 1}`} width={300} height={400} loading="lazy" decoding="async" />;
          const active = i === index % list.length;
          return (
            <li key={`${s.image}-${i}`} className={`cg-side-slider__item${active ? ' is-active' : ''}`} aria-hidden={active ? undefined : true}>
              {s.link ? (
                s.link.startsWith('/') ? (
                  <Link to={s.link} tabIndex={active ? undefined : -1}>
                    {img}
                  </Link>
                ) : (
                  <a href={s.link} tabIndex={active ? undefined : -1} rel="noopener">
                    {img}
                  </a>
                )
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
      {list.length > 1 ? (
        <div className="cg-side-slider__dots">
          {list.map((s, i) => (
            <button
              key={`${s.image}-${i}`}
              type="button"
              className={`cg-side-slider__dot${i === index % list.length ? ' is-active' : ''}`}
              aria-label={`${T.offers} ${i + 1}`}
              aria-pressed={i === index % list.length}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
