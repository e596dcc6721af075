/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel, CAROUSEL_TEXT } from './Carousel';
import { bannerFadeSlider, brandSlider, productSlider, slidesPerViewAt } from './carouselOptions';
import { mountSwiper } from './carouselSwiper';

jest.mock('./carouselSwiper', () => ({
  mountSwiper: jest.fn(() => ({ hold: jest.fn(), destroy: jest.fn(), setPaused: jest.fn(), next: jest.fn(), previous: jest.fn(), reveal: jest.fn() })),
}));

const slides = (n: number) => Array.from({ length: n }, (_, i) => <a key={i} href={`/s${i}`}>{`Slide ${i + 1}`}</a>);
const active = () => document.querySelector('.cg-carousel__fade-slide.is-active') as HTMLElement;

describe('Carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('product slider settings: 6 per view, 3 up to 1024, 2 up to 600, 1 up to 480 (each boundary included); speed 500', () => {
    const o = productSlider(4000);
    const widths = [1366, 1025, 1024, 601, 600, 481, 480, 320];
    expect(widths.map((w) => slidesPerViewAt(o, w))).toEqual([6, 6, 3, 3, 2, 2, 1, 1]);
    expect(o.speed).toBe(500);
    expect(o.autoplay?.delay).toBe(4000);
  });

  it('brand slider settings: 5 per view at every width, autoplay every 3000 ms (spec part 1 §9)', () => {
    expect(brandSlider()).toMatchObject({ slidesPerView: 5, autoplay: { delay: 3000 } });
    expect(brandSlider().breakpoints).toBeUndefined();
  });

  it('fade: one slide at a time, autoplay every delay, paused by hover and the pause button', () => {
    jest.useFakeTimers();
    render(<Carousel label="Main offers" options={bannerFadeSlider(3000)} landmark>{slides(3)}</Carousel>);
    expect(screen.getByRole('region', { name: 'Main offers' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(active()).toHaveTextContent('Slide 1');
    // hidden slides are inert and hidden from assistive technology
    expect(screen.getByText('Slide 2').closest('[aria-hidden="true"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(2999));
    expect(active()).toHaveTextContent('Slide 1');
    act(() => jest.advanceTimersByTime(1));
    expect(active()).toHaveTextContent('Slide 2');

    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(10000));
    expect(active()).toHaveTextContent('Slide 2');
    fireEvent.mouseLeave(region);

    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.pause }));
    act(() => jest.advanceTimersByTime(10000));
    expect(active()).toHaveTextContent('Slide 2');
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.play }));
    act(() => jest.advanceTimersByTime(3000));
    expect(active()).toHaveTextContent('Slide 3');

    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.next }));
    expect(active()).toHaveTextContent('Slide 1'); // wraps around
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.goTo(3, 3) }));
    expect(active()).toHaveTextContent('Slide 3');
    expect(screen.getByRole('button', { name: CAROUSEL_TEXT.goTo(3, 3) })).toHaveAttribute('aria-current', 'true');
  });

  it('fade: no autoplay for users who prefer reduced motion', () => {
    jest.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      render(<Carousel label="Offers" options={bannerFadeSlider(3000)}>{slides(2)}</Carousel>);
      act(() => jest.advanceTimersByTime(10000));
      expect(active()).toHaveTextContent('Slide 1');
    } finally {
      window.matchMedia = original;
    }
  });

  it('slide: every slide rendered as a labelled group, slides per view handed to CSS', () => {
    render(<Carousel label="New Arrivals" options={productSlider(5000)}>{slides(8)}</Carousel>);
    const carousel = screen.getByRole('group', { name: 'New Arrivals' });
    expect(screen.getAllByRole('group', { name: /of 8$/ })).toHaveLength(8);
    expect(carousel.style.getPropertyValue('--cg-pv')).toBe('1');
    expect(carousel.style.getPropertyValue('--cg-pv-480')).toBe('2');
    expect(carousel.style.getPropertyValue('--cg-pv-600')).toBe('3');
    expect(carousel.style.getPropertyValue('--cg-pv-1024')).toBe('6');
    expect(carousel.style.getPropertyValue('--cg-speed')).toBe('500ms');
    // jsdom is 1024 wide: 6 per view, 8 slides overflow → arrows and a pause button
    expect(screen.getByRole('button', { name: CAROUSEL_TEXT.next })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CAROUSEL_TEXT.pause })).toBeInTheDocument();
  });

  it('slide: the native row autoplays every delay while on screen, rewinds at the end, stops when paused', () => {
    jest.useFakeTimers();
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private cb: (e: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.cb([{ isIntersecting: true }]);
      }
      disconnect() {}
    };
    const scrolls: number[] = [];
    const proto = HTMLElement.prototype as unknown as { scrollTo: (o: { left: number }) => void };
    const originalScrollTo = proto.scrollTo;
    proto.scrollTo = function (this: HTMLElement, o: { left: number }) {
      scrolls.push(o.left);
      this.scrollLeft = o.left;
    };
    try {
      render(<Carousel label="Deals" options={productSlider(4000)}>{slides(8)}</Carousel>);
      const track = document.querySelector('.cg-carousel__track') as HTMLElement;
      Object.defineProperty(track, 'clientWidth', { value: 600 });
      Object.defineProperty(track, 'scrollWidth', { value: 800 });
      act(() => jest.advanceTimersByTime(3999));
      expect(scrolls).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
      expect(scrolls).toEqual([600]);
      track.scrollLeft = 200; // at the end (scrollWidth - clientWidth)
      act(() => jest.advanceTimersByTime(4000));
      expect(scrolls).toEqual([600, 0]);
      fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXT.pause }));
      act(() => jest.advanceTimersByTime(20000));
      expect(scrolls).toHaveLength(2);
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
      proto.scrollTo = originalScrollTo;
    }
  });

  it('slide: Swiper takes over on hover, also when the pointer was over the row before the page was live', async () => {
    const swiperFor = () => (mountSwiper as jest.Mock).mock.calls.map(([container]) => (container as HTMLElement).closest('section'));
    (mountSwiper as jest.Mock).mockClear();
    const first = render(<Carousel label="Hovered" options={productSlider()}>{slides(8)}</Carousel>);
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Hovered' }));
    await act(async () => undefined);
    expect(swiperFor()).toEqual([screen.getByRole('group', { name: 'Hovered' })]);
    first.unmount();

    (mountSwiper as jest.Mock).mockClear();
    const matches = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' && this.classList.contains('cg-carousel');
    });
    try {
      render(<Carousel label="Under the pointer" options={productSlider()}>{slides(8)}</Carousel>);
      await act(async () => undefined);
    } finally {
      matches.mockRestore();
    }
    expect(swiperFor()).toEqual([screen.getByRole('group', { name: 'Under the pointer' })]);
  });

  it('slide: no arrows when every slide fits', () => {
    render(<Carousel label="Few" options={productSlider()}>{slides(3)}</Carousel>);
    expect(screen.queryByRole('button', { name: CAROUSEL_TEXT.next })).toBeNull();
  });
});
