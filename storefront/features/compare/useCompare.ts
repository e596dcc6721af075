import { useCallback, useEffect, useRef, useState } from 'react';
import { compareProducts, type CompareTable } from '../../../shared/api/catalogue';
import { isOk } from '../../../shared/api/client';
import { removeFromCompareList, type CompareItem } from '../../../shared/storage/keys';
import { useAppDeps } from '../../app/deps';

export type CompareStatus = 'loading' | 'ready' | 'failed';

/** The stored compare list (key 'compare-product'), defensively read. */
export function storedCompareList(list: unknown): CompareItem[] {
  return Array.isArray(list) ? list.filter((p): p is CompareItem => !!p && typeof p === 'object' && Number.isSafeInteger((p as CompareItem).id)) : [];
}

/**
 * The compare table of the stored list (spec part 2 §3 "Compare response", §4): reads the
 * list kept locally, asks compare-products for those ids, and loads again when the list
 * changes (here, in another tab, or by Remove). Remove takes the product from the local list.
 */
export function useCompare() {
  const { api, storage } = useAppDeps();
  const [list, setList] = useState<CompareItem[]>(() => storedCompareList(storage.get('compare-product')));
  const [table, setTable] = useState<CompareTable | null>(null);
  const [status, setStatus] = useState<CompareStatus>('loading');
  const generation = useRef(0);

  useEffect(() => storage.watch('compare-product', (next) => setList(storedCompareList(next))), [storage]);

  const ids = list.map((p) => p.id).join(',');
  useEffect(() => {
    const mine = ++generation.current;
    if (!ids) {
      setTable(null);
      setStatus('ready');
      return;
    }
    setStatus('loading');
    void compareProducts(api, ids.split(',').map(Number)).then((response) => {
      if (mine !== generation.current) return;
      if (isOk(response) && response.data?.products) {
        setTable(response.data.products);
        setStatus('ready');
      } else {
        setStatus('failed'); // only logged (spec part 2 §8)
      }
    });
  }, [api, ids]);

  const remove = useCallback(
    (id: number) => {
      const next = removeFromCompareList(storage, id);
      setList(storedCompareList(next));
    },
    [storage],
  );

  return { list, table, status, remove };
}
