/** @jest-environment jsdom */
import { whenNear } from './NearViewportPart';

/** An IntersectionObserver the test drives: report(true) says the element came within reach. */
let report: (isIntersecting: boolean) => void = () => undefined;
class DrivenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    report = (isIntersecting) => this.callback([{ isIntersecting, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    report = () => undefined;
  }
}

const frames = () => new Promise((done) => setTimeout(done, 120));

describe('whenNear (the footer waits for the shopper)', () => {
  let top = 0;
  beforeEach(() => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = DrivenObserver;
    document.body.innerHTML = '<div id="part"><p>from the server</p></div>';
    top = 0;
    jest.spyOn(document.getElementById('part')!, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: top + 300 }) as DOMRect);
    Object.defineProperty(window, 'innerHeight', { value: 900, configurable: true });
  });

  it('resolves when the element is still within reach once the queued render work has run', async () => {
    let near = false;
    void whenNear('part', '400px').then(() => (near = true));
    top = 1000;
    report(true);
    await frames();
    expect(near).toBe(true);
  });

  it('keeps waiting when rows rendered since pushed the element away, and resolves when the shopper comes near', async () => {
    let near = false;
    void whenNear('part', '400px').then(() => (near = true));
    report(true); // the first layout: the page is short, the part seems near
    top = 2400; // the rows added a frame at a time push it down
    await frames();
    expect(near).toBe(false);
    top = 500; // the shopper scrolls down to it
    report(true);
    await frames();
    expect(near).toBe(true);
  });
});
