/**
 * Swiper for the 'slide' carousels, loaded on demand by Carousel (its own chunk). It takes over
 * the scroll-snap row the carousel rendered: same elements, Swiper's classes already in place.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import type { CarouselOptions } from './carouselOptions';

export interface SwiperHandle {
  next(): void;
  previous(): void;
  /** Pause button. */
  setPaused(paused: boolean): void;
  /** Focus inside: hold the autoplay while true. */
  hold(held: boolean): void;
  /** Brings slide `index` into view (a focused slide). */
  reveal(index: number): void;
  destroy(): void;
}

export interface MountOptions {
  options: CarouselOptions;
  reducedMotion: boolean;
  paused: boolean;
  initialSlide: number;
}

export function mountSwiper(container: HTMLElement, { options, reducedMotion, paused, initialSlide }: MountOptions): SwiperHandle {
  const gap = options.spaceBetween ?? 0;
  const breakpoints: Record<number, { slidesPerView: number; spaceBetween: number }> = {};
  // Swiper's breakpoints are min-widths; ours apply above their width (carouselOptions).
  for (const [bp, at] of Object.entries(options.breakpoints ?? {})) {
    if (at) breakpoints[Number(bp) + 1] = { slidesPerView: at.slidesPerView, spaceBetween: gap };
  }
  const delay = options.autoplay?.delay ?? 0;
  const autoplay = delay > 0 && !reducedMotion;
  const swiper = new Swiper(container, {
    modules: autoplay ? [Autoplay] : [],
    slidesPerView: options.slidesPerView,
    spaceBetween: gap,
    breakpoints,
    speed: reducedMotion ? 0 : (options.speed ?? 500),
    rewind: true,
    watchOverflow: true,
    grabCursor: true,
    initialSlide,
    autoplay: autoplay ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
  });
  let userPaused = paused;
  let held = false;
  const sync = () => {
    if (!autoplay || !swiper.autoplay) return;
    if (userPaused || held) swiper.autoplay.stop();
    else if (!swiper.autoplay.running) swiper.autoplay.start();
  };
  sync();
  return {
    next: () => swiper.slideNext(),
    previous: () => swiper.slidePrev(),
    setPaused(p) {
      userPaused = p;
      sync();
    },
    hold(h) {
      held = h;
      sync();
    },
    reveal(index) {
      // The browser scrolls an overflow:hidden box to show a focused element; undo that.
      container.scrollLeft = 0;
      const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
      if (index < swiper.activeIndex || index >= swiper.activeIndex + perView) swiper.slideTo(index);
    },
    destroy: () => swiper.destroy(true, true),
  };
}
