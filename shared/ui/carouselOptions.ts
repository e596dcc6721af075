/**
 * Carousel settings in Swiper's terms (slidesPerView, breakpoints, autoplay delay, speed, effect),
 * with the spec's constants (part 1 §9, part 2 §9).
 */

/**
 * The widths (px) the carousel CSS knows; breakpoints must use these keys. A breakpoint applies to
 * windows WIDER than its width: the spec's '3 up to 1024' keeps 3 at exactly 1024 px.
 */
export const CAROUSEL_BREAKPOINTS = [480, 600, 768, 1024] as const;
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];

export interface CarouselOptions {
  /** Slides per view below the first breakpoint. */
  slidesPerView: number;
  /** width → slides per view in windows wider than that width (up to it, the narrower count). */
  breakpoints?: Partial<Record<CarouselBreakpoint, { slidesPerView: number }>>;
  /** Autoplay delay in ms (none when absent or when the user prefers reduced motion). */
  autoplay?: { delay: number } | null;
  /** Transition time in ms. */
  speed?: number;
  effect?: 'slide' | 'fade';
  /** Gap between slides in px. */
  spaceBetween?: number;
}

/** Product sliders: 6 per view, 3 up to 1024px, 2 up to 600px, 1 up to 480px; speed 500 ms. */
export const productSlider = (delay: 4000 | 5000 = 4000): CarouselOptions => ({
  slidesPerView: 1,
  breakpoints: { 480: { slidesPerView: 2 }, 600: { slidesPerView: 3 }, 1024: { slidesPerView: 6 } },
  autoplay: { delay },
  speed: 500,
  spaceBetween: 16,
});

/** The brand slider (spec part 1 §9): 5 per view at every width, 3000 ms autoplay. */
export const brandSlider = (): CarouselOptions => ({
  slidesPerView: 5,
  autoplay: { delay: 3000 },
  speed: 500,
  spaceBetween: 12,
});

/** A full-width banner slider: one banner at a time, fading, 3000 ms autoplay. */
export const bannerFadeSlider = (delay = 3000): CarouselOptions => ({
  slidesPerView: 1,
  autoplay: { delay },
  speed: 500,
  effect: 'fade',
});

/** A row of banners (three-banner blocks, top/bottom sliders): 3 per view on desktop. 4000 ms for the main one. */
export const bannerRowSlider = (delay: 3000 | 4000 = 3000): CarouselOptions => ({
  slidesPerView: 1,
  breakpoints: { 600: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
  autoplay: { delay },
  speed: 500,
  spaceBetween: 16,
});

/** Slides per view at a window width (the largest breakpoint below it). */
export function slidesPerViewAt(options: CarouselOptions, width: number): number {
  let n = options.slidesPerView;
  for (const bp of CAROUSEL_BREAKPOINTS) {
    const at = options.breakpoints?.[bp];
    if (at && width > bp) n = at.slidesPerView;
  }
  return Math.max(1, n);
}
