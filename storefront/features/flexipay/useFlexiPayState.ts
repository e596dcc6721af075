import { useMemo } from 'react';
import type { SessionUser } from '../../../shared/api/account';
import { useResource } from '../resources/useResource';
import { flexiPayState, type FlexiPayState } from './flexiPayState';
import { FLEXIPAY_RESOURCES } from './resources';

/** The page's banks, checkout details and profile, as the route-to-data map loads them; it only reads the store. */
export function useFlexiPayState(user: SessionUser): FlexiPayState {
  const [banks] = useResource(FLEXIPAY_RESOURCES.banks);
  const [details] = useResource(FLEXIPAY_RESOURCES.details);
  const [profile] = useResource(FLEXIPAY_RESOURCES.profile);
  return useMemo(() => flexiPayState(banks, details, profile, user), [banks, details, profile, user]);
}
