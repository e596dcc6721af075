/** @jest-environment jsdom */
import { observeNear } from './observeNear';

/** An IntersectionObserver the test drives: report(true) says the element came within reach. */
let report: (isIntersecting: boolean) => void = () => undefined;
let observing = false;
class DrivenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observing = true;
    report = (isIntersecting) => this.callback([{ isIntersecting, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    observing = false;
  }
}

const frames = () => new Promise((done) => setTimeout(done, 120));

describe('observeNear (rows and parts below the fold)', () => {
  let top = 0;
  let el: HTMLElement;
  beforeEach(() => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = DrivenObserver;
    document.body.innerHTML = '<section id="row"></section>';
    el = document.getElementById('row')!;
    jest.spyOn(el, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: top + 300 }) as DOMRect);
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
  });

  it('calls back once, after the queued render work, when the element is still within reach, and stops observing', async () => {
    const onNear = jest.fn();
    top = 1500; // within 800 px of a 900 px screen
    observeNear(el, '800px', onNear);
    report(true);
    expect(onNear).not.toHaveBeenCalled();
    await frames();
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observing).toBe(false);
  });

  it('observes on when the element was pushed away before the check', async () => {
    const onNear = jest.fn();
    top = 1500;
    observeNear(el, '800px', onNear);
    report(true);
    top = 4000;
    await frames();
    expect(onNear).not.toHaveBeenCalled();
    expect(observing).toBe(true);
    top = 200;
    report(true);
    await frames();
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('never calls back once stopped, even with a check queued', async () => {
    const onNear = jest.fn();
    const stop = observeNear(el, '800px', onNear);
    report(true);
    stop();
    await frames();
    expect(onNear).not.toHaveBeenCalled();
    expect(observing).toBe(false);
  });
});
