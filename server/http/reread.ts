/**
 * A build output read as it is now: parsed again whenever the build rewrites it (one stat per
 * call), null while it does not exist.
 */
import { readFileSync, statSync } from 'node:fs';

export function rereadOnChange<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}
