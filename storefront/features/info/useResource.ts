/**
 * One GET for a page of this feature: loading, the answer's data, or the failure (with the HTTP
 * status when the server answered, null when the network failed; failures are only logged by the
 * API client). Answers are remembered per API client and key, so going back to a page shows it
 * at once (the information pages are read-only).
 */
import { useCallback, useEffect, useState } from 'react';
import { isOk, type ApiClient, type ApiEnvelope } from '../../../shared/api/client';
import { useAppDeps } from '../../app/deps';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'failed'; statusCode: number | null; message?: string };

const cache = new WeakMap<ApiClient, Map<string, unknown>>();

function cacheOf(api: ApiClient): Map<string, unknown> {
  let map = cache.get(api);
  if (!map) cache.set(api, (map = new Map()));
  return map;
}

export function useResource<T>(
  key: string,
  load: (api: ApiClient) => Promise<ApiEnvelope<T> | null>,
): [Resource<T>, () => void] {
  const { api } = useAppDeps();
  const initial = (): Resource<T> => {
    const map = cacheOf(api);
    return map.has(key) ? { status: 'ok', data: map.get(key) as T } : { status: 'loading' };
  };
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>(() => ({ key, resource: initial() }));
  const [attempt, setAttempt] = useState(0);
  // A new key shows its own state at once (never the previous key's answer).
  const current = state.key === key ? state.resource : initial();

  useEffect(() => {
    const map = cacheOf(api);
    if (map.has(key)) {
      setState({ key, resource: { status: 'ok', data: map.get(key) as T } });
      return;
    }
    let live = true;
    setState({ key, resource: { status: 'loading' } });
    void load(api).then((answer) => {
      if (!live) return;
      if (isOk(answer) && answer.data !== undefined && answer.data !== null) {
        map.set(key, answer.data);
        setState({ key, resource: { status: 'ok', data: answer.data } });
      } else {
        setState({ key, resource: { status: 'failed', statusCode: answer?.statusCode ?? null, message: answer?.message } });
      }
    });
    return () => {
      live = false;
    };
    // `load` is the same call for the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [current, retry];
}
