/**
 * Public catalogue answers kept (ADR 15, issues 17 and 18): a listing or search answer depends only
 * on its URL and the catalogue, so it is kept like a server-rendered page (page-cache.ts) — under
 * the catalogue's version, which every write to the catalogue moves inside its transaction in
 * whichever process made it (migration 012), so the next request in every process sees a price,
 * stock or product change; and for PAGE_CACHE_TTL_MS at most, for what changes with the clock alone.
 * A request costs one read of the version (one indexed row) and, when the answer is not kept, the
 * answer's own queries. The version is read before the answer, so a kept answer is never older
 * than the version it is kept under.
 */
import type { Queryable } from '../db/types';
import { catalogueVersion, pageCache } from './page-cache';

export type AnswerCache = <T extends object>(url: string, compute: () => Promise<T>) => Promise<T>;

export function answerCache(db: Queryable, options?: Parameters<typeof pageCache>[0]): AnswerCache {
  const kept = pageCache<object>(options);
  return async <T extends object>(url: string, compute: () => Promise<T>): Promise<T> => {
    const version = await catalogueVersion(db);
    const hit = kept.get(version, '', url);
    if (hit) return hit as T;
    const answer = await compute();
    kept.set(version, '', url, answer);
    return answer;
  };
}
