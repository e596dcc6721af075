/**
 * The booking call and the payment hand-off of the price summary (spec part 1 §4, §7).
 */
import {
  RESERVATION_PAYMENT_METHODS,
  type ReservationChoice,
  type ReservationPayload,
  type ReservationResponse,
} from '../api/reservation';
import { isConnectIpsPaymentData, isEsewaPaymentData, type PaymentData } from '../api/types';
import type { SummaryState } from './flow';

/** Our server's additions to the contract's payload (all optional for other backends). */
export interface ReservationPayloadExtras {
  /** Province id (the contract sends city and area only). */
  province?: string | number;
  /** The chosen colour's option_value. */
  color?: string;
  /** The page the gateway should send the browser back to (a partner page hosting the widget). */
  return_url?: string;
}

/** The booking answer: our server adds the booking's id. */
export interface ReservationAnswer extends ReservationResponse {
  booking_id?: number | string | null;
}

const asId = (v: string): string | number => (/^\d+$/.test(v) ? Number(v) : v);

/** post-prebooking's body from the summary's state: 'Nabil Card' for card, else the method's name. */
export function reservationPayload(
  state: SummaryState,
  source: string,
  extras: { colour?: string | null; returnUrl?: string | null } = {},
): ReservationPayload & ReservationPayloadExtras {
  const { address } = state;
  const payload: ReservationPayload & ReservationPayloadExtras = {
    shipping_data: { name: address.full_name, email: address.email, address: address.address, mobile: address.phone },
    payment_method: RESERVATION_PAYMENT_METHODS[state.method],
    source,
    area: asId(address.area),
    city: asId(address.city),
    customer_note: address.note ? address.note : null,
  };
  if (address.province) payload.province = asId(address.province);
  if (extras.colour) payload.color = extras.colour;
  if (extras.returnUrl) payload.return_url = extras.returnUrl;
  return payload;
}

/** The booking's id in the answer (ours: booking_id), when the backend gives one. */
export function bookingIdOf(answer: ReservationAnswer | null): string | number | null {
  const id = answer?.booking_id;
  return id === undefined || id === null || id === '' ? null : id;
}

export const ESEWA_FIELDS = ['tAmt', 'amt', 'txAmt', 'psc', 'pdc', 'scd', 'pid', 'su', 'fu'] as const;
export const CONNECT_IPS_FIELDS = [
  'MERCHANTID',
  'APPID',
  'APPNAME',
  'TXNID',
  'TXNDATE',
  'TXNCRNCY',
  'TXNAMT',
  'REFERENCEID',
  'REMARKS',
  'PARTICULARS',
  'TOKEN',
] as const;

/** What the summary's pay button does for the chosen method. */
export type Handoff =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; url: string; method: string; fields: [string, string][] };

/** The spec's fields first, in order, then anything else the backend added. */
function orderedFields(data: Record<string, unknown>, order: readonly string[]): [string, string][] {
  const keys = [...order.filter((k) => k in data), ...Object.keys(data).filter((k) => !order.includes(k))];
  return keys.map((k) => [k, data[k] == null ? '' : String(data[k])]);
}

/**
 * Card: a redirect to payment_gateway_url. eSewa: hidden fields posted to payment_data.url with
 * the method the answer gives. Connect IPS: hidden fields, URL and METHOD from the answer.
 */
export function handoffFor(method: ReservationChoice, answer: ReservationAnswer): Handoff | null {
  if (method === 'Card Payment') {
    return answer.payment_gateway_url ? { kind: 'redirect', url: answer.payment_gateway_url } : null;
  }
  const data = answer.payment_data as PaymentData | null | undefined;
  if (method === 'eSewa' && isEsewaPaymentData(data)) {
    return { kind: 'form', url: data.url, method: data.method || 'POST', fields: orderedFields({ ...data.data }, ESEWA_FIELDS) };
  }
  if (method === 'Connect IPS' && isConnectIpsPaymentData(data)) {
    return { kind: 'form', url: data.URL, method: data.METHOD || 'POST', fields: orderedFields({ ...data.data }, CONNECT_IPS_FIELDS) };
  }
  return null;
}
