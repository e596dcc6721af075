/** @jest-environment jsdom */
import { createAppStore, dismissPopUp, POP_UP_SUPPRESS_MS } from '../../../shared/storage/keys';
import { createMemoryStorage } from '../../../shared/storage/store';
import { EARLY_POP_UP_ID, showEarlyPopUp, takeOverEarlyPopUp } from './earlyPopUp';

const POP_UP =
  `<div id="${EARLY_POP_UP_ID}"><div class="cg-modal__backdrop"><div role="dialog" aria-modal="true">` +
  '<button type="button" class="cg-modal__close" aria-label="Close">×</button><a href="/flash-sales/">offer</a></div></div></div>';

const dialog = () => document.querySelector('[role="dialog"]');
const fresh = () => createAppStore({ backend: createMemoryStorage() });

describe('the early home pop-up', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root"></div>${POP_UP}`;
    takeOverEarlyPopUp();
  });

  it("makes the server's pop-up live, and the live pop-up takes its place", () => {
    showEarlyPopUp(fresh());
    expect(dialog()).not.toBeNull();
    expect(takeOverEarlyPopUp()).toBe('open');
    expect(dialog()).toBeNull();
  });

  it('is taken away within 5 minutes of a dismissal, and stays after them', () => {
    const storage = fresh();
    dismissPopUp(storage, Date.now() - POP_UP_SUPPRESS_MS + 1000);
    showEarlyPopUp(storage);
    expect(dialog()).toBeNull();
    document.body.innerHTML = `<div id="root"></div>${POP_UP}`;
    dismissPopUp(storage, Date.now() - POP_UP_SUPPRESS_MS - 1);
    showEarlyPopUp(storage);
    expect(dialog()).not.toBeNull();
  });

  it.each([
    ['Close', () => (document.querySelector('.cg-modal__close') as HTMLElement).click()],
    ['the backdrop', () => (document.querySelector('.cg-modal__backdrop') as HTMLElement).click()],
    ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))],
  ])('%s dismisses it: remembered for 5 minutes, and the live pop-up is told to close', (_, act) => {
    const storage = fresh();
    showEarlyPopUp(storage);
    act();
    expect(dialog()).toBeNull();
    expect(Date.now() - Number(storage.get('home_pop_up'))).toBeLessThan(1000);
    expect(takeOverEarlyPopUp()).toBe('dismissed');
    expect(takeOverEarlyPopUp()).toBe('open');
  });

  it('does nothing on a page without the pop-up', () => {
    document.body.innerHTML = '<div id="root"></div>';
    showEarlyPopUp(fresh());
    expect(dialog()).toBeNull();
  });
});
