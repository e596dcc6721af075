/** @jest-environment jsdom */
import { createAppStore, dismissPopUp, isPopUpSuppressed, POP_UP_SUPPRESS_MS } from './keys';
import { POP_UP_GATE_SCRIPT, POP_UP_OFF_CLASS } from './popUpGate';

const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

/** Runs the gate as the page's head does, on a fresh <html>; whether it hid the pop-up. */
function gateHides(): boolean {
  document.documentElement.classList.remove(POP_UP_OFF_CLASS);
  new Function(POP_UP_GATE_SCRIPT)();
  return document.documentElement.classList.contains(POP_UP_OFF_CLASS);
}

describe("the home pop-up's gate", () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['never dismissed', null],
    ['dismissed just now', 0],
    ['dismissed 1 s ago', 1000],
    ['dismissed 1 ms short of 5 minutes ago', POP_UP_SUPPRESS_MS - 1],
    ['dismissed exactly 5 minutes ago', POP_UP_SUPPRESS_MS],
    ['dismissed an hour ago', 3_600_000],
    ['dismissed in the future (a clock set back)', -60_000],
  ])('agrees with isPopUpSuppressed: %s', (_, ago) => {
    const store = createAppStore({ backend: localStorage });
    if (ago !== null) dismissPopUp(store, NOW - ago);
    expect(gateHides()).toBe(isPopUpSuppressed(store, NOW));
  });

  it('hides it within 5 minutes of a dismissal and not after them', () => {
    const store = createAppStore({ backend: localStorage });
    dismissPopUp(store, NOW - 60_000);
    expect(gateHides()).toBe(true);
    dismissPopUp(store, NOW - POP_UP_SUPPRESS_MS - 1);
    expect(gateHides()).toBe(false);
  });

  it.each([['a corrupt item', '{oops'], ['a string', '"1764151200000"'], ['an object', '{"at":1}']])(
    'shows it over %s, as the store reads it',
    (_, raw) => {
      localStorage.setItem('home_pop_up', raw);
      expect(gateHides()).toBe(false);
      expect(isPopUpSuppressed(createAppStore({ backend: localStorage }), NOW)).toBe(false);
    },
  );
});
