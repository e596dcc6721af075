/**
 * A build output as it is now: loaded again whenever the build rewrites it (one stat per call),
 * null while it does not exist.
 */
import { readFileSync, statSync } from 'node:fs';

/** `load(file)` once per version of the file. */
export function reloadOnChange<T>(file: string, load: (file: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, value: load(file) };
    return cached.value;
  };
}

/** The file's text, parsed once per version. */
export const rereadOnChange = <T>(file: string, parse: (text: string) => T): (() => T | null) =>
  reloadOnChange(file, (path) => parse(readFileSync(path, 'utf8')));
