// The errors a page reports: console errors and uncaught exceptions, each as one line.
import type { Page } from 'puppeteer';

/**
 * Calls `onError` with each console error and uncaught page error from now on.
 * Failed loads of /favicon.ico are left out (the browser asks for it on its own).
 */
export function onPageErrors(page: Page, onError: (line: string) => void): void {
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url ?? '';
    if (/\/favicon\.ico$/.test(where)) return;
    onError(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (err) => onError(`uncaught: ${err instanceof Error ? err.message : String(err)}`));
}
