/** @jest-environment jsdom */
import { FIRST_SCREEN_GIVE_UP_MS, firstScreenImages, firstScreenPainted, loadLaterResources } from './firstScreen';

const narrow = (query: string) => ({ matches: query.includes('max-width: 600px') }) as MediaQueryList;

describe('content first, code second', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn(narrow);
    document.head.innerHTML =
      '<link rel="preload" as="image" href="/media/popup.svg">' +
      '<link rel="preload" as="image" href="/media/phone.svg" media="(max-width: 600px)">' +
      '<link rel="preload" as="image" href="/media/wide.svg" media="(min-width: 601px)">' +
      '<link rel="preload" as="font" href="/font.woff2">' +
      '<template data-cg-later><link rel="modulepreload" href="/assets/react.js"><link rel="modulepreload" href="/assets/start.js"></template>' +
      '<template data-cg-later><link rel="stylesheet" href="/assets/app.css" media="print" data-cg-styles></template>';
  });

  it("waits for the images the head preloads for this window's width", () => {
    expect(firstScreenImages().map((href) => new URL(href).pathname)).toEqual(['/media/popup.svg', '/media/phone.svg']);
  });

  it('fetches nothing of the code before loadLaterResources, then all of it, in order', () => {
    expect(document.querySelectorAll('link[rel="modulepreload"], link[data-cg-styles]')).toHaveLength(0);
    loadLaterResources();
    expect([...document.head.querySelectorAll('link[rel="modulepreload"], link[data-cg-styles]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/react.js',
      '/assets/start.js',
      '/assets/app.css',
    ]);
    expect(document.querySelector('template[data-cg-later]')).toBeNull();
  });

  it('gives up on first-screen images that never come', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      void firstScreenPainted().then(() => (done = true));
      await jest.advanceTimersByTimeAsync(FIRST_SCREEN_GIVE_UP_MS - 10);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(100);
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
