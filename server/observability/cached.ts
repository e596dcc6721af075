/**
 * A loader whose answer is reused for ttlMs after it came (and by everyone asking while it is on
 * its way): several metrics read one query's rows, and scrapes closer together than ttlMs send
 * no query at all. A failed load is not kept.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; doneAt: number | null } | null = null;
  return () => {
    if (kept && (kept.doneAt === null || now() - kept.doneAt < ttlMs)) return kept.value;
    const entry: { value: Promise<T>; doneAt: number | null } = { value: load(), doneAt: null };
    kept = entry;
    entry.value.then(
      () => (entry.doneAt = now()),
      () => {
        if (kept === entry) kept = null;
      },
    );
    return entry.value;
  };
}
