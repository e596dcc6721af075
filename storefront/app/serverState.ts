/**
 * The store's state as the server rendered the page with, carried in the HTML as
 * `<script id="cg-state" type="application/json">` (data, not code: the page's
 * Content-Security-Policy allows no inline script, and none is needed).
 */
import type { RootState } from './rootReducer';

export const SERVER_STATE_ID = 'cg-state';

/** The server's state in this document, or null when the page was not rendered on the server. */
export function readServerState(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): RootState | null {
  const text = doc?.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return state && typeof state === 'object' ? (state as RootState) : null;
  } catch {
    return null;
  }
}
