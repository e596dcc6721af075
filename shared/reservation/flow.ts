/**
 * What the reservation path carries from screen to screen as navigation state (spec part 1 §4):
 * shipping address → payment → price summary.
 */
import { RESERVATION_PAYMENT_METHODS, type ReservationChoice } from '../api/reservation';
import type { StoredShippingAddress } from '../storage/keys';

/** The names of the chosen locations (the form holds their ids). */
export interface LocationNames {
  province: string;
  city: string;
  area: string;
}

/** From the shipping address to the payment screen. */
export interface PaymentState {
  address: StoredShippingAddress;
  names: LocationNames;
}

/**
 * From the payment screen to the summary: the chosen method's name, and the attempt this choice
 * starts (kept in the summary's history state, so a reload books the same attempt again).
 */
export interface SummaryState extends PaymentState {
  method: ReservationChoice;
  attempt?: string;
}

/** A new attempt's name: random hex (getRandomValues works on plain-http partner pages too). */
export function newAttempt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

export function readPaymentState(state: unknown): PaymentState | null {
  if (!isRecord(state) || !isRecord(state.address) || !isRecord(state.names)) return null;
  const a = state.address;
  const n = state.names;
  const fields = ['full_name', 'phone', 'email', 'province', 'city', 'area', 'address'] as const;
  if (!fields.every((f) => isText(a[f]))) return null;
  if (!isText(n.province) || !isText(n.city) || !isText(n.area)) return null;
  return { address: a as unknown as StoredShippingAddress, names: { province: n.province, city: n.city, area: n.area } };
}

export const isReservationChoice = (v: unknown): v is ReservationChoice =>
  isText(v) && Object.prototype.hasOwnProperty.call(RESERVATION_PAYMENT_METHODS, v);

export function readSummaryState(state: unknown): SummaryState | null {
  const base = readPaymentState(state);
  if (!base || !isRecord(state) || !isReservationChoice(state.method)) return null;
  return { ...base, method: state.method, ...(isText(state.attempt) ? { attempt: state.attempt } : {}) };
}

/** The three methods in the order the payment screen lists them. */
export const RESERVATION_CHOICES: readonly ReservationChoice[] = ['Card Payment', 'eSewa', 'Connect IPS'];
