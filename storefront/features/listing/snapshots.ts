/**
 * Listing views saved in sessionStorage, for coming back to a listing from another document
 * (the back button after a full page load elsewhere). Inside the app the views stay in the
 * redux store; this only covers a document that was unloaded.
 */
import type { ListingEntry } from './slice';

const PREFIX = 'cg-listing-view:';
const INDEX = 'cg-listing-views';
/** Views kept; each one holds the loaded products, so only a few. */
export const MAX_SNAPSHOTS = 4;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null; // storage blocked
  }
}

export function saveSnapshot(entry: ListingEntry): void {
  const s = storage();
  if (!s || entry.status !== 'ready') return;
  try {
    const index = (JSON.parse(s.getItem(INDEX) ?? '[]') as string[]).filter((k) => k !== entry.key);
    index.push(entry.key);
    while (index.length > MAX_SNAPSHOTS) {
      const old = index.shift();
      if (old) s.removeItem(PREFIX + old);
    }
    s.setItem(PREFIX + entry.key, JSON.stringify({ ...entry, loadingMore: false, moreFailed: false }));
    s.setItem(INDEX, JSON.stringify(index));
  } catch {
    /* quota or storage errors: the view just loads again */
  }
}

export function readSnapshot(key: string): ListingEntry | null {
  const s = storage();
  if (!s) return null;
  try {
    const raw = s.getItem(PREFIX + key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as ListingEntry;
    return entry && entry.key === key && entry.status === 'ready' && Array.isArray(entry.products) ? entry : null;
  } catch {
    return null;
  }
}

/** True when this document was opened with the back or forward button. */
export function documentOpenedByHistory(): boolean {
  try {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'back_forward';
  } catch {
    return false;
  }
}
