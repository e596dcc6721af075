import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from './api';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** GETs `path` from the staff API, again whenever the path changes or reload() is called. */
export function useLoad<T>(path: string | null): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [round, setRound] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const mine = ++latest.current;
    setLoading(true);
    api<T>(path, { signal: controller.signal })
      .then((answer) => {
        if (mine !== latest.current) return;
        setData(answer);
        setError(null);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted || mine !== latest.current) return;
        setError(err instanceof ApiError ? err.message : 'Something went wrong. Try again.');
      })
      .finally(() => {
        if (mine === latest.current) setLoading(false);
      });
    return () => controller.abort();
  }, [path, round]);

  // Busy from the moment a reload is asked for (the screen's notice and its stale buttons are not
  // the final state until the fresh record is in).
  const reload = useCallback(() => {
    setLoading(true);
    setRound((n) => n + 1);
  }, []);
  return { data, error, loading, reload };
}
