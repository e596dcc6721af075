/**
 * Server-rendered pages, kept: every page is rendered for nobody in particular (no session, no
 * cookie), so its HTML depends only on its URL, the build and the catalogue. A page is kept under
 * the catalogue's version (migration 012: every write to what public pages show moves it, inside
 * the writing transaction), so a price, stock, review or content change is seen by the next
 * request in every process. What changes with the clock alone (a flash sale starting or ending) is
 * rendered again at that moment (nextClockChange) and after TTL_MS at the latest. Per process, least
 * recently used pages go first.
 */
import type { Queryable } from '../db/types';
import type { PageBody } from './page-body';

export const PAGE_CACHE_TTL_MS = 60_000;
export const PAGE_CACHE_ENTRIES = 500;

/** Pages by default; any answer that depends only on its URL, the build and the catalogue (answer-cache.ts). */
export interface PageCache<T = PageBody> {
  /** The page kept for `url` at this catalogue version and build, if any. */
  get(version: string, build: string, url: string): T | undefined;
  /** `until`: when it must be made again at the latest (ms since the epoch; TTL_MS from now when later or null). */
  set(version: string, build: string, url: string, page: T, until?: number | null): void;
}

export function pageCache<T = PageBody>({ ttlMs = PAGE_CACHE_TTL_MS, maxEntries = PAGE_CACHE_ENTRIES, now = Date.now } = {}): PageCache<T> {
  const entries = new Map<string, { page: T; build: string; expires: number }>();
  const keyOf = (version: string, url: string) => `${version} ${url}`;
  return {
    get(version, build, url) {
      const key = keyOf(version, url);
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.build !== build || entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.page;
    },
    set(version, build, url, page, until = null) {
      entries.set(keyOf(version, url), { page, build, expires: Math.min(now() + ttlMs, until ?? Infinity) });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

/** The catalogue's version now (one indexed row). */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version');
  return rows[0]?.version ?? '0';
}

/**
 * When the catalogue next changes with the clock alone, which no write marks in its version: the
 * next start or end of a flash sale that is switched on (ms since the epoch), or null.
 */
export async function nextClockChange(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    `SELECT min(t) AS at FROM (
       SELECT start_time AS t FROM flash_sales WHERE status AND start_time > now()
       UNION ALL SELECT end_time FROM flash_sales WHERE status AND end_time > now()) x`,
  );
  const at = rows[0]?.at;
  return at == null ? null : new Date(at).getTime();
}

/**
 * Work under way by key (a page or an answer at one catalogue version): whoever asks for the same
 * key meanwhile waits for that work instead of doing it again — no stampede when the version moves
 * under a crowd asking for the same page.
 */
export function sharedWork<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    let pending = running.get(key);
    if (!pending) {
      pending = work().finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}
