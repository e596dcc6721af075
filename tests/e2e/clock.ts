// A clock the test drives, for the storefront's timed rules (a message that stays 5 s, suggestions
// that hide 500 ms after blur, a 250 ms debounce): the page's timers of DRIVEN_FROM_MS or more wait
// until the test advances the clock past them, so the e2e suites assert the rule, not the machine's
// speed, and a rule whose delay changed fails instead of running on the real clock. Shorter timers
// (the frame queue's 50 ms fallback) and every timer the framework chunk sets (React's scheduler,
// its up-to-300 ms throttle of Suspense reveals, the router) run on the real clock: they are not
// the store's rules, and holding them would stall rendering.
import type { Page } from 'puppeteer';

export interface DrivenClock {
  /** Moves the page's driven time on by `ms` and runs the held timers that fall due, in order. */
  advance(ms: number): Promise<void>;
  /** How many held timers are waiting. */
  pending(): Promise<number>;
}

interface PageClock {
  advance(ms: number): void;
  pending(): number;
}

/** Timers of at least this many milliseconds are driven by the test. */
export const DRIVEN_FROM_MS = 100;

/**
 * Installs the clock before the page's own scripts run (call it before `goto`): a `setTimeout` of
 * DRIVEN_FROM_MS or more that the store's own code sets is held until `advance` reaches it;
 * `Date.now` runs ahead by the time advanced.
 */
export async function installClock(page: Page): Promise<DrivenClock> {
  await page.evaluateOnNewDocument((from: number) => {
    const realSet = window.setTimeout.bind(window);
    const realClear = window.clearTimeout.bind(window);
    const realNow = Date.now.bind(Date);
    const timers = new Map<number, { due: number; run: () => void }>();
    // The storefront build's long-lived chunks of libraries (rollup.config.mjs REACT, FRAMEWORK).
    const framework = /\/assets\/(framework|react)-[^/]+\.js/;
    let now = 0;
    let nextId = 1_000_000_000; // far above the browser's own timer ids
    Date.now = () => realNow() + now;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      // The caller is the stack's third line (after 'Error' and this function).
      const caller = (new Error().stack ?? '').split('\n')[2] ?? '';
      if (typeof handler !== 'function' || !(Number(ms) >= from) || framework.test(caller)) return realSet(handler, ms, ...args);
      const id = nextId++;
      timers.set(id, { due: now + Number(ms), run: () => (handler as (...a: unknown[]) => void)(...args) });
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined && timers.delete(id)) return;
      realClear(id);
    }) as typeof window.clearTimeout;
    const clock: PageClock = {
      advance(ms) {
        const until = now + ms;
        for (;;) {
          const next = [...timers.entries()].filter(([, t]) => t.due <= until).sort((a, b) => a[1].due - b[1].due || a[0] - b[0])[0];
          if (!next) break;
          timers.delete(next[0]);
          now = next[1].due;
          next[1].run();
        }
        now = until;
      },
      pending: () => timers.size,
    };
    (window as unknown as { __drivenClock: PageClock }).__drivenClock = clock;
  }, DRIVEN_FROM_MS);
  return {
    advance: (ms) => page.evaluate((step: number) => (window as unknown as { __drivenClock: PageClock }).__drivenClock.advance(step), ms),
    pending: () => page.evaluate(() => (window as unknown as { __drivenClock: PageClock }).__drivenClock.pending()),
  };
}
