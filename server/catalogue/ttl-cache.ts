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
