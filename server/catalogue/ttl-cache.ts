/**
 * Caches the answer of an expensive read of public, rarely changing data (the category tree,
 * the location tree) for a short time in this process. Concurrent callers share one computation;
 * a failed computation is not cached.
 */
export function ttlCache<T>(ttlMs: number, compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  let expires = 0;
  return () => {
    const now = Date.now();
    if (!value || now >= expires) {
      expires = now + ttlMs;
      const pending = compute();
      value = pending;
      pending.catch(() => {
        if (value === pending) value = null;
      });
    }
    return value;
  };
}

/**
 * As ttlCache, and read afresh as soon as `version()` answers another value: data kept under the
 * catalogue's version (migration 012), so a staff edit of a category or a brand shows on the next
 * request in every process instead of after the TTL.
 */
export function versionedCache<T>(ttlMs: number, version: () => Promise<string>, compute: () => Promise<T>): () => Promise<T> {
  let kept: { version: string; read: () => Promise<T> } | null = null;
  return async () => {
    const now = await version();
    if (kept?.version !== now) kept = { version: now, read: ttlCache(ttlMs, compute) };
    return kept.read();
  };
}

/** One read of `read()` shared by the callers that ask while it runs (a listing asks several caches at once). */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => (pending ??= read().finally(() => { pending = null; }));
}
