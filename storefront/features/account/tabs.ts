import type { ResourceKind } from '../resources/loaders';

/** The ?goto= values of the account tabs that show a list, and the list each shows (spec part 3 §2). */
export const ACCOUNT_LISTS = {
  'order-history': 'orders',
  'loyalty-history': 'loyalty-history',
  'booking-history': 'bookings',
} as const satisfies Record<string, ResourceKind>;

export type AccountGoto = keyof typeof ACCOUNT_LISTS;

/** The list the account page shows for `?goto=` (none for the profile tab). */
export const accountListOfGoto = (goto: string | null): ResourceKind | null =>
  goto !== null && Object.prototype.hasOwnProperty.call(ACCOUNT_LISTS, goto) ? ACCOUNT_LISTS[goto as AccountGoto] : null;
