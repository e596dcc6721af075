import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useRenderedOnServer } from './useRenderedOnServer';
import { CAROUSEL_BREAKPOINTS, slidesPerViewAt, type CarouselOptions } from './carouselOptions';
import type { SwiperHandle } from './carouselSwiper';
import './Carousel.css';

export interface CarouselProps {
  /** Names the carousel region ('Main offers', 'New Arrivals'). */
  label: string;
  options: CarouselOptions;
  /**
   * A page landmark (region) of its own, e.g. the hero. Default: a group, for carousels inside a
   * section that already has a heading.
   */
  landmark?: boolean;
  /** One child per slide. */
  children: ReactNode;
  className?: string;
  /**
   * Where a slide carousel's arrows and pause button go: 'overlay' (default) on the slides' edges
   * (banners); 'outside' never on a slide: in the heading line above the row from 600px (the
   * heading leaves 116px free on its right: Carousel.css), in a strip under the row on phones.
   * For rows of cards and logos, whose edges carry content.
   */
  controls?: 'overlay' | 'outside';
}


export const CAROUSEL_TEXT = {
  previous: 'Previous slides',
  next: 'Next slides',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  goTo: (n: number, total: number) => `Show slide ${n} of ${total}`,
  slide: (n: number, total: number) => `${n} of ${total}`,
} as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const fromServer = useRenderedOnServer();
  const [reduced, setReduced] = useState(() => !fromServer && typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION).matches);
  useEffect(() => {
    const mq = typeof window !== 'undefined' ? window.matchMedia?.(REDUCED_MOTION) : undefined;
    if (!mq) return undefined;
    const onChange = () => setReduced(mq.matches);
    onChange();
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

/**
 * Native focusin/focusout (React's onFocus bubbles, Preact's does not; this behaves the same
 * under both): `onChange(true)` when focus enters the element, false when it leaves it.
 */
function useFocusWithin(ref: { current: HTMLElement | null }, onChange: (inside: boolean, target: EventTarget | null) => void) {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const onIn = (event: FocusEvent) => handler.current(true, event.target);
    const onOut = (event: FocusEvent) => {
      if (!el.contains(event.relatedTarget as Node | null)) handler.current(false, event.target);
    };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, [ref]);
}

/** The width the server renders for (a phone's: most shoppers browse on one). */
const SERVER_WIDTH = 375;

function useWindowWidth(): number {
  const fromServer = useRenderedOnServer();
  const [width, setWidth] = useState(() => (!fromServer && typeof window !== 'undefined' ? window.innerWidth : SERVER_WIDTH));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** Slides per view as CSS custom properties (--cg-pv, --cg-pv-480, …) the stylesheet picks by media query. */
function perViewStyle(options: CarouselOptions): CSSProperties {
  const style: Record<string, string> = {
    '--cg-pv': String(options.slidesPerView),
    '--cg-gap': `${options.spaceBetween ?? 0}px`,
    '--cg-speed': `${options.speed ?? 500}ms`,
  };
  let last = options.slidesPerView;
  for (const bp of CAROUSEL_BREAKPOINTS) {
    last = options.breakpoints?.[bp]?.slidesPerView ?? last;
    style[`--cg-pv-${bp}`] = String(last);
  }
  return style as CSSProperties;
}

/**
 * A carousel with Swiper's settings (spec part 1 §9, part 2 §9). 'fade' carousels (the hero
 * banners) are light React components: one slide at a time, cross-fading, with dots. 'slide'
 * carousels render as a native CSS scroll-snap row (touch swipe for free) that autoplays and
 * rewinds on its own while on screen; Swiper (its own chunk, 22 KB gzip) takes the row over when
 * the shopper shows intent — pointer over it or focus inside — for mouse drag and Swiper's
 * transitions, so no page load pays for it (home page budget, docs/adr).
 * Autoplay pauses on hover, on focus and with the pause button, and is off for users who
 * prefer reduced motion.
 */
export function Carousel(props: CarouselProps) {
  return props.options.effect === 'fade' ? <FadeCarousel {...props} /> : <SlideCarousel {...props} />;
}

function Controls({
  onPrevious,
  onNext,
  showArrows,
  autoplay,
  paused,
  onTogglePause,
}: {
  onPrevious: () => void;
  onNext: () => void;
  showArrows: boolean;
  autoplay: boolean;
  paused: boolean;
  onTogglePause: () => void;
}) {
  return (
    <>
      {showArrows ? (
        <>
          <button type="button" className="cg-carousel__arrow cg-carousel__arrow--prev" aria-label={CAROUSEL_TEXT.previous} onClick={onPrevious}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className="cg-carousel__arrow cg-carousel__arrow--next" aria-label={CAROUSEL_TEXT.next} onClick={onNext}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </>
      ) : null}
      {autoplay ? (
        <button
          type="button"
          className="cg-carousel__pause"
          aria-label={paused ? CAROUSEL_TEXT.play : CAROUSEL_TEXT.pause}
          onClick={onTogglePause}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            {paused ? <path d="M7 5v14l12-7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
          </svg>
        </button>
      ) : null}
    </>
  );
}

function FadeCarousel({ label, options, children, className, landmark = false }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const rootRef = useRef<HTMLElement>(null);
  useFocusWithin(rootRef, (inside) => setFocused(inside));
  const reduced = usePrefersReducedMotion();
  const delay = options.autoplay?.delay ?? 0;
  const autoplay = delay > 0 && count > 1 && !reduced;
  const current = count ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!autoplay || paused || held) return undefined;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), delay);
    return () => clearTimeout(timer);
  }, [autoplay, paused, held, current, count, delay]);

  const go = (i: number) => setIndex(((i % count) + count) % count);
  // Swipe (touch or pen): a horizontal move of 40px or more turns the slide.
  const swipeStart = useRef<number | null>(null);

  return (
    <section
      className={`cg-carousel cg-carousel--fade${className ? ` ${className}` : ''}`}
      role={landmark ? 'region' : 'group'}
      aria-roledescription="carousel"
      aria-label={label}
      style={perViewStyle(options)}
      ref={rootRef}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        className="cg-carousel__fade-viewport"
        onPointerDown={(event) => {
          swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start == null || count < 2) return;
          const dx = event.clientX - start;
          if (Math.abs(dx) >= 40) go(current + (dx < 0 ? 1 : -1));
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={`cg-carousel__fade-slide${i === current ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={CAROUSEL_TEXT.slide(i + 1, count)}
            aria-hidden={i === current ? undefined : true}
            inert={i === current ? undefined : true}
          >
            {slide}
          </div>
        ))}
      </div>
      <Controls
        showArrows={count > 1}
        onPrevious={() => go(current - 1)}
        onNext={() => go(current + 1)}
        autoplay={delay > 0 && count > 1}
        paused={paused || reduced}
        onTogglePause={() => setPaused((p) => !p)}
      />
      {count > 1 ? (
        <div className="cg-carousel__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`cg-carousel__dot${i === current ? ' is-active' : ''}`}
              aria-label={CAROUSEL_TEXT.goTo(i + 1, count)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function SlideCarousel({ label, options, children, className, landmark = false, controls = 'overlay' }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperHandle | null>(null);
  const [swiperOn, setSwiperOn] = useState(false);
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const reduced = usePrefersReducedMotion();
  const width = useWindowWidth();
  const perView = slidesPerViewAt(options, width);
  const overflow = count > perView;
  const delay = options.autoplay?.delay ?? 0;
  const autoplay = delay > 0 && overflow;
  const rootRef = useRef<HTMLElement>(null);
  const optionsKey = JSON.stringify(options);

  const step = useCallback(
    (direction: 1 | -1) => {
      const swiper = swiperRef.current;
      if (swiper) {
        if (direction > 0) swiper.next();
        else swiper.previous();
        return;
      }
      const track = trackRef.current;
      if (!track) return;
      const max = track.scrollWidth - track.clientWidth;
      let left = track.scrollLeft + direction * track.clientWidth;
      if (direction > 0 && track.scrollLeft >= max - 1) left = 0; // rewind at the end
      else if (direction < 0 && track.scrollLeft <= 1) left = max;
      track.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
    },
    [reduced],
  );

  /**
   * Swiper (its own chunk) takes the row over when the shopper shows intent — a pointer over
   * it, or focus inside — so a page load never pays for it. Until then the row is native CSS
   * scroll-snap (touch swipe, trackpad) with the autoplay below.
   */
  const upgrade = useCallback(() => {
    if (swiperRef.current || !viewportRef.current || count < 2 || !overflow) return;
    const viewport = viewportRef.current;
    import('./carouselSwiper')
      .then(({ mountSwiper }) => {
        if (swiperRef.current || !viewport.isConnected) return;
        const track = trackRef.current;
        const start = track && track.scrollLeft > 0 ? Math.round(track.scrollLeft / (track.clientWidth / perView)) : 0;
        if (track) track.scrollLeft = 0;
        swiperRef.current = mountSwiper(viewport, { options, reducedMotion: reduced, paused: pausedRef.current, initialSlide: start });
        swiperRef.current.hold(true); // the pointer or focus that asked for it is still there
        setSwiperOn(true);
      })
      .catch((error: unknown) => console.error('carousel: Swiper failed to load', error));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, overflow, perView, reduced, optionsKey]);

  // A pointer that came over the row before the page was live (no mouseenter reached React):
  // intent all the same.
  useEffect(() => {
    if (!rootRef.current?.matches(':hover')) return;
    setHovered(true);
    upgrade();
  }, [upgrade]);

  // New slides or settings: back to the native row (Swiper comes again on the next intent).
  useEffect(
    () => () => {
      swiperRef.current?.destroy();
      swiperRef.current = null;
      setSwiperOn(false);
    },
    [count, reduced, optionsKey],
  );

  // Focus inside: hold the autoplay, bring the focused slide into view.
  useFocusWithin(rootRef, (inside, target) => {
    setFocused(inside);
    if (inside) upgrade();
    const swiper = swiperRef.current;
    if (!swiper) return;
    swiper.hold(inside || hovered);
    const slide = inside ? (target as HTMLElement | null)?.closest?.('.cg-carousel__slide') : null;
    if (slide?.parentElement) swiper.reveal(Array.prototype.indexOf.call(slide.parentElement.children, slide));
  });

  // Autoplay of the native row runs only while the carousel is on screen.
  useEffect(() => {
    const el = rootRef.current;
    if (!el || !autoplay || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)), { threshold: 0.5 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoplay]);

  useEffect(() => {
    if (!autoplay || swiperOn || reduced || paused || hovered || focused || !onScreen) return undefined;
    const timer = setInterval(() => step(1), delay);
    return () => clearInterval(timer);
  }, [autoplay, swiperOn, reduced, paused, hovered, focused, onScreen, delay, step]);

  const togglePause = () => {
    const next = !paused;
    setPaused(next);
    swiperRef.current?.setPaused(next);
  };

  return (
    <section
      className={`cg-carousel cg-carousel--slide${controls === 'outside' ? ' cg-carousel--controls-outside' : ''}${className ? ` ${className}` : ''}`}
      role={landmark ? 'region' : 'group'}
      aria-roledescription="carousel"
      aria-label={label}
      style={perViewStyle(options)}
      ref={rootRef}
      onMouseEnter={() => {
        setHovered(true);
        swiperRef.current?.hold(true);
        upgrade();
      }}
      onMouseLeave={() => {
        setHovered(false);
        swiperRef.current?.hold(focused);
      }}
    >
      <div ref={viewportRef} className="swiper cg-carousel__viewport">
        <div ref={trackRef} className="swiper-wrapper cg-carousel__track">
          {slides.map((slide, i) => (
            <div
              key={i}
              className="swiper-slide cg-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={CAROUSEL_TEXT.slide(i + 1, count)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <Controls
        showArrows={overflow}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
        autoplay={autoplay}
        paused={paused || reduced}
        onTogglePause={togglePause}
      />
    </section>
  );
}
