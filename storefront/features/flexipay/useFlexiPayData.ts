import { useEffect, useState } from 'react';
import type { SessionUser } from '../../../shared/api/account';
import { getProfile, type Profile } from '../../../shared/api/account-area';
import { getCheckoutFlexipay, getEmiBanksByUser, type EmiBank, type FlexiPayCheckoutData } from '../../../shared/api/checkout';
import { isOk } from '../../../shared/api/client';
import { useAppDeps } from '../../app/deps';
import { FLEXIPAY_TEXT as T } from './messages';

export type FlexiPayState =
  | { kind: 'loading' }
  /** No bank can take this cart (or the cart cannot be checked out): the server's message, with a cart link. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'ready'; banks: EmiBank[]; data: FlexiPayCheckoutData; profile: Partial<Profile> };

/** The banks, the checkout details and the profile (for the prefill), fetched together. */
export function useFlexiPayData(user: SessionUser): FlexiPayState {
  const { api } = useAppDeps();
  const [state, setState] = useState<FlexiPayState>({ kind: 'loading' });
  const { name, email, mobile, address } = user;

  useEffect(() => {
    let live = true;
    void Promise.all([getEmiBanksByUser(api), getCheckoutFlexipay(api), getProfile(api)]).then(([banks, details, profile]) => {
      if (!live) return;
      const list = isOk(banks) && Array.isArray(banks.data) ? banks.data : [];
      if (list.length === 0) {
        setState({ kind: 'unavailable', message: banks?.message || T.emptyBanksFallback });
        return;
      }
      if (!isOk(details) || !details.data || !Array.isArray(details.data.cart_items)) {
        setState({ kind: 'unavailable', message: details?.message || T.emptyBanksFallback });
        return;
      }
      const fromProfile = isOk(profile) && profile.data ? profile.data : null;
      setState({ kind: 'ready', banks: list, data: details.data, profile: fromProfile ?? { name, email, mobile, address } });
    });
    return () => {
      live = false;
    };
  }, [api, name, email, mobile, address]);

  return state;
}
