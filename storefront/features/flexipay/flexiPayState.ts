import type { SessionUser } from '../../../shared/api/account';
import type { Profile } from '../../../shared/api/account-area';
import type { EmiBank, FlexiPayCheckoutData } from '../../../shared/api/checkout';
import type { Resource } from '../resources/slice';
import { FLEXIPAY_TEXT as T } from './messages';

export type FlexiPayState =
  | { kind: 'loading' }
  /** No bank can take this cart (or the cart cannot be checked out): the server's message, with a cart link. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'ready'; banks: EmiBank[]; data: FlexiPayCheckoutData; profile: Partial<Profile> };

/** The server's words with an answer, whether it carried data or not. */
const messageOf = (resource: Resource<unknown>): string | undefined => (resource.status === 'loading' ? undefined : resource.message);

/**
 * What the page shows from its three answers. While any is loading the page waits, even when it
 * holds the answer of an earlier visit: that may be another cart's. A failed profile prefills
 * from the session's user.
 */
export function flexiPayState(
  banks: Resource<EmiBank[]>,
  details: Resource<FlexiPayCheckoutData>,
  profile: Resource<Profile>,
  user: SessionUser,
): FlexiPayState {
  if (banks.status === 'loading' || details.status === 'loading' || profile.status === 'loading') return { kind: 'loading' };
  const bankList = banks.status === 'ok' && Array.isArray(banks.data) ? banks.data : [];
  if (bankList.length === 0) return { kind: 'unavailable', message: messageOf(banks) || T.emptyBanksFallback };
  if (details.status !== 'ok' || !Array.isArray(details.data.cart_items)) {
    return { kind: 'unavailable', message: messageOf(details) || T.emptyBanksFallback };
  }
  const { name, email, mobile, address } = user;
  return { kind: 'ready', banks: bankList, data: details.data, profile: profile.status === 'ok' ? profile.data : { name, email, mobile, address } };
}
