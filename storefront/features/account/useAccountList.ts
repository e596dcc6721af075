import { useCallback, useEffect, useRef, useState } from 'react';
import { isOk, type ApiClient, type ApiEnvelope } from '../../../shared/api/client';
import { useAppDeps } from '../../app/deps';

export interface AccountList<T> {
  /** null until the first answer; stays null when the call failed (failures are only logged, spec part 3 §8). */
  items: T[] | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * One of the account lists (get-orders, get-bookings, loyalty-history): fetched when the tab
 * opens and again on reload (after a cancellation). A failed call is only logged.
 */
export function useAccountList<T>(fetch: (api: ApiClient) => Promise<ApiEnvelope<T[]> | null>, name: string): AccountList<T> {
  const { api } = useAppDeps();
  const [items, setItems] = useState<T[] | null>(null);
  const [loading, setLoading] = useState(true);
  const alive = useRef(true);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  const reload = useCallback(async () => {
    setLoading(true);
    const response = await fetchRef.current(api);
    if (!alive.current) return;
    if (isOk(response) && Array.isArray(response.data)) setItems(response.data);
    else console.error(`${name} could not be loaded`, response);
    setLoading(false);
  }, [api, name]);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { items, loading, reload };
}
