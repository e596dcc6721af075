/**
 * The carousel's Swiper, in its own module: the left panel imports it dynamically once it is
 * shown, so narrow screens (no panel) never download Swiper. The few Swiper styles it needs are
 * in reservation.css (Swiper's own stylesheet would ship with every screen).
 */
import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';

export interface CarouselParts {
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  paginationEl: HTMLElement;
  labels: { previous: string; next: string; slide: string };
}

export interface CarouselHandle {
  destroy(): void;
}

export function mountCarousel(el: HTMLElement, parts: CarouselParts): CarouselHandle {
  const swiper = new Swiper(el, {
    modules: [Navigation, Pagination, A11y],
    slidesPerView: 1,
    spaceBetween: 0,
    speed: 350,
    navigation: { prevEl: parts.prevEl, nextEl: parts.nextEl },
    pagination: { el: parts.paginationEl, clickable: true },
    a11y: {
      prevSlideMessage: parts.labels.previous,
      nextSlideMessage: parts.labels.next,
      paginationBulletMessage: parts.labels.slide,
      slideRole: 'group',
    },
  });
  return { destroy: () => swiper.destroy(true, true) };
}
