import { useEffect } from 'react';
import { resourceRef, type ResourceData } from '../resources/loaders';
import { useResource } from '../resources/useResource';

type ListKind = 'orders' | 'bookings' | 'loyalty-history';
type Item<K extends ListKind> = ResourceData[K][number];

export interface AccountList<T> {
  /** null until the first answer; stays null when the call failed (failures are only logged, spec part 3 §8). */
  items: T[] | null;
  loading: boolean;
  /** Asks for the list again (after a cancellation); the rows stay until the answer. */
  reload: () => void;
}

/**
 * One of the account lists (get-orders, get-bookings, loyalty-history), as the route-to-data map
 * loads it when the tab opens (app/routeData.ts). A failed call is only logged.
 */
export function useAccountList<K extends ListKind>(kind: K, name: string): AccountList<Item<K>> {
  const [list, reload] = useResource(resourceRef(kind));
  const failed = list.status === 'failed' ? list : null;
  useEffect(() => {
    if (failed) console.error(`${name} could not be loaded`, failed);
  }, [failed, name]);
  const items = list.status === 'ok' ? list.data : list.status === 'loading' ? (list.data ?? null) : null;
  return { items: items as Item<K>[] | null, loading: list.status === 'loading', reload };
}
