/** @jest-environment jsdom */
import { applyWholeStylesheet } from './stylesheet';

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

const link = () => {
  const el = document.createElement('link');
  el.rel = 'stylesheet';
  el.media = 'print';
  el.setAttribute('data-cg-styles', '');
  document.head.append(el);
  return el;
};

describe('applyWholeStylesheet', () => {
  it('switches the whole stylesheet on and resolves when it has loaded', async () => {
    const el = link();
    let done = false;
    const applied = applyWholeStylesheet().then(() => (done = true));
    expect(el.media).toBe('all');
    await Promise.resolve();
    expect(done).toBe(false);
    el.dispatchEvent(new Event('load'));
    await applied;
    expect(done).toBe(true);
  });

  it('resolves when the stylesheet fails, or after a while when the failure came first', async () => {
    const failing = link();
    const failed = applyWholeStylesheet();
    failing.dispatchEvent(new Event('error'));
    await failed;
    document.head.innerHTML = '';
    jest.useFakeTimers();
    link();
    let done = false;
    const late = applyWholeStylesheet(document, 4000).then(() => (done = true));
    jest.advanceTimersByTime(3999);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await late;
    expect(done).toBe(true);
  });

  it('resolves at once on a page without one (rendered in the browser)', async () => {
    await expect(applyWholeStylesheet()).resolves.toBeUndefined();
  });
});
