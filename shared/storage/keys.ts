/**
 * The locally stored items, under the keys the spec names (part 1 §3): user, shipping_address,
 * selectedModalData, currentColorObject, prepaymentValue, compare-product, pop_up, home_pop_up,
 * and the payment gateway data keys (named here: the spec does not name them); plus ours,
 * cart_offers.
 */
import type { SessionUser } from '../api/account';
import type { HomePopUp } from '../api/catalogue';
import type { ColorObject, SelectedModalData } from '../api/reservation';
import type { ConnectIpsPaymentData, EsewaPaymentData } from '../api/types';
import { createStore, type KeyValueStore, type StoreOptions } from './store';

/** The reservation flow's shipping address form. */
export interface StoredShippingAddress {
  full_name: string;
  phone: string;
  email: string;
  province: string;
  city: string;
  area: string;
  address: string;
  note?: string;
}

/** One product of the compare list (all from one sub-category). */
export interface CompareItem {
  id: number;
  name: string;
  /** The sub-category the list belongs to (a product of another one resets the list). */
  sub_category_id?: number | null;
}

/** Card hand-off kept for the return page. */
export interface CardPaymentData {
  payment_gateway_url: string;
}

/** Khalti order awaiting the wallet widget. */
export interface KhaltiPaymentData {
  order_id: number | string;
  /** Paisa (total × 100). */
  amount: number;
}

/**
 * The coupon and the CG|Coins a shopper applied in the cart (ours: the spec passes them as the
 * get-cart query and keeps nothing on the server), so they survive a reload; only for `email`.
 */
export interface StoredCartOffers {
  email: string;
  coupon: string | null;
  redeem: number | null;
}

export interface StoredItems {
  user: SessionUser;
  shipping_address: StoredShippingAddress;
  selectedModalData: SelectedModalData;
  currentColorObject: ColorObject;
  prepaymentValue: number;
  'compare-product': CompareItem[];
  /** The home pop-up last received from `layouts` (data.pop_up). */
  pop_up: HomePopUp;
  /** When the home pop-up was last dismissed (ms since epoch); it stays hidden for 5 minutes. */
  home_pop_up: number;
  esewa_payment_data: EsewaPaymentData;
  connectips_payment_data: ConnectIpsPaymentData;
  card_payment_data: CardPaymentData;
  khalti_payment_data: KhaltiPaymentData;
  cart_offers: StoredCartOffers;
}

export type StoredKey = keyof StoredItems;

export const STORAGE_KEYS = {
  user: 'user',
  shippingAddress: 'shipping_address',
  selectedModalData: 'selectedModalData',
  currentColorObject: 'currentColorObject',
  prepaymentValue: 'prepaymentValue',
  compareProduct: 'compare-product',
  popUp: 'pop_up',
  homePopUp: 'home_pop_up',
  esewaPaymentData: 'esewa_payment_data',
  connectIpsPaymentData: 'connectips_payment_data',
  cardPaymentData: 'card_payment_data',
  khaltiPaymentData: 'khalti_payment_data',
  cartOffers: 'cart_offers',
} as const satisfies Record<string, StoredKey>;

export const ALL_STORED_KEYS: readonly StoredKey[] = Object.values(STORAGE_KEYS);

/** The namespace widgets use ('cg-widgets:user'). */
export const WIDGET_NAMESPACE = 'cg-widgets';

/** The pop-up stays hidden this long after dismissal. */
export const POP_UP_SUPPRESS_MS = 5 * 60 * 1000;

export type AppStore = KeyValueStore<StoredItems>;

/** The product's store: the spec's keys, optionally namespaced. */
export const createAppStore = (options: Omit<StoreOptions<StoredItems>, 'keys'> = {}): AppStore =>
  createStore<StoredItems>({ ...options, keys: ALL_STORED_KEYS });

/** The widgets' store: same keys under 'cg-widgets:'. */
export const createWidgetStore = (options: Omit<StoreOptions<StoredItems>, 'keys' | 'namespace'> = {}): AppStore =>
  createAppStore({ ...options, namespace: WIDGET_NAMESPACE });

/** Whether the home pop-up was dismissed less than 5 minutes ago. */
export function isPopUpSuppressed(store: AppStore, now: number = Date.now()): boolean {
  const at = store.get('home_pop_up');
  return typeof at === 'number' && now - at >= 0 && now - at < POP_UP_SUPPRESS_MS;
}

/** Remembers the dismissal time. */
export const dismissPopUp = (store: AppStore, now: number = Date.now()) => store.set('home_pop_up', now);

/**
 * Login success (part 1 §4): the user is stored and the saved shipping address is cleared.
 */
export function storeLogin(store: AppStore, user: SessionUser): void {
  store.set('user', user);
  store.remove('shipping_address');
}

/** Logout clears the stored user. */
export const storeLogout = (store: AppStore) => store.remove('user');

/**
 * Adds a product to the compare list (part 2 §4): duplicates are not added; a product of
 * another sub-category resets the list to just that product. Returns the new list and whether
 * it changed.
 */
export function addToCompareList(store: AppStore, item: CompareItem): { list: CompareItem[]; added: boolean } {
  const current = store.get('compare-product') ?? [];
  const list = Array.isArray(current) ? current : [];
  if (list.some((p) => p.id === item.id)) return { list, added: false };
  const sameSub = list.every((p) => p.sub_category_id == null || item.sub_category_id == null || p.sub_category_id === item.sub_category_id);
  const next = sameSub ? [...list, item] : [item];
  store.set('compare-product', next);
  return { list: next, added: true };
}

/** Takes a product out of the compare list. */
export function removeFromCompareList(store: AppStore, id: number): CompareItem[] {
  const current = store.get('compare-product');
  const next = (Array.isArray(current) ? current : []).filter((p) => p.id !== id);
  store.set('compare-product', next);
  return next;
}
