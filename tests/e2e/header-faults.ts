// What can go wrong with the storefront's header at a given width, read from the rendered page:
// used by the sweep of every route (layout-widths) and by the sweep of every width (header-widths).
// Each fault names the element, not its coordinates, so that one fault at many widths reads as one.
import type { Page } from 'puppeteer';

export interface Fault {
  what: string;
  detail: string;
}

/** The header's main row: menu button, logo and every action on one row, each inside the screen. */
export const headerRowFaults = (page: Page): Promise<Fault[]> =>
  page.evaluate(() => {
    const faults: { what: string; detail: string }[] = [];
    const logo = document.querySelector('.cg-header__logo')?.getBoundingClientRect();
    const items = [...document.querySelectorAll('.cg-drawer__open, .cg-header__actions > *')].map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of items) {
      if (r.width === 0) continue;
      if (logo && (r.top >= logo.bottom || r.bottom <= logo.top)) faults.push({ what: 'header on two rows', detail: `${el.className} below the logo` });
      if (r.left < 0 || r.right > window.innerWidth) faults.push({ what: 'header action off-screen', detail: el.className });
    }
    return faults;
  });

/**
 * The search box's placeholder, whole inside its input: the same text as a value must not scroll
 * (measured so, the space Chromium keeps for the clear button counts, as it does for the placeholder).
 * The value is put back at once, without an input event.
 */
export const searchPlaceholderFaults = (page: Page): Promise<Fault[]> =>
  page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('.cg-header__search input');
    if (!input) return [{ what: 'header search', detail: 'missing' }];
    const typed = input.value;
    input.value = input.placeholder;
    const cut = input.scrollWidth > input.clientWidth;
    input.value = typed;
    return cut ? [{ what: 'search placeholder cut', detail: `"${input.placeholder}"` }] : [];
  });

/**
 * The open account menu, covered by nothing: every point of its inside (a grid of points, clear of
 * its rounded corners) belongs to the menu, not to a badge or a box painted over it.
 */
export const accountMenuCoveredFaults = (page: Page): Promise<Fault[]> =>
  page.evaluate(() => {
    const panel = document.querySelector('.cg-account__panel:not([hidden])');
    if (!panel) return [{ what: 'account menu', detail: 'not open' }];
    const box = panel.getBoundingClientRect();
    const covering = new Set<string>();
    const inset = 14;
    for (let y = box.top + inset; y <= Math.min(box.bottom, window.innerHeight) - inset; y += 12) {
      for (let x = box.left + inset; x <= box.right - inset; x += 12) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !panel.contains(hit)) covering.add(`${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`);
      }
    }
    return [...covering].map((detail) => ({ what: 'account menu covered', detail }));
  });
