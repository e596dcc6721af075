import { useCallback, useRef, useState } from 'react';
import { isOk } from '../../../shared/api/client';
import { getCheckoutFlexipay, type FlexiPayCheckoutData } from '../../../shared/api/checkout';
import { useAppDeps } from '../../app/deps';

/**
 * The Flexi Pay details priced for the chosen area, as the standard checkout re-asks get-checkout:
 * the delivery charge (and so the grand total and the instalment) follows the shipping area.
 * Only the latest answer counts; a failed one keeps the last good figures (the server prices the
 * order itself on submit).
 */
export function useAreaPricing(initial: FlexiPayCheckoutData): [FlexiPayCheckoutData, (areaId: string) => void] {
  const { api } = useAppDeps();
  const [data, setData] = useState(initial);
  const latest = useRef(0);
  const reprice = useCallback(
    (areaId: string) => {
      const ask = ++latest.current;
      void getCheckoutFlexipay(api, { area_id: areaId ? Number(areaId) : undefined }).then((r) => {
        if (ask === latest.current && isOk(r) && r.data) setData(r.data);
      });
    },
    [api],
  );
  return [data, reprice];
}
