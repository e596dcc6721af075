/** @jest-environment jsdom */
import { createAppStore, dismissPopUp, POP_UP_SUPPRESS_MS } from '../../../shared/storage/keys';
import { createMemoryStorage } from '../../../shared/storage/store';
import { EARLY_POP_UP_ID, showEarlyPopUp, takeOverEarlyPopUp } from './earlyPopUp';

const TEMPLATE =
  `<template id="${EARLY_POP_UP_ID}"><link rel="preload" as="image" href="/p.svg"><div class="cg-modal__backdrop"><div role="dialog" aria-modal="true">` +
  '<button type="button" class="cg-modal__close" aria-label="Close">×</button><a href="/flash-sales/">offer</a></div></div></template>';

const dialog = () => document.querySelector('[role="dialog"]');
const fresh = () => createAppStore({ backend: createMemoryStorage() });

describe('the early home pop-up', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root"></div>${TEMPLATE}`;
    takeOverEarlyPopUp();
  });

  it('shows the server copy at once, and the live pop-up takes its place', () => {
    showEarlyPopUp(fresh());
    expect(dialog()).not.toBeNull();
    expect(takeOverEarlyPopUp()).toBe('open');
    expect(dialog()).toBeNull();
  });

  it('stays hidden within 5 minutes of a dismissal, and shows after them', () => {
    const storage = fresh();
    dismissPopUp(storage, Date.now() - POP_UP_SUPPRESS_MS + 1000);
    showEarlyPopUp(storage);
    expect(dialog()).toBeNull();
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

  it('does nothing on a page without the template', () => {
    document.body.innerHTML = '<div id="root"></div>';
    showEarlyPopUp(fresh());
    expect(dialog()).toBeNull();
  });
});
